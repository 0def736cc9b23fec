/**
 * Where Logout lands (spec document 1 section 4, Logout step 4: "calls the logout service with
 * userId and accountId and redirects through the identity provider when a statusCode is
 * present"). Pure; see logout.test.ts. Choices: docs/decisions/035 addendum (issue 25), and
 * docs/decisions/105 (issue 51 §1): the identity provider's sign-in ends at the click, always.
 */

/** The sign-in page after a manual logout (it says 'You have been logged out.'). */
export const LOGGED_OUT_PATH = "/login?reason=logged-out";

/** The feedback asked after Logout (docs/decisions/091). */
export const LOGOUT_FEEDBACK_PATH = "/logout/feedback";

export interface LogoutLanding {
  /** The identity provider's end_session_endpoint (its discovery document); null when unknown. */
  endSessionEndpoint: string | null;
  clientId: string;
  /** The portal's public origin (PORTAL_ORIGIN). */
  portalOrigin: string;
  /** Where the browser comes back to: the feedback page, or the sign-in page. */
  next: typeof LOGGED_OUT_PATH | typeof LOGOUT_FEEDBACK_PATH;
}

/**
 * Through the identity provider's end-session endpoint whenever the provider has one (client_id
 * plus a registered post-logout address: /login?reason=logged-out, or /logout/feedback when the
 * feedback is asked), so the provider's own sign-in ends with the portal's and the next sign-in
 * asks for the e-mail and a code again, whatever the logout service answered or whether it has run
 * yet (it waits for the feedback). Straight to `next` when the endpoint is unknown (the next
 * sign-in then asks the provider for `prompt=login`, auth.server.ts).
 */
export function logoutLanding(l: LogoutLanding): string {
  if (!l.endSessionEndpoint) return l.next;
  const url = new URL(l.endSessionEndpoint);
  url.searchParams.set("client_id", l.clientId);
  url.searchParams.set("post_logout_redirect_uri", `${l.portalOrigin.replace(/\/$/, "")}${l.next}`);
  return url.toString();
}
