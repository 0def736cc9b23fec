import { redirect, redirectDocument } from "@remix-run/node";
import { feedbackDue } from "~/domain/feedback";
import { LOGGED_OUT_PATH, LOGOUT_FEEDBACK_PATH, logoutLanding } from "~/domain/logout";
import { env } from "~/env.server";
import { isAdminRole } from "~/domain/roles";
import { logger } from "~/log/logger.server";
import { endLoginAs } from "~/upstream/admin.server";
import { endSessionEndpoint } from "./auth.server";
import { manualLogoutCookie, returnPathCookie } from "./cookies.server";
import { audit } from "~/log/audit.server";
import { adminReturnPath, returnToAdmin } from "./guard.server";
import type { SessionHandle } from "./session.server";
import { recordSignOut } from "./sign-outs.server";
import { forgetUser } from "./user-cache.server";
import { issueLogoutProof, logoutUpstreamQuietly } from "./logout-proof.server";

/**
 * Logout asks for feedback first when the stored feedbackDate is not later than now (spec
 * document 1 section 4: every user, staff and the profile at index 4 included, who may give
 * general feedback: decision 047, issue 33 §4). Admins, and an admin acting as a customer (whose
 * Logout is 'Log out as'), log out at once.
 */
export function asksFeedbackAtLogout(session: SessionHandle): boolean {
  const user = session.user;
  if (!user || isAdminRole(user.cpContactProfile) || session.impersonating) return false;
  return feedbackDue(user.feedbackDate);
}

/**
 * An admin stops acting as a customer ('Log out as', and Logout while acting): the acting session
 * ends everywhere (a copy of its cookie is refused), the login-as grant is revoked upstream, the
 * admin's own session comes back on the admin page they left, and an impersonation.end line is
 * written (docs/decisions/063). The customer's own sessions are never touched (no sign-out
 * recorded, no upstream logout). When the
 * admin's session cannot be restored, only this session ends and the admin signs in again.
 */
export async function stopActing(session: SessionHandle, via: "log-out-as" | "logout") {
  const acting = session.data?.adminTemp;
  const customer = session.user;
  const loginAsRefresh = session.data?.tokens.refreshToken;
  const back = adminReturnPath(session);
  // Ends the acting session everywhere (every copy of its cookie is refused, 063), then the admin.
  const restored = await returnToAdmin(session);
  if (acting) {
    audit({ actor: acting.user.userId, actorRole: acting.user.cpContactProfile, action: "impersonation.end", outcome: restored ? "ok" : "failed", targetUser: customer?.userId, detail: { via } });
  }
  if (restored && customer && loginAsRefresh) {
    // The login-as grant is revoked upstream (its refresh token dies), with the admin's token.
    await endLoginAs(session, customer.userId, loginAsRefresh).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      logger.warn({ event: "log-out-as", userId: customer.userId, err: error instanceof Error ? error.message : String(error) }, "could not end the login-as grant upstream; its tokens expire by themselves");
    });
  }
  // A document load: the admin portal's frame is other markup than the customer's (app/ui/kept.tsx).
  if (restored) return redirectDocument(back, 303);
  session.end();
  return redirect("/admin/login?reason=expired", 303);
}

/**
 * End the session for good (an acting admin stops acting instead): record the user's "signed out
 * at" (every older copy of the cookie is refused), forget their cache, tell the upstream (which
 * revokes the refresh tokens), clear the session, set the manual-logout flag, and send the browser
 * through the identity provider's end-session endpoint (docs/decisions/105): the provider's own
 * sign-in ends at the click, so the next person at this browser is asked for an e-mail and a code.
 *
 * When feedback is asked at logout (`asksFeedbackAtLogout`), the session still ends here, at the
 * click (issue 41 §1, docs/decisions/091): the provider sends the browser on to the feedback page
 * with a proof of who logged out (logout-proof.server.ts), and the upstream logout runs when the
 * feedback is given or skipped, or when the proof runs out (kept in the shared state, so a restart
 * does not lose it).
 */
export async function endSession(session: SessionHandle) {
  // Acting as a customer: Logout is 'Log out as'; the customer stays signed in wherever they are.
  if (session.impersonating) return stopActing(session, "logout");
  const user = session.user;
  const feedback = asksFeedbackAtLogout(session);
  let proofIssued = false;
  const headers = new Headers();
  if (user) {
    await recordSignOut(user.userId);
    await forgetUser(user.userId);
    if (feedback) {
      // A token good for the feedback's call (refreshed if it had run out), then the proof.
      const accessToken = await session.accessToken().catch(() => null);
      if (accessToken) {
        headers.append("Set-Cookie", await issueLogoutProof(user, { accessToken }));
        proofIssued = true;
      }
    }
    // No proof (no feedback asked, or no token for its call): the upstream logout runs now.
    if (!proofIssued) await logoutUpstreamQuietly(session, user);
  }
  session.end();
  headers.append("Set-Cookie", await manualLogoutCookie().serialize("1"));
  headers.append("Set-Cookie", await returnPathCookie().serialize("", { maxAge: 0 }));
  return redirect(await landingAfterLogout(proofIssued ? LOGOUT_FEEDBACK_PATH : LOGGED_OUT_PATH), { status: 303, headers });
}

/** Where a logout lands: `next`, through the identity provider's end-session endpoint when it has one. */
export async function landingAfterLogout(next: typeof LOGGED_OUT_PATH | typeof LOGOUT_FEEDBACK_PATH): Promise<string> {
  const e = env();
  return logoutLanding({ next, endSessionEndpoint: await endSessionEndpoint(), clientId: e.IDENTITY_CLIENT_ID, portalOrigin: e.PORTAL_ORIGIN });
}
