import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ACTING_REFUSED } from "~/domain/acting";
import { formatDate } from "~/domain/dates";
import { hasInternalEmail } from "~/domain/roles";
import { composeMessage, threadDays, toAttachment } from "~/domain/ticket-thread.server";
import { canViewMessages } from "~/domain/tickets";
import { emailDomains, requireUser, type Auth } from "~/session/guard.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { StatusChip } from "~/ui/StatusChip";
import { MessageComposer } from "~/ui/tickets/MessageComposer";
import { MessageThread } from "~/ui/tickets/MessageThread";
import { submitFailure, submitOnce } from "~/forms/dialog.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { parseUpload } from "~/upload/multipart.server";
import { TICKET_MESSAGE_UPLOAD_RULES, uploadView } from "~/upload/rules";
import { isUpstreamError } from "~/upstream/errors";
import { logger } from "~/log/logger.server";
import { ErrorNote, InfoNote } from "~/ui/Notice";
import {
  getTicket,
  listTicketMessages,
  markTicketRead,
  saveTicketMessage,
  type TicketHeader,
} from "~/upstream/ticket-messages.server";

/**
 * The ticket message thread (spec document 2 sections 2.11, 4.3, 6), nested in the tickets list:
 * a route dialog over the list (docs/decisions/010 and 012).
 */
const ROUTE = "routes/_app.dashboard.tickets.$ticketNumber.messages";
const TICKET_NUMBER = /^[A-Za-z0-9-]{1,40}$/;
const NOTE = "It might take up to 24 hours to get a response. Thanks for your patience!";
const LOAD_FAILED = "We could not load the messages right now. Please try again in a moment.";
const SEND_FAILED = "Something went wrong, please try again.";
const EMPTY = "Please type a message or attach a file.";

/**
 * The ticket, if this user may open its thread: staff any, everyone else only tickets whose
 * contactId is their own id (the View Messages rule). Throws 404 / 403; upstream failures other
 * than 404 are rethrown for the caller.
 */
async function allowedTicket(auth: Auth, ticketNumber: string | undefined, signal: AbortSignal): Promise<TicketHeader> {
  if (!ticketNumber || !TICKET_NUMBER.test(ticketNumber)) throw data({ message: "Not found" }, { status: 404 });
  let ticket: TicketHeader;
  try {
    ticket = await getTicket(auth.session, ticketNumber, signal);
  } catch (error) {
    if (isUpstreamError(error) && error.status === 404) throw data({ message: "Not found" }, { status: 404 });
    throw error;
  }
  const staff = hasInternalEmail(auth.user.email, emailDomains());
  if (!canViewMessages(ticket, { userId: auth.user.userId, staff })) {
    throw data({ message: "You do not have access to this ticket." }, { status: 403 });
  }
  return ticket;
}

type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

