import { redirect, type AppLoadContext } from "@remix-run/node";
import { isBellDisabled } from "~/domain/roles";
import { emailDomains, requireUser } from "./guard.server";
import { getSessionHandle } from "./session.server";

/**
 * The first steps of the bell's background requests, the poll (`/notifications/unread`, 039) and
 * the stream (`/notifications/stream`, 058): signed out goes to /login without being remembered as
 * the page to return to; a refresh that fails ends the session quietly (no return path, no form
 * draft); and whether the user's bell is disabled (staff, acting admins: nothing to send them).
 */
export async function bellRequest(request: Request, context: AppLoadContext, route: string) {
  const session = await getSessionHandle(request, context);
  if (!session.user) throw redirect("/login");
  const { user } = await requireUser(request, context, route);
  session.onEnd = async (handle) => {
    handle.end();
    throw redirect("/login?reason=expired");
  };
  const disabled = isBellDisabled({ email: user.email, role: user.cpContactProfile, impersonating: session.impersonating }, emailDomains());
  return { session, user, disabled };
}
