import { randomBytes } from "node:crypto";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";
import type { TokenSource } from "~/upstream/client.server";
import { logoutUpstream } from "~/upstream/auth.server";
import { logoutProofCookie } from "./cookies.server";
import { deriveKey, seal, unseal } from "./sealed-cookie.server";
import { signedInSince } from "./sign-outs.server";
import type { SessionTokens, SessionUser } from "~/upstream/tokens";

/**
 * The feedback asked after Logout (issue 41 §1, docs/decisions/091 and 105). The session ends at the
 * click; the feedback page is reached signed out, with this proof of who logged out: an encrypted
 * cookie (its own key), bound to the user, good for LOGOUT_FEEDBACK_S and used once. It carries the
 * user's access token so the feedback (an authenticated upstream call) can still be sent.
 *
 * The upstream logout (it revokes every token of the user) waits for the feedback: it runs when the
 * feedback is given or skipped, or when the proof runs out unused. That work is kept in the shared
 * state (`pending-logout:<nonce>`, Redis when configured), not only in this instance's timer, so a
 * restart does not lose it: every instance sweeps the due ones (`sweepPendingLogouts`, at start and
 * every few seconds). Whoever claims the proof first does it, once. And it is skipped when the user
 * has signed in again since the Logout (issue 51 §2): the upstream's logout is per user, and would
 * end the new session; the old session's cookie is refused already (its sign-out is recorded) and
 * its access token runs out by itself.
 */
export interface LogoutProof {
  kind: "logout-proof";
  nonce: string;
  user: Pick<SessionUser, "userId" | "accountId" | "firstName">;
  tokens: Pick<SessionTokens, "accessToken">;
  /** Epoch ms of the Logout. */
  loggedOutAt: number;
  /** Epoch ms after which the proof is refused and the upstream logout is due. */
  expiresAt: number;
}

/** The pending upstream logout kept in the shared state: the proof without the first name, sealed. */
type PendingLogout = Omit<LogoutProof, "kind" | "user"> & { user: Pick<SessionUser, "userId" | "accountId"> };

const claimKey = (nonce: string) => `logout-proof:${nonce}`;
export const PENDING_PREFIX = "pending-logout:";
const pendingKey = (nonce: string) => `${PENDING_PREFIX}${nonce}`;
/** How long a pending logout stays findable after it fell due (an instance down for longer: the access token has run out anyway). */
const PENDING_GRACE_MS = 15 * 60_000;
const PENDING_PURPOSE = "pending upstream logout v1";

const pendingKeys = () =>
  env()
    .SESSION_SECRET.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((secret) => deriveKey(secret, PENDING_PURPOSE));

function proofTokens(proof: Pick<LogoutProof, "tokens">): TokenSource {
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

/**
 * The upstream logout left over from a Logout, run once it is claimed: skipped when the user signed
 * in again since (that session is not this one's to end), then forgotten.
 */
async function finish(pending: PendingLogout): Promise<void> {
  if (await signedInSince(pending.user.userId, pending.loggedOutAt)) {
    logger.info({ event: "logout", userId: pending.user.userId }, "upstream logout skipped: the user signed in again after this Logout");
  } else {
    await logoutUpstreamQuietly(proofTokens(pending), pending.user);
  }
  await sharedState()
    .delete(pendingKey(pending.nonce))
    .catch(() => undefined);
}

/**
 * Claims the proof: true for the first caller (the feedback's post, the timer or a sweep), false
 * once it was used. Without the shared state the proof is taken as unused (the cookie's own
 * lifetime still bounds it).
 */
async function claim(nonce: string, userId: string): Promise<boolean> {
  try {
    return await sharedState().claim(claimKey(nonce), "used", env().LOGOUT_FEEDBACK_S * 1000 + PENDING_GRACE_MS);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: "logout-proof", userId }, "could not claim the logout proof (shared state unavailable)");
    return true;
  }
}

/** Whether the proof was used already (the feedback sent or skipped, or its time ran out). */
export async function logoutProofUsed(proof: LogoutProof): Promise<boolean> {
  try {
    return (await sharedState().get(claimKey(proof.nonce))) !== null;
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    return false;
  }
}

/**
 * Issues the proof for the user who just logged out, keeps the upstream logout it owes in the
 * shared state and starts this instance's timer for it: the Set-Cookie header. `now` is a
 * parameter for tests.
 */
