import { describe, expect, it } from "vitest";
import { parseUpload } from "./multipart.server";
import { COMPLAINT_UPLOAD_RULES as RULES, type UploadRules } from "./rules";

const MB = 1024 * 1024;
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const PDF = new TextEncoder().encode("%PDF-1.7\n%âãÏÓ\n1 0 obj\n");
const ZIP = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0]);
const OLE = Uint8Array.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
const JPEG = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]);

function file(name: string, head: Uint8Array, size = head.length, type = "application/octet-stream") {
  const bytes = new Uint8Array(size);
  bytes.set(head.subarray(0, Math.min(head.length, size)));
  return new File([bytes], name, { type });
}

function post(form: FormData) {
  return new Request("http://portal.test/complaints/new", { method: "POST", body: form });
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
      post(formWith(file("photo.png", PNG), file("report.pdf", PDF), file("sheet.xlsx", ZIP), file("old.xls", OLE), file("memo.docx", ZIP), file("a.jpg", JPEG))),
      { ...RULES, maxFiles: 6 },
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.fieldErrors).toEqual({});
    expect(result.formData.get("description")).toBe("Leaking valve");
    expect(result.formData.get("intent")).toBe("submit");
    const files = result.formData.getAll("files") as File[];
    expect(files.map((f) => f.name)).toEqual(["photo.png", "report.pdf", "sheet.xlsx", "old.xls", "memo.docx", "a.jpg"]);
    expect(files[0].size).toBe(PNG.length);
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

  it("refuses a 51-character name", async () => {
    const name = `${"n".repeat(47)}.pdf`;
    expect(name).toHaveLength(51);
    const result = await parseUpload(post(formWith(file(name, PDF))), RULES);
    expect(result.ok && result.fieldErrors).toEqual({ files: [`${name}: File Name cannot be more than 50 characters.`] });
    const fifty = `${"n".repeat(46)}.pdf`;
    const okResult = await parseUpload(post(formWith(file(fifty, PDF))), RULES);
    expect(okResult.ok && okResult.fieldErrors).toEqual({});
  });

  it("refuses a type that is not allowed", async () => {
    const result = await parseUpload(post(formWith(file("notes.txt", new TextEncoder().encode("hello")), file("run.exe", Uint8Array.from([0x4d, 0x5a])))), RULES);
    expect(result.ok && result.fieldErrors).toEqual({ files: [`notes.txt: ${TYPE_MESSAGE}`, `run.exe: ${TYPE_MESSAGE}`] });
  });

  it("refuses a renamed file whose first bytes do not match its extension", async () => {
    const exe = Uint8Array.from([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]);
    const result = await parseUpload(post(formWith(file("invoice.pdf", exe), file("photo.png", PDF), file("sheet.xlsx", OLE), file("empty.jpg", new Uint8Array()))), RULES);
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
    const head = new TextEncoder().encode(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="huge.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-`);
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
    const request = new Request("http://portal.test/complaints/new", {
      method: "POST",
      body: "--x\r\nnot a header\r\n\r\nvalue",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await parseUpload(request, RULES)).toMatchObject({ ok: false, status: 400 });
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
