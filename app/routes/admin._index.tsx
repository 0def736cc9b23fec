import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/session/admin-guard.server";
import { resourceRoute } from "~/http/resource.server";

/** /admin alone: the company list. */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(request, context, "routes/admin._index");
  throw redirect("/admin/companylist");
});
