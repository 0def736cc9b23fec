/**
 * Ticket rules from spec document 2 section 4.3 and 7: the filter's types and statuses, the
 * statuses a choice of types offers, and the upstream `filterBy` encoding. Pure; see tickets.test.ts.
 * The choices made where the spec is silent are recorded in docs/decisions/009-lists-pager-filters.md.
 */

/**
 * Tickets per page on the Tickets tab: 8, as the other tabs' lists. The spec names 4 for an
 * asset's tickets (kept on the asset page) and none for My Tickets; 4 cards filled half a desktop
 * screen (issue 42 §6, decision 099).
 */
export const TICKET_PAGE_SIZE = 8;

/**
 * Types offered by the filters, in the spec's order, and Reschedule Visit: its tickets show on
 * the Tickets tab as on the asset page, so both offer it (issue 33 §1, issue 42 §3). "Others" is
 * the spec's "Others (Knowledge resources)"; the upstream value is "Others".
 */
export const TICKET_FILTER_TYPES = [
  "Quotation",
  "Complaint",
  "Requested Callback",
  "Plan a Shutdown",
  "Add/Report an Asset",
  "Requested Document",
  "Others",
  "Reschedule Visit",
] as const;

/** The asset page's ticket filter: the same types (kept as its own name for the asset page's code). */
export const ASSET_TICKET_FILTER_TYPES = TICKET_FILTER_TYPES;
export type TicketFilterType = (typeof ASSET_TICKET_FILTER_TYPES)[number];

/** The statuses every ticket type has. */
export const COMMON_STATUSES = ["Open", "Completed", "Invalid"] as const;

/**
 * Every status a ticket card can show, in lifecycle order: offered when no type is chosen, so the
 * filter reaches every card (issue 42 §3; the spec offered Open and Completed only, decision 094).
 */
export const NO_TYPE_STATUSES = ["Open", "Drafted", "Validated", "Registered", "Resolution In Progress", "Completed", "Closed", "Invalid"] as const;

/**
 * A type with statuses of its own offers the common ones and its own, in lifecycle order:
 * Quotation adds Drafted, Validated and Closed; Complaint adds Registered, Resolution In Progress
 * and Closed.
 */
export const TYPE_STATUSES: Readonly<Partial<Record<TicketFilterType, readonly string[]>>> = {
  Quotation: ["Open", "Drafted", "Validated", "Completed", "Closed", "Invalid"],
  Complaint: ["Open", "Registered", "Resolution In Progress", "Completed", "Closed", "Invalid"],
};

/** Choosing Quotation also asks for New Equipment Request tickets (spec section 7). */
const ALSO_SENT: Readonly<Partial<Record<TicketFilterType, readonly string[]>>> = {
  Quotation: ["New Equipment Request"],
};

export function isTicketFilterType(value: string): value is TicketFilterType {
  return (ASSET_TICKET_FILTER_TYPES as readonly string[]).includes(value);
}

/**
 * The statuses offered for the chosen types: every status their tickets can have, in lifecycle
 * order (a type with statuses of its own adds them to the common three); none chosen offers every
 * status a card can show.
 */
export function statusOptionsFor(types: readonly string[]): readonly string[] {
  const chosen = [...new Set(types)];
  if (chosen.length === 0) return NO_TYPE_STATUSES;
  const offered = new Set(chosen.flatMap((t) => TYPE_STATUSES[t as TicketFilterType] ?? COMMON_STATUSES));
  return NO_TYPE_STATUSES.filter((s) => offered.has(s));
}

export interface TicketFilter {
  types: string[];
  statuses: string[];
}

/**
 * Keep only known types (in the filter's order) and the statuses those types offer (in the
 * offered order). This is how "changing the type clears chosen statuses" works without
 * JavaScript: the server drops what the new types do not offer, and the form shows what applies.
 */
export function normaliseTicketFilter(filter: TicketFilter, offeredTypes: readonly string[] = TICKET_FILTER_TYPES): TicketFilter {
  const types = offeredTypes.filter((t) => filter.types.includes(t));
  const offered = statusOptionsFor(types);
  const statuses = offered.filter((s) => filter.statuses.includes(s));
  return { types, statuses };
}

/**
 * The upstream `filterBy`: `status-a,b$type-x,y`, each part only when it has values; an empty
 * string when nothing is chosen. Quotation also sends New Equipment Request.
 */
export function encodeTicketFilter({ statuses, types }: TicketFilter): string {
  const sentTypes = [...new Set(types.flatMap((t) => [t, ...(ALSO_SENT[t as TicketFilterType] ?? [])]))];
  const parts: string[] = [];
  if (statuses.length) parts.push(`status-${statuses.join(",")}`);
  if (sentTypes.length) parts.push(`type-${sentTypes.join(",")}`);
  return parts.join("$");
}

/** Staff see View Messages on every ticket; others only on tickets whose contactId is their own id. */
export function canViewMessages(
  ticket: { contactId: string | null },
  viewer: { userId: string; staff: boolean },
): boolean {
  return viewer.staff || (ticket.contactId !== null && ticket.contactId === viewer.userId);
}

/** A ticket number as the portal accepts it in a URL (`?ticket=`): letters, digits and dashes. */
export const TICKET_NUMBER_PATTERN = /^[A-Za-z0-9][A-Za-z0-9-]{0,39}$/;

// Where a ticket leads is decided with every other object in links.ts (decision 065).
export { ticketInListHref } from "./links";

/**
 * The tickets list a user opens by default, which the Tickets badge counts: My Tickets; All Tickets
 * for staff, who serve the chosen company and whose own tickets are few (Home lists every
 * colleague's replies to them; decision 099).
 */
export function defaultTicketView(staff: boolean): "my" | "all" {
  return staff ? "all" : "my";
}
