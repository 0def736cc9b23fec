/** Surveys open from an e-mailed link without sign-in, so these calls carry no bearer token. */
import { http } from "msw";
import { db } from "../store";
import { fail, notFound, ok, readJson, str } from "./http-utils";

export const surveyHandlers = [
  http.get("*/api/surveyapi/survey/questions", ({ request }) => {
    const url = new URL(request.url);
    const type = (url.searchParams.get("type") ?? "").toUpperCase();
    const parentId = url.searchParams.get("parentId") ?? "";
    const survey = db.surveys.find((s) => s.type === type);
    // Only an e-mailed invitation opens a survey: a made-up or altered parentId is not found.
    const invitation = db.surveyInvitations.find((i) => i.type === type && i.parentId === parentId);
    if (!survey || !parentId || !invitation) return notFound("Survey not found");
    const taken = db.surveyResponses.some((r) => r.surveyId === survey.surveyId && r.parentId === parentId);
    // The owner this invitation was sent for (the one its e-mailed link names): the portal sends it
    // back with the answers, whatever a link says (docs/decisions/025).
    return ok({ surveyId: survey.surveyId, ownerId: invitation.ownerId, taken, questions: survey.questions });
  }),

  http.post("*/api/surveyapi/survey/submit", async ({ request }) => {
    const body = await readJson(request);
    const surveyId = str(body.surveyId);
    const parentId = str(body.parentId);
    const survey = db.surveys.find((s) => s.surveyId === surveyId);
    if (!survey || !parentId) return fail(400, "surveyId and parentId are required");
    if (!Array.isArray(body.questionsAnswers)) return fail(400, "questionsAnswers must be a list");
    const invitation = db.surveyInvitations.find((i) => i.type === survey.type && i.parentId === parentId);
    if (!invitation || invitation.contactId !== str(body.contactId)) return fail(400, "This survey was not sent to this contact");
    if (invitation.ownerId !== str(body.ownerId)) return fail(400, "This survey was not sent for this owner");
    const answers: { questionId: string; answer: string }[] = [];
    for (const qa of body.questionsAnswers as unknown[]) {
      const rec = (qa ?? {}) as Record<string, unknown>;
      const questionId = str(rec.questionId);
      const answer = str(rec.answer);
      if (!questionId || answer === undefined || !survey.questions.some((q) => q.id === questionId)) {
        return fail(400, "Each answer needs a known questionId and a string answer");
      }
      answers.push({ questionId, answer });
    }
    const missing = survey.questions.filter((q) => q.required && !answers.some((a) => a.questionId === q.id && a.answer.trim()));
    if (missing.length) return fail(400, `Required questions unanswered: ${missing.map((q) => q.id).join(", ")}`);
    if (db.surveyResponses.some((r) => r.surveyId === survey.surveyId && r.parentId === parentId)) {
      return fail(409, "Your response has already been submitted");
    }
    db.surveyResponses.push({
      surveyId: survey.surveyId,
      parentId,
      contactId: invitation.contactId,
      ownerId: invitation.ownerId,
      questionsAnswers: answers,
      submittedAt: new Date().toISOString(),
    });
    return ok({ message: "Survey submitted successfully" });
  }),
];

