import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { ACTING_REFUSED } from "~/domain/acting";
import { parseStep, TOUR_STEPS } from "~/domain/tour";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { saveTourProgress, tourStep } from "~/session/tour.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/ui/styles";
import { isUpstreamError } from "~/upstream/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Guided Tour" };

/**
 * The guided tour as a page (docs/decisions/043): the three explanations the dashboard's tour
 * shows, for everyone, and for users still taking it the same progress buttons (Next, Finish, Skip
 * tour) as forms, so it works without JavaScript. Its action also takes the JavaScript tour's and
 * the banner's posts: progress saved upstream (isIntroNComplete), then back where they came from.
 */
const ROUTE = "routes/_app.tour";
const SAVE_FAILED = "We could not save your progress right now. Please try again in a moment.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  return { current: await tourStep(auth, request.signal) };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  if (auth.acting) return data({ error: ACTING_REFUSED.tour }, { status: 403 });
  const form = await readForm(request);
  const intent = form.get("intent");
  const step = parseStep(form.get("step"));
  if ((intent !== "next" && intent !== "skip") || step === null) return data({ error: "Unknown action." }, { status: 400 });
  const respondWithData = form.get("respond") === "data";
  let next;
  try {
    next = await saveTourProgress(auth, intent, step, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data({ error: SAVE_FAILED }, { status: 502 });
  }
  if (respondWithData) return { next };
  const back = safeReturnPath(form.get("returnTo"));
  return redirect(back ?? (next === null ? "/" : "/tour"), 303);
}

export default function Tour() {
  const { current } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  return (
    <section aria-labelledby="tour-heading" className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h1 id="tour-heading" className="text-xl font-semibold text-ink">
        Getting started
      </h1>
      <p className="mt-1 text-ink/80">Three things to know about the Customer Portal.</p>
      {failed && "error" in failed ? (
        <div className="mt-4">
          <ErrorNote>{failed.error}</ErrorNote>
        </div>
      ) : null}
      <ol className="mt-5 space-y-3">
        {TOUR_STEPS.map((s) => {
          const isCurrent = s.step === current;
          const done = current === null || s.step < current;
          return (
            <li
              key={s.step}
              aria-current={isCurrent ? "step" : undefined}
              className={`rounded-lg border p-4 ${isCurrent ? "border-brand-red bg-red-50/40" : "border-slate-200"}`}
            >
              <p className="text-xs font-semibold tracking-wide text-ink/70 uppercase">
                Step {s.step} of {TOUR_STEPS.length}
                {current !== null && done ? " · done" : ""}
              </p>
              <h2 className="mt-1 font-semibold text-ink">{s.title}</h2>
              <p className="mt-1 text-ink/80">{s.text}</p>
              <Link to={s.href} className="mt-2 inline-block font-medium text-brand-blue-dark underline underline-offset-2">
                {s.linkText}
              </Link>
              {isCurrent ? (
                <div className="mt-4 flex flex-wrap items-center gap-3">
                  <Form method="post">
                    <input type="hidden" name="intent" value="next" />
                    <input type="hidden" name="step" value={s.step} />
                    <button type="submit" disabled={busy} className={PRIMARY_BUTTON}>
                      {s.step === TOUR_STEPS.length ? "Finish tour" : "Next"}
                    </button>
                  </Form>
                  <Form method="post">
                    <input type="hidden" name="intent" value="skip" />
                    <input type="hidden" name="step" value={s.step} />
                    <button type="submit" disabled={busy} className={SECONDARY_BUTTON}>
                      Skip tour
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          );
        })}
      </ol>
      {current === null ? (
        <p className="mt-5">
          <Link to="/" className={`inline-block ${PRIMARY_BUTTON}`}>
            Go to the dashboard
          </Link>
        </p>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Getting started | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
