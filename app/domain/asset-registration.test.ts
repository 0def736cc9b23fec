import { describe, expect, it } from "vitest";
import { addAssetFailure, divisionLabel, divisionOptions, DIVISION_DISPLAY, regionLabel, REGION_CODES, registrationRegions } from "./asset-registration";

describe("division mapping for asset registration", () => {
  it("maps the spec's display names to the division codes", () => {
    expect(Object.fromEntries(DIVISION_DISPLAY.map((d) => [d.label, d.value]))).toEqual({
      "Absorption Cooling (Vapour Absorption Chiller)": "COOLING",
      "Air Pollution Control (ESP, Bag Filters)": "ENVIRO",
      "Process Heating (Industrial Boilers, Heaters)": "HEATING",
      "Large Boilers & Fired Heaters": "TBWES",
      "Water and Waste Solution": "WATER",
    });
    expect(divisionLabel("tbwes")).toBe("Large Boilers & Fired Heaters");
    expect(divisionLabel("STEAM")).toBe("");
  });

  it("offers the lookup's codes with their labels in the spec's order, or all five without a lookup", () => {
    expect(divisionOptions(["WATER", "cooling", "STEAM"]).map((d) => d.value)).toEqual(["COOLING", "WATER"]);
    expect(divisionOptions(null)).toHaveLength(5);
    expect(divisionOptions([])).toHaveLength(5);
  });
});

describe("region ordering", () => {
  it("puts the special region first, then India East, West, North, South, then the rest by name, without the dropped one", () => {
    const shuffled = [...REGION_CODES].reverse();
    const regions = registrationRegions(shuffled);
    expect(regions.slice(0, 5)).toEqual([
      { value: "HEAD_OFFICE", label: "Head Office" },
      { value: "EAST", label: "India - East" },
      { value: "WEST", label: "India - West" },
      { value: "NORTH", label: "India - North" },
      { value: "SOUTH", label: "India - South" },
    ]);
    const rest = regions.slice(5).map((r) => r.label);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b)));
    expect(regions.map((r) => r.value)).not.toContain("MIDDLE_EAST");
    expect(regions).toHaveLength(REGION_CODES.length - 1);
  });

  it("keeps acronyms, title-cases the rest, and falls back to the spec's list", () => {
    expect(regionLabel("FAR_EAST_ASIA")).toBe("Far East Asia");
    expect(regionLabel("MENA")).toBe("MENA");
    expect(registrationRegions(null).map((r) => r.value)).toEqual(registrationRegions([...REGION_CODES]).map((r) => r.value));
    expect(registrationRegions(["WEST", "west", "EAST", "bad code!"]).map((r) => r.value)).toEqual(["EAST", "WEST"]);
  });
});

it("reads the upstream's 400 texts, both spellings of the duplicate", () => {
  expect(addAssetFailure("Equipment model & Sr No already exists!")).toBe("duplicate");
  expect(addAssetFailure("Equipment model & Sr. No. already exists!")).toBe("duplicate");
  expect(addAssetFailure("Please send a valid division!")).toBe("division");
  expect(addAssetFailure("Something else")).toBeNull();
});
