import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/session/guard.server";
import { resourceRoute } from "~/http/resource.server";

/** The cart lives on Get a Quote (decision 023); the old /cart address leads there. */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  await requireUser(request, context, "routes/_app.cart");
  return redirect("/get-a-quote#cart", 302);
});
