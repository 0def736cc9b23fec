import { describe, expect, it } from "vitest";
import { CONTACT_MESSAGES, callbackSchema, reportAssetSchema } from "./contact-request-schema";

const valid = { mobileNumber: "9820012345", emailId: "asha@example.co.in", message: "Please call about the pump." };

describe("the callback's and Report Asset's mobile number (issue 40 §4)", () => {
  it("accepts it as people write it and sends its 10 digits", () => {
    for (const typed of ["+91 98200 12345", "098200 12345", "98200-12345", "(982) 001-2345", "9820012345"]) {
      const parsed = callbackSchema.safeParse({ ...valid, mobileNumber: typed });
      expect(parsed.success && parsed.data.mobileNumber, typed).toBe("9820012345");
      const report = reportAssetSchema.safeParse({ ...valid, mobileNumber: typed, division: "WATER" });
      expect(report.success && report.data.mobileNumber, typed).toBe("9820012345");
    }
  });

  it("still refuses what is not a 10-digit number, with the spec's words", () => {
    for (const typed of ["98200 1234", "+44 20 7946 0958", "982001234567", "phone"]) {
      const parsed = callbackSchema.safeParse({ ...valid, mobileNumber: typed });
      expect(parsed.success, typed).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message), typed).toEqual([CONTACT_MESSAGES.mobileInvalid]);
    }
    expect(callbackSchema.safeParse({ ...valid, mobileNumber: "  " }).error?.issues.map((i) => i.message)).toEqual([CONTACT_MESSAGES.mobile]);
  });
});
