import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";
import { publishSignOut } from "~/state/sign-out-bus.server";

/**
 * A user's "signed out at" and "signed in at", in the shared state for the absolute session
 * lifetime (no older session can be alive anyway), so every instance reads the same.
 *
 * - Signed out (docs/decisions/015-hardening.md): Logout records it; every request refuses a
 *   session issued before it, so a copy of the cookie taken before logout is dead even on pages
 *   that make no upstream call. Without the store (Redis down) pages keep being served: the check
 *   lets the session through (the upstream still refuses the revoked tokens on every call that
 *   reaches it) and says so in the log.
 * - Signed in (issue 51 §2, docs/decisions/105): work left over from an older session (the upstream
 *   logout that waits for the feedback asked at Logout) never ends a session signed in after it.
 *   Without the store it counts as signed in: a skipped upstream logout costs a token that expires
 *   by itself; one run wrongly ends the user's new session.
 */
type Moment = "signed-out" | "signed-in";

const LOG = {
  "signed-out": { record: "sign-out", check: "sign-out-check", recordFailed: "could not record the sign-out (shared state unavailable)", checkFailed: "sign-out check skipped (shared state unavailable)" },
  "signed-in": { record: "sign-in-record", check: "sign-in-check", recordFailed: "could not record the sign-in (shared state unavailable)", checkFailed: "sign-in check failed (shared state unavailable): the older session's upstream logout is skipped" },
} as const;

async function record(moment: Moment, userId: string, at: number): Promise<void> {
  try {
    await sharedState().set(`${moment}:${userId}`, String(at), env().SESSION_MAX_AGE_S * 1000);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.error({ event: LOG[moment].record, userId }, LOG[moment].recordFailed);
  }
}

/** Whether the user's recorded `moment` is at or after `at`; `unknown` when the store is down. */
async function since(moment: Moment, userId: string, at: number, unknown: boolean): Promise<boolean> {
  try {
    const recorded = await sharedState().get(`${moment}:${userId}`);
    return recorded !== null && Number(recorded) >= at;
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.warn({ event: LOG[moment].check, userId }, LOG[moment].checkFailed);
    return unknown;
  }
}

export async function recordSignOut(userId: string, at = Date.now()): Promise<void> {
  await record("signed-out", userId, at);
  // Recorded first: the streams this ends come back refused. They end now, on every instance (docs/decisions/058).
  await publishSignOut(userId, at);
}

/** True when the user signed out at or after the session's sign-in. */
export function signedOutSince(userId: string, createdAt: number): Promise<boolean> {
  return since("signed-out", userId, createdAt, false);
}

export function recordSignIn(userId: string, at = Date.now()): Promise<void> {
  return record("signed-in", userId, at);
}

/** True when the user signed in at or after `at`. */
export function signedInSince(userId: string, at: number): Promise<boolean> {
  return since("signed-in", userId, at, true);
}
