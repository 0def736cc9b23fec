import { describe, expect, it } from "vitest";
import { checkAnswers, choicesOf, hasLowRating, questionKind, SURVEY_MESSAGES, toSurveyQuestions } from "./surveys";

const questions = toSurveyQuestions([
  { id: "Q1", name: "How likely are you to recommend us?", type: "Rating", required: true, choices: null },
  { id: "Q2", name: "Was your issue resolved?", type: "Single Select", required: true, choices: "Yes\r\nNo\nPartially\n" },
  { id: "Q3", name: "How was the engineer?", type: "Single Select Picklist", required: false, choices: "Good\nPoor" },
  { id: "Q4", name: "Do you have any other feedback?", type: "Free Text", required: false, choices: null },
]);

describe("survey questions", () => {
  it("reads the kind from the type and the choices from the line-broken string", () => {
    expect(["Single Select", "Rating (0-10)", "Free Text", "Something new"].map(questionKind)).toEqual(["single", "rating", "text", "text"]);
    expect(choicesOf("rating", null)).toEqual(["0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "10"]);
    expect(choicesOf("rating", "1\n2\n3")).toEqual(["1", "2", "3"]);
    expect(questions[1].choices).toEqual(["Yes", "No", "Partially"]);
    expect(questions.map((q) => [q.field, q.number, q.kind, q.lowRatingFollowUp])).toEqual([
      ["q1", 1, "rating", false],
      ["q2", 2, "single", false],
      ["q3", 3, "single", false],
      ["q4", 4, "text", true],
    ]);
  });
});

describe("checkAnswers: required and low-rating rules", () => {
  it("requires the required questions", () => {
    expect(checkAnswers(questions, {}).errors).toEqual({ q1: SURVEY_MESSAGES.required, q2: SURVEY_MESSAGES.required });
    expect(checkAnswers(questions, { q1: "9", q2: "  " }).errors).toEqual({ q2: SURVEY_MESSAGES.required });
  });

  it("requires the feedback question when a rating is 7 or less, and only then", () => {
    expect(hasLowRating(questions, { q1: "7" })).toBe(true);
    expect(hasLowRating(questions, { q1: "8" })).toBe(false);
    expect(checkAnswers(questions, { q1: "7", q2: "Yes" }).errors).toEqual({ q4: SURVEY_MESSAGES.required });
    expect(checkAnswers(questions, { q1: "0", q2: "Yes" }).errors).toEqual({ q4: SURVEY_MESSAGES.required });
    expect(checkAnswers(questions, { q1: "8", q2: "Yes" }).errors).toEqual({});
    expect(checkAnswers(questions, { q1: "7", q2: "Yes", q4: "Slow reply" }).errors).toEqual({});
  });

  it("scales the 7-of-10 rule to a 1 to 5 rating (3 or less): 5 of 5 with no comment is accepted (issue 32)", () => {
    const fivePoint = toSurveyQuestions([
      { id: "Q1", name: "How satisfied are you?", type: "Rating", required: true, choices: "1\n2\n3\n4\n5" },
      { id: "Q2", name: "Do you have any other feedback?", type: "Free Text", required: false, choices: null },
    ]);
    expect(checkAnswers(fivePoint, { q1: "5" }).errors).toEqual({});
    expect(checkAnswers(fivePoint, { q1: "4" }).errors).toEqual({});
    expect(checkAnswers(fivePoint, { q1: "3" }).errors).toEqual({ q2: SURVEY_MESSAGES.required });
    expect(checkAnswers(fivePoint, { q1: "1" }).errors).toEqual({ q2: SURVEY_MESSAGES.required });
    // A 1 to 10 scale keeps 7 (seven tenths of the way from its lowest to its highest, rounded down).
    const tenPoint = toSurveyQuestions([{ id: "Q1", name: "Score", type: "Rating", required: true, choices: "1\n2\n3\n4\n5\n6\n7\n8\n9\n10" }]);
    expect(hasLowRating(tenPoint, { q1: "7" })).toBe(true);
    expect(hasLowRating(tenPoint, { q1: "8" })).toBe(false);
  });

  it("sends only the answered questions, trimmed, in order", () => {
    expect(checkAnswers(questions, { q1: "10", q2: "No", q4: " Great " }).answers).toEqual([
      { questionId: "Q1", answer: "10" },
      { questionId: "Q2", answer: "No" },
      { questionId: "Q4", answer: "Great" },
    ]);
  });

  it("refuses a choice the question does not offer and an over-long text", () => {
    const check = checkAnswers(questions, { q1: "11", q2: "Maybe", q4: "x".repeat(501) });
    expect(Object.keys(check.errors)).toEqual(["q1", "q2", "q4"]);
    expect(check.answers).toEqual([]);
  });
});
