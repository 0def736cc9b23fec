import { describe, expect, it } from "vitest";
import { assetLabel, assetPageUrl, intoSheets, LABEL_MISSING, LABELS_PER_SHEET, sheetSummary, tickedIds, TICKED_MAX } from "./asset-label";

const asset = { id: "AST-0001", name: "Chiller Heater Unit 1", thermaxName: "Absorption Chiller VAM-227", poNumber: "PO/1001/2024/0307", city: "Pune", state: "Maharashtra" };

describe("assetLabel", () => {
  it("names the asset, its serial/OC number, P.O., site and page address", () => {
    expect(assetLabel(asset, "https://portal.example.test")).toEqual({
      id: "AST-0001",
      name: "Chiller Heater Unit 1",
      serial: "Absorption Chiller VAM-227",
      po: "PO/1001/2024/0307",
      site: "Pune, Maharashtra",
      path: "/asset/AST-0001",
      url: "https://portal.example.test/asset/AST-0001",
    });
  });

  it("falls back to the maker's name and a dash for what is missing", () => {
    const label = assetLabel({ ...asset, name: null, poNumber: null, city: null, state: "  " }, "http://localhost:3000");
    expect(label).toMatchObject({ name: "Absorption Chiller VAM-227", po: LABEL_MISSING, site: LABEL_MISSING });
    expect(assetLabel({ ...asset, name: " ", thermaxName: "" }, "x").name).toBe(LABEL_MISSING);
    expect(assetLabel({ ...asset, city: null }, "x").site).toBe("Maharashtra");
  });

  it("tidies white space and encodes the id in the address", () => {
    expect(assetLabel({ ...asset, name: "  Boiler\n Line  2 " }, "x").name).toBe("Boiler Line 2");
    expect(assetPageUrl("https://portal.example.test/", "A/B")).toBe("https://portal.example.test/asset/A%2FB");
  });
});

describe("sheets", () => {
  it("puts 21 labels on an A4 sheet, the rest on the next", () => {
    const labels = Array.from({ length: 45 }, (_, i) => i);
    expect(intoSheets(labels).map((s) => s.length)).toEqual([LABELS_PER_SHEET, LABELS_PER_SHEET, 3]);
    expect(intoSheets([])).toEqual([]);
    expect(sheetSummary(1)).toBe("1 label on 1 A4 sheet");
    expect(sheetSummary(22)).toBe("22 labels on 2 A4 sheets");
  });
});

describe("tickedIds", () => {
  const ID = /^[A-Za-z0-9_-]{1,40}$/;
  it("keeps ticked ids once, in order", () => {
    expect(tickedIds(["AST-0003", "AST-0001", "AST-0003", " "], ID)).toEqual(["AST-0003", "AST-0001"]);
  });
  it("refuses a malformed id or too many", () => {
    expect(tickedIds(["AST-0001", "../x"], ID)).toBeNull();
    expect(tickedIds(Array.from({ length: TICKED_MAX + 1 }, (_, i) => `A-${i}`), ID)).toBeNull();
  });
});
