import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { parseUpload } from "./multipart.server";
import { COMPLAINT_UPLOAD_RULES as RULES, type UploadRules } from "./rules";
import { docx, jpeg, ole, pdf, png, xlsx, zip } from "../../tests/support/sample-files";

const MB = 1024 * 1024;
const PNG = png();
const PDF = pdf();
const XLSX = xlsx();
const DOCX = docx();
const OLE = ole();
const JPEG = jpeg();

/** A file of `size` bytes: the sample, padded inside (PDF) or at the end with zeros. */
function file(name: string, bytes: Uint8Array, size = bytes.length, type = "application/octet-stream") {
  const body =
    size === bytes.length
      ? bytes
      : name.endsWith(".pdf")
        ? pdf(size)
        : Uint8Array.from({ length: size }, (_, i) => bytes[i] ?? 0);
  return new File([new Uint8Array(body)], name, { type });
}

function post(form: FormData) {
  return new Request("http://portal.test/complaints/new", { method: "POST", body: form });
}

/** A multipart post of this exact body, boundary "x". */
function rawMultipart(body: string) {
  return new Request("http://portal.test/complaints/new", {
    method: "POST",
    body,
    headers: { "content-type": "multipart/form-data; boundary=x" },
  });
}

function formWith(...files: File[]) {
  const form = new FormData();
  form.set("idempotencyKey", "k");
  form.set("description", "Leaking valve");
  for (const f of files) form.append("files", f);
  form.set("intent", "submit");
  return form;
}

const TYPE_MESSAGE = "Invalid file type, allowed file types are - .jpeg,.jpg,.png,.pdf,.xlsx,.xls,.docx,.doc";

