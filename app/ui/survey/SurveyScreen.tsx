import { Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { SURVEY_MESSAGES } from "~/domain/surveys";
import { ResultDialog } from "~/ui/dialog/ResultDialog";
import { CloseIcon } from "~/ui/icons";
import { ErrorPanel } from "~/ui/errors";
import { PageScript } from "~/ui/public/PageScript";
import { TooManyRequests } from "~/ui/public/TooManyRequests";
import { PublicFrame } from "~/ui/shell/PublicFrame";
import { QuestionField } from "./QuestionField";
import type { SurveyView } from "./views";

/** The survey card: its title and the close icon (to /login, as the spec says). */
function SurveyCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="survey-title" className="mx-auto max-w-3xl rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6">
      <div className="mb-4 flex items-start justify-between gap-4 border-b border-slate-200 pb-3">
        <h1 id="survey-title" className="text-xl font-semibold text-ink">
          {title}
        </h1>
        <Link to="/login" aria-label="Close survey" className="-m-1 rounded p-1 text-ink/70 hover:bg-slate-100 hover:text-ink">
          <CloseIcon className="h-6 w-6" />
        </Link>
      </div>
      {children}
    </section>
  );
}

function SurveyForm({ view }: { view: Extract<SurveyView, { kind: "form" }> }) {
  const errors = view.errors ?? {};
  const firstInvalid = view.questions.find((q) => errors[q.field])?.field;
  return (
    <SurveyCard title={view.title}>
      <form method="post" action={view.action} noValidate aria-labelledby="survey-title">
        <ol className="space-y-6">
          {view.questions.map((q) => (
            <li key={q.id}>
              <QuestionField question={q} value={view.values?.[q.field]} error={errors[q.field]} autoFocus={q.field === firstInvalid} />
            </li>
          ))}
        </ol>
        <button type="submit" className="mt-6 w-full rounded-md bg-brand-red px-8 py-2.5 font-medium text-white hover:bg-red-700 sm:w-auto">
          Submit
        </button>
      </form>
    </SurveyCard>
  );
}

const BAD_LINK = {
  status: 400,
  title: "This survey link is not valid",
  text: "The link is incomplete or has been changed. Please open the survey again from the link in your e-mail.",
};
const NOT_FOUND = { status: 404, title: "Survey not found", text: "We could not find this survey. Please open it again from the link in your e-mail." };

/** Every survey route's view: the form, its answered states, and its error pages, in the public frame. */
export function SurveyScreen() {
  const loaded = useLoaderData<PageView>();
  const answered = useActionData<SurveyView>();
  const view = shownView(loaded, answered);
  let body: ReactNode;
  switch (view.kind) {
    case "form":
      body = <SurveyForm view={view} />;
      break;
    case "taken":
      body = (
        <SurveyCard title={view.title}>
          <p role="status" className="py-6 text-center text-base text-ink">
            {SURVEY_MESSAGES.taken}
          </p>
        </SurveyCard>
      );
      break;
    case "thanks":
      body = (
        <SurveyCard title={view.title}>
          <ResultDialog headline={SURVEY_MESSAGES.thanks} closeTo="/" actions={[{ label: "Okay", to: "/" }]} />
        </SurveyCard>
      );
      break;
    case "bad-link":
      body = <ErrorPanel {...BAD_LINK} />;
      break;
    case "not-found":
      body = <ErrorPanel {...NOT_FOUND} />;
      break;
    case "unavailable":
      body = (
        <ErrorPanel status={503} title="Survey unavailable" text="We could not load this survey right now. Please try again in a moment." />
      );
      break;
    case "limited":
      body = <TooManyRequests retryAfterS={view.retryAfterS} />;
      break;
  }
  return (
    <PublicFrame>
      {body}
      <PageScript />
    </PublicFrame>
  );
}

/** What a page draws: every view but an action's "kept" answer, which only adds to the loader's form. */
type PageView = Exclude<SurveyView, { kind: "kept" }>;

/** The action's view, or the loader's; a "kept" answer is the loader's form with its answers. */
function shownView(loaded: PageView, answered: SurveyView | undefined): PageView {
  if (!answered) return loaded;
  if (answered.kind !== "kept") return answered;
  return loaded.kind === "form" ? { ...loaded, values: answered.values } : loaded;
}

export function surveyTitleMeta(title: string) {
  return () => [{ title: `${title} | Thermax Customer Portal` }];
}
