import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "~/domain/dates";
import { parseOrderQuery } from "~/domain/order-query.server";
import { encodeOrderTypes, joinSemicolon } from "~/domain/orders";
import { dealerListParams } from "~/domain/roles";
import { defusedCsv } from "~/download/csv.server";
import { dispositionOf } from "~/download/disposition.server";
import { requireUser } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { ordersCsv } from "~/upstream/orders.server";
import { resourceRoute } from "~/http/resource.server";

const ROUTE = "routes/orders.csv";
const LIST = "/dashboard/spares-and-services";

/**
 * The Spares & Services list as CSV, with the list's own filters (its query string): the upstream's
 * file is streamed to the browser as it arrives, never held whole, every cell defused even though
 * the upstream should have done it (`defusedCsv`, decision 015). A failure before the first byte
 * goes back to the list with a message (decision 020).
 */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const { user, session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const query = parseOrderQuery(url);
  try {
    const file = await ordersCsv(session, {
      view: query.view,
      filterBy: encodeOrderTypes(query.types),
      status: joinSemicolon(query.statuses),
      product: joinSemicolon(query.products),
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal: request.signal,
    });
    // Our own name (date in India, letters, digits and dashes only), never one taken from the request.
    const name = `spares-and-services-${query.view}-${formatInTimeZone(new Date(), TIME_ZONE, "yyyy-MM-dd")}.csv`;
    return new Response(defusedCsv(file.body), {
      status: 200,
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": dispositionOf(name),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    const back = new URLSearchParams(url.searchParams);
    back.set("csv", "failed");
    return redirect(`${LIST}?${back.toString()}`, 303);
  }
});