describe("parseUpload", () => {
  it("accepts allowed files whose content matches, and keeps the text fields", async () => {
    const result = await parseUpload(
      post(
        formWith(
          file("photo.png", PNG, PNG.length, "text/html"),
          file("report.pdf", PDF),
          file("sheet.xlsx", XLSX),
          file("old.xls", OLE),
          file("memo.docx", DOCX),
          file("a.jpg", JPEG),
        ),
      ),
      { ...RULES, maxFiles: 6 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fieldErrors).toEqual({});
    expect(result.formData.get("description")).toBe("Leaking valve");
    expect(result.formData.get("intent")).toBe("submit");
    const files = result.formData.getAll("files") as File[];
    expect(files.map((f) => f.name)).toEqual([
      "photo.png",
      "report.pdf",
      "sheet.xlsx",
      "old.xls",
      "memo.docx",
      "a.jpg",
    ]);
    expect(files[0].size).toBe(PNG.length);
    // The type forwarded upstream is the one found in the content, not the one the browser sent.
    expect(files.map((f) => f.type)).toEqual([
      "image/png",
      "application/pdf",
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      "application/vnd.ms-excel",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      "image/jpeg",
    ]);
  });

  it("refuses polyglots: data after a PNG's end or a PDF's %%EOF, a ZIP behind a PDF, a ZIP that is not the Office file it claims", async () => {
    const withTail = new Uint8Array([...PNG, ...new TextEncoder().encode("<script>alert(1)</script>")]);
    const pdfZip = new Uint8Array([...PDF, ...zip({ "evil.html": "<script>alert(1)</script>" })]);
    const jpegHtml = new Uint8Array([...JPEG, ...new TextEncoder().encode("<html><script>alert(1)</script>")]);
    const pdfHtml = new Uint8Array([...PDF, ...new TextEncoder().encode("<html><script>alert(1)</script></html>")]);
    const result = await parseUpload(
      post(
        formWith(
          file("a.png", withTail),
          file("b.pdf", pdfZip),
          file("c.docx", XLSX),
          file("d.jpg", jpegHtml),
          file("e.xlsx", zip({ "x.txt": "x" })),
          file("f.pdf", pdfHtml),
        ),
      ),
      { ...RULES, maxFiles: 6 },
    );
    expect(result.ok && result.fieldErrors.files).toEqual(
      ["a.png", "b.pdf", "c.docx", "d.jpg", "e.xlsx", "f.pdf"].map((n) => `${n}: ${TYPE_MESSAGE}`),
    );
    expect(result.ok && result.formData.getAll("files")).toEqual([]);
  });

  it("ignores the empty part a browser sends when no file is chosen", async () => {
    const form = formWith();
    form.append("files", new File([], ""));
    const result = await parseUpload(post(form), RULES);
    expect(result.ok && result.fieldErrors).toEqual({});
    expect(result.ok && result.formData.getAll("files")).toEqual([]);
  });

  it("cuts off a 6 MB file: 'Exceeds maximum file size - 5MB', never holding more than 5 MB of it", async () => {
    const result = await parseUpload(post(formWith(file("big.pdf", PDF, 6 * MB), file("ok.png", PNG))), RULES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fieldErrors).toEqual({ files: ["big.pdf: Exceeds maximum file size - 5MB"] });
    expect((result.formData.getAll("files") as File[]).map((f) => f.name)).toEqual(["ok.png"]);
    expect(result.stats.largestBuffered).toBeLessThanOrEqual(5 * MB);
    // Fields after the big file still arrived.
    expect(result.formData.get("intent")).toBe("submit");
  });

  it("makes a camera's photo over 5 MB smaller on the server: JPEG under 5 MB, upright, no metadata, never held whole (issue 52 §2)", async () => {
    // A 3000 x 2000 photo of noise (it compresses as badly as a real one), taken sideways (EXIF
    // orientation 6), with a camera make and a GPS position in its EXIF.
    const raw = randomBytes(3000 * 2000 * 3);
    const photo = await sharp(raw, { raw: { width: 3000, height: 2000, channels: 3 } })
      .withMetadata({ orientation: 6 })
      .withExif({ IFD0: { Make: "TestCam" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "18/1 31/1 0/1" } })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(photo.length).toBeGreaterThan(5 * MB);
    const result = await parseUpload(post(formWith(file("IMG_0001.jpeg", photo), file("big.pdf", PDF, 6 * MB))), RULES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Other files keep the 5 MB rule.
    expect(result.fieldErrors).toEqual({ files: ["big.pdf: Exceeds maximum file size - 5MB"] });
    const [sent] = result.formData.getAll("files") as File[];
    expect(sent.name).toBe("IMG_0001.jpg");
    expect(sent.type).toBe("image/jpeg");
    expect(sent.size).toBeLessThan(5 * MB);
    const meta = await sharp(Buffer.from(await sent.arrayBuffer())).metadata();
    expect(meta.format).toBe("jpeg");
    // The orientation applied to the pixels (portrait), the long side 2,560 px, no EXIF (GPS) left.
    expect([meta.width, meta.height]).toEqual([1707, 2560]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(result.stats.largestBuffered).toBeLessThanOrEqual(5 * MB);
  });

  it("refuses a photo over the photos' own limit, and a file named as a photo that is not one", async () => {
    const result = await parseUpload(post(formWith(file("huge.jpg", JPEG, 26 * MB), file("fake.png", PDF, 6 * MB))), { ...RULES, maxTotalBytes: 40 * MB });
    expect(result.ok && result.fieldErrors).toEqual({
      files: ["huge.jpg: Exceeds maximum file size - 25MB", "fake.png: Invalid file type, allowed file types are - .jpeg,.jpg,.png,.pdf,.xlsx,.xls,.docx,.doc"],
    });
  });

  it("refuses a 51-character name", async () => {
    const name = `${"n".repeat(47)}.pdf`;
    expect(name).toHaveLength(51);
    const result = await parseUpload(post(formWith(file(name, PDF))), RULES);
    expect(result.ok && result.fieldErrors).toEqual({
      files: [`${name}: File Name cannot be more than 50 characters.`],
    });
    const fifty = `${"n".repeat(46)}.pdf`;
    const okResult = await parseUpload(post(formWith(file(fifty, PDF))), RULES);
    expect(okResult.ok && okResult.fieldErrors).toEqual({});
  });

  it("refuses a type that is not allowed", async () => {
    const result = await parseUpload(
      post(
        formWith(file("notes.txt", new TextEncoder().encode("hello")), file("run.exe", Uint8Array.from([0x4d, 0x5a]))),
      ),
      RULES,
    );
    expect(result.ok && result.fieldErrors).toEqual({
      files: [`notes.txt: ${TYPE_MESSAGE}`, `run.exe: ${TYPE_MESSAGE}`],
    });
  });

  it("refuses a renamed file whose first bytes do not match its extension", async () => {
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    const result = await parseUpload(
      post(
        formWith(
          file("invoice.pdf", exe),
          file("photo.png", PDF),
          file("sheet.xlsx", OLE),
          file("empty.jpg", new Uint8Array()),
        ),
      ),
      RULES,
    );
    expect(result.ok && result.fieldErrors.files).toEqual([
      `invoice.pdf: ${TYPE_MESSAGE}`,
      `photo.png: ${TYPE_MESSAGE}`,
      `sheet.xlsx: ${TYPE_MESSAGE}`,
      `empty.jpg: ${TYPE_MESSAGE}`,
    ]);
    expect(result.ok && result.formData.getAll("files")).toEqual([]);
  });

  it("refuses more files than allowed", async () => {
    const six = Array.from({ length: 6 }, (_, i) => file(`p${i}.png`, PNG));
    const result = await parseUpload(post(formWith(...six)), RULES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fieldErrors).toEqual({ files: ["You can attach at most 5 files."] });
    expect(result.formData.getAll("files")).toHaveLength(5);
  });

  it("answers 413 by Content-Length before reading anything", async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://portal.test/complaints/new", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=x", "content-length": String(RULES.maxTotalBytes + 1) },
      duplex: "half",
    } as RequestInit);
    const result = await parseUpload(request, RULES);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(result.stats.bytesRead).toBe(0);
    expect(pulled).toBeLessThanOrEqual(1);
  });

  it("stops reading a body that grows past the total cap while streaming (no Content-Length)", async () => {
    const rules: UploadRules = { ...RULES, maxTotalBytes: 2 * MB };
    const boundary = "----bound";
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`,
    );
    const chunk = new Uint8Array(64 * 1024);
    let produced = 0;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(head);
      },
      pull(controller) {
        // A client that would send 30 MB if it were allowed to.
        if (produced >= 30 * MB) return controller.close();
        produced += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const request = new Request("http://portal.test/complaints/new", {
      method: "POST",
      body,
      headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
      duplex: "half",
    } as RequestInit);
    const result = await parseUpload(request, rules);
    expect(result).toMatchObject({ ok: false, status: 413 });
    expect(result.stats.bytesRead).toBeLessThan(2 * MB + 256 * 1024);
    expect(produced).toBeLessThan(3 * MB);
  });

  it("answers 400, not a throw, for a malformed body", async () => {
    expect(await parseUpload(rawMultipart("--x\r\nnot a header\r\n\r\nvalue"), RULES)).toMatchObject({
      ok: false,
      status: 400,
    });
  });

  it("keeps non-ASCII names and text as the browser sent them (UTF-8)", async () => {
    const form = formWith(file("Prüfbericht नमूना.pdf", PDF));
    form.set("description", "Druckventil undicht – नमस्ते");
    const result = await parseUpload(post(form), RULES);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.formData.get("description")).toBe("Druckventil undicht – नमस्ते");
    expect((result.formData.get("files") as File).name).toBe("Prüfbericht नमूना.pdf");
  });

  it("normalises file names before anything uses them: no CR/LF, quotes, bidi controls or slashes, NFC", async () => {
    // RFC 5987 `filename*` lets a client send any character; a quoted `filename` can carry \".
    const part = (param: string, bytes: Uint8Array) =>
      Buffer.concat([
        Buffer.from(`--x\r\nContent-Disposition: form-data; name="files"; ${param}\r\nContent-Type: text/html\r\n\r\n`),
        bytes,
        Buffer.from("\r\n"),
      ]);
    const body = Buffer.concat([
      part(`filename*=UTF-8''${encodeURIComponent('a"b\r\nSet-Cookie: x=1\r\n.png')}`, PNG),
      part(`filename*=UTF-8''${encodeURIComponent("invoice\u202Efdp\u2066.pdf")}`, PDF),
      part(`filename="quote\\"d 'it'.pdf"`, PDF),
      part(`filename*=UTF-8''${encodeURIComponent("Pru\u0308fbericht\u200F.pdf")}`, PDF),
      part(`filename*=UTF-8''${encodeURIComponent("\u202E\u202D.pdf")}`, PDF),
      part(`filename*=UTF-8''${encodeURIComponent("\u202Eexe.pdf")}`, Uint8Array.from([0x4d, 0x5a])),
      Buffer.from("--x--\r\n"),
    ]);
    const request = new Request("http://portal.test/complaints/new", {
      method: "POST",
      body,
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    const result = await parseUpload(request, { ...RULES, maxFiles: 6 });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const names = (result.formData.getAll("files") as File[]).map((f) => f.name);
    expect(names).toEqual(["a b Set-Cookie x=1.png", "invoicefdp.pdf", "quote d it.pdf", "Pr\u00fcfbericht.pdf", "attachment.pdf"]);
    // A refusal names the file as it was normalised, so a message cannot be turned around either.
    expect(result.fieldErrors.files).toEqual([`exe.pdf: ${TYPE_MESSAGE}`]);
  });

  it("checks the name's length as it is sent: bidi controls do not count, decomposed accents count once", async () => {
    const padded = `${"n".repeat(46)}${"\u202E".repeat(10)}.pdf`;
    const nfd = `${"e\u0301".repeat(46)}.pdf`;
    const result = await parseUpload(post(formWith(file(padded, PDF), file(nfd, PDF))), RULES);
    expect(result.ok && result.fieldErrors).toEqual({});
    expect(result.ok && (result.formData.getAll("files") as File[]).map((f) => f.name)).toEqual([`${"n".repeat(46)}.pdf`, `${"\u00e9".repeat(46)}.pdf`]);
  });

  it("answers 413 for a text field over its limit and for a form of thousands of parts", async () => {
    const long = formWith();
    long.set("description", "x".repeat(RULES.maxFieldBytes + 1));
    expect(await parseUpload(post(long), RULES)).toMatchObject({ ok: false, status: 413 });
    const many = formWith();
    for (let i = 0; i < 250; i++) many.append(`f${i}`, "v");
    expect(await parseUpload(post(many), RULES)).toMatchObject({ ok: false, status: 413 });
  });

  it("answers 400 for a body cut off before its closing boundary", async () => {
    expect(
      await parseUpload(
        rawMultipart('--x\r\nContent-Disposition: form-data; name="description"\r\n\r\nLeaking'),
        RULES,
      ),
    ).toMatchObject({ ok: false, status: 400 });
  });

  it("reads URL-encoded refresh posts without files", async () => {
    const request = new Request("http://portal.test/complaints/new", {
      method: "POST",
      body: new URLSearchParams({ intent: "refresh", assetId: "AST-1" }),
    });
    const result = await parseUpload(request, RULES);
    expect(result.ok && Object.fromEntries(result.formData)).toEqual({ intent: "refresh", assetId: "AST-1" });
  });
});
