import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { COMPLAINT_MESSAGES, complaintSchema, type ComplaintContext } from "./complaint-schema";

const ctx: ComplaintContext = {
  divisionOf: (id) => ({ "AST-1": "TBWES", "AST-2": "COOLING" })[id],
  orderOrEnquiryIds: () => ["ORD-1"],
  itemIds: (_id, type) => (type === "SPARES" ? ["SP-1", "SP-2"] : ["SV-1"]),
};

function parse(fields: Record<string, string | string[]>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
  return parseWithZod(form, { schema: complaintSchema(ctx) });
}

function errors(fields: Record<string, string | string[]>) {
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

  it("takes spares or services only from the asset's list, and sends only the chosen type's list", () => {
    const spares = { assetId: "AST-2", productFamily: "x", type: "SPARES", reason: "Poor manufacturing design" };
    const one = parse({ ...spares, spares: "SP-2" });
    expect(one.status === "success" && one.value).toMatchObject({ spares: ["SP-2"], services: [] });
    const two = parse({ ...spares, spares: ["SP-1", "SP-2"], services: "SV-1" });
    expect(two.status === "success" && two.value).toMatchObject({ spares: ["SP-1", "SP-2"], services: [] });
    expect(errors({ ...spares, spares: ["SP-1", "SP-9"] })).toEqual({ spares: [COMPLAINT_MESSAGES.spares] });
    const services = { assetId: "AST-2", productFamily: "x", type: "SERVICES", reason: "Higher response time" };
    expect(errors({ ...services, services: "SV-404" })).toEqual({ services: [COMPLAINT_MESSAGES.services] });
    const none = parse(services);
    expect(none.status === "success" && none.value).toMatchObject({ spares: [], services: [] });
  });

  it("caps the description at 500 characters", () => {
    const base = { assetId: "AST-2", productFamily: "x", type: "OTHER", reason: "Other" };
    expect(parse({ ...base, description: "a".repeat(500) }).status).toBe("success");
    expect(errors({ ...base, description: "a".repeat(501) })).toEqual({ description: ["Description cannot be more than 500 characters"] });
  });
});
