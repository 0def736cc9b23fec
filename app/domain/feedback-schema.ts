import { z } from "zod";
import { idempotencyKey } from "~/domain/fields";
import { appendTags, FEEDBACK_REASON_MAX } from "./feedback";

/**
 * General feedback (spec document 1 section 5): rating 1 to 10 required, the reason required
 * with a rating and at most 500 characters. Ticked tags (the no-JavaScript form) are appended to
 * the reason before it is checked. Server only.
 */
export const FEEDBACK_MESSAGES = {
  required: "This field is required",
  reasonLength: `Reason cannot be more than ${FEEDBACK_REASON_MAX} characters`,
} as const;

export const feedbackSchema = z
  .object({
    idempotencyKey,
    rating: z.coerce
      .number({ error: FEEDBACK_MESSAGES.required })
      .int({ error: FEEDBACK_MESSAGES.required })
      .min(1, { error: FEEDBACK_MESSAGES.required })
      .max(10, { error: FEEDBACK_MESSAGES.required }),
    otherDesc: z.string().optional(),
    tags: z.array(z.string()).optional(),
  })
  .transform((v) => ({ ...v, otherDesc: appendTags((v.otherDesc ?? "").trim(), v.tags ?? []).trim() }))
  .superRefine((v, ctx) => {
    if (!v.otherDesc) ctx.addIssue({ code: "custom", path: ["otherDesc"], message: FEEDBACK_MESSAGES.required });
    else if (v.otherDesc.length > FEEDBACK_REASON_MAX) ctx.addIssue({ code: "custom", path: ["otherDesc"], message: FEEDBACK_MESSAGES.reasonLength });
  });
export type FeedbackForm = z.output<typeof feedbackSchema>;

export type FeedbackFields = { idempotencyKey: string; rating: string; otherDesc: string; tags: string[] };
