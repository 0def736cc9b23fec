import { z } from "zod";
import { OFFER_DETAILS_MAX } from "./offers";
import { QUOTE_MESSAGES } from "./quote-schema";

/**
 * The Enquire form of an offer (docs/decisions/050): what the customer needs, required, up to 500
 * characters, with the new-equipment enquiry's messages (spec document 1 section 5). The offer and
 * its discountName come from the upstream on the server, never from the form.
 */
export const offerEnquirySchema = z.object({
  idempotencyKey: z.string().optional(),
  details: z
    .string({ error: QUOTE_MESSAGES.details })
    .trim()
    .min(1, QUOTE_MESSAGES.details)
    .max(OFFER_DETAILS_MAX, QUOTE_MESSAGES.detailsLength),
});
