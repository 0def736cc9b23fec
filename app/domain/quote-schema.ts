import { z } from "zod";
import { INTEREST_AREAS, parseQuantity, QUANTITY_MESSAGE, QUOTE_DETAILS_MAX } from "./quotes";

/** Get a Quote forms (spec document 3 section 5; decision 023). */
export const QUOTE_MESSAGES = {
  interest: "Interest field is required.",
  details: "Details field is required.",
  // Not in the spec: the limit's own message.
  detailsLength: `Details cannot be more than ${QUOTE_DETAILS_MAX} characters.`,
} as const;

/** The new-equipment quote: interest area (the seven areas) and details (500). */
export const equipmentQuoteSchema = z.object({
  idempotencyKey: z.string().optional(),
  interestArea: z.enum(INTEREST_AREAS, { error: QUOTE_MESSAGES.interest }),
  details: z.string({ error: QUOTE_MESSAGES.details }).trim().min(1, QUOTE_MESSAGES.details).max(QUOTE_DETAILS_MAX, QUOTE_MESSAGES.detailsLength),
});

const quantity = z.string({ error: QUANTITY_MESSAGE }).transform((raw, ctx) => {
  const value = parseQuantity(raw);
  if (value === null) {
    ctx.addIssue({ code: "custom", message: QUANTITY_MESSAGE });
    return z.NEVER;
  }
  return value;
});
const code = z.string().trim().min(1).max(64);

/** The cart forms of /get-a-quote, one per intent. */
export const cartSchemas = {
  add: z.object({ assetId: code, partCode: code, itemType: z.enum(["Spare", "Service"]), quantity }),
  update: z.object({ itemId: code, quantity }),
  remove: z.object({ itemId: code }),
} as const;
