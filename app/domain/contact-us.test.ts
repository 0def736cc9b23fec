import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES } from "./contact-request-schema";
import { CONTACT_US_MESSAGES as M, customerData } from "./contact-us";
import { contactUsSchema } from "./contact-us-schema.server";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.set(k, v);
  return parseWithZod(data, { schema: contactUsSchema });
};

describe("Contact Us (issue 53 §3)", () => {
  it("asks for a name, an e-mail address and the message, in the callback's words where the spec has them", () => {
    const empty = form({});
    expect(empty.status).toBe("error");
    expect(empty.reply().error).toEqual({ fullName: [M.fullName], emailId: [CONTACT_MESSAGES.email], description: [CONTACT_MESSAGES.details] });
    const bad = form({ fullName: "R2-D2!", emailId: "priya@", contactNo: "12345", companyName: "x".repeat(51), description: "…!!" });
    expect(bad.reply().error).toEqual({
      fullName: [M.fullNameInvalid],
      emailId: [CONTACT_MESSAGES.emailInvalid],
      contactNo: [CONTACT_MESSAGES.mobileInvalid],
      companyName: [M.companyNameInvalid],
      description: [CONTACT_MESSAGES.detailsInvalid],
    });
    expect(form({ fullName: "Priya", emailId: "priya@acme.test", description: "x".repeat(501) }).reply().error).toEqual({ description: [CONTACT_MESSAGES.detailsInvalid] });
  });

  it("takes a phone number as people write it and sends its 10 digits; phone and company may stay empty", () => {
    const ok = form({ fullName: " Priya Sharma ", emailId: "priya@acme.test", contactNo: "+91 98200-12345", companyName: "Acme Dairy", description: "Where do I find the boiler's manual?" });
    expect(ok.status).toBe("success");
    if (ok.status !== "success") return;
    expect(customerData(ok.value)).toEqual({ fullName: "Priya Sharma", emailId: "priya@acme.test", contactNo: "9820012345", companyName: "Acme Dairy", description: "Where do I find the boiler's manual?" });
    const bare = form({ fullName: "Priya", emailId: "priya@acme.test", description: "Hello" });
    expect(bare.status === "success" && customerData(bare.value)).toEqual({ fullName: "Priya", emailId: "priya@acme.test", contactNo: null, companyName: null, description: "Hello" });
  });
});
