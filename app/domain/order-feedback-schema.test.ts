import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { feedbackCategoryOf, orderFeedbackSchema, reasonsOfRating } from "./order-feedback-schema";

const schema = orderFeedbackSchema((c) => (c === "GOOD_EXPERIENCE" ? ["On-time delivery", "Good packaging"] : ["Delayed delivery", "Damaged item"]));
const errors = (f: FormData) => parseWithZod(f, { schema }).reply().error;
const form = (entries: [string, string][]) => {
  const f = new FormData();
  for (const [k, v] of entries) f.append(k, v);
  return f;
};

describe("order feedback form", () => {
  it("rating 5 asks for good-experience reasons, others for bad", () => {
    expect(feedbackCategoryOf(5)).toBe("GOOD_EXPERIENCE");
    expect([1, 2, 3, 4].map(feedbackCategoryOf)).toEqual(Array(4).fill("BAD_EXPERIENCE"));
  });
  it("needs a rating and at least one reason, with the spec's messages", () => {
    expect(errors(form([]))).toMatchObject({ rating: ["Rating is required"], reasons: ["This field is required"] });
    expect(errors(form([["rating", "6"], ["reasons", "Delayed delivery"]]))).toMatchObject({ rating: ["Rating is required"] });
  });
  it("a top rating is enough: 5 of 5 with no reason nor note (issue 40 §4)", () => {
    const result = parseWithZod(form([["rating", "5"]]), { schema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ rating: 5, reasons: [] });
    expect(errors(form([["rating", "4"]]))).toMatchObject({ reasons: ["This field is required"] });
  });
  it("refuses a reason of the other category", () => {
    expect(errors(form([["rating", "5"], ["reasons", "Delayed delivery"]]))).toMatchObject({ reasons: ["Choose reasons from the list"] });
  });
  it("accepts several reasons and a note", () => {
    const result = parseWithZod(form([["rating", "2"], ["reasons", "Delayed delivery"], ["reasons", "Damaged item"], ["note", " Box crushed "]]), { schema });
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toMatchObject({ rating: 2, reasons: ["Delayed delivery", "Damaged item"], note: "Box crushed" });
  });
});

describe("reasonsOfRating (issue 40 §6: both lists posted without JavaScript)", () => {
  const lists = { GOOD_EXPERIENCE: ["On-time delivery", "Helpful staff"], BAD_EXPERIENCE: ["Delayed delivery", "Helpful staff"] } as const;
  const of = (category: keyof typeof lists) => lists[category];
  it("drops the other list's ticks and keeps the chosen rating's", () => {
    expect(reasonsOfRating(["On-time delivery", "Delayed delivery"], 5, of)).toEqual(["On-time delivery"]);
    expect(reasonsOfRating(["On-time delivery", "Delayed delivery"], 2, of)).toEqual(["Delayed delivery"]);
  });
  it("keeps a reason both lists have, and one in neither list for the schema to refuse", () => {
    expect(reasonsOfRating(["Helpful staff", "Made up"], 5, of)).toEqual(["Helpful staff", "Made up"]);
  });
  it("leaves the post as it is without a rating", () => {
    expect(reasonsOfRating(["Delayed delivery"], null, of)).toEqual(["Delayed delivery"]);
  });
});
