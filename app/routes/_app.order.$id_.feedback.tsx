import type { SubmissionResult } from "@conform-to/react";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { formProps } from "~/ui/form/props";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useState } from "react";
import { isClosedOrder } from "~/domain/orders";
import { feedbackGivenText } from "~/domain/order-feedback-given";
import { FEEDBACK_NOTE_MAX, feedbackCategoryOf, orderFeedbackSchema, ratingOf, reasonsOfRating, type FeedbackCategory, type OrderFeedbackFields } from "~/domain/order-feedback-schema";
import { closeWithToast, dialogFormBase, dialogPlaces, formRefusal, parentPage, submitDialog, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { internalMaySubmit } from "~/domain/roles";
import { auditedWhileActing } from "~/session/acting-audit.server";
import { requireUser } from "~/session/guard.server";
import { DialogNotices, IdempotencyField, SECONDARY_BUTTON, SubmitButton, useDialogForm, useHydrated } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { CheckboxListField, FieldErrors, TextAreaField } from "~/ui/form/Field";
import { isUpstreamError } from "~/upstream/errors";
import { feedbackOptions, orderById, submitOrderFeedback } from "~/upstream/orders.server";
import { validationOnly } from "~/forms/validate-intent.server";
import { CHECKED_ON_SUBMIT } from "~/domain/fields";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Order Details", back: headerBack("/dashboard/spares-and-services") };

const ROUTE = "routes/_app.order.$id_.feedback";
const TITLE = "Order Feedback";
const REFUSED = "Staff, administrators acting as a customer and this profile cannot give order feedback.";
/** Staff and acting admins may give order feedback (decision 047, issue 25). */
const refused = internalMaySubmit("order-feedback") ? undefined : REFUSED;
const THANKS = "Thank you for sharing feedback!";
const NOT_CLOSED = "Feedback can be given once the order is closed.";
const OPTIONS_FAILED = "We could not load the feedback options right now. Please try again in a moment.";
const RATINGS = ["1", "2", "3", "4", "5"] as const;

const selfPath = (id: string) => `/order/${encodeURIComponent(id)}/feedback`;

const orderPage = (request: Request, id: string) => parentPage(request, `/order/${encodeURIComponent(id)}`);

type Options = Record<FeedbackCategory, string[]>;

/** The order (it must be closed and the user's) and both reasons lists, asked together. */
async function feedbackContext(auth: Awaited<ReturnType<typeof requireUser>>, id: string, signal: AbortSignal) {
  const [order, good, bad] = await Promise.allSettled([
    orderById(auth.session, id, signal),
    feedbackOptions(auth.session, "GOOD_EXPERIENCE", signal),
    feedbackOptions(auth.session, "BAD_EXPERIENCE", signal),
  ]);
  if (order.status === "rejected") {
    if (isUpstreamError(order.reason) && order.reason.status === 404) throw data({ message: "Order not found" }, { status: 404 });
    throw order.reason;
  }
  for (const r of [good, bad]) if (r.status === "rejected" && !isUpstreamError(r.reason)) throw r.reason;
  const options: Options | null = good.status === "fulfilled" && bad.status === "fulfilled" ? { GOOD_EXPERIENCE: good.value, BAD_EXPERIENCE: bad.value } : null;
  // Feedback once given is said instead of a blank form (issue 32 §2, decision 079).
  return { order: order.value, closed: isClosedOrder(order.value.erpStatus), given: feedbackGivenText(order.value), options };
}

/**
 * Order feedback (spec document 1 sections 3 to 5; decision 020): a route dialog of its own, not
 * nested in the order page (the JS budget); Close returns to the order. Rating 5 lists the
 * good-experience reasons, any other rating the bad-experience ones. Without JavaScript both lists
 * are in the page and CSS (`:has`) shows the one of the checked rating: one post, like with
 * JavaScript (issue 40 §6, decision 056's addendum); the server keeps the reasons of the chosen
 * rating's list and drops the other list's.
 */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const { closed, given, options } = await feedbackContext(auth, id, request.signal);
  const base = dialogFormBase(request, auth, selfPath(id), { fallback: orderPage(request, id) });
  return { ...base, internal: Boolean(refused) && base.internal, closed, given, options };
}

