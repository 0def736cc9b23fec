import { retryAfterHeaders } from "~/security/rate-limit.server";
import { answeredLoader } from "~/forms/survey-page.server";
import { SurveyScreen, surveyTitleMeta } from "~/ui/survey/SurveyScreen";

/** Plain HTML: no hydration (docs/decisions/024). */
export { handle, clientLoader } from "~/ui/public/plain-html";

/** Surveys: the already-taken page (docs/decisions/025). */
export const headers = retryAfterHeaders;
export const loader = answeredLoader("taken");
export default SurveyScreen;
export const meta = surveyTitleMeta("Your response has already been submitted");
