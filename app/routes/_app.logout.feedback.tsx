import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { FeedbackType } from "~/domain/feedback";
import { feedbackSchema } from "~/domain/feedback-schema";
import { formRefusal, submitOnce, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { asksFeedbackAtLogout, endSession, LOGOUT_FEEDBACK_PATH } from "~/session/logout.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { SECONDARY_BUTTON } from "~/ui/styles";
import { GeneralErrorBoundary } from "~/ui/errors";
import { FeedbackForm } from "~/ui/feedback/FeedbackForm";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { submitFeedback } from "~/upstream/feedback.server";
import { validationOnly } from "~/forms/validate-intent.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Feedback" };

const ROUTE = "routes/_app.logout.feedback";
/** Only an admin acting as a customer is refused (never asked: their Logout is 'Log out as'). */
const REFUSED = "Administrators acting as a customer cannot send feedback at logout.";

/**
 * Feedback before logout (spec document 1 section 4): the page between the logout POST and the
 * sign-in page. Skip (or closing) sends SKIP, Submit sends SUBMIT, and the session ends after
 * either; a failed feedback call never stops the logout.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  // Not asked (feedback already given, staff): the ordinary logout page.
  if (!asksFeedbackAtLogout(auth.session)) throw redirect("/logout");
  return { action: LOGOUT_FEEDBACK_PATH, idempotencyKey: newIdempotencyKey(), internal: auth.acting };
}

/** Send the feedback; any failure is logged and forgotten, so the logout goes on. */
async function sendQuietly(auth: Auth, key: FormDataEntryValue | null, type: FeedbackType, body: { rating: number | null; otherDesc: string }) {
  try {
    await submitOnce(auth, key, () => submitFeedback(auth.session, body, type));
  } catch (error) {
    console.error("Logout feedback failed:", error instanceof Error ? error.message : error);
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  const validation = validationOnly(form, feedbackSchema);
  if (validation) return validation;
  const intent = form.get("intent");
  const key = form.get("idempotencyKey");
  if (intent === "skip") {
    if (!auth.acting) await sendQuietly(auth, key, "SKIP", { rating: null, otherDesc: "" });
    return endSession(auth.session);
  }
  if (intent !== "submit") return formRefusal("Unknown action.", 400);
  if (auth.acting) return formRefusal(REFUSED, 403);
  const submission = parseWithZod(form, { schema: feedbackSchema });
  if (submission.status !== "success") return data<DialogActionData>({ result: submission.reply() }, { status: 400 });
  await sendQuietly(auth, key, "SUBMIT", { rating: submission.value.rating, otherDesc: submission.value.otherDesc });
  return endSession(auth.session);
}

export default function LogoutFeedback() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Closing counts as Skip: the header's Close posts it (Escape presses it).
  const close = (
    <button type="submit" form="feedback" name="intent" value="skip" data-dialog-close disabled={busy} className="rounded px-2 py-1 text-sm font-medium text-brand-blue-dark hover:underline disabled:opacity-50">
      Close
    </button>
  );
  return (
    <RouteDialog title="Before you log out" closeTo="/" className="max-w-xl" closeControl={close}>
      <p className="mb-3 text-ink/80">Tell us how the portal is working for you. You will be logged out after you submit or skip.</p>
      <FeedbackForm
        {...data}
        result={actionData?.result}
        failed={actionData?.failed}
        refusedNote={REFUSED}
        intent="submit"
        submitLabel="Submit and log out"
        extraActions={
          <button type="submit" name="intent" value="skip" disabled={busy} className={SECONDARY_BUTTON}>
            Skip and log out
          </button>
        }
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Feedback | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
