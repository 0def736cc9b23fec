import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { isCaptchaImage, URBAN_WATER_MESSAGES as M, URBAN_WATER_PATTERNS as P } from "./urban-water";
import { urbanWaterSchema } from "./urban-water-schema.server";

const valid = { name: "Asha Rao", email: "asha.rao@example.co.in", mobileNumber: "9876543210", pinCode: "411019", buildingName: "Lotus Court, Wing B-2", captchaAnswer: "12" };

function errorsOf(values: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  const submission = parseWithZod(form, { schema: urbanWaterSchema });
  return submission.status === "success" ? {} : (submission.reply().error ?? {});
}

describe("urban-water field patterns", () => {
  it("name: letters (accents and other scripts too) and spaces only", () => {
    for (const ok of ["Asha Rao", "José Müller", "अमित शर्मा", "A"]) expect(P.name.test(ok), ok).toBe(true);
    for (const bad of ["Asha1", "O'Neil", "Rao-Patil", "a.b", ""]) expect(P.name.test(bad), bad).toBe(false);
  });

  it("phone: exactly 10 digits", () => {
    expect(P.mobileNumber.test("9876543210")).toBe(true);
    for (const bad of ["987654321", "98765432101", "98765 43210", "+919876543210", "98765-4321"]) expect(P.mobileNumber.test(bad), bad).toBe(false);
  });

  it("pin code: 6 digits, the first not zero", () => {
    expect(P.pinCode.test("411019")).toBe(true);
    expect(P.pinCode.test("110001")).toBe(true);
    for (const bad of ["011019", "41101", "4110190", "41101a"]) expect(P.pinCode.test(bad), bad).toBe(false);
  });

  it("e-mail and building name", () => {
    expect(P.email.test("a.b+c@mail.example.in")).toBe(true);
    for (const bad of ["a@b", "a b@c.de", "@c.de", "a@.de"]) expect(P.email.test(bad), bad).toBe(false);
    for (const ok of ["Lotus Court", "Flat 3/4, Tower #2", "St. Mary's (East) & Co_1"]) expect(P.buildingName.test(ok), ok).toBe(true);
    for (const bad of ["<b>", "a;b", "x=1"]) expect(P.buildingName.test(bad), bad).toBe(false);
  });
});

describe("urbanWaterSchema", () => {
  it("accepts a complete lead and trims it", () => {
    expect(errorsOf({ ...valid, name: "  Asha Rao " })).toEqual({});
  });

  it("answers the spec's message for each empty field", () => {
    expect(errorsOf({})).toEqual({
      name: [M.name],
      email: [M.email],
      mobileNumber: [M.mobileNumber],
      pinCode: [M.pinCode],
      buildingName: [M.buildingName],
      captchaAnswer: [M.captchaAnswer],
    });
  });

  it("answers the same message for a wrong or too long value", () => {
    expect(errorsOf({ ...valid, name: "A".repeat(81) })).toEqual({ name: [M.name] });
    expect(errorsOf({ ...valid, mobileNumber: "12345" })).toEqual({ mobileNumber: [M.mobileNumber] });
    expect(errorsOf({ ...valid, pinCode: "012345" })).toEqual({ pinCode: [M.pinCode] });
    expect(errorsOf({ ...valid, email: `${"a".repeat(45)}@x.com` })).toEqual({ email: [M.email] });
    expect(errorsOf({ ...valid, buildingName: "   " })).toEqual({ buildingName: [M.buildingName] });
  });
});

describe("urban-water messages (issue 32 §3, decision 079)", () => {
  it("keep the spec's words first and then say what is expected", () => {
    expect(M).toEqual({
      name: "Invalid Name. Enter your name, letters and spaces only.",
      mobileNumber: "Invalid Phone Number. Enter your 10-digit mobile number.",
      email: "Please enter valid email address, such as name@company.com.",
      pinCode: "Invalid Pin Code. Enter your 6-digit PIN code.",
      buildingName: "Invalid Value. Enter your building's name: letters, digits, spaces and & ( ) , . - / ' # only.",
      captchaAnswer: "CAPTCHA is required. Please solve the question.",
    });
  });
});

describe("captcha helpers", () => {
  it("renders only base64 SVG or PNG data URLs", () => {
    expect(isCaptchaImage("data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=")).toBe(true);
    expect(isCaptchaImage("data:image/svg+xml,<svg onload=alert(1)>")).toBe(false);
    expect(isCaptchaImage("https://evil.example/x.svg")).toBe(false);
    expect(isCaptchaImage(`data:image/png;base64,${"A".repeat(70_000)}`)).toBe(false);
  });
});

describe("the mobile number as people write it (issue 40 §4)", () => {
  it("is accepted with +91, a leading 0 or separators, and sent as its 10 digits", () => {
    for (const typed of ["+91 98765 43210", "098765 43210", "98765-43210"]) {
      const parsed = urbanWaterSchema.safeParse({ ...valid, mobileNumber: typed });
      expect(parsed.success && parsed.data.mobileNumber, typed).toBe("9876543210");
    }
    expect(errorsOf({ ...valid, mobileNumber: "+44 20 7946 0958" })).toEqual({ mobileNumber: [M.mobileNumber] });
  });
});
