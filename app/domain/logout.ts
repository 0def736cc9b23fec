/**
 * Where Logout lands (spec document 1 section 4, Logout step 4: "calls the logout service with
 * userId and accountId and redirects through the identity provider when a statusCode is
 * present"). Pure; see logout.test.ts. Choices: docs/decisions/035 addendum (issue 25).
 */

/** The sign-in page after a manual logout (it says 'You have been logged out.'). */
export const LOGGED_OUT_PATH = "/login?reason=logged-out";

export interface LogoutLanding {
  /** The logout service's statusCode; undefined when it sent none or the call failed. */
  statusCode: number | undefined;
  /** The identity provider's end_session_endpoint (its discovery document); null when unknown. */
  endSessionEndpoint: string | null;
  clientId: string;
  /** The portal's public origin (PORTAL_ORIGIN). */
  portalOrigin: string;
}

/**
 * Through the identity provider's end-session endpoint when the logout service answered with a
 * statusCode and the provider has one (client_id plus the registered post-logout address, which
 * is /login?reason=logged-out on this portal); straight to /login otherwise.
 */
export function logoutLanding(l: LogoutLanding): string {
  if (l.statusCode === undefined || !l.endSessionEndpoint) return LOGGED_OUT_PATH;
  const url = new URL(l.endSessionEndpoint);
  url.searchParams.set("client_id", l.clientId);
  url.searchParams.set("post_logout_redirect_uri", `${l.portalOrigin.replace(/\/$/, "")}${LOGGED_OUT_PATH}`);
  return url.toString();
}
