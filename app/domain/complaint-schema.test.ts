import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { COMPLAINT_MESSAGES, complaintSchema, type ComplaintContext } from "./complaint-schema";

const ctx: ComplaintContext = {
  divisionOf: (id) => ({ "AST-1": "TBWES", "AST-2": "COOLING" })[id],
  orderOrEnquiryIds: () => ["ORD-1"],
};

function parse(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return parseWithZod(form, { schema: complaintSchema(ctx) });
}

function errors(fields: Record<string, string>) {
  const s = parse(fields);
  return s.status === "success" ? {} : s.error;
}

describe("complaint schema", () => {
  it("gives every required message at once on an empty form", () => {
    expect(errors({})).toEqual({
      assetId: [COMPLAINT_MESSAGES.asset],
      productFamily: [COMPLAINT_MESSAGES.product],
      type: [COMPLAINT_MESSAGES.type],
      reason: [COMPLAINT_MESSAGES.reason],
    });
    expect(COMPLAINT_MESSAGES).toMatchObject({
      product: "Product is required",
      type: "Complaint type is required",
      asset: "Asset is required",
      reason: "Reason is required",
      orderEnquiry: "Order/Enquiry id is required",
      poNumber: "PO number is required",
    });
  });

  it("refuses an asset the user does not have", () => {
    expect(errors({ assetId: "AST-999", productFamily: "x", type: "OTHER", reason: "Other" })).toEqual({ assetId: [COMPLAINT_MESSAGES.asset] });
  });

  it("needs a reason of the chosen type", () => {
    expect(errors({ assetId: "AST-2", productFamily: "x", type: "SPARES", reason: "Delayed delivery" })).toEqual({ reason: [COMPLAINT_MESSAGES.reason] });
  });

  it("needs the text when the reason is Others", () => {
    expect(errors({ assetId: "AST-2", productFamily: "x", type: "SPARES", reason: "Others" })).toEqual({ otherReason: [COMPLAINT_MESSAGES.reason] });
    expect(parse({ assetId: "AST-2", productFamily: "x", type: "SPARES", reason: "Others", otherReason: "Leaks" }).status).toBe("success");
  });

  it("needs an order or enquiry for those types, one of the loaded ones", () => {
    const base = { assetId: "AST-2", productFamily: "x", reason: "Damaged item" };
    expect(errors({ ...base, type: "ACTIVE_ORDER" })).toEqual({ orderEnquiryId: [COMPLAINT_MESSAGES.orderEnquiry] });
    expect(errors({ ...base, type: "ACTIVE_ORDER", orderEnquiryId: "ORD-404" })).toEqual({ orderEnquiryId: [COMPLAINT_MESSAGES.orderEnquiry] });
    expect(parse({ ...base, type: "ACTIVE_ORDER", orderEnquiryId: "ORD-1" }).status).toBe("success");
    expect(errors({ assetId: "AST-2", productFamily: "x", type: "ACTIVE_ENQUIRY", reason: "Others", otherReason: "x" })).toEqual({
      orderEnquiryId: [COMPLAINT_MESSAGES.orderEnquiry],
    });
  });

  it("needs a PO number for the PO division", () => {
    expect(errors({ assetId: "AST-1", productFamily: "x", type: "SPARES", reason: "Poor manufacturing design" })).toEqual({ poNumber: [COMPLAINT_MESSAGES.poNumber] });
    expect(parse({ assetId: "AST-1", productFamily: "x", type: "SPARES", reason: "Poor manufacturing design", poNumber: "PO-1" }).status).toBe("success");
    expect(parse({ assetId: "AST-2", productFamily: "x", type: "SPARES", reason: "Poor manufacturing design" }).status).toBe("success");
  });

  it("caps the description at 500 characters", () => {
    const base = { assetId: "AST-2", productFamily: "x", type: "OTHER", reason: "Other" };
    expect(parse({ ...base, description: "a".repeat(500) }).status).toBe("success");
    expect(errors({ ...base, description: "a".repeat(501) })).toEqual({ description: ["Description cannot be more than 500 characters"] });
  });
});
