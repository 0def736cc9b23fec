import { decodeJwt } from "jose";
import type { SessionUser } from "~/upstream/tokens";

/**
 * The spec's 'Email Mismatch' guard as a server check (docs/decisions/042): the session's user and
 * the access token's subject must be the same person. The token is only read here (the upstream
 * verifies it); `sub` is the portal user id and `email` the sign-in address, as the identity
 * service issues them (docs/upstream-api.md). A token that is not a readable JWT, or lacks a
 * claim, is not judged on that claim.
 */
export function tokenMatchesUser(accessToken: string, user: Pick<SessionUser, "userId" | "email">): boolean {
  let claims: { sub?: unknown; email?: unknown };
  try {
    claims = decodeJwt(accessToken);
  } catch {
    return true;
  }
  if (typeof claims.sub === "string" && claims.sub !== user.userId) return false;
  if (typeof claims.email === "string" && claims.email.trim().toLowerCase() !== user.email.trim().toLowerCase()) return false;
  return true;
}
