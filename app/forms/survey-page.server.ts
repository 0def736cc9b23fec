import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import type { RequestContext } from "~/context";
import { decodeSurveyLink, type SurveyLink, type SurveyType } from "~/domain/survey-link";
import {
  CASE_OBJECT,
  checkAnswers,
  SURVEY_PATHS,
  SURVEY_TAKEN_PATH,
  SURVEY_MESSAGES,
  SURVEY_THANKS_PATH,
  SURVEY_TITLES,
  SURVEY_TOAST_MS,
  toSurveyQuestions,
} from "~/domain/surveys";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { limitedResponse, takePoint } from "~/security/rate-limit.server";
import { flashToast } from "~/session/toast.server";
import { tooManyRequestsText } from "~/ui/public/TooManyRequests";
import { isUpstreamError } from "~/upstream/errors";
import { getSurvey, submitSurvey, type UpstreamSurvey } from "~/upstream/surveys.server";
import type { SurveyView } from "~/ui/survey/views";
import { readForm } from "./read.server";

/**
 * The survey pages' loaders and actions (docs/decisions/025). A page is one survey type, or
 * "any" for the generic /survey. Every page reads the link from its own query string.
 */
export type SurveyPage = SurveyType | "any";

const FAILED = "Something went wrong, please try again.";

type Opened = { ok: true; link: SurveyLink; survey: UpstreamSurvey } | { ok: false; response: ReturnType<typeof data<SurveyView>> };

function problem(view: SurveyView, status: number) {
  return { ok: false as const, response: data<SurveyView>(view, { status }) };
}

/** The keys a link may be signed with (every one of SURVEY_LINK_SECRET: rotation). */
function linkSecrets(): string[] {
  return env()
    .SURVEY_LINK_SECRET.split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

/**
 * The link of this page's URL, fitted to the page (Case Closure forces the object to Case). A link
 * that is malformed, unsigned or signed with another key is null: one bad-link page for all, and
 * no upstream call.
 */
function linkFor(page: SurveyPage, url: URL): SurveyLink | null {
  const decoded = decodeSurveyLink(url.search, linkSecrets());
  if (!decoded.ok) return null;
  const link = decoded.link;
  if (page !== "any" && link.type !== page) return null;
  return link.type === "CASE_CLOSURE" ? { ...link, object: CASE_OBJECT } : link;
}

const badLink = () => problem({ kind: "bad-link" }, 400);

async function open(page: SurveyPage, request: Request, context: RequestContext): Promise<Opened> {
  const link = linkFor(page, new URL(request.url));
  return link ? lookUp(link, request, context) : badLink();
}

/** The upstream's survey for a checked link. */
async function lookUp(link: SurveyLink, request: Request, context: RequestContext): Promise<Opened> {
  try {
    return { ok: true, link, survey: await getSurvey(link, context.clientAddress, request.signal) };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.kind === "http" && (error.status === 404 || error.status === 400)) return problem({ kind: "not-found" }, 404);
    return problem({ kind: "unavailable" }, 503);
  }
}

const pageOf = (link: SurveyLink, search: string) => `${SURVEY_PATHS[link.type]}${search}`;

function formView(link: SurveyLink, survey: UpstreamSurvey, url: URL, extra: Partial<Extract<SurveyView, { kind: "form" }>> = {}): SurveyView {
  return { kind: "form", title: SURVEY_TITLES[link.type], questions: toSurveyQuestions(survey.questions), action: `${url.pathname}${url.search}`, ...extra };
}

/**
 * Every survey page view counts against the client's "survey-view" limit before the link is
 * read (a bad link as well): past it, the 429 page without an upstream call (docs/decisions/025).
 * A post that is answered with the page again renders it through the loader, so it counts too.
 */
async function viewLimited(context: RequestContext) {
  const limit = await takePoint("survey-view", context.clientAddress);
  return limit.limited ? limitedResponse(limit.retryAfterS) : null;
}

