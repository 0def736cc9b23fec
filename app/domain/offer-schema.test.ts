import { describe, expect, it } from "vitest";
import { offerEnquirySchema } from "./offer-schema";

describe("enquiry by offer", () => {
  it("needs details, with the spec's message, and at most 500 characters", () => {
    expect(offerEnquirySchema.safeParse({}).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`)).toEqual(["details: Details field is required."]);
    expect(offerEnquirySchema.safeParse({ details: " \n " }).error?.issues[0].message).toBe("Details field is required.");
    expect(offerEnquirySchema.safeParse({ details: "x".repeat(501) }).error?.issues[0].message).toBe("Details cannot be more than 500 characters.");
    expect(offerEnquirySchema.parse({ details: ` ${"x".repeat(500)} ` }).details).toHaveLength(500);
  });
  it("takes nothing about the offer from the form", () => {
    const parsed = offerEnquirySchema.parse({ details: "Two boilers at Pune", discountName: "90% off", offerId: "OFR-0007" });
    expect(parsed).toEqual({ details: "Two boilers at Pune" });
  });
});
