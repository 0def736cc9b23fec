import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { readForm } from "~/forms/read.server";
import { audit } from "~/log/audit.server";
import { adminReturnPath, requireUser, returnToAdmin } from "~/session/guard.server";
import { resourceRoute } from "~/http/resource.server";

/**
 * 'Log out as <admin>' in the banner of an admin acting as a customer (docs/decisions/030): the
 * admin's own session comes back from the identity kept on the server (adminTemp), on the admin
 * page they left. Not inside the admin layout: the session's user is the customer until then.
 */
export const action = resourceRoute(async ({ request, context }: ActionFunctionArgs) => {
  const { session, user } = await requireUser(request, context, "routes/admin_.log-out-as");
  await readForm(request);
  const acting = session.data?.adminTemp;
  if (!acting) throw data({ message: "You are not acting as a customer." }, { status: 403 });
  const back = adminReturnPath(session);
  const restored = await returnToAdmin(session);
  audit({ actor: acting.user.userId, actorRole: acting.user.cpContactProfile, action: "impersonation.end", outcome: restored ? "ok" : "failed", targetUser: user.userId });
  if (!restored) {
    // The admin's own session cannot be restored (its refresh token is gone): sign in again.
    session.end();
    throw redirect("/admin/login?reason=expired", 303);
  }
  return redirect(back, 303);
});
