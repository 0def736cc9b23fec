import { describe, expect, it } from "vitest";
import {
  firstVisitAllCount,
  hasPreferences,
  commissioningLabel,
  COMMISSIONING_STATUSES,
  coverageOf,
  divisionLabel,
  documentTypeOf,
  encodeAssetFilter,
  keyDate,
  locationOptions,
  narrowPreferences,
  preferencePayload,
  savedChoice,
  type FilterEntry,
} from "./assets";

const entries: FilterEntry[] = [
  { city: "Kochi", state: "Kerala", division: "COOLING" },
  { city: "kochi", state: "KERALA", division: "WATER" },
  { city: "Mysuru", state: "Karnataka", division: "HEATING" },
  { city: "Ooty", state: "Tamil Nadu", division: "COOLING" },
  { city: "Delhi", state: "Delhi", division: "ENVIRO" },
  { city: " ", state: null, division: "TBWES" },
];

describe("location options", () => {
  it("merges cities and states, de-duplicates case-insensitively and sorts by label", () => {
    const options = locationOptions(entries);
    expect(options.map((o) => o.label)).toEqual(["Delhi", "Karnataka", "Kerala", "Kochi", "Mysuru", "Ooty", "Tamil Nadu"]);
    // The first spelling met is kept; a name that is a city and a state is both.
    expect(options.find((o) => o.label === "Kochi")).toEqual({ label: "Kochi", city: true, state: false });
    expect(options.find((o) => o.label === "Delhi")).toEqual({ label: "Delhi", city: true, state: true });
  });

  it("sorts without regard to case and is empty without data", () => {
    expect(locationOptions([{ city: "bhopal", state: "Assam", division: null }]).map((o) => o.label)).toEqual(["Assam", "bhopal"]);
    expect(locationOptions([])).toEqual([]);
  });
});

describe("warranty and AMC", () => {
  const today = "2026-11-20";
  it("shows the AMC before the warranty", () => {
    expect(coverageOf({ ascEndDate: "2027-03-01", warrantyExpiredDate: "2025-01-01" }, today)).toEqual({ kind: "AMC", until: "2027-03-01", expired: false });
    expect(coverageOf({ ascEndDate: "2026-01-01", warrantyExpiredDate: "2028-01-01" }, today)).toEqual({ kind: "AMC", until: "2026-01-01", expired: true });
  });

  it("falls back to the warranty, and to nothing", () => {
    expect(coverageOf({ ascEndDate: null, warrantyExpiredDate: "2026-11-19" }, today)).toEqual({ kind: "Warranty", until: "2026-11-19", expired: true });
    expect(coverageOf({ ascEndDate: null, warrantyExpiredDate: null }, today)).toBeNull();
    expect(coverageOf({ ascEndDate: "garbage", warrantyExpiredDate: null }, today)).toBeNull();
  });

  it("counts the last day as covered", () => {
    expect(coverageOf({ ascEndDate: today, warrantyExpiredDate: null }, today)?.expired).toBe(false);
    expect(coverageOf({ ascEndDate: `${today}T00:00:00Z`, warrantyExpiredDate: null }, today)?.expired).toBe(false);
  });
});

describe("commissioning display", () => {
  it("maps the upstream's statuses to what the cards and filter show", () => {
    expect(commissioningLabel(null)).toBe("Ordered");
    expect(commissioningLabel("")).toBe("Ordered");
    expect(commissioningLabel("Uncommisioned")).toBe("Under Commissioning");
    expect(commissioningLabel("Yet to commision")).toBe("Yet to Commission");
    expect(commissioningLabel("commisioned")).toBe("Commissioned");
    expect(commissioningLabel("Scrapped")).toBe("Scrapped");
  });

  it("spells every label right while the values stay the upstream's (sic)", () => {
    expect(COMMISSIONING_STATUSES.map((s) => s.label)).toEqual(["Ordered", "Yet to Commission", "Under Commissioning", "Commissioned"]);
    expect(COMMISSIONING_STATUSES.map((s) => s.value)).toEqual(["Ordered", "Yet to commision", "Uncommisioned", "Commisioned"]);
    for (const { label } of COMMISSIONING_STATUSES) expect(label).not.toMatch(/commision/i);
  });

  it("shows the commissioning date for a named asset, the readiness date otherwise", () => {
    const dates = { ibgCommissioningDate: "2025-02-01", edd: "2024-12-01" };
    expect(keyDate({ name: "Boiler 1", ...dates })).toEqual({ label: "Commissioning date", date: "2025-02-01" });
    expect(keyDate({ name: null, ...dates })).toEqual({ label: "Readiness date", date: "2024-12-01" });
  });

  it("labels divisions with their product family", () => {
    expect(divisionLabel("COOLING")).toBe("Cooling (Absorption Cooling)");
    expect(divisionLabel("tbwes")).toBe("TBWES (Large Boilers & Fired Heaters)");
    expect(divisionLabel(null)).toBe("NA");
  });
});

