import { retryAfterHeaders } from "~/security/rate-limit.server";
import { surveyAction, surveyLoader } from "~/forms/survey-page.server";
import { SurveyScreen, surveyTitleMeta } from "~/ui/survey/SurveyScreen";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/** The generic survey page: the link's type picks the survey (docs/decisions/025): opened from an e-mailed link, no sign-in. */
export const headers = retryAfterHeaders;
export const loader = surveyLoader("any");
export const action = surveyAction("any");
export default SurveyScreen;
export const meta = surveyTitleMeta("Survey");
