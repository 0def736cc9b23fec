/**
 * Server-side helpers the upstream mock uses: the refresh_token grant against the identity
 * stand-in, and revocation of everything of one account (upstream logout).
 */
import { CLIENT_ID, CLIENT_SECRET, DEFAULT_ISSUER } from "./config";
import { dispatch, getRunningIdentity } from "./runtime";

export interface RefreshedTokens {
  accessToken: string;
  refreshToken: string;
  /** Seconds (900). */
  expiresIn: number;
}

function tokenForm(refreshToken: string): string {
  return new URLSearchParams({
    grant_type: "refresh_token",
    refresh_token: refreshToken,
    client_id: CLIENT_ID,
    client_secret: CLIENT_SECRET,
  }).toString();
}

function toTokens(status: number, text: string): RefreshedTokens | null {
  if (status !== 200) return null;
  try {
    const json = JSON.parse(text) as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
    if (typeof json.access_token !== "string" || typeof json.refresh_token !== "string") return null;
    return {
      accessToken: json.access_token,
      refreshToken: json.refresh_token,
      expiresIn: typeof json.expires_in === "number" ? json.expires_in : 900,
    };
  } catch {
    return null;
  }
}

/**
 * Performs the refresh_token grant (client_secret_post) at the provider's real token endpoint.
 * In-process when createIdentity ran in this process (no socket involved); otherwise over HTTP to
 * `IDENTITY_ISSUER` (default http://localhost:4010/identity). Null when the token is unknown,
 * already used (a reuse also revokes the whole grant, as oidc-provider does), revoked, expired,
 * or the identity service is not reachable. Rotation: the returned refresh token replaces the old.
 */
export async function refreshWithIdentity(refreshToken: string): Promise<RefreshedTokens | null> {
  if (typeof refreshToken !== "string" || !refreshToken) return null;
  const body = tokenForm(refreshToken);
  const headers = { "content-type": "application/x-www-form-urlencoded", accept: "application/json" };
  const running = getRunningIdentity();
  try {
    if (running) {
      const res = await dispatch(running, { method: "POST", path: "/token", headers, body });
      return toTokens(res.status, res.body);
    }
    const issuer = (process.env.IDENTITY_ISSUER ?? DEFAULT_ISSUER).replace(/\/+$/, "");
    const res = await fetch(`${issuer}/token`, { method: "POST", headers, body, signal: AbortSignal.timeout(5000) });
    return toTokens(res.status, await res.text());
  } catch {
    return null;
  }
}

/**
 * Revokes every grant of the account (so every refresh token, access-token record and unused
 * authorization code issued under them) and ends its browser sessions at the identity service,
 * so the next sign-in asks for a code again. Works on the identity running in this process; a
 * no-op when none runs here. Access-token JWTs stay cryptographically valid until `exp`: the
 * upstream rejects them by comparing `iat` with the logout time.
 */
export async function revokeUserGrants(userId: string): Promise<void> {
  getRunningIdentity()?.store.revokeAccount(userId);
}
