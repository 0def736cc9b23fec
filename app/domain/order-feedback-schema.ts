import { z } from "zod";

/**
 * The order feedback form (spec document 1 sections 3 to 5): rating 1 to 5, reasons from the
 * lookup of the rating's category (5: good experience, otherwise bad), an optional note.
 */
export const FEEDBACK_NOTE_MAX = 500;

export const FEEDBACK_MESSAGES = {
  rating: "Rating is required",
  reasons: "This field is required",
  // Not in the spec (a tampered or stale choice).
  unknownReason: "Choose reasons from the list",
  note: `Note cannot be more than ${FEEDBACK_NOTE_MAX} characters`,
} as const;

export type FeedbackCategory = "GOOD_EXPERIENCE" | "BAD_EXPERIENCE";

/** Rating 5 asks for the good-experience reasons; any other rating the bad-experience ones. */
export function feedbackCategoryOf(rating: number): FeedbackCategory {
  return rating === 5 ? "GOOD_EXPERIENCE" : "BAD_EXPERIENCE";
}

/** The rating a form holds, 1 to 5, or null. */
export function ratingOf(raw: unknown): number | null {
  return typeof raw === "string" && /^[1-5]$/.test(raw.trim()) ? Number(raw.trim()) : null;
}

/**
 * The reasons posted for a rating, without the other list's (issue 40 §6): without JavaScript both
 * lists are in the form and only the chosen rating's shows, so a tick left in the other list is
 * dropped. A reason in neither list is kept, for the schema to refuse.
 */
export function reasonsOfRating(posted: readonly string[], rating: number | null, reasonsFor: (category: FeedbackCategory) => readonly string[]): string[] {
  if (rating === null) return [...posted];
  const mine = reasonsFor(feedbackCategoryOf(rating));
  const other = reasonsFor(feedbackCategoryOf(rating === 5 ? 1 : 5));
  return posted.filter((r) => mine.includes(r) || !other.includes(r));
}

export function orderFeedbackSchema(reasonsFor: (category: FeedbackCategory) => readonly string[]) {
  return z
    .object({
      idempotencyKey: z.string().optional(),
      rating: z.string({ error: FEEDBACK_MESSAGES.rating }).refine((v) => ratingOf(v) !== null, FEEDBACK_MESSAGES.rating),
      // A top rating is enough (issue 40 §4, decision 087): reasons are asked for below 5 of 5.
      reasons: z.array(z.string()).optional().transform((v) => v ?? []),
      note: z.string().trim().max(FEEDBACK_NOTE_MAX, FEEDBACK_MESSAGES.note).optional(),
    })
    .refine((value) => ratingOf(value.rating) === 5 || (value.reasons?.length ?? 0) > 0, {
      path: ["reasons"],
      message: FEEDBACK_MESSAGES.reasons,
      // Also when the rating is missing, so both messages show at once.
      when: () => true,
    })
    .superRefine((value, ctx) => {
      const rating = ratingOf(value.rating);
      if (rating === null) return;
      const offered = reasonsFor(feedbackCategoryOf(rating));
      if (value.reasons.some((r) => !offered.includes(r))) ctx.addIssue({ code: "custom", path: ["reasons"], message: FEEDBACK_MESSAGES.unknownReason });
    })
    .transform((value) => ({ ...value, rating: ratingOf(value.rating) as number }));
}

export type OrderFeedbackFields = { rating: string; reasons: string[]; note: string };
