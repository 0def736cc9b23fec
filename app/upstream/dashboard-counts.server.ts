import { dealerListParams, hasInternalEmail } from "~/domain/roles";
import { emailDomains } from "~/env.server";
import { listAssets } from "~/upstream/assets.server";
import { isUpstreamError } from "~/upstream/errors";
import { listContracts } from "~/upstream/contracts.server";
import { DEFAULT_ORDER_FILTER_BY } from "~/domain/orders";
import { defaultTicketView } from "~/domain/tickets";
import { listOrders } from "~/upstream/orders.server";
import { listTickets } from "~/upstream/tickets.server";
import type { TabBadge, TabCounts } from "~/ui/dashboard/tabs";
import type { Caller } from "./tokens";

/**
 * The dashboard badges (spec document 2 section 2.1), one counter per tab, asked together. Each
 * counter asks its list for a page of one and reads the total the spec names. A failed call leaves
 * that badge out; the page never breaks. A new tab adds one line here.
 */
type Counter = (auth: Caller, signal?: AbortSignal) => Promise<number>;

const dealer = (auth: Caller) => dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser });

const COUNTERS: Record<TabBadge, Counter> = {
  // totalElements of All Assets (the installed base), no filter.
  assets: async (auth, signal) => (await listAssets(auth.session, { view: "all", page: 0, pageSize: 1, ...dealer(auth), signal })).totalElements,
  // totalElements of the list the user sees by default, no filter: My Tickets, All Tickets for staff (decision 099).
  tickets: async (auth, signal) =>
    (await listTickets(auth.session, { view: defaultTicketView(hasInternalEmail(auth.user.email, emailDomains())), page: 0, pageSize: 1, ...dealer(auth), signal })).totalElements,
  // Ongoing spares and services orders, every type (the list's default).
  spares: async (auth, signal) => (await listOrders(auth.session, { view: "ongoing", page: 0, pageSize: 1, filterBy: DEFAULT_ORDER_FILTER_BY, ...dealer(auth), signal })).totalElements,
  // Active services: totalResults.
  contracts: async (auth, signal) => (await listContracts(auth.session, { page: 0, size: 1, ...dealer(auth), signal })).totalResults,
};

/** The badges the counters count. */
export const TAB_BADGES = Object.keys(COUNTERS) as TabBadge[];

/** Whether every badge was counted: a partial answer (a failed call) is not remembered by the user cache. */
export const everyBadgeCounted = (counts: TabCounts): boolean => TAB_BADGES.every((badge) => counts[badge] !== undefined);

/**
 * Every badge's count, asked together. The dashboard layout reads it through the per-user cache
 * (app/session/user-cache.server.ts, which sits above the upstream: the route wires the two).
 */
export async function askTabCounts(auth: Caller, signal?: AbortSignal): Promise<TabCounts> {
  const counts: TabCounts = {};
  await Promise.all(
    TAB_BADGES.map(async (badge) => {
      try {
        counts[badge] = await COUNTERS[badge](auth, signal);
      } catch (error) {
        if (!isUpstreamError(error)) throw error;
      }
    }),
  );
  return counts;
}
