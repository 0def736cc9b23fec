import { describe, expect, it } from "vitest";
import { safeFileName, uniqueName, withExtension } from "./file-name";

describe("safe file names", () => {
  it("turns separators, quotes and semicolons into spaces and drops control characters", () => {
    expect(safeFileName('Service report "Oct" 2026/27 – Kochi; final.pdf')).toBe("Service report Oct 2026 27 – Kochi final.pdf");
    expect(safeFileName("..\\..\\etc/passwd")).toBe("etc passwd");
    expect(safeFileName("a\r\nb\u0000c.pdf")).toBe("abc.pdf");
    expect(safeFileName("  . hidden.png . ")).toBe("hidden.png");
  });

  it("falls back when nothing is left, and keeps the extension when it shortens", () => {
    expect(safeFileName("///", "AST-1 document")).toBe("AST-1 document");
    const long = safeFileName(`${"x".repeat(300)}.pdf`);
    expect(long).toHaveLength(120);
    expect(long.endsWith(".pdf")).toBe(true);
  });

  it("adds a missing extension and makes names unique", () => {
    expect(withExtension("Layout", ".png")).toBe("Layout.png");
    expect(withExtension("Layout.PNG", ".png")).toBe("Layout.PNG");
    const taken = new Set<string>();
    expect(["a.pdf", "A.pdf", "a.pdf", "b"].map((n) => uniqueName(n, taken))).toEqual(["a.pdf", "A (2).pdf", "a (3).pdf", "b"]);
  });
});
