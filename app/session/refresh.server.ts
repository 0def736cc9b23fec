import { createHash } from "node:crypto";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";
import { metrics } from "~/log/metrics.server";
import { isSharedStateUnavailable, sharedState, waitFor } from "~/state/shared-state.server";
import { isRefusal, refreshTokensOrRefusal, type RefreshRefusal } from "~/upstream/auth.server";
import { deriveKey, seal, unseal } from "./sealed-cookie.server";
import type { SessionTokens } from "~/upstream/tokens";

/**
 * One token refresh per refresh token, across every request and every portal instance
 * (docs/decisions/003 and 037). The identity service rotates refresh tokens and refuses a used
 * one, so two refreshes of one token would log the user out.
 *
 * - In this process: concurrent callers share one promise.
 * - Across instances: the first to see the 401 takes a short lock (keyed by a hash of the refresh
 *   token) in the shared state store, refreshes, and leaves the new tokens there, encrypted with a
 *   key derived from SESSION_SECRET, for ROTATION_GRACE_MS. The others wait for that result and
 *   use it. A request that still carries the old cookie afterwards (a second tab, a request in
 *   flight) finds the result too. A lock holder that dies releases by expiry.
 * - Without the store (Redis down): a local refresh, as one instance would do.
 */
const ROTATION_GRACE_MS = 30_000;
const LOCK_MS = 10_000;
/** A refused refresh is remembered with its reason ("refused:another-session"); plain "refused" is an expired one. */
const REFUSED = "refused";

type Outcome = SessionTokens | RefreshRefusal;

const inflight = new Map<string, Promise<Outcome>>();

function keyOf(refreshToken: string) {
  return createHash("sha256").update(refreshToken).digest("base64url").slice(0, 32);
}

function sealingKeys() {
  return env()
    .SESSION_SECRET.split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((secret) => deriveKey(secret, "refresh coordination v1"));
}

async function readResult(id: string): Promise<Outcome | undefined> {
  const stored = await sharedState().get(`refresh-result:${id}`);
  if (stored === null) return undefined;
  if (stored === REFUSED) return { refused: "expired" };
  if (stored === `${REFUSED}:another-session`) return { refused: "another-session" };
  return ((await unseal(stored, sealingKeys())) as SessionTokens | null) ?? { refused: "expired" };
}

async function refreshHere(refreshToken: string): Promise<Outcome> {
  metrics.refreshes.inc();
  try {
    const tokens = await refreshTokensOrRefusal(refreshToken);
    if (isRefusal(tokens)) metrics.refreshFailures.inc();
    logger.info({ event: "token-refresh", outcome: isRefusal(tokens) ? `refused:${tokens.refused}` : "refreshed" }, "token refresh");
    return tokens;
  } catch (error) {
    metrics.refreshFailures.inc();
    logger.warn({ event: "token-refresh", outcome: "failed" }, "token refresh failed");
    throw error;
  }
}

/**
 * Leaves the refresh's outcome for the other instances. Best effort: the refresh has used the
 * refresh token, so its tokens are this request's whatever happens here. Were a failure to store
 * them treated as "no coordination" (Redis gone just now), the request would refresh again with
 * the used token, be refused, and log the user out. The waiting instances then refresh themselves
 * after LOCK_MS, as when a lock holder dies.
 */
async function shareResult(id: string, tokens: Outcome): Promise<void> {
  try {
    const refused = isRefusal(tokens);
    const value = refused ? (tokens.refused === "expired" ? REFUSED : `${REFUSED}:${tokens.refused}`) : await seal(tokens, sealingKeys()[0]);
    await sharedState().set(`refresh-result:${id}`, value, refused ? 5_000 : ROTATION_GRACE_MS);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.warn({ event: "token-refresh", outcome: "not-shared" }, "could not share the refreshed tokens (shared state unavailable)");
  }
}

async function coordinated(refreshToken: string): Promise<Outcome> {
  const id = keyOf(refreshToken);
  const state = sharedState();
  try {
    const known = await readResult(id);
    if (known !== undefined) return known;
    if (await state.claim(`refresh-lock:${id}`, process.pid.toString(), LOCK_MS)) {
      try {
        const tokens = await refreshHere(refreshToken);
        await shareResult(id, tokens);
        return tokens;
      } finally {
        await state.delete(`refresh-lock:${id}`).catch(() => undefined);
      }
    }
    // Another instance is refreshing this token: use its result.
    const waited = await waitFor(async () => {
      const result = await readResult(id);
      return result === undefined ? null : { result };
    }, LOCK_MS);
    if (waited) return waited.result;
    logger.warn({ event: "token-refresh", outcome: "lock-expired" }, "refresh lock holder gave no result; refreshing here");
    return refreshHere(refreshToken);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.warn({ event: "token-refresh", outcome: "local" }, "shared state unavailable; refreshing without coordination");
    return refreshHere(refreshToken);
  }
}

/** The rotated tokens for this refresh token (or why it was refused), refreshing once if nobody has yet. */
export function refreshOnce(refreshToken: string): Promise<Outcome> {
  let pending = inflight.get(refreshToken);
  if (!pending) {
    pending = coordinated(refreshToken).finally(() => inflight.delete(refreshToken));
    inflight.set(refreshToken, pending);
  }
  return pending;
}

/** For tests: forget the in-process flights (the shared store is reset separately). */
export function resetRefreshFlightsForTests() {
  inflight.clear();
}
