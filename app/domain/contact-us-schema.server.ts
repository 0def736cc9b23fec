import { z } from "zod";
import { CONTACT_US_LIMITS, CONTACT_US_MESSAGES } from "./contact-us";
import { validDetails } from "./contact-request-schema";
import { optionalText, requiredText } from "./fields";
import { indianMobile, isEmail, isName, isPhone } from "./patterns";

/** The form, checked on the server (zod stays out of the browser). Empty phone and company are left out. */
export const contactUsSchema = z.object({
  idempotencyKey: z.string().optional(),
  fullName: requiredText(CONTACT_US_MESSAGES.fullName, [isName, CONTACT_US_MESSAGES.fullNameInvalid]),
  emailId: requiredText(CONTACT_US_MESSAGES.email, [(v) => v.length <= CONTACT_US_LIMITS.emailId && isEmail(v), CONTACT_US_MESSAGES.emailInvalid]),
  // As people write it ('+91 98200 12345'): its 10 digits are checked and sent (decision 087).
  contactNo: optionalText([(v) => isPhone(indianMobile(v)), CONTACT_US_MESSAGES.contactNoInvalid]).transform((v) => (v ? indianMobile(v) : undefined)),
  companyName: optionalText([(v) => v.length <= CONTACT_US_LIMITS.companyName, CONTACT_US_MESSAGES.companyNameInvalid]),
  description: requiredText(CONTACT_US_MESSAGES.description, [validDetails, CONTACT_US_MESSAGES.descriptionInvalid]),
});
export type ContactUsForm = z.output<typeof contactUsSchema>;

