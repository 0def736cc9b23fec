import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { requireUser } from "~/session/guard.server";

/** The cart lives on Get a Quote (decision 023); the old /cart address leads there. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireUser(request, context, "routes/_app.cart");
  return redirect("/get-a-quote#cart", 302);
}
