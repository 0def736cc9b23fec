import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";
import { publishSignOut } from "~/state/sign-out-bus.server";

/**
 * A user's "signed out at" (docs/decisions/015-hardening.md). Logout records it; every request
 * refuses a session issued before it, so a copy of the cookie taken before logout is dead even on
 * pages that make no upstream call. Kept for the absolute session lifetime: no older session can
 * be alive anyway. It lives in the shared state store, so every instance refuses the copy.
 *
 * Without the store (Redis down) pages keep being served: the check lets the session through (the
 * upstream still refuses the revoked tokens on every call that reaches it) and says so in the log.
 */
const key = (userId: string) => `signed-out:${userId}`;

export async function recordSignOut(userId: string, at = Date.now()): Promise<void> {
  try {
    await sharedState().set(key(userId), String(at), env().SESSION_MAX_AGE_S * 1000);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: "sign-out", userId }, "could not record the sign-out (shared state unavailable)");
  }
  // Recorded first: the streams this ends come back refused. They end now, on every instance (docs/decisions/058).
  await publishSignOut(userId, at);
}

/** True when the user signed out at or after the session's sign-in. */
export async function signedOutSince(userId: string, createdAt: number): Promise<boolean> {
  try {
    const at = await sharedState().get(key(userId));
    return at !== null && Number(at) >= createdAt;
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.warn({ event: "sign-out-check", userId }, "sign-out check skipped (shared state unavailable)");
    return false;
  }
}

/**
 * A user's latest sign-in, so that work left over from an older session (the upstream logout that
 * waits for the feedback asked at Logout) never ends a session signed in after it (issue 51 §2,
 * docs/decisions/105). Kept for the absolute session lifetime, in the shared state.
 */
const signInKey = (userId: string) => `signed-in:${userId}`;

export async function recordSignIn(userId: string, at = Date.now()): Promise<void> {
  try {
    await sharedState().set(signInKey(userId), String(at), env().SESSION_MAX_AGE_S * 1000);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: "sign-in-record", userId }, "could not record the sign-in (shared state unavailable)");
  }
}

/**
 * True when the user signed in at or after `at`. Unknown (the store down) counts as signed in:
 * an upstream logout that is skipped costs a token that expires by itself; one run wrongly ends
 * the user's new session.
 */
export async function signedInSince(userId: string, at: number): Promise<boolean> {
  try {
    const latest = await sharedState().get(signInKey(userId));
    return latest !== null && Number(latest) >= at;
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.warn({ event: "sign-in-check", userId }, "sign-in check failed (shared state unavailable): the older session's upstream logout is skipped");
    return true;
  }
}
