import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";
import { signedOutSince } from "./sign-outs.server";
import type { AdminTemp, SessionData } from "./types";
import type { SessionUser } from "~/upstream/tokens";

/**
 * An admin acting as a customer (docs/decisions/030, 063). The acting session is alive while its
 * record is in the shared state (every instance sees it): 'Log out as', and Logout while acting,
 * delete it, so every copy of the acting cookie is refused from then on; the admin's own sign-out
 * ends it too (their "signed out at" is checked against the acting session's start).
 *
 * The admin's refresh token does not travel in the acting cookie: the record holds it sealed
 * (AES-256-GCM) under a key that only the cookie holds. The record alone (a Redis dump) cannot be
 * used, the cookie alone carries no token, and once the record is gone a copy of the cookie holds
 * a key to nothing.
 */
const recordKey = (actingId: string) => `acting:${actingId}`;

function seal(key: Buffer, text: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(text, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64url");
}

function unseal(key: Buffer, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, "base64url");
    const decipher = createDecipheriv("aes-256-gcm", key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString("utf8");
  } catch {
    return null;
  }
}

/**
 * Starts an acting session: records the admin's refresh token, sealed, and answers what the
 * cookie keeps (the admin, the record's id and key, the page left). Throws when the shared state
 * cannot take it (login-as then changes nothing).
 */
export async function startActing(admin: SessionUser, adminRefreshToken: string, returnTo: string): Promise<AdminTemp> {
  const actingId = randomBytes(16).toString("base64url");
  const key = randomBytes(32);
  await sharedState().set(recordKey(actingId), seal(key, adminRefreshToken), env().SESSION_MAX_AGE_S * 1000);
  return { user: admin, actingId, key: key.toString("base64url"), returnTo };
}

/** A cookie's acting part in the shape this version writes (an older one carried the token itself). */
function wellFormed(adminTemp: AdminTemp): boolean {
  return typeof adminTemp.actingId === "string" && typeof adminTemp.key === "string";
}

/**
 * True when the acting session has ended: 'Log out as' (its record gone), or the admin signed out
 * at or after it began. With the shared state down it is let through, as sign-outs are (the
 * upstream still refuses revoked tokens), and said in the log.
 */
export async function actingEnded(adminTemp: AdminTemp, createdAt: number): Promise<boolean> {
  if (!wellFormed(adminTemp)) return true;
  const [record, adminSignedOut] = await Promise.all([
    sharedState()
      .get(recordKey(adminTemp.actingId))
      .catch((error: unknown) => {
        if (!isSharedStateUnavailable(error)) throw error;
        logger.warn({ event: "acting-check", userId: adminTemp.user.userId }, "acting session check skipped (shared state unavailable)");
        return "";
      }),
    signedOutSince(adminTemp.user.userId, createdAt),
  ]);
  return record === null || adminSignedOut;
}

/**
 * True when the session was ended elsewhere: its user signed out, or (acting) its acting session
 * ended. An acting session is the admin's: the customer's own Logout (before the admin began acting,
 * or during it) never ends it (issue 51 §7; the customer's sessions are not the admin's either,
 * decision 063). What the customer's Logout revoked upstream ends it at its next refresh, which
 * brings the admin back to the admin pages, written down as `impersonation.end`.
 */
export async function endedElsewhere(data: SessionData): Promise<boolean> {
  if (data.adminTemp) return actingEnded(data.adminTemp, data.createdAt);
  return signedOutSince(data.user.userId, data.createdAt);
}

/**
 * Ends the acting session everywhere (its record deleted) and hands back the admin's refresh token
 * it held, or null when it held none any more (ended already, or the store lost it).
 */
export async function endActing(adminTemp: AdminTemp): Promise<string | null> {
  if (!wellFormed(adminTemp)) return null;
  const key = recordKey(adminTemp.actingId);
  // One ending takes the token (two copies sent at once cannot both use it).
  if (!(await sharedState().claim(`${key}:ended`, "1", env().SESSION_MAX_AGE_S * 1000))) return null;
  const sealed = await sharedState().get(key);
  await sharedState().delete(key);
  return sealed === null ? null : unseal(Buffer.from(adminTemp.key, "base64url"), sealed);
}
