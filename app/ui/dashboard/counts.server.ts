import { dealerListParams } from "~/domain/roles";
import type { Auth } from "~/session/guard.server";
import { cachedForUser } from "~/session/user-cache.server";
import { isUpstreamError } from "~/upstream/errors";
import { listTickets } from "~/upstream/tickets.server";
import type { TabCounts } from "./tabs";

/**
 * The dashboard badges. Tickets: totalElements of the list the user sees by default (My Tickets,
 * no filter), asked with a page of one. A failed call leaves the badge out; the page never breaks.
 */
export function loadTabCounts(auth: Auth, signal?: AbortSignal): Promise<TabCounts> {
  return cachedForUser("tab-counts", auth.user, () => askTabCounts(auth, signal), (c) => c.tickets !== undefined);
}

async function askTabCounts(auth: Auth, signal?: AbortSignal): Promise<TabCounts> {
  try {
    const page = await listTickets(auth.session, {
      view: "my",
      page: 0,
      pageSize: 1,
      ...dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser }),
      signal,
    });
    return { tickets: page.totalElements };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return {};
  }
}
