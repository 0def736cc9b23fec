/**
 * Constants of the embedded identity stand-in (Azure AD B2C-like). See docs/upstream-api.md,
 * section "Identity service", and docs/decisions/004-identity-stand-in.md.
 */

/** The one registered confidential client: the Remix customer portal. */
export const CLIENT_ID = "customer-portal";
export const CLIENT_SECRET = "demo-portal-secret";
export const CLIENT_SCOPES = ["openid", "offline_access", "email"] as const;

/** `aud` of every access token; the upstream API accepts only this audience. */
export const API_AUDIENCE = "thermax-portal-api";
/**
 * Resource indicator (RFC 8707) of the upstream API. Resource indicators must be absolute URIs, so
 * the indicator is a URN while the token's `aud` is the bare audience name above. Clients never
 * send it: it is the provider's default resource.
 */
export const API_RESOURCE = "urn:thermax:portal-api";

export const DEFAULT_ISSUER = "http://localhost:4010/identity";

export const ACCESS_TOKEN_TTL = 900; // 15 minutes
export const REFRESH_TOKEN_TTL = 14 * 24 * 60 * 60; // 14 days, as B2C
export const CODE_TTL_MS = 10 * 60 * 1000; // one-time code validity
export const CODE_MAX_WRONG_ATTEMPTS = 5;

export const POLICIES = {
  signin: "B2C_1_signin",
  signup: "B2C_1_signup",
  admin: "B2C_1_admin",
} as const;
export type Policy = (typeof POLICIES)[keyof typeof POLICIES];

/** Fixed cookie-signing key: fine for a local mock, never for a real deployment. */
export const COOKIE_KEYS = ["thermax-identity-mock-cookie-key-1"];
