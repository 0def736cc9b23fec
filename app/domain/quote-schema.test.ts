import { describe, expect, it } from "vitest";
import { cartSchemas, equipmentQuoteSchema } from "./quote-schema";

describe("equipment quote", () => {
  it("needs an interest area of the list and details, with the spec's messages", () => {
    const empty = equipmentQuoteSchema.safeParse({});
    expect(empty.success).toBe(false);
    const messages = empty.error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`);
    expect(messages).toEqual(["interestArea: Interest field is required.", "details: Details field is required."]);
    expect(equipmentQuoteSchema.safeParse({ interestArea: "Nuclear", details: "x" }).error?.issues[0].message).toBe("Interest field is required.");
    expect(equipmentQuoteSchema.safeParse({ interestArea: "Others", details: "   " }).error?.issues[0].message).toBe("Details field is required.");
    expect(equipmentQuoteSchema.safeParse({ interestArea: "Others", details: "x".repeat(501) }).error?.issues[0].message).toBe("Details cannot be more than 500 characters.");
    expect(equipmentQuoteSchema.parse({ interestArea: "Process Heating", details: " A 2 TPH boiler " })).toMatchObject({ details: "A 2 TPH boiler" });
  });
});

describe("cart forms", () => {
  it("take whole quantities from 1 to 99", () => {
    expect(cartSchemas.update.parse({ itemId: "CI-001", quantity: "12" })).toEqual({ itemId: "CI-001", quantity: 12 });
    for (const q of ["0", "100", "2.5", "-1", "abc"]) expect(cartSchemas.update.safeParse({ itemId: "CI-001", quantity: q }).error?.issues[0].message).toBe("Enter a whole number from 1 to 99.");
  });
  it("add names a Spare or a Service of an asset", () => {
    expect(cartSchemas.add.safeParse({ assetId: "AST-1", partCode: "SP-1", itemType: "Gadget", quantity: "1" }).success).toBe(false);
    expect(cartSchemas.add.parse({ assetId: "AST-1", partCode: "SP-1", itemType: "Spare", quantity: "1" })).toMatchObject({ quantity: 1 });
  });
});
