import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/session/admin-guard.server";

/** /admin alone: the company list. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireAdmin(request, context, "routes/admin._index");
  throw redirect("/admin/companylist");
}
