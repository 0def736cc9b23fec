import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import type { FeedbackType } from "~/domain/feedback";
import { feedbackSchema } from "~/domain/feedback-schema";
import { formRefusal, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { validationOnly } from "~/forms/validate-intent.server";
import { LOGGED_OUT_PATH, LOGOUT_FEEDBACK_PATH } from "~/domain/logout";
import { clearLogoutProof, logoutProofUsed, readLogoutProof, useLogoutProof as spendLogoutProof } from "~/session/logout-proof.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { FeedbackForm } from "~/ui/feedback/FeedbackForm";
import { PublicFrame } from "~/ui/shell/PublicFrame";
import { SECONDARY_BUTTON } from "~/ui/styles";
import { submitFeedback } from "~/upstream/feedback.server";

/** Where the feedback page goes when there is no proof (none, run out, used): the sign-in page, as after any logout. */
const SIGNED_OUT = LOGGED_OUT_PATH;

/**
 * Feedback after logout (spec document 1 section 4; issue 41 §1, docs/decisions/091). The session
 * ended when Logout was pressed; this page is reached signed out, with the proof of who logged out
 * (an encrypted cookie, LOGOUT_FEEDBACK_S, used once). Submit sends SUBMIT, Skip (or Close) sends
 * SKIP, then the upstream logout runs and the user lands on the sign-in page (the identity
 * provider's sign-in ended at the click, docs/decisions/105). Without a proof (none, run out,
 * already used: a copy of the cookie, another tab) it is the sign-in page, never a form that can
 * no longer send anything. A failed feedback call never stops the logout; a refused form (no
 * rating) keeps the proof and every field.
 */
export async function loader({ request }: LoaderFunctionArgs) {
  const proof = await readLogoutProof(request);
  if (!proof || (await logoutProofUsed(proof))) throw redirect(SIGNED_OUT, { headers: { "Set-Cookie": clearLogoutProof() } });
  return { action: LOGOUT_FEEDBACK_PATH, firstName: proof.user.firstName, internal: false, idempotencyKey: "" };
}

export async function action({ request }: ActionFunctionArgs) {
  const proof = await readLogoutProof(request);
  if (!proof) throw redirect(SIGNED_OUT, { status: 303, headers: { "Set-Cookie": clearLogoutProof() } });
  const form = await readForm(request);
  const validation = validationOnly(form, feedbackSchema);
  if (validation) return validation;
  const intent = form.get("intent");
  let send: { type: FeedbackType; body: { rating: number | null; otherDesc: string } };
  if (intent === "skip") send = { type: "SKIP", body: { rating: null, otherDesc: "" } };
  else if (intent === "submit") {
    const submission = parseWithZod(form, { schema: feedbackSchema });
    if (submission.status !== "success") return data<DialogActionData>({ result: submission.reply() }, { status: 400 });
    send = { type: "SUBMIT", body: { rating: submission.value.rating, otherDesc: submission.value.otherDesc } };
  } else return formRefusal("Unknown action.", 400);
  // Used once: a second post of the page (another tab, a double submit) sends nothing more.
  await spendLogoutProof(proof, (tokens) => submitFeedback(tokens, send.body, send.type));
  return redirect(SIGNED_OUT, { status: 303, headers: { "Set-Cookie": clearLogoutProof() } });
}

export default function LogoutFeedback() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Closing counts as Skip: the bar's Close posts it (Escape presses it).
  const close = (
    <button type="submit" form="feedback" name="intent" value="skip" data-dialog-close disabled={busy} className="rounded px-2 py-1 text-sm font-medium text-brand-blue-dark hover:underline disabled:opacity-50">
      Close
    </button>
  );
  return (
    <PublicFrame>
      <RouteDialog title="You are logged out" closeTo="/login" className="max-w-xl" closeControl={close}>
        <p className="mb-3 text-ink/80">
          Thank you, {loaderData.firstName}. Your session has ended. Before you go, tell us how the portal is working for you.
        </p>
        <FeedbackForm
          {...loaderData}
          result={actionData?.result}
          failed={actionData?.failed}
          refusedNote=""
          intent="submit"
          submitLabel="Send feedback"
          extraActions={
            <button type="submit" name="intent" value="skip" disabled={busy} className={SECONDARY_BUTTON}>
              Skip
            </button>
          }
        />
      </RouteDialog>
    </PublicFrame>
  );
}

export const meta: MetaFunction = () => [{ title: "Feedback | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
