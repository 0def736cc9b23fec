import { describe, expect, it } from "vitest";
import { feedbackGivenText } from "./order-feedback-given";

/** Issue 32 §2: an order's feedback once given is said, with when and the rating if known. */
describe("feedbackGivenText", () => {
  it("says when, in India's calendar, and the rating", () => {
    expect(feedbackGivenText({ feedbackGiven: true, feedbackGivenOn: "2026-11-04T20:15:00Z", feedbackRating: 4 })).toBe("Feedback given on 05 Nov 2026 (rating 4 of 5).");
  });

  it("leaves out what the upstream does not say", () => {
    expect(feedbackGivenText({ feedbackGiven: true, feedbackGivenOn: "2026-11-05T10:00:00Z", feedbackRating: null })).toBe("Feedback given on 05 Nov 2026.");
    expect(feedbackGivenText({ feedbackGiven: true, feedbackGivenOn: null, feedbackRating: 5 })).toBe("Feedback given (rating 5 of 5).");
    expect(feedbackGivenText({ feedbackGiven: true, feedbackGivenOn: "not a date", feedbackRating: 9 })).toBe("Feedback given.");
  });

  it("is null when no feedback was given (or the upstream does not say)", () => {
    expect(feedbackGivenText({ feedbackGiven: false, feedbackGivenOn: null, feedbackRating: null })).toBeNull();
    expect(feedbackGivenText({ feedbackGiven: null, feedbackGivenOn: null, feedbackRating: null })).toBeNull();
    // A date alone says it was given.
    expect(feedbackGivenText({ feedbackGiven: null, feedbackGivenOn: "2026-11-05T10:00:00Z", feedbackRating: null })).toBe("Feedback given on 05 Nov 2026.");
  });
});
