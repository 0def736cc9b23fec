import { formatDate } from "./dates";

/** What the upstream's order says of its feedback (docs/upstream-api.md, "Later domains"). */
export interface OrderFeedbackState {
  feedbackGiven: boolean | null;
  /** ISO instant of the latest feedback, or null. */
  feedbackGivenOn: string | null;
  /** Its rating, 1 to 5, or null. */
  feedbackRating: number | null;
}

/**
 * Feedback once given on an order (issue 32 §2, docs/decisions/079): the dialog says so instead of
 * a blank form, and a second post is refused (409) with the same words. Null when none was given.
 */
export function feedbackGivenText(order: OrderFeedbackState): string | null {
  if (!order.feedbackGiven && !order.feedbackGivenOn) return null;
  const day = formatDate(order.feedbackGivenOn);
  const when = day === "NA" ? "" : ` on ${day}`;
  const rating = order.feedbackRating !== null && Number.isInteger(order.feedbackRating) && order.feedbackRating >= 1 && order.feedbackRating <= 5 ? ` (rating ${order.feedbackRating} of 5)` : "";
  return `Feedback given${when}${rating}.`;
}
