import { data } from "@remix-run/node";
import { hasInternalEmail } from "~/domain/roles";
import { canViewMessages } from "~/domain/tickets";
import type { Auth } from "~/session/guard.server";
import { emailDomains } from "~/env.server";
import { isUpstreamError } from "~/upstream/errors";
import { getTicket, type TicketHeader } from "~/upstream/ticket-messages.server";

/** A ticket number as the thread's address takes it. */
export const THREAD_TICKET_NUMBER = /^[A-Za-z0-9-]{1,40}$/;

/**
 * The ticket, if this user may open its thread: staff any, everyone else only tickets whose
 * contactId is their own id (the View Messages rule). Throws 404 / 403; upstream failures other
 * than 404 are rethrown for the caller. The thread and its files (issue 40 §2) ask it alike.
 */
export async function allowedTicket(auth: Auth, ticketNumber: string | undefined, signal: AbortSignal): Promise<TicketHeader> {
  if (!ticketNumber || !THREAD_TICKET_NUMBER.test(ticketNumber)) throw data({ message: "Not found" }, { status: 404 });
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