function messagesOf(
  auth: Auth,
  ticketNumber: string,
  signal: AbortSignal,
): Promise<Settled<Awaited<ReturnType<typeof listTicketMessages>>>> {
  return listTicketMessages(auth.session, ticketNumber, signal).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/** The message just sent, named by the redirect after Send (`?sent=`): marked, and scrolled to. */
const SENT_PARAM = "sent";

/** The list's query (filters, page) the thread carries, without its own `sent`. */
function listQuery(url: URL): string {
  const params = new URLSearchParams(url.search);
  params.delete(SENT_PARAM);
  const query = params.toString();
  return query ? `?${query}` : "";
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const search = listQuery(url);
  const sent = url.searchParams.get(SENT_PARAM);
  const closeTo = `/dashboard/tickets${search}`;
  const staff = hasInternalEmail(auth.user.email, emailDomains());
  const base = {
    closeTo,
    action: `${url.pathname}${search}`,
    staff,
    // Acting as the customer: the thread is shown, the composer is not (docs/decisions/047).
    actingNote: auth.acting ? ACTING_REFUSED.ticketMessage : null,
    idempotencyKey: newIdempotencyKey(),
    upload: uploadView(TICKET_MESSAGE_UPLOAD_RULES),
  };
  // The messages do not need the ticket, only its number: they are asked together with the ticket
  // (which decides who may see them) and shown only once it is known to be the user's
  // (docs/decisions/044). A settled promise, so a refused ticket leaves no rejection unhandled.
  const asked = params.ticketNumber && TICKET_NUMBER.test(params.ticketNumber) ? params.ticketNumber : null;
  const early = asked ? messagesOf(auth, asked, request.signal) : null;
  let ticket: TicketHeader;
  try {
    ticket = await allowedTicket(auth, params.ticketNumber, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...base, header: null, days: [], error: LOAD_FAILED, ticketNumber: params.ticketNumber ?? "" };
  }
  // Opening the thread posts the read marker (spec 2.11 / 4.3). A GET with an upstream side
  // effect, accepted and recorded in docs/decisions/012; its failure never blocks the thread. It is
  // posted only for an allowed ticket, and the page does not wait for its answer (decision 044): it
  // is not tied to this request's signal, which aborts when the page has been sent. An admin acting
  // as the customer only looks: the customer's unread messages stay unread (decision 047).
  if (!auth.acting) {
    markTicketRead(auth.session, ticket.ticketNumber).catch((error: unknown) => {
      logger.warn({ event: "ticket-read-marker", err: error }, "the read marker could not be posted");
    });
  }
  // The upstream may spell the number differently from the address (case): then ask by its spelling.
  const settled = await (early && asked === ticket.ticketNumber
    ? early
    : messagesOf(auth, ticket.ticketNumber, request.signal));
  if (!settled.ok && !isUpstreamError(settled.error)) throw settled.error;
  const messages = settled.ok ? settled.value : null;
  const header = {
    ticketNumber: ticket.ticketNumber,
    type: ticket.type,
    status: ticket.status,
    createdOn: formatDate(ticket.createdOn),
    productFamily: ticket.product ?? "NA",
    assetName: ticket.assetName ?? "NA",
  };
  return {
    ...base,
    ticketNumber: ticket.ticketNumber,
    header,
    // The message just sent is marked as sent (issue 32 §2), only when it is the user's own.
    days: messages ? threadDays(messages, new Date(), auth.user.userId).map((d) => ({ ...d, messages: d.messages.map((m) => ({ ...m, sent: m.own && m.id === sent })) })) : [],
    error: messages ? null : LOAD_FAILED,
  };
}

type ActionResult = { formError: string | null; fileErrors?: string[]; text?: string; html?: string };

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  // A message posted while acting would show in the customer's thread as the customer's own.
  if (auth.acting) return data<ActionResult>({ formError: ACTING_REFUSED.ticketMessage }, { status: 403 });
  let ticket: TicketHeader;
  try {
    ticket = await allowedTicket(auth, params.ticketNumber, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data<ActionResult>({ formError: SEND_FAILED }, { status: 502 });
  }
  const upload = await parseUpload(request, TICKET_MESSAGE_UPLOAD_RULES);
  if (!upload.ok) return data<ActionResult>({ formError: upload.message }, { status: upload.status });
  const form = upload.formData;
  const composed = composeMessage(form.get("message"), form.get("format"));
  const kept = { text: composed.text, html: composed.html };
  const fileErrors = upload.fieldErrors[TICKET_MESSAGE_UPLOAD_RULES.field];
  if (fileErrors?.length) return data<ActionResult>({ formError: null, fileErrors, ...kept }, { status: 400 });
  const files = form
    .getAll(TICKET_MESSAGE_UPLOAD_RULES.field)
    .filter((f): f is File => typeof f !== "string" && f.size > 0);
  // Send is refused while the text is empty and nothing is attached (spec section 5), here too.
  if (!composed.html && files.length === 0) return data<ActionResult>({ formError: EMPTY, ...kept }, { status: 400 });

  const send = async () =>
    saveTicketMessage(auth.session, {
      ticketNumber: ticket.ticketNumber,
      message: composed.html,
      userId: auth.user.userId,
      attachments: await Promise.all(files.map(toAttachment)),
    });
  let saved: Awaited<ReturnType<typeof send>>;
  try {
    saved = await submitOnce(auth, form.get("idempotencyKey"), send);
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    return data<ActionResult>(
      { formError: failure.status === 503 ? failure.message : SEND_FAILED, ...kept },
      { status: failure.status },
    );
  }
  // POST, redirect, GET: the thread reloads with the new message, and a reload never re-posts.
  // It names the message, which the thread marks as sent and scrolls to (the fragment does
  // without JavaScript).
  const url = new URL(request.url);
  const search = listQuery(url);
  const mark = `${SENT_PARAM}=${encodeURIComponent(saved.id)}`;
  return redirect(`${url.pathname}${search ? `${search}&${mark}` : `?${mark}`}#message-${encodeURIComponent(saved.id)}`, 303);
}

export default function TicketThread() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { header } = loaderData;
  const list = useRef<HTMLElement>(null);
  const sent = loaderData.days.flatMap((d) => d.messages).find((m) => m.sent) ?? null;
  // The newest messages in view (the list starts at its end); after Send, the message sent. Without
  // JavaScript the redirect's fragment scrolls to it.
  useEffect(() => {
    const region = list.current;
    if (!region) return;
    const message = sent ? document.getElementById(`message-${sent.id}`) : null;
    if (message) message.scrollIntoView({ block: "nearest" });
    else region.scrollTop = region.scrollHeight;
  }, [loaderData.days, sent]);
  // One scrolling region (the messages) in a dialog that does not scroll, the composer always in
  // view below it, on a phone too (issue 32 §2).
  return (
    <RouteDialog title={`Messages: ${loaderData.ticketNumber}`} closeTo={loaderData.closeTo} variant="fill">
      {header ? (
        <dl className="grid shrink-0 grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <HeaderRow label="Ticket number" value={header.ticketNumber} />
          <HeaderRow label="Type" value={header.type} />
          <dt className="text-gray-600">Status</dt>
          <dd>
            <StatusChip status={header.status} />
          </dd>
          <HeaderRow label="Created on" value={header.createdOn} />
          <HeaderRow label="Product family" value={header.productFamily} />
          <HeaderRow label="Asset name" value={header.assetName} />
        </dl>
      ) : null}
      {loaderData.error ? (
        <div className="mt-3">
          <ErrorNote>{loaderData.error}</ErrorNote>
        </div>
      ) : null}
      {header ? (
        <>
          <section ref={list} aria-label="Messages" className="mt-3 min-h-24 flex-1 overflow-y-auto pr-1" tabIndex={0}>
            <MessageThread days={loaderData.days} />
          </section>
          <p role="status" className={sent ? "mt-2 shrink-0 text-sm font-medium text-green-800" : "sr-only"}>
            {sent ? "Message sent." : ""}
          </p>
          {loaderData.actingNote ? (
            <div className="mt-3 shrink-0">
              <InfoNote>{loaderData.actingNote}</InfoNote>
            </div>
          ) : (
            <>
              {loaderData.staff ? null : <p className="mt-2 shrink-0 text-sm text-ink/80">{NOTE}</p>}
              <div className="mt-2 shrink-0">
                <MessageComposer
                  key={loaderData.idempotencyKey}
                  action={loaderData.action}
                  idempotencyKey={loaderData.idempotencyKey}
                  upload={loaderData.upload}
                  initialText={actionData?.text}
                  initialHtml={actionData?.html}
                  fileErrors={actionData?.fileErrors}
                  formError={actionData?.formError}
                />
              </div>
            </>
          )}
        </>
      ) : null}
    </RouteDialog>
  );
}

function HeaderRow({ label, value }: { label: string; value: string }) {
  return (
    <>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Ticket messages | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
