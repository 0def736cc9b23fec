import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { resourceRoute } from "~/http/resource.server";
import { requireUser } from "~/session/guard.server";

const ROUTE = "routes/orders.csv";

/**
 * The old address of the Spares & Services CSV (decision 020): the list's CSV is now made by the
 * portal from the list's own pages, with the cards' columns, as every list's download is
 * (`/exports/spares-and-services/csv`, docs/decisions/102). A kept link lands there, query and all.
 */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  await requireUser(request, context, ROUTE);
  const { search } = new URL(request.url);
  return redirect(`/exports/spares-and-services/csv${search}`, 301);
});
