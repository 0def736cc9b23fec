import { ticketThreadHref, ticketThreadOrCardHref } from "~/domain/links";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { formProps } from "~/ui/form/props";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { amcEnquiry, formatContractDay, RENEW_BLOCK_TEXT } from "~/domain/contracts";
import { contractForDialog } from "~/forms/contract.server";
import { dialogFormBase, madeByThisForm, dialogPlaces, dialogResult, failedAnswer, formRefusal, parentPage, resultRedirect, submitDialog, TICKET_NUMBERS, type DialogActionData } from "~/forms/dialog.server";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { DialogNotices, IdempotencyField, SubmitButton, useDialogForm } from "~/ui/dialog/DialogForm";
import { ResultDialog } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { isUpstreamError } from "~/upstream/errors";
import { createAmcEnquiry, enquiryTicketNumbers } from "~/upstream/contracts.server";
import { validationOnly } from "~/forms/validate-intent.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Contract Details", back: headerBack("/dashboard/contracts") };

const ROUTE = "routes/_app.contracts.$id_.renew";
const LOAD_FAILED = "We could not load this contract right now. Please try again in a moment.";

const selfPath = (id: string) => `/contracts/${encodeURIComponent(id)}/renew`;
const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

/**
 * AMC renewal (spec document 3 sections 2 to 5; decision 021): confirm, create the enquiry, then
 * fetch its ticket numbers. Confirm is disabled for internal users and refused on the server, as
 * is a contract outside the renewal window.
 */
async function pageLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const parent = parentPage(request, contractPath(id));
  const tickets = await dialogResult(request, auth, TICKET_NUMBERS);
  if (tickets) return { kind: "done" as const, tickets: tickets.split(","), ticketHref: tickets.includes(",") ? "/dashboard/tickets" : ticketThreadHref(tickets), closeTo: dialogPlaces(request, selfPath(id), { fallback: parent }).closeTo };
  const found = await contractForDialog(auth, id, request.signal);
  return {
    kind: "form" as const,
    ...dialogFormBase(request, auth, selfPath(id), { fallback: parent }),
    contract: found
      ? {
          assetName: found.contract.assetName || found.contract.thermaxName || "this asset",
          description: found.contract.description || "Annual Service Contract",
          endDate: formatContractDay(found.endDay),
          expired: found.expired,
          blocked: found.renew ? RENEW_BLOCK_TEXT[found.renew] : null,
          requested: found.renewalRequested,
          // The renewal's ticket, once asked for (issue 42 §4: the dialog reached again says so, no Confirm).
          requestedTicketHref: found.renewalRequested && found.contract.renewalTicketNumber ? ticketThreadOrCardHref(found.contract.renewalTicketNumber) : null,
        }
      : null,
  };
}

