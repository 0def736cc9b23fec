import type { SurveyType } from "./survey-link";

/**
 * Survey pages and their rules (spec document 2 sections 2.13, 3, 4.5, 5, 8, 9). Pure: the
 * loader turns upstream questions into `SurveyQuestion`s, the action checks answers with
 * `checkAnswers`, and only answered questions are sent.
 */
export const SURVEY_TITLES: Record<SurveyType, string> = {
  RATE_MY_SERVICE: "Rate My Service",
  CASE_CLOSURE: "Case Closure Survey",
  CSAT: "CSAT Survey - EDGE Live",
  GENERAL: "Survey",
};

/** The portal's page for each survey type (docs/decisions/025); "/survey" opens any type. */
export const SURVEY_PATHS: Record<SurveyType, string> = {
  RATE_MY_SERVICE: "/survey/rate-my-service",
  CASE_CLOSURE: "/survey/case-closure",
  CSAT: "/survey/csat",
  GENERAL: "/survey",
};
export const SURVEY_TAKEN_PATH = "/survey/already-taken";
export const SURVEY_THANKS_PATH = "/survey/thank-you";

/** Case Closure always asks about a case, whatever the link says. */
export const CASE_OBJECT = "Case";

export const SURVEY_MESSAGES = {
  required: "This field is required",
  summary: "Please fill out all required fields.",
  taken: "Your response has already been submitted",
  thanks: "Thank you! Your feedback has been successfully submitted.",
  placeholder: "Please mention the reason  for the score",
} as const;

/** Spec: survey toast 5 s; low-rating threshold 7 or less. */
export const SURVEY_TOAST_MS = 5000;
export const LOW_RATING_MAX = 7;
export const FEEDBACK_QUESTION = "Do you have any other feedback?";
/** Free-text answers are capped (the spec shows no limit; 500 like the other feedback texts). */
export const FREE_TEXT_MAX = 500;

export type QuestionKind = "single" | "rating" | "text";

export interface UpstreamQuestion {
  id: string;
  name: string;
  type: string;
  required?: boolean | null;
  choices?: string | null;
}

export interface SurveyQuestion {
  id: string;
  /** The form field: q1, q2... in page order. */
  field: string;
  number: number;
  text: string;
  kind: QuestionKind;
  choices: string[];
  required: boolean;
  /** The free-text question that the low-rating rule makes required. */
  lowRatingFollowUp: boolean;
  /** For that question: the highest low rating of the survey's rating scale, for its hint (null: no numeric rating). */
  lowRatingMax?: number | null;
}

/** The type names "contain" Single Select, Rating or Free Text; anything else is answered as text. */
export function questionKind(type: string): QuestionKind {
  const t = type.toLowerCase();
  if (t.includes("single select")) return "single";
  if (t.includes("rating")) return "rating";
  return "text";
}

const ZERO_TO_TEN = Array.from({ length: 11 }, (_, i) => String(i));

/** Choices come as one string with line breaks; a rating without choices is 0 to 10. */
export function choicesOf(kind: QuestionKind, choices: string | null | undefined): string[] {
  const listed = (choices ?? "")
    .split(/\r?\n/)
    .map((c) => c.trim())
    .filter(Boolean);
  if (kind === "rating" && listed.length === 0) return ZERO_TO_TEN;
  return kind === "text" ? [] : listed;
}

export function toSurveyQuestions(questions: UpstreamQuestion[]): SurveyQuestion[] {
  const shaped = questions.map((q, i): SurveyQuestion => {
    const kind = questionKind(q.type);
    return {
      id: q.id,
      field: `q${i + 1}`,
      number: i + 1,
      text: q.name,
      kind,
      choices: choicesOf(kind, q.choices),
      required: q.required === true,
      lowRatingFollowUp: kind === "text" && q.name.trim().toLowerCase() === FEEDBACK_QUESTION.toLowerCase(),
    };
  });
  // The follow-up's hint names the first rating question's threshold (its scale's own).
  const rating = shaped.find((q) => q.kind === "rating");
  const max = rating ? lowRatingMax(rating.choices) : null;
  return shaped.map((q) => (q.lowRatingFollowUp ? { ...q, lowRatingMax: max } : q));
}

/**
 * The highest low rating of a rating question. The spec's "7 or less" is for the 0 to 10 scale
 * (a rating without choices); another numeric scale keeps its proportion, seven tenths of the way
 * from its lowest choice to its highest, rounded down (issue 32 §3): 3 or less on a 1 to 5 scale,
 * 7 on 1 to 10. A scale whose choices are not numbers has no low rating.
 */
export function lowRatingMax(choices: string[]): number | null {
  const numbers = choices.filter((c) => /^\d+$/.test(c)).map(Number);
  if (numbers.length < 2) return null;
  const [min, max] = [Math.min(...numbers), Math.max(...numbers)];
  return Math.floor(min + ((max - min) * LOW_RATING_MAX) / 10 + 1e-9);
}

/** A chosen low rating (7 or less of 10, scaled; any rating question) makes the feedback question required. */
export function hasLowRating(questions: SurveyQuestion[], answers: Record<string, string>): boolean {
  return questions.some((q) => {
    if (q.kind !== "rating") return false;
    const value = (answers[q.field] ?? "").trim();
    const max = lowRatingMax(q.choices);
    return max !== null && /^\d+$/.test(value) && Number(value) <= max;
  });
}

export interface AnswerCheck {
  /** Field name → message. */
  errors: Record<string, string>;
  /** Only answered questions, in order (what is sent). */
  answers: { questionId: string; answer: string }[];
}

export function checkAnswers(questions: SurveyQuestion[], answers: Record<string, string>): AnswerCheck {
  const errors: Record<string, string> = {};
  const sent: AnswerCheck["answers"] = [];
  const low = hasLowRating(questions, answers);
  for (const q of questions) {
    const value = (answers[q.field] ?? "").trim();
    if (!value) {
      if (q.required || (q.lowRatingFollowUp && low)) errors[q.field] = SURVEY_MESSAGES.required;
      continue;
    }
    if (q.kind !== "text" && !q.choices.includes(value)) errors[q.field] = "Please choose one of the options.";
    else if (value.length > FREE_TEXT_MAX) errors[q.field] = `Please keep your answer within ${FREE_TEXT_MAX} characters.`;
    else sent.push({ questionId: q.id, answer: value });
  }
  return { errors, answers: sent };
}
