/**
 * Authentication of upstream calls. The identity half of the mock is reached through a small,
 * swappable bridge so tests can run without it (`setIdentityBridge`).
 */
import type { HttpResponseResolver, PathParams, DefaultBodyType } from "msw";
import type * as LoginAsModule from "../identity/login-as";
import type * as RefreshModule from "../identity/refresh";
import type * as SessionsModule from "../identity/sessions";
import type * as VerifyModule from "../identity/verify";
import { db, type UserState } from "../store";
import { unauthorized } from "./http-utils";

export interface VerifiedToken {
  userId: string;
  email: string;
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Milliseconds since the epoch, when the token says (the provider's `iat_ms`). */
  issuedAtMs?: number;
}

/** Every token of the user issued until now is refused from here on (logout, an admin's change). */
export function refuseTokensIssuedUntilNow(user: UserState): void {
  // +1: tokens without iat_ms minted in this second are refused as well (iat has 1 s resolution).
  user.tokensValidAfter = Math.floor(Date.now() / 1000) + 1;
  user.tokensValidAfterMs = Date.now();
}

export interface IdentityBridge {
  verifyAccessToken(token: string): Promise<VerifiedToken | null>;
  refreshWithIdentity(refreshToken: string): Promise<{ accessToken: string; refreshToken: string; expiresIn: number } | null>;
  revokeUserGrants(userId: string): Promise<void>;
  /** Tokens for a customer, issued to an admin acting as them (login-as). */
  issueTokensFor(userId: string): Promise<{ accessToken: string; refreshToken: string; expiresIn: number } | null>;
  /** Revokes the login-as grant of `userId` behind the refresh token; false when there is none. */
  endLoginAs?(userId: string, refreshToken: string): Promise<boolean>;
  /** The refresh token's sign-in was superseded by a newer one of the same user (another active session). */
  isSuperseded?(refreshToken: string): Promise<boolean>;
}

// Loaded lazily so merely importing the handlers does not start the OIDC provider's modules, and
// imported once: a dynamic import per call goes through the module loader every time (under tsx a
// round trip to its loader thread), which made every upstream call wait.
let verifyPromise: Promise<typeof VerifyModule> | undefined;
let refreshPromise: Promise<typeof RefreshModule> | undefined;
let loginAsPromise: Promise<typeof LoginAsModule> | undefined;
let sessionsPromise: Promise<typeof SessionsModule> | undefined;
const verifyModule = () => (verifyPromise ??= import("../identity/verify"));
const refreshModule = () => (refreshPromise ??= import("../identity/refresh"));
const loginAsModule = () => (loginAsPromise ??= import("../identity/login-as"));
const sessionsModule = () => (sessionsPromise ??= import("../identity/sessions"));
const defaultBridge: IdentityBridge = {
  async verifyAccessToken(token) {
    return (await verifyModule()).verifyAccessToken(token);
  },
  async refreshWithIdentity(refreshToken) {
    return (await refreshModule()).refreshWithIdentity(refreshToken);
  },
  async revokeUserGrants(userId) {
    return (await refreshModule()).revokeUserGrants(userId);
  },
  async issueTokensFor(userId) {
    return (await loginAsModule()).issueTokensFor(userId);
  },
  async endLoginAs(userId, refreshToken) {
    return (await loginAsModule()).endLoginAs(userId, refreshToken);
  },
  async isSuperseded(refreshToken) {
    return (await sessionsModule()).isSuperseded(refreshToken);
  },
};

let bridge: IdentityBridge = defaultBridge;

/** Replace parts of the identity bridge (tests); call with no argument to restore the real one. */
export function setIdentityBridge(overrides?: Partial<IdentityBridge>): void {
  bridge = overrides ? { ...defaultBridge, ...overrides } : defaultBridge;
}

export function setTokenVerifier(fn: IdentityBridge["verifyAccessToken"] | null): void {
  bridge = { ...bridge, verifyAccessToken: fn ?? defaultBridge.verifyAccessToken };
}

export function identity(): IdentityBridge {
  return bridge;
}

/**
 * Access tokens the upstream treats as expired from now on (a test control: the portal sees a 401
 * for exactly this token, as when it expires, while the tokens of a refresh work).
 */
const expiredAccessTokens = new Set<string>();

export function expireAccessToken(token: string): void {
  expiredAccessTokens.add(token);
}

export function clearExpiredAccessTokens(): void {
  expiredAccessTokens.clear();
}

export function bearerToken(request: Request): string | null {
  const header = request.headers.get("authorization") ?? "";
  const match = /^Bearer\s+(\S+)$/i.exec(header.trim());
  return match ? match[1] : null;
}

export type AuthResult =
  | { ok: true; token: VerifiedToken; user: UserState | undefined }
  | { ok: false };

/**
 * Verifies the bearer token and applies logout revocation: a token is refused when its `iat`
 * (seconds) is below the user's `tokensValidAfter`. Logout stores floor(now/1000) + 1, so tokens
 * issued in the logout's own second are refused too; a token from a sign-in one second later works.
 */
function issuedBeforeLogout(token: VerifiedToken, user: UserState): boolean {
  // To the millisecond when both sides know it (the provider's tokens carry iat_ms; logout keeps its ms).
  if (token.issuedAtMs !== undefined && user.tokensValidAfterMs !== undefined) return token.issuedAtMs < user.tokensValidAfterMs;
  return token.issuedAt < user.tokensValidAfter;
}

export async function authenticate(request: Request): Promise<AuthResult> {
  const raw = bearerToken(request);
  if (!raw || expiredAccessTokens.has(raw)) return { ok: false };
  let token: VerifiedToken | null;
  try {
    token = await bridge.verifyAccessToken(raw);
  } catch {
    token = null;
  }
  if (!token) return { ok: false };
  const user = db.users.find((u) => u.userId === token.userId);
  if (user && issuedBeforeLogout(token, user)) return { ok: false };
  return { ok: true, token, user };
}

type ResolverInfo = Parameters<HttpResponseResolver<PathParams, DefaultBodyType>>[0];

/** Resolver for calls that need a signed-in, registered user. */
export function authed(
  resolver: (info: ResolverInfo & { user: UserState; url: URL }) => Response | undefined | Promise<Response | undefined>,
): HttpResponseResolver<PathParams, DefaultBodyType> {
  return async (info) => {
    const auth = await authenticate(info.request);
    if (!auth.ok || !auth.user) return unauthorized();
    return resolver({ ...info, user: auth.user, url: new URL(info.request.url) });
  };
}
