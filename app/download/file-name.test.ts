import { describe, expect, it } from "vitest";
import { safeFileName, uniqueName, withExtension } from "./file-name";

/** The bidi controls: embeddings and overrides, isolates, the marks (and Arabic's letter mark). */
const BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"];
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Cs}]/u;

describe("safe file names", () => {
  it("turns separators, quotes and semicolons into spaces and drops control characters", () => {
    expect(safeFileName('Service report "Oct" 2026/27 – Kochi; final.pdf')).toBe("Service report Oct 2026 27 – Kochi final.pdf");
    expect(safeFileName("..\\..\\etc/passwd")).toBe("etc passwd");
    expect(safeFileName("a\u0000b\u0007c\u001b[31m\u007f\u0085d\u009b.pdf")).toBe("abc[31m d.pdf");
    expect(safeFileName("  . hidden.png . ")).toBe("hidden.png");
  });

  it("turns CR, LF and tabs into spaces, so nothing can end a header line", () => {
    expect(safeFileName("a\r\nb\u0000c.pdf")).toBe("a bc.pdf");
    expect(safeFileName('x.png"\r\nContent-Type: text/html\r\n\r\n<script>')).toBe("x.png Content-Type text html script");
    expect(safeFileName("line\u2028para\u2029tab\tend.txt")).toBe("line para tab end.txt");
  });

  it("drops apostrophes and backticks, and double quotes become spaces", () => {
    expect(safeFileName("O'Brien's `report`.pdf")).toBe("OBriens report.pdf");
    expect(safeFileName('"quoted".pdf')).toBe("quoted.pdf");
  });

  it("drops every bidi control, so a name reads as it is", () => {
    // "invoice\u202Efdp.exe" shows as "invoiceexe.pdf" in a browser's download bar.
    expect(safeFileName("invoice\u202efdp.exe")).toBe("invoicefdp.exe");
    for (const c of BIDI) expect(safeFileName(`a${c}b${c}.pdf${c}`)).toBe("ab.pdf");
    expect(safeFileName(`${BIDI.join("")}report.pdf`)).toBe("report.pdf");
  });

  it("drops other invisible format characters and lone surrogates, keeping the joiners Indic scripts need", () => {
    expect(safeFileName("zero\u200bwidth\ufeff\u2060.pdf")).toBe("zerowidth.pdf");
    expect(safeFileName("half\ud800pair\udc00.pdf")).toBe("halfpair.pdf");
    // Malayalam chillu with ZWJ, Devanagari half form with ZWNJ.
    expect(safeFileName("റിപ്പോര്\u200dട്ട് क्\u200cष.pdf")).toBe("റിപ്പോര്\u200dട്ട് क्\u200cष.pdf");
  });

  it("turns every kind of slash and backslash into a space", () => {
    expect(safeFileName("a/b\\c\u2044d\u2215e\uff0ff\uff3cg.pdf")).toBe("a b c d e f g.pdf");
    expect(safeFileName("../../../etc/passwd")).toBe("etc passwd");
    expect(safeFileName("C:\\Users\\x\\report.pdf")).toBe("C Users x report.pdf");
  });

  it("composes decomposed (NFD) input, as macOS sends it", () => {
    const nfd = "Pru\u0308fbericht Se\u0301bastien.pdf";
    expect(safeFileName(nfd)).toBe("Pr\u00fcfbericht S\u00e9bastien.pdf");
    expect(safeFileName(nfd)).toHaveLength(nfd.length - 2);
  });

  it("falls back when nothing is left, keeping the extension", () => {
    expect(safeFileName("///", "AST-1 document")).toBe("AST-1 document");
    expect(safeFileName("")).toBe("document");
    expect(safeFileName('"".pdf')).toBe("document.pdf");
    expect(safeFileName("\u202e.pdf", "attachment")).toBe("attachment.pdf");
    expect(safeFileName("..", "x.zip")).toBe("x.zip");
    expect(safeFileName("  ", "///")).toBe("document");
    expect(safeFileName(" .zip", "AST-1 documents.zip")).toBe("AST-1 documents.zip");
  });

  it("keeps at most 120 characters with the extension, never cutting a character in two", () => {
    const long = safeFileName(`${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith(".pdf")).toBe(true);
    const emoji = safeFileName(`${"🔧".repeat(200)}.png`);
    expect(Array.from(emoji)).toHaveLength(120);
    expect(emoji.endsWith("🔧.png")).toBe(true);
    expect(() => encodeURIComponent(emoji)).not.toThrow();
    expect(safeFileName(`${"a".repeat(115)}   ....${"b".repeat(20)}`)).toBe(`${"a".repeat(115)}`);
  });

  it("gives names that are one path segment without invisible characters, and is idempotent", () => {
    const hostile = [
      'a"\r\nb.pdf',
      "x\u202eY\u2066z\u200f.docx",
      "..\\..\\x/y",
      "\u0000\u0001",
      " . ",
      "e\u0301t\u00e9.txt",
      `${"\u202e".repeat(500)}${"n".repeat(500)}.xlsx`,
    ];
    for (const raw of hostile) {
      const name = safeFileName(raw);
      expect(name).not.toMatch(INVISIBLE);
      expect(name).not.toMatch(/[\\/"'`]/);
      expect(name).not.toMatch(/^[.\s]|[.\s]$/);
      expect(name.length).toBeGreaterThan(0);
      expect(name.length).toBeLessThanOrEqual(120);
      expect(name).toBe(name.normalize("NFC"));
      expect(safeFileName(name)).toBe(name);
    }
  });

  it("adds a missing extension and makes names unique", () => {
    expect(withExtension("Layout", ".png")).toBe("Layout.png");
    expect(withExtension("Layout.PNG", ".png")).toBe("Layout.PNG");
    const taken = new Set<string>();
    expect(["a.pdf", "A.pdf", "a.pdf", "b"].map((n) => uniqueName(n, taken))).toEqual(["a.pdf", "A (2).pdf", "a (3).pdf", "b"]);
  });
});
