import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NestedDialog } from "~/ui/dialog/dialog-modal";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ACTING_REFUSED } from "~/domain/acting";
import { formatDate } from "~/domain/dates";
import { ticketStatusLabel, ticketTypeLabel } from "~/domain/labels";
import { complaintHref, enquiryHref, isComplaintType } from "~/domain/links";
import { allowedTicket, THREAD_TICKET_NUMBER } from "~/http/ticket-access.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { chipClass } from "~/ui/Chip";
import { chipTone } from "~/domain/status";
import { Conversation } from "~/ui/tickets/Conversation";
import { MessageThread } from "~/ui/tickets/MessageThread";
import { ThreadFacts } from "~/ui/tickets/ThreadFacts";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { messageAnchor } from "~/ui/tickets/MessageThread";
import { answerReplay } from "~/forms/outbox.server";
import { askMessages, composerData, markRead, sendThreadMessage, threadFrom, THREAD_TEXT, type SendResult } from "~/forms/ticket-thread.server";
import { isUpstreamError } from "~/upstream/errors";
import { ErrorNote } from "~/ui/Notice";
import type { TicketHeader } from "~/upstream/ticket-messages.server";

/**
 * The ticket message thread (spec document 2 sections 2.11, 4.3, 6), nested in the tickets list:
 * a route dialog over the list (docs/decisions/010 and 012). Reading and sending are the shared
 * conversation steps (forms/ticket-thread.server.ts), as on a complaint's page.
 */
const ROUTE = "routes/_app.dashboard.tickets.$ticketNumber.messages";

/** The thread's data, and its facts and messages drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await threadLoader(args);
  const { header, days } = data;
  return {
    ...data,
    kept: {
      facts: header ? await drawn(args.request, args.context, () => <ThreadFacts header={header} />) : undefined,
      thread: await drawn(args.request, args.context, () => <MessageThread days={days} />),
    },
  };
}

async function threadLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  // `sent`: the message just sent (the redirect after Send names it), marked so in the thread.
  const sent = url.searchParams.get("sent");
  url.searchParams.delete("sent");
  const base = { closeTo: `/dashboard/tickets${url.search}`, ...(await composerData(auth, `${url.pathname}${url.search}`, request)) };
  // The messages do not need the ticket, only its number: they are asked together with the ticket
  // (which decides who may see them) and shown only once it is known to be the user's
  // (docs/decisions/044).
  const asked = params.ticketNumber && THREAD_TICKET_NUMBER.test(params.ticketNumber) ? params.ticketNumber : null;
  const early = asked ? askMessages(auth, asked, request.signal) : null;
  let ticket: TicketHeader;
  try {
    ticket = await allowedTicket(auth, params.ticketNumber, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...base, header: null, days: [], error: THREAD_TEXT.loadFailed, ticketNumber: params.ticketNumber ?? "" };
  }
  markRead(auth, ticket.ticketNumber);
  // The upstream may spell the number differently from the address (case): then ask by its spelling.
  const settled = await (early && asked === ticket.ticketNumber ? early : askMessages(auth, ticket.ticketNumber, request.signal));
  // Labels in the portal's one vocabulary, absent values left out (decision 066); a complaint's
  // thread links to its complaint page, which has the same case number (decision 065), an
  // enquiry's ticket to its enquiry: every reference opens the thread (decision 112).
  const back = `?back=${encodeURIComponent(`${url.pathname}${url.search}`)}`;
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
    details: isComplaintType(ticket.type)
      ? { href: `${complaintHref(ticket.ticketNumber)}${back}`, text: `Complaint details of ${ticket.ticketNumber}` }
      : ticket.enquiryId
        ? { href: `${enquiryHref(ticket.enquiryId)}${back}`, text: `Enquiry details of ${ticket.enquiryId}` }
        : null,
  };
  return { ...base, ticketNumber: ticket.ticketNumber, header, ...threadFrom(auth, settled, ticket.ticketNumber, sent) };
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  // A reply kept offline and sent now says how it went (docs/decisions/115).
  return answerReplay(request, context, auth, () => send(request, auth, params.ticketNumber));
}

async function send(request: Request, auth: Auth, ticketNumber: string | undefined) {
  // A message posted while acting would show in the customer's thread as the customer's own.
  if (auth.acting) return data<SendResult>({ formError: ACTING_REFUSED.ticketMessage }, { status: 403 });
  let ticket: TicketHeader;
  try {
    ticket = await allowedTicket(auth, ticketNumber, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data<SendResult>({ formError: THREAD_TEXT.sendFailed }, { status: 502 });
  }
  // POST, redirect, GET: the thread reloads with the new message, and a reload never re-posts. The
  // address names the message: the thread marks it sent, and its fragment scrolls it into view
  // (the browser's own without JavaScript, the router's scroll restoration with it; issue 32 §2).
  return sendThreadMessage(request, auth, ticket.ticketNumber, (id) => {
    const url = new URL(request.url);
    url.searchParams.set("sent", id);
    return `${url.pathname}${url.search}#${messageAnchor(id)}`;
  });
}

/** Nested in its page: a modal over it (dialog-modal.tsx). */
export default function TicketThread() {
  return (
    <NestedDialog>
      <TicketThreadDialog />
    </NestedDialog>
  );
}

function TicketThreadDialog() {
  const loaderData = useLoaderData<typeof loader>();
  const actionData = useActionData<SendResult>();
  const { header } = loaderData;
  return (
    <RouteDialog title={`Messages: ${loaderData.ticketNumber}`} closeTo={loaderData.closeTo}>
      {header ? (
        <Kept id="kept-thread-facts" html={loaderData.kept.facts}>
          {import.meta.env.SSR ? <ThreadFacts header={header} /> : null}
        </Kept>
      ) : null}
      {loaderData.error ? (
        <div className="mt-3">
          <ErrorNote>{loaderData.error}</ErrorNote>
        </div>
      ) : null}
      {header ? <Conversation days={loaderData.days} threadHtml={loaderData.kept.thread} ticket={loaderData.ticketNumber} composer={loaderData} sent={actionData} /> : null}
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Ticket messages | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
