import { describe, expect, it } from "vitest";
import { cartCount, INTEREST_AREAS, MAX_CART_QUANTITY, parseQuantity, QUANTITY_MESSAGE } from "./quotes";

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
