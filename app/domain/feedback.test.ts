import { describe, expect, it } from "vitest";
import { appendTag, appendTags, feedbackDue, FEEDBACK_TAGS } from "./feedback";
import { feedbackSchema } from "./feedback-schema";

describe("feedback tags append their text to the reason", () => {
  it("appends after a space, starts an empty reason, and ignores a second click", () => {
    expect(appendTag("", "Transparency")).toBe("Transparency");
    expect(appendTag("Great portal.  ", "Quick Support")).toBe("Great portal. Quick Support");
    expect(appendTag("Great portal. Quick Support", "Quick Support")).toBe("Great portal. Quick Support");
  });

  it("never passes the 500-character limit", () => {
    const full = "x".repeat(495);
    expect(appendTag(full, "Transparency")).toBe(full);
  });

  it("appends ticked tags in the spec's order and ignores unknown ones", () => {
    expect(appendTags("Good", ["Quick Support", "Transparency", "<script>"])).toBe("Good Transparency Quick Support");
    expect(appendTags("", [...FEEDBACK_TAGS].reverse())).toBe(FEEDBACK_TAGS.join(" "));
  });

  it("the schema appends the ticked tags before it requires a reason", () => {
    const parsed = feedbackSchema.safeParse(Object.fromEntries([["rating", "8"], ["tags", ["Easy Tracking"]]]));
    expect(parsed.success && parsed.data.otherDesc).toBe("Easy Tracking");
    const missing = feedbackSchema.safeParse({ rating: "8" });
    expect(missing.success).toBe(false);
    expect(missing.error?.issues.map((i) => i.message)).toEqual(["This field is required"]);
    const noRating = feedbackSchema.safeParse({ otherDesc: "ok" });
    expect(noRating.error?.issues.map((i) => [i.path.join("."), i.message])).toEqual([["rating", "This field is required"]]);
    expect(feedbackSchema.safeParse({ rating: "11", otherDesc: "ok" }).success).toBe(false);
  });
});

describe("logout asks for feedback unless feedbackDate is later than now", () => {
  const now = new Date("2026-11-20T10:00:00Z");
  it.each([
    [null, true],
    ["", true],
    ["not a date", true],
    ["2026-11-20T10:00:00Z", true],
    ["2026-11-19T00:00:00Z", true],
    ["2026-11-20T10:00:01Z", false],
    ["2027-01-01", false],
  ])("%j → %s", (date, due) => expect(feedbackDue(date, now)).toBe(due));
});
