import { describe, expect, it } from "vitest";
import { matchAssets, normaliseSearch, pickerOption, readPickerQuery, PICKER_LIMIT, PICKER_QUERY_MAX, type PickableAsset } from "./asset-picker";

const assets: PickableAsset[] = [
  { id: "A1", name: "Boiler Line 2", thermaxName: "Shellmax TH-412", division: "HEATING", poNumber: "PO/1001/2024/0307" },
  { id: "A2", name: "Chiller Heater Plant 4", thermaxName: "Chiller Heater VAM-333", division: "COOLING", poNumber: "PO/1001/2025/0314" },
  { id: "A3", name: null, thermaxName: "Electrostatic Precipitator APC-431", division: "ENVIRO", poNumber: null },
  { id: "A4", name: "East Block Boiler", thermaxName: "Combloc TH-118", division: "HEATING", poNumber: "PO/1001/2026/0321" },
  { id: "A5", name: "Café Chiller", thermaxName: "Dry Cooler VAM-201", division: "COOLING", poNumber: null },
];

describe("asset picker", () => {
  it("labels an asset with its thermaxName in brackets, or the thermaxName alone, and its product family", () => {
    expect(pickerOption(assets[0])).toEqual({ id: "A1", label: "Boiler Line 2 (Shellmax TH-412)", detail: "Process Heating · P.O. PO/1001/2024/0307", family: "Process Heating" });
    expect(pickerOption(assets[2])).toMatchObject({ label: "Electrostatic Precipitator APC-431", detail: "Air Pollution Control", family: "Air Pollution Control" });
  });

  it("matches by name, serial/OC number (model code, P.O.) or product family, every word", () => {
    const ids = (q: string) => matchAssets(assets, q).options.map((o) => o.id);
    expect(ids("boiler")).toEqual(["A1", "A4"]);
    expect(ids("VAM-333")).toEqual(["A2"]);
    expect(ids("vam333")).toEqual(["A2"]);
    expect(ids("2026/0321")).toEqual(["A4"]);
    expect(ids("air pollution")).toEqual(["A3"]);
    expect(ids("process heating east")).toEqual(["A4"]);
    expect(ids("cafe")).toEqual(["A5"]);
    expect(ids("turbine")).toEqual([]);
  });

  it("puts names that start with the text first, then names that contain it, then the rest", () => {
    const ids = matchAssets(assets, "chiller").options.map((o) => o.id);
    // "Chiller Heater Plant 4" starts with it; "Café Chiller" contains it; none else.
    expect(ids).toEqual(["A2", "A5"]);
    expect(matchAssets(assets, "heating").options.map((o) => o.id)).toEqual(["A1", "A4"]);
  });

  it("lists at most the limit and says how many matched", () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ id: `M${i}`, name: `Unit ${i}`, thermaxName: `Thermax ${i}`, division: "WATER" }));
    const found = matchAssets(many, "");
    expect(found.options).toHaveLength(PICKER_LIMIT);
    expect(found.total).toBe(20);
    expect(matchAssets(many, "unit 1", 3)).toMatchObject({ total: 11, options: [{ id: "M1" }, { id: "M10" }, { id: "M11" }] });
  });

  it("reads the typed text trimmed and cut, and normalises case, accents and punctuation", () => {
    expect(readPickerQuery("  boiler ")).toBe("boiler");
    expect(readPickerQuery("x".repeat(300))).toHaveLength(PICKER_QUERY_MAX);
    expect(readPickerQuery(null)).toBe("");
    expect(normaliseSearch("  Café/Chiller--VAM_333 ")).toBe("cafe chiller vam 333");
  });
});
