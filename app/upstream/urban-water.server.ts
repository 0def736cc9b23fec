import { z } from "zod";
import { FORM_TYPE, isCaptchaImage } from "~/domain/urban-water";
import type { UrbanWaterLead } from "~/domain/urban-water-schema.server";
import { callUpstream, visitorHeaders } from "./client.server";

/**
 * The urban-water page's calls (spec document 3 section 7: "GET generate-captcha" and the
 * verify-style form submission; paths in docs/upstream-api.md). Public: no bearer token; the
 * visitor's address goes along as X-Forwarded-For.
 */
const captchaSchema = z.object({
  image: z.string().refine(isCaptchaImage),
  token: z.string().min(1).max(200),
});
export type Captcha = z.infer<typeof captchaSchema>;

/** The answer travels base64-encoded beside its token (spec: "sent encoded together with the token"). */
export function encodeCaptchaAnswer(answer: string): string {
  return Buffer.from(answer.trim(), "utf8").toString("base64");
}

export function generateCaptcha(clientAddress: string, signal?: AbortSignal): Promise<Captcha> {
  return callUpstream("/formsapi/v1/generate-captcha", {
    schema: captchaSchema,
    anonymous: true,
    signal,
    headers: visitorHeaders(clientAddress),
  });
}

/** Sends the lead with the captcha's token and its answer (base64). Throws UpstreamError. */
export async function submitUrbanWaterLead(lead: UrbanWaterLead, captchaToken: string, clientAddress: string, signal?: AbortSignal): Promise<void> {
  const form = new FormData();
  form.set("name", lead.name);
  form.set("email", lead.email);
  form.set("mobileNumber", lead.mobileNumber);
  form.set("pinCode", lead.pinCode);
  form.set("buildingName", lead.buildingName);
  form.set("formType", FORM_TYPE);
  form.set("captchaToken", captchaToken);
  form.set("captchaAnswer", encodeCaptchaAnswer(lead.captchaAnswer));
  await callUpstream("/formsapi/v1/form-submission/verify", {
    method: "POST",
    body: form,
    schema: z.unknown(),
    anonymous: true,
    signal,
    headers: visitorHeaders(clientAddress),
  });
}
