/**
 * The FAQ's Contact Us (spec document 1 §2 FAQ page, document 3 §7 "POST mail-us (multipart
 * myFiles, customerData)"; issue 53 §3, docs/decisions/113): a form anyone may send, signed in or
 * not, with files. Its limits are the spec's field maxima (document 1 §5, document 3: fullName 50,
 * emailId 50, contactNo 10, companyName 50, description 500) and its messages the callback's where
 * the spec has them ('Email is required', 'Please enter valid email address', 'Mobile No. is not
 * valid', 'Details are required', 'Invalid Details', as contact-request-schema.ts has them); the
 * name's are ours, after decision 079. Pure; the schema is contact-us-schema.server.ts.
 */
export type ContactUsFields = { idempotencyKey: string; fullName: string; emailId: string; contactNo: string; companyName: string; description: string };

export const CONTACT_US_LIMITS = { fullName: 50, emailId: 50, contactNo: 10, companyName: 50, description: 500 } as const;

export const CONTACT_US_MESSAGES = {
  fullName: "Full name is required",
  fullNameInvalid: "Invalid Name. Enter your name: at most 50 letters, spaces, apostrophes or hyphens.",
  email: "Email is required",
  emailInvalid: "Please enter valid email address",
  contactNoInvalid: "Mobile No. is not valid",
  companyNameInvalid: "Company name can be at most 50 characters.",
  description: "Details are required",
  descriptionInvalid: "Invalid Details",
} as const;

export const CONTACT_US_TEXT = {
  heading: "Contact Us",
  intro: "Your question isn't listed in the FAQs? Write to us: the Thermax customer support team answers by e-mail.",
  sentHeading: "Message sent",
  sent: "Thank you. Your message has reached the Thermax customer support team, who will answer by e-mail.",
  failed: "We could not send your message right now. Please try again in a moment.",
} as const;

/** What the upstream's mail-us call takes as `customerData` (a JSON string beside the files). */
export interface CustomerData {
  fullName: string;
  emailId: string;
  contactNo: string | null;
  companyName: string | null;
  description: string;
}

export function customerData(form: { fullName: string; emailId: string; contactNo?: string; companyName?: string; description: string }): CustomerData {
  return { fullName: form.fullName, emailId: form.emailId, contactNo: form.contactNo ?? null, companyName: form.companyName || null, description: form.description };
}
