import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { ADD_ASSET_MESSAGES } from "./asset-registration";
import { COMPLAINT_MESSAGES, complaintSchema, continueProblems, type ComplaintContext } from "./complaint-schema";
import { NOT_LISTED } from "./complaints";

const ctx: ComplaintContext = {
  divisionOf: (id) => ({ "AST-1": "TBWES", "AST-2": "COOLING" })[id],
  orderOrEnquiryIds: () => ["ORD-1"],
  itemIds: (_id, type) => (type === "SPARES" ? ["SP-1", "SP-2"] : ["SV-1"]),
  regions: ["HEAD_OFFICE", "EAST", "WEST", "NORTH", "SOUTH", "MENA"],
};

function parse(fields: Record<string, string | string[]>, context: ComplaintContext = ctx) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) for (const one of [v].flat()) form.append(k, one);
  return parseWithZod(form, { schema: complaintSchema(context) });
}

function errors(fields: Record<string, string | string[]>, context: ComplaintContext = ctx) {
  const s = parse(fields, context);
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

describe("complaint schema: an asset that is not listed (registerAssetData)", () => {
  const base = { assetId: "not-listed", productFamily: "x", type: "OTHER", reason: "Other" };
  const asset = { serialOcNumber: " VAM-77 ", division: "COOLING", region: "SOUTH" };

  it("sends registerAssetData and no asset id", () => {
    const s = parse({ ...base, ...asset });
    expect(s.status === "success" && s.value).toMatchObject({ assetId: null, registerAssetData: { serialOcNumber: "VAM-77", division: "COOLING", region: "SOUTH" } });
    const listed = parse({ assetId: "AST-2", productFamily: "x", type: "OTHER", reason: "Other" });
    expect(listed.status === "success" && listed.value).toMatchObject({ assetId: "AST-2", registerAssetData: null });
  });

  it("needs the serial/OC number, division and region with Add Asset's messages", () => {
    // The product follows the division: while the division is missing, its message stands for both.
    expect(errors({ ...base, productFamily: "" })).toEqual({
      serialOcNumber: ["Equipment model & Sr. No. is required"],
      division: ["Division is required"],
      region: ["Region is required"],
    });
    expect(errors({ ...base, ...asset, productFamily: "" })).toEqual({ productFamily: [COMPLAINT_MESSAGES.product] });
    expect(errors({ ...base, ...asset, serialOcNumber: "S".repeat(51) })).toEqual({ serialOcNumber: ["Equipment model & Sr. No. cannot be more than 50 characters"] });
    expect(errors({ ...base, ...asset, division: "MARS" })).toEqual({ division: ["Division is required"] });
    // A region not offered (MIDDLE_EAST is dropped from the registration list).
    expect(errors({ ...base, ...asset, region: "MIDDLE_EAST" })).toEqual({ region: ["Region is required"] });
  });

  it("takes the PO rule from the chosen division", () => {
    expect(errors({ ...base, ...asset, division: "TBWES" })).toEqual({ poNumber: [COMPLAINT_MESSAGES.poNumber] });
    expect(parse({ ...base, ...asset, division: "TBWES", poNumber: "PO-9" }).status).toBe("success");
  });

  it("offers no order types and no spares or services list", () => {
    expect(errors({ ...base, ...asset, type: "ACTIVE_ORDER", reason: "Damaged item", orderEnquiryId: "ORD-1" })).toMatchObject({ type: [COMPLAINT_MESSAGES.type] });
    expect(errors({ ...base, ...asset, type: "SPARES", reason: "Poor manufacturing design", spares: "SP-1" })).toEqual({ spares: [COMPLAINT_MESSAGES.spares] });
    expect(parse({ ...base, ...asset, type: "SERVICES", reason: "Higher response time" }).status).toBe("success");
  });

  it("is 'Asset is required' when the choice was not offered (the asset list did not load)", () => {
    expect(errors({ ...base, ...asset }, { ...ctx, regions: undefined })).toEqual({ assetId: [COMPLAINT_MESSAGES.asset] });
  });
});

describe("Continue without JavaScript (docs/decisions/056)", () => {
  const none = { assetId: "", type: "", division: "" };

  it("asks for the asset first, whatever the form showed", () => {
    expect(continueProblems(null, none)).toEqual({ assetId: [COMPLAINT_MESSAGES.asset] });
    expect(continueProblems({ ...none, assetId: "AST-1" }, none)).toEqual({ assetId: [COMPLAINT_MESSAGES.asset] });
  });

  it("says nothing while the asset has just been chosen or changed: its next fields only now appear", () => {
    expect(continueProblems(none, { ...none, assetId: "AST-1" })).toEqual({});
    expect(continueProblems(null, { ...none, assetId: "AST-1" })).toEqual({});
    expect(continueProblems({ ...none, assetId: "AST-2" }, { ...none, assetId: "AST-1" })).toEqual({});
  });

  it("then asks for the type, and for an unlisted asset its division too", () => {
    expect(continueProblems({ ...none, assetId: "AST-1" }, { ...none, assetId: "AST-1" })).toEqual({ type: [COMPLAINT_MESSAGES.type] });
    const notListed = { ...none, assetId: NOT_LISTED };
    expect(continueProblems(notListed, notListed)).toEqual({ division: [ADD_ASSET_MESSAGES.division], type: [COMPLAINT_MESSAGES.type] });
    expect(continueProblems(notListed, { ...notListed, division: "TBWES", type: "OTHER" })).toEqual({});
    expect(continueProblems({ ...none, assetId: "AST-1" }, { ...none, assetId: "AST-1", type: "SPARES" })).toEqual({});
  });
});
