import { describe, expect, it } from "vitest";
import { countOf, countText, fileSize } from "./format";

describe("countText", () => {
  it("shows counts as plain numbers, never zero-padded (issue 31)", () => {
    expect(countText(0)).toBe("0");
    expect(countText(4)).toBe("4");
    expect(countText(10)).toBe("10");
    expect(countText(123)).toBe("123");
  });

  it("never shows a negative, fractional or non-number count", () => {
    expect(countText(-3)).toBe("0");
    expect(countText(7.9)).toBe("7");
    expect(countText(Number.NaN)).toBe("0");
  });
});

describe("fileSize", () => {
  it("says bytes, KB or MB", () => {
    expect(fileSize(820)).toBe("820 bytes");
    expect(fileSize(12_500)).toBe("12 KB");
    expect(fileSize(2_500_000)).toBe("2.4 MB");
    expect(fileSize(null)).toBe("NA");
  });
});

describe("countOf", () => {
  it("says one thing or several", () => {
    expect(countOf(1, "ticket")).toBe("1 ticket");
    expect(countOf(0, "ticket")).toBe("0 tickets");
    expect(countOf(12, "enquiry", "enquiries")).toBe("12 enquiries");
  });
});
