import { DEFAULT_ORDER_FILTER_BY } from "~/domain/orders";
import { dealerListParams } from "~/domain/roles";
import type { RecordOrder, RecordTicket, RecordVisit } from "~/domain/service-record";
import { contractById, listContracts } from "./contracts.server";
import { orNull } from "./errors";
import { listOrders } from "./orders.server";
import { listTickets } from "./tickets.server";
import type { Caller } from "./tokens";

/**
 * What the service record reads (issue 44 §3, decision 103): the lists the portal already reads,
 * every page of each. The company's tickets (All Tickets), its Order History and its contracts
 * are asked together; each contract's visits as soon as the contracts list has answered. A list
 * that fails is null and its sections say so; anything else is a bug and fails the page.
 */
export const RECORD_PAGE_SIZE = 100;
/** At most this many pages of a list (2,000 tickets or orders, 1,000 contracts). */
export const RECORD_MAX_PAGES = 20;
const CONTRACT_PAGE_SIZE = 50;
const VISIT_PAGE_SIZE = 50;

export interface RecordLists {
  tickets: RecordTicket[] | null;
  orders: RecordOrder[] | null;
  visits: RecordVisit[] | null;
}

/** Every page of a list: the first, then the rest together (at most RECORD_MAX_PAGES). */
async function allPages<T>(first: number, read: (page: number) => Promise<{ items: T[]; totalPages: number }>): Promise<T[]> {
  const head = await read(first);
  const last = Math.min(head.totalPages, RECORD_MAX_PAGES) + first - 1;
  const rest = await Promise.all(Array.from({ length: Math.max(0, last - first) }, (_, i) => read(first + 1 + i)));
  return [head, ...rest].flatMap((p) => p.items);
}

export async function loadServiceRecord(auth: Caller, signal?: AbortSignal): Promise<RecordLists> {
  const { session, user } = auth;
  const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
  const tickets = allPages(0, (page) =>
    listTickets(session, { view: "all", page, pageSize: RECORD_PAGE_SIZE, ...dealer, signal }).then((p) => ({ items: p.ticketInfoList, totalPages: p.totalPages })),
  );
  const orders = allPages(0, (page) =>
    listOrders(session, { view: "history", page, pageSize: RECORD_PAGE_SIZE, filterBy: DEFAULT_ORDER_FILTER_BY, ...dealer, signal }).then((p) => ({
      items: p.orderInfo,
      totalPages: p.totalPages,
    })),
  );
  const visits = allPages(0, (page) =>
    listContracts(session, { page, size: CONTRACT_PAGE_SIZE, ...dealer, signal }).then((p) => ({ items: p.items, totalPages: p.totalPages ?? Math.ceil(p.totalResults / CONTRACT_PAGE_SIZE) })),
  ).then((contracts) =>
    // Each contract's visits (this call pages from 1), all contracts together.
    Promise.all(
      contracts.map((c) =>
        allPages(1, (page) =>
          contractById(session, c.serviceId, { page, size: VISIT_PAGE_SIZE, signal }).then((d) => ({
            items: d.visits,
            totalPages: Math.ceil((d.totalResults ?? d.visits.length) / VISIT_PAGE_SIZE),
          })),
        ),
      ),
    ).then((lists) => lists.flat()),
  );
  const [t, o, v] = await Promise.all([orNull(tickets), orNull(orders), orNull(visits)]);
  return { tickets: t, orders: o, visits: v };
}
