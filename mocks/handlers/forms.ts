/**
 * Public form calls of the embedded upstream (no bearer token): the captcha and the urban-water
 * lead form, a multipart "verify" submission that checks the captcha and stores the lead; and the
 * FAQ's Contact Us (mail-us: customerData and myFiles), which stores the message.
 */
import { http } from "msw";
import { issueCaptcha, verifyCaptcha, type CaptchaVerdict } from "../captcha";
import { db } from "../store";
import { fileProblem } from "./complaints";
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

  /**
   * Contact Us (spec document 3 §7, "POST mail-us (multipart myFiles, customerData)"): customerData
   * a JSON string `{ fullName, emailId, contactNo?, companyName?, description }`, myFiles up to 5
   * files of the complaint's types and sizes. 400 with the first problem; `{ requestId }` when stored.
   */
  http.post("*/api/supportapi/mail-us", async ({ request }) => {
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      return fail(400, "multipart/form-data expected");
    }
    let data: Record<string, unknown>;
    try {
      const parsed: unknown = JSON.parse(String(form.get("customerData") ?? ""));
      if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw new Error("not an object");
      data = parsed as Record<string, unknown>;
    } catch {
      return fail(400, "customerData is required");
    }
    const text = (name: string) => (typeof data[name] === "string" ? (data[name] as string).trim() : "");
    if (!text("fullName") || text("fullName").length > 50) return fail(400, "Full name is required");
    if (!/^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/.test(text("emailId")) || text("emailId").length > 50) return fail(400, "Please enter valid email address");
    if (text("contactNo") && !/^\d{10}$/.test(text("contactNo"))) return fail(400, "Mobile No. is not valid");
    if (!text("description") || text("description").length > 500) return fail(400, "Invalid Details");
    const files = form.getAll("myFiles").filter((f): f is File => typeof f !== "string");
    if (files.length > 5) return fail(400, "You can attach at most 5 files.");
    for (const file of files) {
      const problem = fileProblem(file);
      if (problem) return fail(400, problem);
    }
    const message = {
      requestId: `MAIL-${String(db.contactMessages.length + 1).padStart(5, "0")}`,
      customerData: {
        fullName: text("fullName"),
        emailId: text("emailId"),
        contactNo: text("contactNo") || null,
        companyName: text("companyName") || null,
        description: text("description"),
      },
      files: files.map((f) => ({ name: f.name, size: f.size, type: f.type })),
      client: request.headers.get("x-forwarded-for"),
      createdAt: new Date().toISOString(),
    };
    db.contactMessages.push(message);
    return ok({ requestId: message.requestId }, "Message received");
  }),
];
