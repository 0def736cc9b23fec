import { randomBytes } from "node:crypto";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";
import type { TokenSource } from "~/upstream/client.server";
import { logoutUpstream } from "~/upstream/auth.server";
import { logoutProofCookie } from "./cookies.server";
import type { SessionTokens, SessionUser } from "~/upstream/tokens";

/**
 * The feedback asked after Logout (issue 41 §1, docs/decisions/091). The session ends at the click;
 * the feedback page is reached signed out, with this proof of who logged out: an encrypted cookie
 * (its own key), bound to the user, good for LOGOUT_FEEDBACK_S and used once. It carries the
 * user's upstream tokens so the feedback (an authenticated upstream call) can still be sent; the
 * upstream logout that revokes them runs when the feedback is given or skipped, or when the proof
 * runs out unused (a timer of the instance that issued it). Whoever claims the proof first in the
 * shared state does it, once.
 */
export interface LogoutProof {
  kind: "logout-proof";
  nonce: string;
  user: Pick<SessionUser, "userId" | "accountId" | "firstName">;
  tokens: Pick<SessionTokens, "accessToken">;
  /** Epoch ms after which the proof is refused. */
  expiresAt: number;
}

const claimKey = (nonce: string) => `logout-proof:${nonce}`;

function proofTokens(proof: LogoutProof): TokenSource {
  return {
    accessToken: async () => proof.tokens.accessToken,
    // No refresh after logout: a refused token ends the attempt (the feedback is dropped, logged).
    refreshAfter401: async () => {
      throw new Error("logout proof: the upstream refused the token");
    },
  };
}

/**
 * The upstream logout (it revokes the user's tokens and grants); its statusCode picks the landing.
 * A failure is logged and forgotten: the portal's session is over either way, and the upstream
 * tokens expire on their own (15 minutes). Logout and the proof both end this way.
 */
export async function logoutUpstreamQuietly(tokens: TokenSource, user: Pick<SessionUser, "userId" | "accountId">): Promise<number | undefined> {
  try {
    return (await logoutUpstream(tokens, user)).statusCode;
  } catch (error) {
    if (!(error instanceof Response)) logger.warn({ event: "logout", err: error instanceof Error ? error.message : String(error) }, "upstream logout failed");
    return undefined;
  }
}

const revoke = (proof: LogoutProof) => logoutUpstreamQuietly(proofTokens(proof), proof.user);

/**
 * Claims the proof: true for the first caller (the feedback's post, or the timer), false once it
 * was used. Without the shared state the proof is taken as unused (the cookie's own lifetime still
 * bounds it).
 */
async function claim(proof: LogoutProof): Promise<boolean> {
  try {
    return await sharedState().claim(claimKey(proof.nonce), "used", env().LOGOUT_FEEDBACK_S * 1000 + 60_000);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: "logout-proof", userId: proof.user.userId }, "could not claim the logout proof (shared state unavailable)");
    return true;
  }
}

/**
 * Issues the proof for the user who just logged out and starts its timer: the Set-Cookie header.
 * `now` and the timer are parameters for tests.
 */
export async function issueLogoutProof(
  user: LogoutProof["user"],
  tokens: LogoutProof["tokens"],
  now = Date.now(),
): Promise<string> {
  const ttlMs = env().LOGOUT_FEEDBACK_S * 1000;
  const proof: LogoutProof = {
    kind: "logout-proof",
    nonce: randomBytes(16).toString("base64url"),
    user: { userId: user.userId, accountId: user.accountId, firstName: user.firstName },
    tokens: { accessToken: tokens.accessToken },
    expiresAt: now + ttlMs,
  };
  // Walked away from the feedback: the upstream logout runs when the proof runs out.
  setTimeout(() => void expire(proof), ttlMs).unref();
  return logoutProofCookie().write(proof);
}

async function expire(proof: LogoutProof) {
  if (await claim(proof)) await revoke(proof);
}

/** The request's proof when it is one, unexpired; else null. */
export async function readLogoutProof(request: Request, now = Date.now()): Promise<LogoutProof | null> {
  let value: unknown;
  try {
    value = await logoutProofCookie().read(request.headers.get("Cookie"));
  } catch {
    return null;
  }
  const proof = value as Partial<LogoutProof> | null;
  if (!proof || proof.kind !== "logout-proof" || typeof proof.nonce !== "string" || typeof proof.expiresAt !== "number") return null;
  if (!proof.user?.userId || !proof.tokens?.accessToken || proof.expiresAt <= now) return null;
  return proof as LogoutProof;
}

/**
 * Uses the proof: runs `send` (the feedback, with the proof's tokens) when this is its first use,
 * then the upstream logout. Returns the upstream logout's statusCode (the landing), or `used`
 * when the proof was used already.
 */
export async function useLogoutProof(proof: LogoutProof, send: (tokens: TokenSource) => Promise<unknown>): Promise<{ used: true } | { used: false; statusCode: number | undefined }> {
  if (!(await claim(proof))) return { used: true };
  try {
    await send(proofTokens(proof));
  } catch (error) {
    // A failed feedback call never stops the logout.
    logger.error({ event: "logout-feedback", userId: proof.user.userId, err: error instanceof Error ? error.message : String(error) }, "logout feedback failed");
  }
  return { used: false, statusCode: await revoke(proof) };
}

/** The Set-Cookie header that clears the proof. */
export function clearLogoutProof(): string {
  return logoutProofCookie().clear();
}
