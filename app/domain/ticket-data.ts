/*
 * A ticket's data shapes, below the views and the upstream (docs/decisions/092): the ticket as the
 * upstream answers it and the rules read it (TicketRecord), and as its card shows it
 * (TicketCardData, built by app/domain/ticket-cards.server.ts, shown by app/ui/tickets/TicketCard.tsx).
 */

/** A ticket as app/upstream/tickets.server.ts parses it (its `Ticket` satisfies this, checked there). */
export interface TicketRecord {
  ticketNumber: string;
  /** The record's company by name (beyond the spec; a dealer's list mixes companies, issue 32 §4); null when not sent. */
  accountName: string | null;
  assetId: string | null;
  assetName: string | null;
  product: string | null;
  createdOn: string | null;
  createdBy: string | null;
  type: string;
  status: string;
  updatedMessage: string | null;
  contactId: string | null;
  /** Replies from the maker the customer's side has not read (the embedded upstream's; null when not sent). */
  unreadCount: number | null;
}

/** A ticket as the list's loader hands it to the view: dates formatted and labels chosen on the server. */
export interface TicketCardData {
  ticketNumber: string;
  /** Another company's record in a dealer's mixed list names its company (issue 32 §4); else null. */
  company: string | null;
  assetName: string | null;
  product: string | null;
  createdOn: string | null;
  createdBy: string | null;
  type: string | null;
  status: string | null;
  /** The thread (null when the viewer may not read it), opening at its start (issue 40 §2). */
  messagesHref: string | null;
  /** The latest update (`updatedMessage`), sanitised on the server; null when there is none. */
  latestUpdateHtml: string | null;
  /** A complaint's ticket: its complaint page (same case number). */
  complaintHref: string | null;
}
