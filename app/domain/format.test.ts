import { describe, expect, it } from "vitest";
import { fileSize, pad2 } from "./format";

describe("pad2", () => {
  it("pads to 2 digits and leaves longer numbers alone", () => {
    expect(pad2(0)).toBe("00");
    expect(pad2(4)).toBe("04");
    expect(pad2(10)).toBe("10");
    expect(pad2(123)).toBe("123");
  });

  it("never shows a negative, fractional or non-number count", () => {
    expect(pad2(-3)).toBe("00");
    expect(pad2(7.9)).toBe("07");
    expect(pad2(Number.NaN)).toBe("00");
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
