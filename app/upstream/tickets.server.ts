import { z } from "zod";
import type { TicketRecord } from "~/domain/ticket-data";
import { id, text } from "./shapes";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

/**
 * Tickets (docs/upstream-api.md, "tickets" and "my tickets"): the same query and answer for both;
 * "my" asks /ticketapi/my-tickets (only tickets whose contactId is the caller), "all" asks
 * /ticketapi/tickets (the caller's account, or a dealer's code). Paging is zero-based.
 */
/** Optional text: a missing or null value becomes null. */

const ticket = z.object({
  ticketNumber: id,
  /** The record's company by name (beyond the spec; a dealer's list mixes companies, issue 32 §4); null when not sent. */
  accountName: text,
  assetId: id.nullish().transform((v) => v ?? null),
  assetName: text,
  product: text,
  createdOn: text,
  createdBy: text,
  type: z.string(),
  status: z.string(),
  updatedMessage: text,
  contactId: id.nullish().transform((v) => v ?? null),
  /** Replies from the maker the customer's side has not read (the embedded upstream's; null when not sent). */
  unreadCount: z.number().int().nonnegative().nullish().transform((v) => v ?? null),
  /** When it reached Completed, Closed or Invalid (ISO; the embedded upstream's, decision 103); null when open or not sent. */
  closedOn: text,
}) satisfies z.ZodType<TicketRecord>;

const ticketPage = z
  .object({
    tickets: z.object({
      ticketInfoList: z.array(ticket),
      totalPages: z.number().int().nonnegative(),
      totalElements: z.number().int().nonnegative(),
    }),
  })
  .transform((d) => d.tickets);

export type Ticket = z.infer<typeof ticket>;
export type TicketPage = z.infer<typeof ticketPage>;

export interface TicketListOptions {
  view: "my" | "all";
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** `status-a,b$type-x,y` (app/domain/tickets.ts `encodeTicketFilter`); omitted when empty. */
  filterBy?: string;
  assetId?: string;
  /** One ticket only (a search result or a notification leads to the list narrowed to it). */
  ticketNumber?: string;
  /** Dealers only (`dealerListParams`). */
  tcaUser?: string;
  signal?: AbortSignal;
}

export function listTickets(tokens: TokenSource, opts: TicketListOptions): Promise<TicketPage> {
  const path = opts.view === "my" ? "/ticketapi/my-tickets" : "/ticketapi/tickets";
  return callUpstream(
    path,
    {
      query: {
        page: opts.page,
        pageSize: opts.pageSize,
        filterBy: opts.filterBy,
        assetId: opts.assetId,
        ticketNumber: opts.ticketNumber,
        tcaUser: opts.tcaUser,
      },
      schema: ticketPage,
      signal: opts.signal,
    },
    tokens,
  );
}
