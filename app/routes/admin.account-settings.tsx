/**
 * Account Settings for admins, inside the admin portal's frame (its header has no customer
 * search or cart, which admins may not open). The same page as /account-settings: its action and
 * view, which read the signed-in user whoever they are, behind the admin guard like every
 * /admin route (a customer gets 403 here and uses /account-settings).
 */
import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireAdmin } from "~/session/admin-guard.server";
import * as page from "./_app.account-settings";

const ROUTE = "routes/admin.account-settings";

export async function loader(args: LoaderFunctionArgs) {
  await requireAdmin(args.request, args.context, ROUTE);
  return page.loader(args);
}

export async function action(args: ActionFunctionArgs) {
  await requireAdmin(args.request, args.context, ROUTE);
  return page.action(args);
}

export { ErrorBoundary, meta } from "./_app.account-settings";
export { default } from "./_app.account-settings";
