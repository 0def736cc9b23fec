import type { ActionFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { stopActing } from "~/session/logout.server";
import { resourceRoute } from "~/http/resource.server";

/**
 * 'Log out as <admin>' in the banner of an admin acting as a customer (docs/decisions/030): the
 * admin's own session comes back from the identity kept on the server (adminTemp), on the admin
 * page they left. Not inside the admin layout: the session's user is the customer until then.
 */
export const action = resourceRoute(async ({ request, context }: ActionFunctionArgs) => {
  const { session } = await requireUser(request, context, "routes/admin_.log-out-as");
  await readForm(request);
  if (!session.impersonating) throw data({ message: "You are not acting as a customer." }, { status: 403 });
  return stopActing(session, "log-out-as");
});
