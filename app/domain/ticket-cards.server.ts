import { formatDate } from "./dates";
import { sanitizeUpstreamHtml } from "./sanitize.server";
import { canViewMessages } from "./tickets";
import type { TicketCardData } from "~/ui/tickets/TicketCard";
import type { Ticket } from "~/upstream/tickets.server";

/**
 * A ticket as its card shows it (the Tickets tab, the asset page): the date formatted here, in
 * India time, so no date library ships to the browser, the View Messages rule applied, and the
 * latest update (`updatedMessage`, upstream HTML) sanitised here, on the server (issue 33 §3).
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
    latestUpdateHtml: latestUpdate(t.updatedMessage),
  };
}

/** The sanitised update, or null when nothing readable is left of it. */
function latestUpdate(html: string | null): string | null {
  const clean = sanitizeUpstreamHtml(html);
  return clean.replace(/<[^>]*>/g, "").trim() ? clean : null;
}
