import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { feedbackSchema } from "~/domain/feedback-schema";
import { dialogFormBase, dialogResult, resultRedirect, submitDialog } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { internalMaySubmit } from "~/domain/roles";
import { auditedWhileActing } from "~/session/acting-audit.server";
import { requireUser } from "~/session/guard.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { FeedbackForm } from "~/ui/feedback/FeedbackForm";
import { FeedbackThanks } from "~/ui/feedback/FeedbackThanks";
import { submitFeedback } from "~/upstream/feedback.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Feedback" };

const ROUTE = "routes/_app.feedback";
const PATH = "/feedback";
const REFUSED = "Staff, administrators acting as a customer and this profile cannot send customer feedback.";
/** Everyone signed in to the portal may give feedback: staff and acting admins too (decision 047). */
const refused = internalMaySubmit("feedback") ? undefined : REFUSED;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const base = { ...dialogFormBase(request, auth, PATH), internal: Boolean(refused) && auth.internal };
  if (await dialogResult(request, auth, /^sent$/)) return { kind: "done" as const, closeTo: base.closeTo };
  return { kind: "form" as const, ...base };
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form: await readForm(request),
    schema: feedbackSchema,
    refused,
    // An acting admin's feedback is filed as the customer's upstream; the audit log says who gave it.
    send: ({ rating, otherDesc }) => auditedWhileActing(auth, { kind: "general", rating }, () => submitFeedback(auth.session, { rating, otherDesc })),
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, PATH, outcome.value);
}

export default function Feedback() {
  const data = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (data.kind === "done") return <FeedbackThanks closeTo={data.closeTo} />;
  return (
    <RouteDialog title="Feedback" closeTo={data.closeTo} className="max-w-xl">
      <FeedbackForm {...data} result={actionData?.result} failed={actionData?.failed} refusedNote={REFUSED} />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Feedback | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
