import { z } from "zod";

/**
 * Reschedule Visit (spec document 3 section 5): a date is required and past dates are refused. We
 * also refuse today (a visit cannot be moved to the same day; decision 021): the earliest day is
 * tomorrow in India, given by the route.
 */
export const RESCHEDULE_MESSAGES = {
  // Modelled on the shutdown dialog's 'Shutdown Date is required' (the spec gives no text here).
  required: "Reschedule Date is required",
  future: "Date should be a future date",
} as const;

/** YYYY-MM-DD naming a day that exists. */
function isRealDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export function rescheduleSchema(earliestDay: string) {
  return z.object({
    idempotencyKey: z.string().optional(),
    rescheduleDate: z
      .string({ error: RESCHEDULE_MESSAGES.required })
      .trim()
      .refine(isRealDay, { message: RESCHEDULE_MESSAGES.required, abort: true })
      .refine((d) => d >= earliestDay, RESCHEDULE_MESSAGES.future),
  });
}
