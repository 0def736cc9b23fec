import { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import { unzip } from "../../tests/support/unzip";
import { NOTES_FILE, zipStream, type ZipItem } from "./zip.server";


const bytesOf = (n: number, seed = 1) => Buffer.from(Array.from({ length: n }, (_, i) => (i * seed) % 251));

function item(name: string, content: Buffer, extra: Partial<ZipItem> = {}): ZipItem {
  return { name, size: content.length, modified: new Date("2026-10-01T10:00:00Z"), open: async () => Readable.from([content.subarray(0, 1000), content.subarray(1000)]), ...extra };
}

/** A source that sends `first` bytes, then fails. */
function breaking(first: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (!sent) {
        sent = true;
        this.push(first);
      } else this.destroy(new Error("connection reset"));
    },
  });
}

describe("zipStream", () => {
  it("streams every document into a valid ZIP, stored, in order", async () => {
    const a = bytesOf(5000, 3);
    const b = bytesOf(70_000, 7);
    const included: string[] = [];
    const zip = await buffer(zipStream([item("Drawings/a.pdf", a, { included: () => included.push("a") }), item("Drawings/b.png", b, { included: () => included.push("b") })], { maxBytes: 1e6, signal: new AbortController().signal }));
    const entries = await unzip(zip);
    expect([...entries.keys()]).toEqual(["Drawings/a.pdf", "Drawings/b.png"]);
    expect(entries.get("Drawings/a.pdf")?.equals(a)).toBe(true);
    expect(entries.get("Drawings/b.png")?.equals(b)).toBe(true);
    expect(included).toEqual(["a", "b"]);
    // Stored, not deflated: the ZIP is the documents plus headers.
    expect(zip.length).toBeGreaterThan(a.length + b.length);
  });

  it("normalises each part of an entry's path: no parent folders, bidi controls or line breaks", async () => {
    const a = bytesOf(100);
    const items = [item("../../etc/x\u202Efdp.exe", a), item("Reports/\u2066b\r\n.pdf", a), item("Reports//..", a)];
    const entries = await unzip(await buffer(zipStream(items, { maxBytes: 1e6, signal: new AbortController().signal })));
    expect([...entries.keys()]).toEqual(["etc/xfdp.exe", "Reports/b.pdf", "Reports/document"]);
  });

  it("lists a document that cannot be opened, and one that breaks off, in a text file", async () => {
    const good = bytesOf(3000);
    const items: ZipItem[] = [
      item("a.pdf", good),
      item("missing.pdf", good, { open: async () => Promise.reject(new Error("500")) }),
      item("broken.pdf", bytesOf(9000), { open: async () => breaking(bytesOf(4096)) }),
      item("a.pdf", good),
    ];
    const entries = await unzip(await buffer(zipStream(items, { maxBytes: 1e6, signal: new AbortController().signal })));
    expect([...entries.keys()]).toEqual(["a.pdf", "broken.pdf", "a (2).pdf", NOTES_FILE]);
    expect(entries.get("broken.pdf")?.length).toBe(4096);
    const notes = entries.get(NOTES_FILE)?.toString("utf8") ?? "";
    expect(notes).toContain("- missing.pdf: could not be loaded.");
    expect(notes).toContain("- broken.pdf: incomplete, the transfer broke off after 4096 bytes.");
    expect(notes).not.toContain("a.pdf:");
  });

  it("keeps to the size cap: known sizes left out, unknown sizes cut, the rest listed", async () => {
    const items: ZipItem[] = [
      item("one.pdf", bytesOf(600)),
      item("big.pdf", bytesOf(900)),
      item("liar.pdf", bytesOf(800), { size: null }),
      item("after.pdf", bytesOf(10)),
    ];
    const entries = await unzip(await buffer(zipStream(items, { maxBytes: 1000, signal: new AbortController().signal, notes: ["3 more documents: not listed."] })));
    expect([...entries.keys()]).toEqual(["one.pdf", "liar.pdf", NOTES_FILE]);
    expect(entries.get("liar.pdf")?.length).toBe(400);
    const notes = entries.get(NOTES_FILE)?.toString("utf8") ?? "";
    expect(notes).toContain("- 3 more documents: not listed.");
    expect(notes).toContain("- big.pdf: left out, a ZIP holds at most 0 MB");
    expect(notes).toContain("- liar.pdf: cut off");
    expect(notes).toContain("- after.pdf: left out");
  });

  it("stops asking for documents when the browser goes away", async () => {
    const controller = new AbortController();
    let opened = 0;
    const items = Array.from({ length: 5 }, (_, i) =>
      item(`d${i}.pdf`, bytesOf(100_000), {
        open: async () => {
          opened++;
          return Readable.from([bytesOf(100_000)]);
        },
      }),
    );
    const out = zipStream(items, { maxBytes: 1e9, signal: controller.signal });
    await new Promise<void>((resolve) => out.once("data", () => resolve()));
    controller.abort();
    await new Promise((r) => setTimeout(r, 50));
    expect(out.destroyed).toBe(true);
    expect(opened).toBeLessThan(5);
  });
});
