import { ticketThreadHref } from "~/domain/links";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { DateEcho } from "~/ui/form/DateEcho";
import { formProps, inputProps } from "~/ui/form/props";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { earliestRescheduleDay, formatContractDay, rescheduleReplacesText } from "~/domain/contracts";
import { rescheduleSchema } from "~/domain/reschedule-schema";
import { contractForDialog } from "~/forms/contract.server";
import { ACTING_REFUSED } from "~/domain/acting";
import { dialogFormBase, madeByThisForm, dialogPlaces, dialogResult, failedAnswer, formRefusal, parentPage, resultRedirect, submitDialog, TICKET_NUMBER, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { DialogNotices, IdempotencyField, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { GO_TO_TICKETS, ResultDialog, viewTicket } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { FieldErrors } from "~/ui/form/Field";
import { rescheduleVisit } from "~/upstream/contracts.server";
import { validationOnly } from "~/forms/validate-intent.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Contract Details", back: headerBack("/dashboard/contracts") };

const ROUTE = "routes/_app.contracts.$id_.reschedule";
const REFUSED = ACTING_REFUSED.reschedule;
const EXPIRED = "The contract has expired.";
const NO_VISIT = "There is no pending visit to reschedule.";
const LOAD_FAILED = "We could not load this contract right now. Please try again in a moment.";
/** The form's field that says which request a new date replaces (issue 52 §3). */
const REPLACES = "replaces";

const selfPath = (id: string) => `/contracts/${encodeURIComponent(id)}/reschedule`;
const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

/** Why this contract's visit cannot be moved, or null. */
function blockOf(acting: boolean, found: NonNullable<Awaited<ReturnType<typeof contractForDialog>>>): string | null {
  if (acting) return REFUSED;
  if (found.expired) return EXPIRED;
  return found.nextPendingVisit ? null : NO_VISIT;
}

/**
 * Reschedule Visit (spec document 3 sections 3 to 5 and 8; decision 021): a native date input from
 * tomorrow (India), checked again on the server, sent as { assetId, amcOwner (the active service's
 * owner), rescheduleDate }. Failure shows the server's message when it gives one.
 */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const parent = parentPage(request, contractPath(id));
  const ticket = await dialogResult(request, auth, TICKET_NUMBER);
  if (ticket) return { kind: "done" as const, ticket, ticketHref: ticketThreadHref(ticket), closeTo: dialogPlaces(request, selfPath(id), { fallback: parent }).closeTo };
  const found = await contractForDialog(auth, id, request.signal);
  return {
    kind: "form" as const,
    ...dialogFormBase(request, auth, selfPath(id), { fallback: parent }),
    min: earliestRescheduleDay(),
    contract: found
      ? {
          assetName: found.contract.assetName || found.contract.thermaxName || "this asset",
          nextVisit: found.nextPendingVisit ? formatContractDay(found.nextPendingVisit) : null,
          blocked: blockOf(auth.acting, found),
          // A reschedule asked for this visit already (issue 52 §3): said, and a new date replaces it.
          requested: found.rescheduleRequested ? { text: rescheduleReplacesText(found.rescheduleRequested.text), replaces: found.rescheduleRequested.ticketNumber ?? "request" } : null,
        }
      : null,
  };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const form = await readForm(request);
  const validation = validationOnly(form, () => rescheduleSchema(earliestRescheduleDay()));
  if (validation) return validation;
  if (auth.acting) return formRefusal(REFUSED, 403);
  const found = await contractForDialog(auth, id, request.signal);
  if (!found) return failedAnswer(undefined, form, { request, context });
  const blocked = blockOf(auth.acting, found);
  if (blocked) return formRefusal(blocked, 409);
  // A second request for a visit that has one is taken only from a form that said it replaces
  // that one (its ticket in `replaces`); any other post is told so (issue 52 §3, as decision 078).
  const asked = found.rescheduleRequested;
  if (asked && form.get(REPLACES) !== (asked.ticketNumber ?? "request") && !(await madeByThisForm(auth, form.get("idempotencyKey")))) {
    return formRefusal(rescheduleReplacesText(asked.text), 409);
  }
  const { contract } = found;
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form,
    schema: rescheduleSchema(earliestRescheduleDay()),
    send: (value) => rescheduleVisit(auth.session, { assetId: contract.assetId ?? "", amcOwner: contract.ownerId ?? "", rescheduleDate: value.rescheduleDate }),
    // The spec: show the server's message when it gives one.
    onUpstreamError: (error) => (error.kind === "http" && error.status === 400 && error.upstreamMessage ? { message: error.upstreamMessage } : undefined),
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  return resultRedirect(request, auth, selfPath(id), outcome.value, {}, { fallback: parentPage(request, contractPath(id)) });
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function RescheduleDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  if (loaderData.kind === "done") {
    return (
      <ResultDialog headline="Your request to reschedule the visit has been placed." closeTo={loaderData.closeTo} actions={[GO_TO_TICKETS, viewTicket(loaderData.ticketHref)]}>
        <p>
          Ticket number: <strong>{loaderData.ticket}</strong>
        </p>
      </ResultDialog>
    );
  }
  return (
    <RouteDialog title="Reschedule Visit" closeTo={loaderData.closeTo} className="max-w-md">
      {loaderData.contract ? (
        <RescheduleForm
          action={loaderData.action}
          idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          min={loaderData.min}
          contract={loaderData.contract}
          failed={actionData?.failed}
          result={actionData?.result}
        />
      ) : (
        <ErrorNote>{LOAD_FAILED}</ErrorNote>
      )}
    </RouteDialog>
  );
}

