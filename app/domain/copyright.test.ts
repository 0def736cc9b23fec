import { describe, expect, it } from "vitest";
import { copyrightLine, yearInIndia } from "./copyright";

describe("copyright line", () => {
  it("names the given year", () => {
    expect(copyrightLine(2027)).toBe("© 2027 Thermax Limited. All rights reserved.");
  });

  it("is India's calendar year: it turns over at midnight IST, not UTC", () => {
    // 18:29 UTC on 31 December is 23:59 IST; 18:30 UTC is already 1 January in India.
    expect(yearInIndia(new Date("2026-12-31T18:29:59Z"))).toBe(2026);
    expect(yearInIndia(new Date("2026-12-31T18:30:00Z"))).toBe(2027);
    expect(yearInIndia(new Date("2027-06-15T12:00:00Z"))).toBe(2027);
  });

  it("follows the clock, not a fixed year", () => {
    expect(yearInIndia(new Date("2031-03-01T00:00:00Z"))).toBe(2031);
    expect(copyrightLine(yearInIndia(new Date("2031-03-01T00:00:00Z")))).not.toContain("2021");
  });
});