describe("filterBy", () => {
  it("joins the parts with $ and their values with commas, parts only when chosen", () => {
    expect(encodeAssetFilter({ divisions: ["COOLING", "WATER"], locations: ["Kochi", "Karnataka"], statuses: ["Commisioned"] })).toBe(
      "division_COOLING,WATER$location_Kochi,Karnataka$status_Commisioned",
    );
    expect(encodeAssetFilter({ divisions: [], locations: ["Ooty"], statuses: ["Ordered", "Uncommisioned"] })).toBe("location_Ooty$status_Ordered,Uncommisioned");
    expect(encodeAssetFilter({ divisions: [], locations: [], statuses: [] })).toBeUndefined();
  });
});

describe("preference narrowing", () => {
  it("offers everything when nothing is chosen", () => {
    const offered = narrowPreferences(entries, { locations: [], divisions: [] });
    expect(offered.locations).toHaveLength(7);
    expect(offered.divisions).toEqual(["COOLING", "HEATING", "WATER", "TBWES", "ENVIRO"]);
  });

  it("narrows locations to those with a chosen product", () => {
    const offered = narrowPreferences(entries, { locations: [], divisions: ["COOLING"] });
    expect(offered.locations.map((l) => l.label)).toEqual(["Kerala", "Kochi", "Ooty", "Tamil Nadu"]);
  });

  it("narrows products to those at a chosen location (city or state, any case)", () => {
    expect(narrowPreferences(entries, { locations: ["KOCHI"], divisions: [] }).divisions).toEqual(["COOLING", "WATER"]);
    expect(narrowPreferences(entries, { locations: ["Karnataka", "Delhi"], divisions: [] }).divisions).toEqual(["HEATING", "ENVIRO"]);
  });

  it("never drops a choice the other side would exclude", () => {
    const offered = narrowPreferences(entries, { locations: ["Mysuru"], divisions: ["COOLING"] });
    expect(offered.locations.map((l) => l.label)).toContain("Mysuru");
    expect(offered.divisions).toEqual(["COOLING", "HEATING"]);
  });

  it("builds the semicolon-joined payload, cities and states apart", () => {
    expect(preferencePayload(entries, { locations: ["Kochi", "Karnataka", "Delhi", "Atlantis"], divisions: ["cooling", "HEATING", "NOPE"] })).toEqual({
      city: "Kochi;Delhi",
      state: "Karnataka;Delhi",
      division: "COOLING;HEATING",
      isSubmit: true,
    });
    expect(preferencePayload(entries, { locations: ["Kerala"], divisions: ["WATER"] })).toEqual({ city: null, state: "Kerala", division: "WATER", isSubmit: true });
  });

  it("reads saved preferences back as the labels offered", () => {
    expect(savedChoice(entries, { city: "kochi;Delhi", state: "Delhi", division: "WATER" })).toEqual({ locations: ["Kochi", "Delhi"], divisions: ["WATER"] });
    expect(savedChoice(entries, { city: null, state: null, division: null })).toEqual({ locations: [], divisions: [] });
  });
});

describe("document categories", () => {
  it("maps the categories to the documents call's types", () => {
    expect(documentTypeOf("drawings")).toBe("Engineering Drawing");
    expect(documentTypeOf("others")).toBe("Other Documents");
    expect(documentTypeOf("all")).toBeUndefined();
  });
});

describe("a first visit to the Assets tab (docs/decisions/056)", () => {
  const none = { city: null, state: null, division: null };
  const first = { view: "my" as const, filtered: false, shown: 0, saved: none, allCount: 14 };

  it("knows saved preferences from none, blanks and stray semicolons included", () => {
    expect(hasPreferences(none)).toBe(false);
    expect(hasPreferences({ city: "", state: " ; ", division: null })).toBe(false);
    expect(hasPreferences({ city: null, state: "Tamil Nadu", division: null })).toBe(true);
    expect(hasPreferences({ city: null, state: null, division: "WATER" })).toBe(true);
  });

  it("offers All Assets with its count when My Assets is empty and nothing is saved", () => {
    expect(firstVisitAllCount(first)).toBe(14);
    expect(firstVisitAllCount({ ...first, saved: { city: "", state: "", division: "" } })).toBe(14);
  });

  it("keeps the spec's empty text once preferences are saved, when filters narrow the list, or when the count is unknown", () => {
    expect(firstVisitAllCount({ ...first, saved: { city: "Kochi", state: null, division: "COOLING" } })).toBeNull();
    expect(firstVisitAllCount({ ...first, saved: null })).toBeNull();
    expect(firstVisitAllCount({ ...first, filtered: true })).toBeNull();
    expect(firstVisitAllCount({ ...first, allCount: null })).toBeNull();
    expect(firstVisitAllCount({ ...first, allCount: 0 })).toBeNull();
  });

  it("says nothing when My Assets lists assets or All Assets is open", () => {
    expect(firstVisitAllCount({ ...first, shown: 2 })).toBeNull();
    expect(firstVisitAllCount({ ...first, view: "all" })).toBeNull();
  });
});
