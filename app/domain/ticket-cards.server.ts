import { formatDate } from "./dates";
import { canViewMessages } from "./tickets";
import type { TicketCardData } from "~/ui/tickets/TicketCard";
import type { Ticket } from "~/upstream/tickets.server";

/**
 * A ticket as its card shows it (the Tickets tab, the asset page): the date formatted here, in
 * India time, so no date library ships to the browser, and the View Messages rule applied.
 */
export function ticketCard(t: Ticket, viewer: { userId: string; staff: boolean }): TicketCardData {
  return {
    ticketNumber: t.ticketNumber,
    assetName: t.assetName,
    product: t.product,
    createdOn: formatDate(t.createdOn),
    createdBy: t.createdBy,
    type: t.type,
    status: t.status,
    canViewMessages: canViewMessages(t, viewer),
  };
}
