import { z } from "zod";
import { atMost, idempotencyKey, requiredChoice, requiredPhone, requiredText } from "~/domain/fields";
import { DIVISION_CODES, ADD_ASSET_MESSAGES } from "./asset-registration";
import { indianMobile, isEmail, isPhone } from "./patterns";

/**
 * Request a callback and Report Asset (spec document 3 sections 3, 5 and 9): a mobile number and
 * an e-mail prefilled from the profile and a message. Report Asset adds the division. Server only.
 */
export const CONTACT_LIMITS = { mobileNumber: 10, emailId: 50, message: 500 } as const;

export const CONTACT_MESSAGES = {
  mobile: "Mobile No. is required",
  mobileInvalid: "Mobile No. is not valid",
  email: "Email is required",
  emailInvalid: "Please enter valid email address",
  details: "Details are required",
  detailsInvalid: "Invalid Details",
} as const;

/**
 * 'Invalid Details' (the spec gives the text, not the rule: docs/decisions/032): longer than the
 * limit, or no letter or digit at all.
 */
export function validDetails(value: string): boolean {
  return value.length <= CONTACT_LIMITS.message && /[\p{L}\p{N}]/u.test(value);
}

const contactFields = {
  idempotencyKey,
  // As people write it ('+91 98200 12345', '098200 12345'): its 10 digits are checked and sent (issue 40 §4).
  mobileNumber: requiredPhone(CONTACT_MESSAGES.mobile, indianMobile, [(v) => v.length <= CONTACT_LIMITS.mobileNumber && isPhone(v), CONTACT_MESSAGES.mobileInvalid]),
  emailId: requiredText(CONTACT_MESSAGES.email, [(v) => v.length <= CONTACT_LIMITS.emailId && isEmail(v), CONTACT_MESSAGES.emailInvalid]),
  message: requiredText(CONTACT_MESSAGES.details, [validDetails, CONTACT_MESSAGES.detailsInvalid]),
};

export const callbackSchema = z.object(contactFields);
export type CallbackForm = z.output<typeof callbackSchema>;

export const reportAssetSchema = z.object({
  ...contactFields,
  message: requiredText(CONTACT_MESSAGES.details, atMost(CONTACT_LIMITS.message, CONTACT_MESSAGES.detailsInvalid), [
    validDetails,
    CONTACT_MESSAGES.detailsInvalid,
  ]),
  division: requiredChoice(DIVISION_CODES, ADD_ASSET_MESSAGES.division),
});
export type ReportAssetForm = z.output<typeof reportAssetSchema>;

/** Field names for Conform's useForm generic (all strings in the browser). */
export type CallbackFields = { idempotencyKey: string; mobileNumber: string; emailId: string; message: string };
export type ReportAssetFields = CallbackFields & { division: string };
