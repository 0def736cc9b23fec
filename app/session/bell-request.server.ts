import { redirect, type AppLoadContext } from "@remix-run/node";
import { isBellDisabled } from "~/domain/roles";
import { requireUser, type Auth } from "./guard.server";
import { emailDomains } from "~/env.server";
import { getSessionHandle } from "./session.server";

/**
 * The first steps of a request the page makes in the background (not a page the user opened): the
 * bell's poll and stream, the asset picker's matches. Signed out goes to /login without being
 * remembered as the page to return to; a refresh that fails ends the session quietly (no return
 * path, no form draft).
 */
export async function backgroundRequest(request: Request, context: AppLoadContext, route: string): Promise<Auth> {
  const session = await getSessionHandle(request, context);
  if (!session.user) throw redirect("/login");
  const auth = await requireUser(request, context, route);
  session.onEnd = async (handle, reason) => {
    handle.end(reason);
    throw redirect("/login?reason=expired");
  };
  return auth;
}

/**
 * The bell's background requests, the poll (`/notifications/unread`, 039) and the stream
 * (`/notifications/stream`, 058): `backgroundRequest`, and whether the user's bell is disabled
 * (staff, acting admins: nothing to send them).
 */
export async function bellRequest(request: Request, context: AppLoadContext, route: string) {
  const { session, user } = await backgroundRequest(request, context, route);
  const disabled = isBellDisabled({ email: user.email, role: user.cpContactProfile, impersonating: session.impersonating }, emailDomains());
  return { session, user, disabled };
}
