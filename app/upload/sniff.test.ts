import { describe, expect, it } from "vitest";
import { sniffFile } from "./sniff";
import { docx, jpeg, ole, pdf, png, xlsx, zip } from "../../tests/support/sample-files";

const text = (s: string) => new TextEncoder().encode(s);
const join = (...parts: Uint8Array[]) => new Uint8Array(Buffer.concat(parts));

describe("sniffFile", () => {
  it("types every sample file the tests upload by its content", () => {
    expect(sniffFile(png(), ".png")).toBe("image/png");
    expect(sniffFile(jpeg(), ".jpg")).toBe("image/jpeg");
    expect(sniffFile(jpeg(), ".JPEG")).toBe("image/jpeg");
    expect(sniffFile(pdf(), ".pdf")).toBe("application/pdf");
    expect(sniffFile(pdf(300_000), ".pdf")).toBe("application/pdf");
    expect(sniffFile(docx(), ".docx")).toBe("application/vnd.openxmlformats-officedocument.wordprocessingml.document");
    expect(sniffFile(xlsx(), ".xlsx")).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(sniffFile(ole(), ".xls")).toBe("application/vnd.ms-excel");
    expect(sniffFile(text("a,b\n1,2\n"), ".csv")).toBe("text/csv; charset=utf-8");
  });

  it("accepts a PDF whose %%EOF is followed only by end-of-line or white space bytes", () => {
    const bare = pdf().subarray(0, pdf().length - 1);
    expect(Buffer.from(bare.subarray(-5)).toString()).toBe("%%EOF");
    for (const tail of ["", "\n", "\r\n", "\r", " \t\f\r\n", "\0\0\0", "\n\n\n"]) expect(sniffFile(join(bare, text(tail)), ".pdf")).toBe("application/pdf");
    // Incremental updates: several %%EOF markers, the last one ends the file.
    expect(sniffFile(join(bare, text("\n1 0 obj << >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n")), ".pdf")).toBe("application/pdf");
  });

  it("refuses a PDF with anything after %%EOF: HTML, a script, text, a ZIP", () => {
    const whole = pdf();
    for (const tail of ["<html><body><script>alert(document.domain)</script></body></html>", "\n<script>alert(1)</script>\n", "x", "%%EOF trailing", "\n%"]) {
      expect(sniffFile(join(whole, text(tail)), ".pdf")).toBeNull();
    }
    expect(sniffFile(join(whole, zip({ "evil.html": "<script>alert(1)</script>" })), ".pdf")).toBeNull();
    // %%EOF somewhere in the last kilobyte is not enough.
    expect(sniffFile(join(whole, text(`<html>${" ".repeat(500)}</html>`)), ".pdf")).toBeNull();
  });

  it("refuses a PDF without %%EOF or without its header", () => {
    expect(sniffFile(text("%PDF-1.4\n1 0 obj << >> endobj\n"), ".pdf")).toBeNull();
    expect(sniffFile(text("%PDF-%%EOF"), ".pdf")).toBe("application/pdf");
    expect(sniffFile(text("%%EOF"), ".pdf")).toBeNull();
    expect(sniffFile(text("<html>%PDF-1.4 %%EOF"), ".pdf")).toBeNull();
  });

  it("refuses the other polyglots and unknown extensions", () => {
    expect(sniffFile(join(png(), text("<script>")), ".png")).toBeNull();
    expect(sniffFile(join(jpeg(), text("<html>")), ".jpg")).toBeNull();
    expect(sniffFile(zip({ "x.txt": "x" }), ".xlsx")).toBeNull();
    expect(sniffFile(png(), ".exe")).toBeNull();
  });
});
