import { attentionView, type AttentionView } from "~/domain/attention";
import { todayInIndia } from "~/domain/dates";
import { DEFAULT_ORDER_FILTER_BY } from "~/domain/orders";
import { defaultTicketView } from "~/domain/tickets";
import { dealerListParams, hasInternalEmail } from "~/domain/roles";
import { emailDomains } from "~/env.server";
import type { TabCounts } from "~/ui/dashboard/tabs";
import { listAssets } from "./assets.server";
import { listContracts } from "./contracts.server";
import type { Caller } from "./tokens";
import { orNull } from "./errors";
import { listOrders } from "./orders.server";
import { listTickets } from "./tickets.server";

/**
 * What 'Needs your attention' reads (decision 074): five list calls, started together with the
 * rest of Home's calls (no call waits for another). Each list is read from its first page, sized to
 * hold what a company usually has open; a failed list is null and the section says so. The same
 * answers give Home's dashboard badges (the lists the badges count, with their totals), so Home
 * asks each list once: staff alone need one more call, for the My Tickets badge.
 */
export const ATTENTION_SCAN = {
  /** My Tickets (All Tickets for staff): every ticket carries its unread replies from the maker. */
  tickets: 50,
  /** Ongoing orders: those past their expected date. */
  orders: 50,
  /** Order history, newest first: the recent deliveries awaiting feedback. */
  closedOrders: 10,
  /** Contracts: ending within 90 days first, then the expired ones; each with its next visit. */
  contracts: 50,
  /** All Assets: documents not opened yet, per asset. */
  assets: 50,
} as const;

export interface HomeLists {
  attention: AttentionView;
  /** The dashboard badges (spec document 2 section 2.1) from the same answers; a failed list leaves its badge out. */
  counts: TabCounts;
}

export async function loadAttention(auth: Caller, signal?: AbortSignal, now: Date = new Date()): Promise<HomeLists> {
  const { session, user } = auth;
  const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
  // Staff see the chosen company's every ticket and may open each thread; everyone else their own
  // (the View Messages rule, spec document 2 section 6). An acting admin follows the customer.
  const staff = hasInternalEmail(user.email, emailDomains());
  // It is the list each opens by default, which the Tickets badge counts (decision 099).
  const [tickets, orders, closedOrders, contracts, assets] = await Promise.all([
    orNull(listTickets(session, { view: defaultTicketView(staff), page: 0, pageSize: ATTENTION_SCAN.tickets, ...dealer, signal })),
    orNull(listOrders(session, { view: "ongoing", page: 0, pageSize: ATTENTION_SCAN.orders, filterBy: DEFAULT_ORDER_FILTER_BY, ...dealer, signal })),
    orNull(listOrders(session, { view: "history", page: 0, pageSize: ATTENTION_SCAN.closedOrders, filterBy: DEFAULT_ORDER_FILTER_BY, ...dealer, signal })),
    orNull(listContracts(session, { page: 0, size: ATTENTION_SCAN.contracts, ...dealer, signal })),
    orNull(listAssets(session, { view: "all", page: 0, pageSize: ATTENTION_SCAN.assets, ...dealer, signal })),
  ]);
  const attention = attentionView(
    {
      tickets: tickets?.ticketInfoList ?? null,
      orders: orders?.orderInfo ?? null,
      closedOrders: closedOrders?.orderInfo ?? null,
      contracts: contracts?.items ?? null,
      assets: assets?.assets ?? null,
    },
    { userId: user.userId, staff },
    todayInIndia(now),
  );
  const counted: TabCounts = {
    assets: assets?.totalElements,
    tickets: tickets?.totalElements,
    spares: orders?.totalElements,
    contracts: contracts?.totalResults,
  };
  const counts = Object.fromEntries(Object.entries(counted).filter(([, n]) => n !== undefined)) as TabCounts;
  return { attention, counts };
}
