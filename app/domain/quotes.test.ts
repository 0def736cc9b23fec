import { describe, expect, it } from "vitest";
import { amcQuoteDefaults, cartCount, INTEREST_AREAS, MAX_CART_QUANTITY, parseQuantity, QUANTITY_MESSAGE } from "./quotes";

describe("cart quantities", () => {
  it("takes whole numbers from 1 to the maximum", () => {
    expect(parseQuantity("1")).toBe(1);
    expect(parseQuantity(" 12 ")).toBe(12);
    expect(parseQuantity(String(MAX_CART_QUANTITY))).toBe(99);
  });
  it("refuses zero, too many, fractions, signs, exponents and text", () => {
    for (const raw of ["0", "100", "1.5", "-2", "+3", "1e2", "two", "", "  ", "00000001"]) expect(parseQuantity(raw), raw).toBeNull();
    expect(parseQuantity(undefined)).toBeNull();
    expect(parseQuantity(5)).toBeNull();
    expect(QUANTITY_MESSAGE).toBe("Enter a whole number from 1 to 99.");
  });
});

describe("quote lists", () => {
  it("offers the seven interest areas, Others last", () => {
    expect(INTEREST_AREAS).toHaveLength(7);
    expect(INTEREST_AREAS.at(-1)).toBe("Others");
  });
  it("counts every spare and service line of every group", () => {
    expect(cartCount([{ spares: [1, 2], services: [3] }, { spares: [], services: [4] }])).toBe(4);
    expect(cartCount([])).toBe(0);
  });
});

describe("amcQuoteDefaults (issue 42 §1: an AMC asked from an asset)", () => {
  it("names the asset and takes the division's interest area", () => {
    expect(amcQuoteDefaults({ id: "AST-0001", name: "Chiller Heater Unit 1", thermaxName: "Chiller Heater CH-200", poNumber: "PO/1001/2023/0300", division: "COOLING" })).toEqual({
      interestArea: "Absorption Cooling",
      details: "Annual maintenance contract (AMC) for Chiller Heater Unit 1 (Chiller Heater CH-200), asset AST-0001, P.O. PO/1001/2023/0300.",
    });
  });
  it("an unnamed asset of an unknown division: its id and Others", () => {
    const d = amcQuoteDefaults({ id: "AST-0009", name: null, thermaxName: null, poNumber: null, division: "X" });
    expect(d).toEqual({ interestArea: "Others", details: "Annual maintenance contract (AMC) for AST-0009, asset AST-0009." });
    expect(INTEREST_AREAS).toContain(d.interestArea);
  });
});
