/**
 * Public form calls of the embedded upstream (no bearer token): the captcha and the urban-water
 * lead form, a multipart "verify" submission that checks the captcha and stores the lead.
 */
import { http } from "msw";
import { issueCaptcha, verifyCaptcha, type CaptchaVerdict } from "../captcha";
import { db } from "../store";
import { fail, ok } from "./http-utils";

/** What the upstream answers a captcha that does not pass (its own wording, shown by the portal). */
export const CAPTCHA_MESSAGES: Record<Exclude<CaptchaVerdict, "ok">, string> = {
  wrong: "Incorrect captcha answer. Please try again.",
  expired: "The captcha has expired. Please try again with a new one.",
  used: "This captcha has already been used. Please try again with a new one.",
  unknown: "Invalid captcha. Please try again with a new one.",
};

const FIELD_RULES: [string, RegExp, string][] = [
  ["name", /^[\p{L} ]{1,80}$/u, "Invalid Name"],
  ["email", /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/, "Please enter valid email address"],
  ["mobileNumber", /^\d{10}$/, "Invalid Phone Number"],
  ["pinCode", /^[1-9]\d{5}$/, "Invalid Pin Code"],
  ["buildingName", /^.{1,100}$/, "Invalid Value"],
];

function decodeAnswer(encoded: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(encoded)) return null;
  return Buffer.from(encoded, "base64").toString("utf8");
}

export const formHandlers = [
  http.get("*/api/formsapi/v1/generate-captcha", () => ok(issueCaptcha())),

  http.post("*/api/formsapi/v1/form-submission/verify", async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return fail(400, "multipart/form-data expected");
    }
    const text = (name: string) => {
      const value = form.get(name);
      return typeof value === "string" ? value.trim() : "";
    };
    if (text("formType") !== "Urban Water") return fail(400, "Unknown formType");
    for (const [name, pattern, message] of FIELD_RULES) if (!pattern.test(text(name))) return fail(400, message);
    const answer = decodeAnswer(text("captchaAnswer"));
    if (!text("captchaToken") || answer === null) return fail(400, "CAPTCHA is required. Please solve the question.");
    const verdict = verifyCaptcha(text("captchaToken"), answer);
    if (verdict !== "ok") return fail(400, CAPTCHA_MESSAGES[verdict]);
    const lead = {
      id: `LEAD-${String(db.leads.length + 1).padStart(5, "0")}`,
      name: text("name"),
      email: text("email"),
      mobileNumber: text("mobileNumber"),
      pinCode: text("pinCode"),
      buildingName: text("buildingName"),
      formType: "Urban Water",
      createdAt: new Date().toISOString(),
    };
    db.leads.push(lead);
    return ok({ leadId: lead.id }, "Lead registered");
  }),
];
