import { describe, expect, it } from "vitest";
import { formatDate, isoDateInIndia } from "./dates";

describe("isoDateInIndia", () => {
  it("gives the same calendar date as the shown one, in India, as YYYY-MM-DD", () => {
    // 20:00 UTC is the next morning in India.
    expect(isoDateInIndia("2026-06-04T20:00:00Z")).toBe("2026-06-05");
    expect(formatDate("2026-06-04T20:00:00Z")).toBe("05 Jun 2026");
    expect(isoDateInIndia("2026-04-01")).toBe("2026-04-01");
  });

  it("is null without a date or for one that is not a date", () => {
    expect(isoDateInIndia(null)).toBeNull();
    expect(isoDateInIndia("")).toBeNull();
    expect(isoDateInIndia("soon")).toBeNull();
  });
});
