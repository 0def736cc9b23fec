import { z } from "zod";
import type { FeedbackType } from "~/domain/feedback";
import { callUpstream, type TokenSource } from "./client.server";

/** General feedback (spec document 1 section 7: otherDesc, rating, optional type). */
export interface GeneralFeedback {
  rating: number | null;
  otherDesc: string;
}

export async function submitFeedback(tokens: TokenSource, body: GeneralFeedback, type?: FeedbackType) {
  await callUpstream("/userapi/api/um/customer-feedback", { method: "POST", query: { type }, body, schema: z.unknown() }, tokens);
  return "sent" as const;
}
