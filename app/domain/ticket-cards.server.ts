import { otherCompany } from "./company";
import { formatDate } from "./dates";
import { sanitizeUpstreamHtml } from "./sanitize.server";
import { ticketStatusLabel, ticketTypeLabel } from "./labels";
import { complaintHref, isComplaintType, THREAD_START, ticketThreadHref } from "./links";
import { canViewMessages } from "./tickets";
import type { TicketCardData, TicketRecord } from "./ticket-data";

/**
 * A ticket as its card shows it (the Tickets tab, the asset page): the date formatted here, in
 * India time, so no date library ships to the browser; the View Messages rule applied; type and
 * status in the portal's one vocabulary (decision 066); a complaint's card links to its complaint
 * page, numbered by the same case number (decision 065); the latest update (`updatedMessage`,
 * upstream HTML) sanitised here, on the server (issue 33 §3). `back`: the page the card is on,
 * where the complaint page's Back returns. `listSearch`: the tickets list's query when the card is on
 * that list, where its thread opens over it; elsewhere (the asset page) the thread opens over the
 * list narrowed to this ticket, where closing it shows this card.
 */
export function ticketCard(
  t: TicketRecord,
  viewer: { userId: string; staff: boolean; accountName?: string },
  opts: { back?: string; listSearch?: string } = {},
): TicketCardData {
  const complaint = isComplaintType(t.type);
  const mayRead = canViewMessages(t, viewer);
  return {
    ticketNumber: t.ticketNumber,
    company: viewer.accountName ? otherCompany(t.accountName, viewer.accountName) : null,
    assetName: t.assetName,
    product: t.product,
    createdOn: t.createdOn ? formatDate(t.createdOn) : null,
    createdBy: t.createdBy,
    type: ticketTypeLabel(t.type),
    status: ticketStatusLabel(t.status),
    messagesHref: !mayRead
      ? null
      : opts.listSearch
        ? `/dashboard/tickets/${encodeURIComponent(t.ticketNumber)}/messages${opts.listSearch}${THREAD_START}`
        : ticketThreadHref(t.ticketNumber),
    latestUpdateHtml: latestUpdate(t.updatedMessage),
    complaintHref: complaint ? `${complaintHref(t.ticketNumber)}${opts.back ? `?back=${encodeURIComponent(opts.back)}` : ""}` : null,
  };
}

/** The sanitised update, or null when nothing readable is left of it. */
function latestUpdate(html: string | null): string | null {
  const clean = sanitizeUpstreamHtml(html);
  return clean.replace(/<[^>]*>/g, "").trim() ? clean : null;
}