/** A renewal has no fields: the key only. */
const RENEW_SCHEMA = z.object({ idempotencyKey: z.string().optional() });

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = params.id ?? "";
  const form = await readForm(request);
  const validation = validationOnly(form, RENEW_SCHEMA);
  if (validation) return validation;
  if (auth.internal) return formRefusal(RENEW_BLOCK_TEXT.internal, 403);
  const found = await contractForDialog(auth, id, request.signal);
  if (!found) return failedAnswer(undefined, form, { request, context });
  if (found.renew) return formRefusal(RENEW_BLOCK_TEXT[found.renew], 409);
  // Asked already (another tab, a colleague, a second post): the same words as the contract page.
  // Not this form's own retry (its enquiry was made, its tickets could not be read): that goes on.
  if (found.renewalRequested && !(await madeByThisForm(auth, form.get("idempotencyKey")))) return formRefusal(found.renewalRequested, 409);
  const { contract } = found;
  const outcome = await submitDialog({
    auth,
    // The spec shows this failure as a toast (docs/decisions/059).
    toast: { request, context },
    form,
    schema: RENEW_SCHEMA,
    send: () =>
      createAmcEnquiry(
        auth.session,
        amcEnquiry({
          serviceId: contract.serviceId,
          orderedItem: contract.orderedItem ?? "",
          description: contract.description ?? "Annual Service Contract",
          assetId: contract.assetId ?? "",
          assetName: contract.assetName,
          thermaxName: contract.thermaxName,
          expirationDate: contract.expirationDate,
        }),
      ),
    changesCounts: true,
  });
  if (!outcome.ok) return outcome.response;
  // The enquiry exists (the key remembers it); only this read is repeated on a retry.
  let tickets: string[];
  try {
    tickets = (await enquiryTicketNumbers(auth.session, outcome.value, request.signal)).filter((t) => /^[A-Z]{2,8}-\d{1,12}$/.test(t));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return failedAnswer(undefined, form, { request, context });
  }
  if (tickets.length === 0) return failedAnswer(undefined, form, { request, context });
  return resultRedirect(request, auth, selfPath(id), tickets.slice(0, 20).join(","), {}, { fallback: parentPage(request, contractPath(id)) });
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function AmcDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as DialogActionData | undefined;
  if (loaderData.kind === "done") {
    return (
      <ResultDialog headline="A ticket has been placed successfully!" closeTo={loaderData.closeTo} actions={[{ label: "Go To Ticket", to: loaderData.ticketHref }]}>
        <p>
          {loaderData.tickets.length === 1 ? "Ticket number" : "Ticket numbers"}:{" "}
          {loaderData.tickets.map((t, i) => (
            <span key={t}>
              {i > 0 ? ", " : null}
              <strong>{t}</strong>
            </span>
          ))}
        </p>
        <p className="mt-1 text-sm">The ticket status will be updated within 3 hours.</p>
      </ResultDialog>
    );
  }
  return (
    <RouteDialog title="AMC" closeTo={loaderData.closeTo} className="max-w-md">
      {loaderData.contract ? (
        <AmcConfirm
          action={loaderData.action}
          idempotencyKey={actionData?.idempotencyKey ?? loaderData.idempotencyKey}
          internal={loaderData.internal}
          contract={loaderData.contract}
          failed={actionData?.failed}
          retrying={Boolean(actionData?.idempotencyKey)}
          result={actionData?.result}
        />
      ) : (
        <ErrorNote>{LOAD_FAILED}</ErrorNote>
      )}
    </RouteDialog>
  );
}

function AmcConfirm(props: {
  action: string;
  idempotencyKey: string;
  internal: boolean;
  contract: { assetName: string; description: string; endDate: string; expired: boolean; blocked: string | null; requested: string | null; requestedTicketHref: string | null };
  failed: string | undefined;
  /** A failed post of this form (its key came back): its retry is not a second renewal. */
  retrying: boolean;
  result: DialogActionData["result"] | undefined;
}) {
  const { form, submitting } = useDialogForm("amc-renewal", props.result);
  const { contract } = props;
  // A renewal already asked for is said, with its ticket, and nothing is offered to confirm; the
  // server refuses a second one (409, these words). This form's own retry after a failure (its key
  // came back) is not a second renewal: Confirm stays for that retry.
  const blocked = contract.blocked;
  const requested = props.retrying ? null : contract.requested;
  if (requested) {
    return (
      <div className="space-y-3">
        <p role="status" className="rounded-md bg-emerald-50 px-3 py-2 text-emerald-900">
          {requested}
        </p>
        <p className="text-sm text-ink/80">
          The renewal of the {contract.description} for <strong>{contract.assetName}</strong> has been asked for already.
        </p>
        {contract.requestedTicketHref ? (
          <Link to={contract.requestedTicketHref} className="inline-block font-medium text-brand-blue-dark underline-offset-2 hover:underline">
            View ticket
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <Form method="post" action={props.action} {...formProps(form)} noValidate className="space-y-3">
      <IdempotencyField value={props.idempotencyKey} />
      <DialogNotices internalNote={blocked ?? undefined} failed={props.failed} formErrors={form.errors} formErrorId={form.errorId} />
      <p>
        Renew the {contract.description} for <strong>{contract.assetName}</strong>?
      </p>
      <p className="text-sm text-ink/80">
        {contract.expired ? `It expired on ${contract.endDate}.` : `It ends on ${contract.endDate}.`} We will raise a renewal enquiry and a ticket for it.
      </p>
      <div className="pt-1">
        <SubmitButton submitting={submitting} disabled={Boolean(blocked)} label="Confirm" />
      </div>
    </Form>
  );
}

export const meta: MetaFunction = () => [{ title: "AMC | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
