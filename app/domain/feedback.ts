/**
 * General feedback (spec document 1 sections 3 to 5): the rating, the reason, the quick-pick tags
 * and when logout asks for it. Pure; tested in feedback.test.ts.
 */

export const FEEDBACK_RATINGS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
export const FEEDBACK_REASON_MAX = 500;

/** The quick-pick tags, word for word; each appends its text to the reason. */
export const FEEDBACK_TAGS = [
  "Transparency",
  "Easy Tracking",
  "Easy Raise Enquiry/Complaints",
  "Asset Documents",
  "Asset Details",
  "Quick Support",
] as const;
export type FeedbackTag = (typeof FEEDBACK_TAGS)[number];

export function isFeedbackTag(value: unknown): value is FeedbackTag {
  return typeof value === "string" && (FEEDBACK_TAGS as readonly string[]).includes(value);
}

/**
 * The reason with a tag's text appended: after a space when there is text already, nothing when
 * the text already ends with that tag (a second click), and nothing when it would pass the limit.
 */
export function appendTag(reason: string, tag: string, max = FEEDBACK_REASON_MAX): string {
  const text = reason.replace(/\s+$/, "");
  if (!text) return tag.length <= max ? tag : reason;
  if (text.endsWith(tag)) return reason;
  const next = `${text} ${tag}`;
  return next.length <= max ? next : reason;
}

/** Several tags in the spec's order (the no-JavaScript form: the server appends the ticked ones). */
export function appendTags(reason: string, tags: readonly string[], max = FEEDBACK_REASON_MAX): string {
  const chosen = FEEDBACK_TAGS.filter((t) => tags.includes(t));
  return chosen.reduce((text, tag) => appendTag(text, tag, max), reason);
}

/** What the logout dialog sends: Skip (or closing) is SKIP, Submit is SUBMIT. */
export type FeedbackType = "SKIP" | "SUBMIT";

/**
 * Logout asks for feedback unless the stored feedbackDate is later than now (spec document 1
 * section 4). No date, or one that cannot be read, asks.
 */
export function feedbackDue(feedbackDate: string | null | undefined, now: Date = new Date()): boolean {
  if (!feedbackDate) return true;
  const at = Date.parse(feedbackDate);
  return Number.isNaN(at) || at <= now.getTime();
}
