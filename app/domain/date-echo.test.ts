import { describe, expect, it } from "vitest";
import { echoDate } from "./date-echo";

describe("echoDate", () => {
  it("shows a chosen day in the spec's formats", () => {
    expect(echoDate("2027-01-26", "dd Mon yyyy")).toBe("26 Jan 2027");
    expect(echoDate("2026-12-05", "dd-MM-yyyy")).toBe("05-12-2026");
  });

  it("shows nothing for an empty or impossible day", () => {
    expect(echoDate("", "dd Mon yyyy")).toBeNull();
    expect(echoDate(null, "dd-MM-yyyy")).toBeNull();
    expect(echoDate("2026-02-30", "dd Mon yyyy")).toBeNull();
    expect(echoDate("2026-13-01", "dd-MM-yyyy")).toBeNull();
    expect(echoDate("26/01/2027", "dd Mon yyyy")).toBeNull();
  });
});
