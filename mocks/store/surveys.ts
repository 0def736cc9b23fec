import { isoDays } from "./prng";
import type { SurveyDefinition, SurveyInvitation, SurveyQuestion, SurveyResponse } from "./types";

const ratingChoices = Array.from({ length: 11 }, (_, i) => String(i)).join("\n");

function questions(prefix: string, subject: string): SurveyQuestion[] {
  return [
    { id: `${prefix}-Q1`, name: `How likely are you to recommend Thermax ${subject}?`, type: "Rating", required: true, choices: ratingChoices, answer: null },
    { id: `${prefix}-Q2`, name: "Was your issue resolved on the first visit?", type: "Single Select", required: true, choices: "Yes\nNo\nPartially", answer: null },
    { id: `${prefix}-Q3`, name: "How would you rate the engineer's conduct?", type: "Single Select", required: false, choices: "Excellent\nGood\nAverage\nPoor", answer: null },
    // Required only when the rating is 7 or less; the portal enforces that (spec doc 2 section 5).
    { id: `${prefix}-Q4`, name: "Do you have any other feedback?", type: "Free Text", required: false, choices: null, answer: null },
  ];
}

export function seedSurveys(): SurveyDefinition[] {
  return [
    { surveyId: "SRV-RMS", type: "RATE_MY_SERVICE", questions: questions("RMS", "service") },
    { surveyId: "SRV-CASE", type: "CASE_CLOSURE", questions: questions("CASE", "support") },
    { surveyId: "SRV-CSAT", type: "CSAT", questions: questions("CSAT", "EDGE Live") },
    // The generic survey: its rating uses the choices it gives (1 to 5), not the 0 to 10 scale.
    {
      surveyId: "SRV-GEN",
      type: "GENERAL",
      questions: [
        { id: "GEN-Q1", name: "How satisfied are you with the Customer Portal?", type: "Rating", required: true, choices: "1\n2\n3\n4\n5", answer: null },
        { id: "GEN-Q2", name: "Which part of the portal do you use most?", type: "Single Select", required: false, choices: "Assets\nOrders\nTickets\nDocuments", answer: null },
        { id: "GEN-Q3", name: "Do you have any other feedback?", type: "Free Text", required: false, choices: null, answer: null },
      ],
    },
  ];
}

/**
 * Who was asked what: a survey is answerable only through an invitation (the e-mailed link's
 * type and parentId). customer@demo.test has one of each kind, plus the case already answered.
 */
export function seedSurveyInvitations(): SurveyInvitation[] {
  const customer = { contactId: "U-1001", ownerId: "OWN-01", email: "customer@demo.test" };
  return [
    { ...customer, type: "RATE_MY_SERVICE", parentId: "CMP-0001", object: "WorkOrder" },
    { ...customer, type: "CASE_CLOSURE", parentId: "CMP-0002", object: "Case" },
    { ...customer, type: "CSAT", parentId: "ACC-1001", object: "Account" },
    { ...customer, type: "GENERAL", parentId: "PORTAL-2026", object: null },
    { ...customer, type: "CASE_CLOSURE", parentId: "CMP-0009", object: "Case" },
  ];
}

/** One survey already answered, for the 'already submitted' page. */
export function seedSurveyResponses(): SurveyResponse[] {
  return [
    {
      surveyId: "SRV-CASE",
      parentId: "CMP-0009",
      contactId: "U-1001",
      ownerId: "OWN-01",
      questionsAnswers: [{ questionId: "CASE-Q1", answer: "9" }, { questionId: "CASE-Q2", answer: "Yes" }],
      submittedAt: isoDays(-3),
    },
  ];
}
