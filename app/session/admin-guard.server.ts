import { data } from "@remix-run/node";
import type { RequestContext } from "~/context";
import { audit } from "~/log/audit.server";
import { requireUser, type Auth } from "./guard.server";
import { getSessionHandle } from "./session.server";

function isForbidden(error: unknown): boolean {
  const init = (error as { init?: { status?: number } } | null)?.init;
  return (error instanceof Response && error.status === 403) || init?.status === 403;
}

function auditDenied(request: Request, user: { userId: string; cpContactProfile: string }, routeId: string) {
  audit({ actor: user.userId, actorRole: user.cpContactProfile, action: "admin.denied", outcome: "denied", detail: { route: routeId.replace(/^routes\//, ""), method: request.method } });
}

/**
 * A refusal after `requireAdmin` passed (an Admin posting a super-admin's switch): the same 403
 * and the same admin.denied audit line as a refusal by the guard itself.
 */
export function denyAdmin(request: Request, auth: Auth, routeId: string, message: string): never {
  auditDenied(request, auth.user, routeId);
  throw data({ message }, { status: 403 });
}

/**
 * `requireUser` for the admin routes (route-access table: ADMIN_ROLES): a signed-in user who is
 * not an admin gets the 403 as everywhere, and a refused POST (a crafted admin action) also
 * leaves an audit line, so a probe of the admin actions is visible in the log.
 */
export async function requireAdmin(request: Request, context: RequestContext, routeId: string): Promise<Auth> {
  try {
    return await requireUser(request, context, routeId);
  } catch (error) {
    if (request.method !== "GET" && request.method !== "HEAD" && isForbidden(error)) {
      const user = (await getSessionHandle(request, context)).user;
      if (user) auditDenied(request, user, routeId);
    }
    throw error;
  }
}
