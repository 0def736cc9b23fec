import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { manualLogoutCookie, returnPathCookie } from "~/session/cookies.server";
import { saveDraft } from "~/session/drafts.server";
import { safeReturnPath, shouldRememberPath } from "~/domain/return-path";
import { getSessionHandle } from "~/session/session.server";

/**
 * POST /session/expired?returnTo=/page: the expiry dialog's "Sign in again" (docs/decisions/042).
 * The dialog posts the open form's text fields with it; they are kept as the page's draft
 * (drafts.server.ts), the page is remembered as the return path, the session is cleared, and the
 * visitor goes to sign in. Only a browser that holds a session cookie (alive or ended) has its
 * fields read: a post without any session keeps nothing. Files are never kept.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const returnTo = safeReturnPath(new URL(request.url).searchParams.get("returnTo"));
  const session = await getSessionHandle(request, context);
  const hadSession = Boolean(session.user) || session.expired !== null;
  const headers = new Headers();
  if (hadSession && returnTo) {
    const manualLogout = (await manualLogoutCookie().parse(request.headers.get("Cookie"))) === "1";
    if (shouldRememberPath(returnTo, { manualLogout, adminTemp: session.impersonating })) {
      headers.append("Set-Cookie", await returnPathCookie().serialize(returnTo));
      // For the user whose session it is or was (none for a session found invalid).
      const draft = await saveDraft(request, returnTo, session.ownerId);
      if (draft) headers.append("Set-Cookie", draft);
    }
  }
  // A session that is still alive (another tab kept it going) goes back where it was, fields kept.
  if (session.user) return redirect(returnTo ?? "/", { status: 303, headers });
  session.end();
  return redirect("/login?reason=expired", { status: 303, headers });
}

/** Only the dialog's post belongs here; an address typed in goes to sign in. */
export async function loader(_args: LoaderFunctionArgs) {
  return redirect("/login");
}