function RescheduleForm(props: {
  action: string;
  idempotencyKey: string;
  min: string;
  contract: { assetName: string; nextVisit: string | null; blocked: string | null; requested: { text: string; replaces: string } | null };
  failed: string | undefined;
  result: DialogActionData["result"] | undefined;
}) {
  const { form, fields, submitting } = useDialogForm<{ rescheduleDate: string }>("reschedule-visit", props.result);
  const date = inputProps(fields.rescheduleDate, { type: "date" });
  const hintId = `${fields.rescheduleDate.id}-hint`;
  return (
    <Form method="post" action={props.action} {...formProps(form)} noValidate className="space-y-3">
      <IdempotencyField value={props.idempotencyKey} />
      <DialogNotices internalNote={props.contract.blocked ?? undefined} failed={props.failed} formErrors={form.errors} formErrorId={form.errorId} />
      {props.contract.requested ? (
        <>
          <p id="reschedule-requested" className="rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
            {props.contract.requested.text}
          </p>
          <input type="hidden" name={REPLACES} value={props.contract.requested.replaces} />
        </>
      ) : null}
      <p>
        {props.contract.nextVisit ? (
          <>
            The next visit to <strong>{props.contract.assetName}</strong> is planned for <strong>{props.contract.nextVisit}</strong>.
          </>
        ) : (
          <>
            Choose a new date for the next visit to <strong>{props.contract.assetName}</strong>.
          </>
        )}
      </p>
      <div>
        <label htmlFor={fields.rescheduleDate.id} className="field-label">
          New visit date
        </label>
        <p id={hintId} className="text-xs text-ink/70">
          From tomorrow on (India Standard Time).
        </p>
        <input
          {...date}
          // The browser greys out earlier days; the server checks again.
          min={props.min}
          required={false}
          aria-describedby={[hintId, fields.rescheduleDate.errors?.length ? fields.rescheduleDate.errorId : null].filter(Boolean).join(" ")}
          className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-ink aria-[invalid=true]:border-red-700"
        />
        {/* The spec shows the reschedule date as dd Mon yyyy (document 3 section 3); the input shows the browser's format. */}
        <DateEcho inputId={fields.rescheduleDate.id} initial={date.defaultValue} format="dd Mon yyyy" />
        <FieldErrors id={fields.rescheduleDate.errorId} errors={fields.rescheduleDate.errors} />
      </div>
      <div className="pt-1">
        <SubmitButton submitting={submitting} disabled={Boolean(props.contract.blocked)} />
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "Reschedule Visit | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