export function surveyLoader(page: SurveyPage) {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const limited = await viewLimited(context);
    if (limited) return limited;
    const opened = await open(page, request, context);
    if (!opened.ok) return opened.response;
    const url = new URL(request.url);
    if (opened.survey.taken) return redirect(`${SURVEY_TAKEN_PATH}${url.search}`);
    return data<SurveyView>(formView(opened.link, opened.survey, url));
  };
}

export function surveyAction(page: SurveyPage) {
  return async ({ request, context }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const form = await readForm(request);
    // The survey's messages are red toasts for 5 seconds (spec document 2), in the page's toast region.
    const toast = (text: string) => flashToast(request, context, text, { tone: "error", ms: SURVEY_TOAST_MS });
    const values: Record<string, string> = {};
    for (const [key, value] of form) if (/^q\d{1,3}$/.test(key) && typeof value === "string") values[key] = value;

    const checked = linkFor(page, url);
    if (!checked) return badLink().response;
    // Every post of a good link counts, before the upstream is asked for the survey: past the
    // limit, the page (drawn by the loader, which has the questions) keeps the answers.
    const limit = await takePoint("survey-submit", context.clientAddress);
    if (limit.limited) {
      toast(tooManyRequestsText(limit.retryAfterS));
      return data<SurveyView>({ kind: "kept", values }, { status: 429, headers: { "Retry-After": String(limit.retryAfterS) } });
    }
    const opened = await lookUp(checked, request, context);
    if (!opened.ok) return opened.response;
    const { link, survey } = opened;
    if (survey.taken) return redirect(`${SURVEY_TAKEN_PATH}${url.search}`, 303);
    // The owner the upstream knows for this invitation, never the link's (docs/decisions/025).
    const ownerId = survey.ownerId?.trim();
    if (!ownerId) {
      logger.warn({ event: "survey-without-owner", surveyId: survey.surveyId }, "the upstream's survey has no ownerId; not submitted");
      toast(FAILED);
      return data<SurveyView>(formView(link, survey, url, { values }), { status: 502 });
    }
    const questions = toSurveyQuestions(survey.questions);
    const check = checkAnswers(questions, values);
    if (Object.keys(check.errors).length > 0) {
      toast(SURVEY_MESSAGES.summary);
      return data<SurveyView>(formView(link, survey, url, { values, errors: check.errors }), { status: 400 });
    }
    let acknowledged: string | null = null;
    try {
      acknowledged = await submitSurvey(
        { surveyId: survey.surveyId, parentId: link.parentId, contactId: link.contactId, ownerId, questionsAnswers: check.answers },
        context.clientAddress,
        request.signal,
      );
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      // Answered meanwhile (another tab, a second post): the already-taken page.
      if (error.kind === "http" && error.status === 409) return redirect(`${SURVEY_TAKEN_PATH}${url.search}`, 303);
    }
    // Success is an answer with a message (spec document 2 section 4.5); anything else failed.
    if (!acknowledged) {
      toast(FAILED);
      return data<SurveyView>(formView(link, survey, url, { values }), { status: 502 });
    }
    return redirect(`${SURVEY_THANKS_PATH}${url.search}`, 303);
  };
}

/**
 * /survey/already-taken and /survey/thank-you: only for a survey that was answered; otherwise
 * (spec: "if there is no data") the visitor is sent to the survey page itself.
 */
export function answeredLoader(kind: "taken" | "thanks") {
  return async ({ request, context }: LoaderFunctionArgs) => {
    const limited = await viewLimited(context);
    if (limited) return limited;
    const opened = await open("any", request, context);
    if (!opened.ok) return opened.response;
    const url = new URL(request.url);
    if (!opened.survey.taken) return redirect(pageOf(opened.link, url.search));
    return data<SurveyView>({ kind, title: SURVEY_TITLES[opened.link.type] });
  };
}
