import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { switchTarget } from "~/domain/admin";
import { readForm } from "~/forms/read.server";
import { audit } from "~/log/audit.server";
import { denyAdmin, requireAdmin } from "~/session/admin-guard.server";
import { resourceRoute } from "~/http/resource.server";

/**
 * Switch Profile for super-admins (spec document 1 section 4; docs/decisions/030): the session's
 * role becomes the second entry of the role list (Admin), and back. The upstream still knows the
 * user by their token; the switch changes what this portal shows and allows.
 */
const ROUTE = "routes/admin.switch-profile";

export const action = resourceRoute(async ({ request, context }: ActionFunctionArgs) => {
  const auth = await requireAdmin(request, context, ROUTE);
  const { session, user } = auth;
  await readForm(request);
  const current = session.data;
  const to = switchTarget(user.cpContactProfile, Boolean(current?.isSuperAdmin));
  if (!current || !to) denyAdmin(request, auth, ROUTE, "Only a super-admin may switch profile.");
  session.replace({ ...current, user: { ...user, cpContactProfile: to }, isSuperAdmin: true });
  audit({ actor: user.userId, actorRole: user.cpContactProfile, action: "profile.switch", outcome: "ok", detail: { from: user.cpContactProfile, to } });
  return redirect("/admin/companylist", 303);
});
