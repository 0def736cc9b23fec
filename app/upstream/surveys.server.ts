import { z } from "zod";
import type { SurveyLink } from "~/domain/survey-link";
import { callUpstream, visitorHeaders } from "./client.server";

/**
 * Survey calls (spec document 2 section 7, "Survey questions: by type, parent id, object;
 * submit"; paths in docs/upstream-api.md). Opened from e-mailed links: no bearer token.
 */
const question = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  required: z.boolean().nullish(),
  choices: z.string().nullish(),
});

const surveySchema = z.object({
  surveyId: z.string(),
  ownerId: z.string().nullish(),
  taken: z.boolean(),
  questions: z.array(question),
});
export type UpstreamSurvey = z.infer<typeof surveySchema>;

export function getSurvey(link: SurveyLink, clientAddress: string, signal?: AbortSignal): Promise<UpstreamSurvey> {
  return callUpstream("/surveyapi/survey/questions", {
    query: { type: link.type, parentId: link.parentId, object: link.object },
    schema: surveySchema,
    anonymous: true,
    signal,
    headers: visitorHeaders(clientAddress),
  });
}

export interface SurveySubmission {
  surveyId: string;
  parentId: string;
  contactId: string;
  ownerId: string;
  questionsAnswers: { questionId: string; answer: string }[];
}

/** The upstream's acknowledgement; success is a non-empty `message` (spec document 2 section 4.5). */
export async function submitSurvey(payload: SurveySubmission, clientAddress: string, signal?: AbortSignal): Promise<string | null> {
  const answer = await callUpstream("/surveyapi/survey/submit", {
    method: "POST",
    body: payload,
    schema: z.object({ message: z.string().nullish() }),
    anonymous: true,
    signal,
    headers: visitorHeaders(clientAddress),
  });
  return answer.message?.trim() || null;
}
