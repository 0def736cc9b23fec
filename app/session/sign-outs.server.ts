import { env } from "~/env.server";
import { sharedState } from "~/state/shared-state.server";

/**
 * A user's "signed out at" (docs/decisions/015-hardening.md). Logout records it; every request
 * refuses a session issued before it, so a copy of the cookie taken before logout is dead even on
 * pages that make no upstream call. Kept for the absolute session lifetime: no older session can
 * be alive anyway.
 */
const key = (userId: string) => `signed-out:${userId}`;

export async function recordSignOut(userId: string, at = Date.now()): Promise<void> {
  await sharedState().set(key(userId), String(at), env().SESSION_MAX_AGE_S * 1000);
}

/** True when the user signed out at or after the session's sign-in. */
export async function signedOutSince(userId: string, createdAt: number): Promise<boolean> {
  const at = await sharedState().get(key(userId));
  return at !== null && Number(at) >= createdAt;
}