type ActionData = DialogActionData;

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const form = await readForm(request);
  // Validation while typing asks nothing of the upstream: the reasons offered are checked on submit.
  const validation = validationOnly(form, () => orderFeedbackSchema(() => CHECKED_ON_SUBMIT));
  if (validation) return validation;
  if (refused && auth.internal) return formRefusal(refused, 403);
  const { order, closed, given, options } = await feedbackContext(auth, id, request.signal);
  if (!closed) return formRefusal(NOT_CLOSED, 409);
  // A second feedback (another tab, a colleague, a stale form) is refused with what was given.
  if (given) return formRefusal(given, 409);
  if (!options) return formRefusal(OPTIONS_FAILED, 502);
  // Without JavaScript both lists post (only the checked rating's shows): a tick left in the other
  // list is dropped, not refused; a reason in neither list is still refused by the schema.
  const kept = reasonsOfRating(form.getAll("reasons").map(String), ratingOf(form.get("rating")), (category) => options[category]);
  form.delete("reasons");
  for (const reason of kept) form.append("reasons", reason);
  if (form.get("intent") !== "submit") return formRefusal("Unknown action.", 400);
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form,
    schema: orderFeedbackSchema((category) => options[category]),
    refused,
    // An acting admin's feedback is the customer's upstream (their user id); the audit log says who gave it.
    send: (value) =>
      auditedWhileActing(auth, { kind: "order", order: order.id, rating: value.rating }, () =>
        submitOrderFeedback(auth.session, {
          referenceId: order.id,
          feedbackCategory: value.reasons.join(","),
          rating: value.rating,
          additionalNote: value.note ?? "",
          userId: auth.user.userId,
        }),
      ),
  });
  if (!outcome.ok) return outcome.response;
  // No success dialog in the spec for an order's feedback: a toast on the page it was opened from (068).
  return closeWithToast(request, context, dialogPlaces(request, selfPath(id), { fallback: orderPage(request, id) }).closeTo, THANKS);
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function OrderFeedbackDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as ActionData | undefined;
  return (
    <RouteDialog title={TITLE} closeTo={loaderData.closeTo} className="max-w-xl">
      {!loaderData.closed ? (
        <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-amber-900">
          {NOT_CLOSED}
        </p>
      ) : loaderData.given ? (
        <div className="space-y-4">
          <p role="note" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
            {loaderData.given} Thank you for sharing it.
          </p>
          <Link to={loaderData.closeTo} className={SECONDARY_BUTTON}>
            Back to Order
          </Link>
        </div>
      ) : !loaderData.options ? (
        <ErrorNote>{OPTIONS_FAILED}</ErrorNote>
      ) : (
        <FeedbackForm
          action={loaderData.action}
          idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          internal={loaderData.internal}
          options={loaderData.options}
          result={actionData?.result}
          failed={actionData?.failed}
          closeTo={loaderData.closeTo}
        />
      )}
    </RouteDialog>
  );
}

function FeedbackForm(props: {
  action: string;
  idempotencyKey: string;
  internal: boolean;
  options: Options;
  result: SubmissionResult<string[]> | undefined;
  failed: string | undefined;
  closeTo: string;
}) {
  const { form, fields, submitting } = useDialogForm<OrderFeedbackFields>("order-feedback", props.result);
  const hydrated = useHydrated();
  const initialRating = String(fields.rating.initialValue ?? "");
  const [rating, setRating] = useState(initialRating);
  useEffect(() => setRating(initialRating), [initialRating]);
  const chosen = ratingOf(rating);
  const reasons = chosen === null ? null : props.options[feedbackCategoryOf(chosen)];
  const ratingInvalid = Boolean(fields.rating.errors?.length);
  const list = (category: FeedbackCategory, field: typeof fields.reasons) => (
    <CheckboxListField
      key={category}
      field={field}
      legend={category === "GOOD_EXPERIENCE" ? "What went well? (optional)" : "What went wrong?"}
      options={props.options[category].map((r) => ({ value: r, label: r }))}
      empty="No reasons are listed."
    />
  );
  return (
    <Form method="post" action={props.action} {...formProps(form)} noValidate className="space-y-3">
      <IdempotencyField value={props.idempotencyKey} />
      <DialogNotices
        internalNote={props.internal && "Staff, administrators acting as a customer and this profile can view this form but cannot give order feedback."}
        failed={props.failed}
        formErrors={form.errors}
        formErrorId={form.errorId}
      />
      <fieldset aria-describedby={ratingInvalid ? fields.rating.errorId : undefined} aria-invalid={ratingInvalid || undefined}>
        <legend className="text-sm font-medium text-ink">How was this order? (1 poor, 5 excellent)</legend>
        <div className="mt-1 flex flex-wrap gap-2">
          {RATINGS.map((value) => (
            <label key={value} className="flex cursor-pointer items-center gap-1.5 rounded-md border border-slate-300 px-3 py-1.5 has-[:checked]:border-brand-blue-dark has-[:checked]:bg-sky-50">
              <input
                type="radio"
                name={fields.rating.name}
                value={value}
                defaultChecked={initialRating === value}
                onChange={() => setRating(value)}
                className="accent-brand-blue-dark"
              />
              <span aria-hidden="true">{"★".repeat(Number(value))}</span>
              <span className="sr-only">{value} of 5</span>
              <span aria-hidden="true" className="text-sm">
                {value}
              </span>
            </label>
          ))}
        </div>
        <FieldErrors id={fields.rating.errorId} errors={fields.rating.errors} />
      </fieldset>
      {!hydrated ? (
        // Without JavaScript both lists are here; CSS shows the checked rating's (app.css), one post.
        <>
          <div className="feedback-reasons" data-for="good">
            {list("GOOD_EXPERIENCE", { ...fields.reasons, id: `${fields.reasons.id}-good`, errorId: `${fields.reasons.errorId}-good`, errors: undefined })}
          </div>
          <div className="feedback-reasons" data-for="bad">
            {list("BAD_EXPERIENCE", fields.reasons)}
          </div>
          <p className="feedback-reasons-hint text-sm text-ink/80">Choose a rating to see the reasons.</p>
        </>
      ) : reasons ? (
        list(feedbackCategoryOf(chosen!), fields.reasons)
      ) : (
        <div>
          <p className="text-sm text-ink/80">Choose a rating to see the reasons.</p>
          <FieldErrors id={fields.reasons.errorId} errors={fields.reasons.errors} />
        </div>
      )}
      <TextAreaField field={fields.note} label="Note (optional)" maxLength={FEEDBACK_NOTE_MAX} rows={3} />
      <div className="flex flex-wrap items-center gap-3 pt-1">
        <SubmitButton intent="submit" submitting={submitting} disabled={props.internal} />
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Order Feedback | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
