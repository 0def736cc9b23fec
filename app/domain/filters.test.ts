import { describe, expect, it } from "vitest";
import { countAppliedFilters } from "./filters";

describe("countAppliedFilters", () => {
  it("is 0 for a list without filters", () => {
    expect(countAppliedFilters([])).toBe(0);
    expect(countAppliedFilters([[], [], []])).toBe(0);
    expect(countAppliedFilters([null, undefined, "", [], "   "])).toBe(0);
  });

  it("counts every chosen value across groups", () => {
    expect(countAppliedFilters([["Complaint"], ["Open", "Closed"]])).toBe(3);
    expect(countAppliedFilters([["CHEMICALS"], [], ["Commissioned"]])).toBe(2);
  });

  it("counts a single value (a section, a search text) once", () => {
    expect(countAppliedFilters(["manuals", ["Brochure"], [], []])).toBe(2);
    expect(countAppliedFilters([["Quote sent"], "pump"])).toBe(2);
  });

  it("ignores blank values and counts repeats once", () => {
    expect(countAppliedFilters([["Pune", "Pune", " Pune ", ""], ["  "]])).toBe(1);
  });
});
