import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ACTING_REFUSED } from "~/domain/acting";
import { formatDate } from "~/domain/dates";
import { ticketStatusLabel, ticketTypeLabel } from "~/domain/labels";
import { complaintHref, isComplaintType } from "~/domain/links";
import { hasInternalEmail } from "~/domain/roles";
import { composeMessage, threadDays, toAttachment } from "~/domain/ticket-thread.server";
import { allowedTicket, THREAD_TICKET_NUMBER } from "~/http/ticket-access.server";
import { emailDomains, requireUser, type Auth } from "~/session/guard.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { chipClass } from "~/ui/Chip";
import { chipTone } from "~/domain/status";
import { MessageComposer } from "~/ui/tickets/MessageComposer";
import { messageAnchor, MessageThread, THREAD_START_ID } from "~/ui/tickets/MessageThread";
import { submitFailure, submitOnce } from "~/forms/dialog.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { parseUpload } from "~/upload/multipart.server";
import { TICKET_MESSAGE_UPLOAD_RULES, uploadView } from "~/upload/rules";
import { isUpstreamError } from "~/upstream/errors";
import { logger } from "~/log/logger.server";
import { ErrorNote, InfoNote } from "~/ui/Notice";
import {
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
const NOTE = "It might take up to 24 hours to get a response. Thanks for your patience!";
const LOAD_FAILED = "We could not load the messages right now. Please try again in a moment.";
const SEND_FAILED = "Something went wrong, please try again.";
const EMPTY = "Please type a message or attach a file.";

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

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  // `sent`: the message just sent (the redirect after Send names it), marked so in the thread.
  const sent = url.searchParams.get("sent");
  url.searchParams.delete("sent");
  const closeTo = `/dashboard/tickets${url.search}`;
  const staff = hasInternalEmail(auth.user.email, emailDomains());
  const base = {
    closeTo,
    action: `${url.pathname}${url.search}`,
    staff,
    // Acting as the customer: the thread is shown, the composer is not (docs/decisions/047).
    actingNote: auth.acting ? ACTING_REFUSED.ticketMessage : null,
    idempotencyKey: newIdempotencyKey(),
    upload: uploadView(TICKET_MESSAGE_UPLOAD_RULES),
    sendWaiting: "Write a message or attach a file to send.",
    // The customer's note under the thread, from the loader: no text in the thread's bundle (011).
    note: staff ? null : NOTE,
  };
  // The messages do not need the ticket, only its number: they are asked together with the ticket
  // (which decides who may see them) and shown only once it is known to be the user's
  // (docs/decisions/044). A settled promise, so a refused ticket leaves no rejection unhandled.
  const asked = params.ticketNumber && THREAD_TICKET_NUMBER.test(params.ticketNumber) ? params.ticketNumber : null;
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
  // Labels in the portal's one vocabulary, absent values left out (decision 066); a complaint's
  // thread links to its complaint page, which has the same case number (decision 065).
  const header = {
    ticketNumber: ticket.ticketNumber,
    type: ticketTypeLabel(ticket.type),
    status: ticketStatusLabel(ticket.status),
    // The chip drawn from classes chosen here (no chip code in the thread's own chunk; its parent list still loads it).
    statusTone: chipTone(ticketStatusLabel(ticket.status)),
    statusClass: chipClass(chipTone(ticketStatusLabel(ticket.status))),
    createdOn: ticket.createdOn ? formatDate(ticket.createdOn) : null,
    productFamily: ticket.product,
    assetName: ticket.assetName,
    complaintHref: isComplaintType(ticket.type) ? `${complaintHref(ticket.ticketNumber)}?back=${encodeURIComponent(`${url.pathname}${url.search}`)}` : null,
  };
  return {
    ...base,
    ticketNumber: ticket.ticketNumber,
    header,
    days: messages ? threadDays(messages, new Date(), auth.user.userId, { sentId: sent, ticketNumber: ticket.ticketNumber }) : [],
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
  let saved;
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
  // POST, redirect, GET: the thread reloads with the new message, and a reload never re-posts. The
  // address names the message: the thread marks it sent, and its fragment scrolls it into view
  // (the browser's own without JavaScript, the router's scroll restoration with it; issue 32 §2).
  const url = new URL(request.url);
  url.searchParams.set("sent", saved.id);
  return redirect(`${url.pathname}${url.search}#${messageAnchor(saved.id)}`, 303);
}

export default function TicketThread() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { header } = loaderData;
  // The thread opens at the first message not read yet (its 'New' divider), unless the address names one (a message just sent).
  const scroller = useRef<HTMLElement>(null);
  useEffect(() => {
    const box = scroller.current;
    const start = box?.querySelector(`#${THREAD_START_ID}`);
    if (box && start && !window.location.hash) box.scrollTop += start.getBoundingClientRect().top - box.getBoundingClientRect().top;
  }, [loaderData.ticketNumber]);
  return (
    <RouteDialog title={`Messages: ${loaderData.ticketNumber}`} closeTo={loaderData.closeTo}>
      {header ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
          <HeaderRow label="Ticket number" value={header.ticketNumber} />
          <HeaderRow label="Type" value={header.type} />
          {header.status ? (
            <>
              <dt className="text-gray-600">Status</dt>
              <dd>
                <span data-tone={header.statusTone} className={header.statusClass}>
                  {header.status}
                </span>
              </dd>
            </>
          ) : null}
          <HeaderRow label="Created on" value={header.createdOn} />
          <HeaderRow label="Product family" value={header.productFamily} />
          <HeaderRow label="Asset name" value={header.assetName} />
        </dl>
      ) : null}
      {header?.complaintHref ? (
        <p className="mt-2 text-sm">
          <Link to={header.complaintHref} className="font-medium text-brand-blue-dark underline">
            Complaint details of {header.ticketNumber}
          </Link>
        </p>
      ) : null}
      {loaderData.error ? (
        <div className="mt-3">
          <ErrorNote>{loaderData.error}</ErrorNote>
        </div>
      ) : null}
      {header ? (
        <>
          <p className="mt-3 text-sm">
            <a href="#composer" className="font-medium text-brand-blue-dark underline">
              Write a reply
            </a>
          </p>
          {/* Opens at the newest message (column-reverse starts a scroll box at its end, no script needed); with JavaScript at the first unread one (issue 40 §2). */}
          <section ref={scroller} aria-label="Messages" className="thread-scroll mt-2 max-h-[50vh] pr-1" tabIndex={0}>
            <div>
              <MessageThread days={loaderData.days} />
            </div>
          </section>
          {loaderData.actingNote ? (
            <div className="mt-3">
              <InfoNote>{loaderData.actingNote}</InfoNote>
            </div>
          ) : (
            <>
              {loaderData.note ? <p className="mt-3 text-sm text-ink/80">{loaderData.note}</p> : null}
              <div id="composer" className="mt-3 scroll-mt-16">
                <MessageComposer
                  key={loaderData.idempotencyKey}
                  action={loaderData.action}
                  idempotencyKey={loaderData.idempotencyKey}
                  upload={loaderData.upload}
                  sendWaiting={loaderData.sendWaiting}
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

function HeaderRow({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </>
  );
}

export const meta: MetaFunction = () => [{ title: "Ticket messages | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