export async function issueLogoutProof(user: LogoutProof["user"], tokens: LogoutProof["tokens"], now = Date.now()): Promise<string> {
  const ttlMs = env().LOGOUT_FEEDBACK_S * 1000;
  const proof: LogoutProof = {
    kind: "logout-proof",
    nonce: randomBytes(16).toString("base64url"),
    user: { userId: user.userId, accountId: user.accountId, firstName: user.firstName },
    tokens: { accessToken: tokens.accessToken },
    loggedOutAt: now,
    expiresAt: now + ttlMs,
  };
  const pending: PendingLogout = { nonce: proof.nonce, user: { userId: user.userId, accountId: user.accountId }, tokens: proof.tokens, loggedOutAt: now, expiresAt: proof.expiresAt };
  try {
    const [key] = pendingKeys();
    await sharedState().set(pendingKey(proof.nonce), await seal(pending, key), ttlMs + PENDING_GRACE_MS);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: "logout-proof", userId: user.userId }, "could not keep the pending upstream logout (shared state unavailable): only this instance's timer runs it");
  }
  // Walked away from the feedback: the upstream logout runs when the proof runs out (here, or by
  // any instance's sweep if this one stops first).
  setTimeout(() => void expire(pending), ttlMs).unref();
  return logoutProofCookie().write(proof);
}

async function expire(pending: PendingLogout) {
  if (await claim(pending.nonce, pending.user.userId)) await finish(pending);
}

/**
 * Runs every pending upstream logout that has fallen due (its proof ran out unused), whichever
 * instance issued it: at start and every few seconds (`startLogoutSweeper`). Answers how many were
 * run by this call. `now` is a parameter for tests.
 */
export async function sweepPendingLogouts(now = Date.now()): Promise<number> {
  let entries: Array<[string, string]>;
  try {
    entries = await sharedState().entries(PENDING_PREFIX);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    return 0;
  }
  let ran = 0;
  for (const [key, sealed] of entries) {
    const pending = (await unseal(sealed, pendingKeys())) as PendingLogout | null;
    if (!pending || typeof pending.expiresAt !== "number" || !pending.user?.userId) {
      await sharedState().delete(key).catch(() => undefined);
      continue;
    }
    if (pending.expiresAt > now) continue;
    if (await claim(pending.nonce, pending.user.userId)) {
      await finish(pending);
      ran += 1;
    } else if (pending.expiresAt + 60_000 < now) {
      // Claimed long ago by a post whose instance stopped before finishing: nobody will run it now.
      await sharedState().delete(key).catch(() => undefined);
    }
  }
  return ran;
}

let sweeper: ReturnType<typeof setInterval> | undefined;

/** Sweeps at once and then every min(30 s, LOGOUT_FEEDBACK_S) (server.js calls it at start). */
export function startLogoutSweeper(): void {
  if (sweeper) return;
  const everyMs = Math.max(1, Math.min(30, env().LOGOUT_FEEDBACK_S)) * 1000;
  const sweep = () =>
    void sweepPendingLogouts().catch((error: unknown) => {
      logger.warn({ event: "logout-sweep", err: error instanceof Error ? error.message : String(error) }, "pending logout sweep failed");
    });
  sweep();
  sweeper = setInterval(sweep, everyMs);
  sweeper.unref();
}

/** For tests: stop the sweeper. */
export function stopLogoutSweeperForTests(): void {
  if (sweeper) clearInterval(sweeper);
  sweeper = undefined;
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
  return { ...proof, loggedOutAt: typeof proof.loggedOutAt === "number" ? proof.loggedOutAt : proof.expiresAt - env().LOGOUT_FEEDBACK_S * 1000 } as LogoutProof;
}

/**
 * Uses the proof: runs `send` (the feedback, with the proof's tokens) when this is its first use,
 * then the upstream logout it owes (unless the user signed in again since). `used` is true when
 * the proof was used already and nothing was sent.
 */
export async function useLogoutProof(proof: LogoutProof, send: (tokens: TokenSource) => Promise<unknown>): Promise<{ used: boolean }> {
  if (!(await claim(proof.nonce, proof.user.userId))) return { used: true };
  try {
    await send(proofTokens(proof));
  } catch (error) {
    // A failed feedback call never stops the logout.
    logger.error({ event: "logout-feedback", userId: proof.user.userId, err: error instanceof Error ? error.message : String(error) }, "logout feedback failed");
  }
  await finish({ nonce: proof.nonce, user: proof.user, tokens: proof.tokens, loggedOutAt: proof.loggedOutAt, expiresAt: proof.expiresAt });
  return { used: false };
}

/** The Set-Cookie header that clears the proof. */
export function clearLogoutProof(): string {
  return logoutProofCookie().clear();
}
