import { logger } from "~/log/logger.server";
import { isSharedStateUnavailable, sharedState } from "~/state/shared-state.server";

/**
 * Small per-user answers that every page shows (header badges, dashboard tab counts) are asked of
 * the upstream at most once per TTL per user and account, not on every page. They live in the
 * shared state store, so every instance sees the same entries. A change made through the portal
 * forgets the user's entries at once (`forgetUser`, by moving the user's generation on); changes
 * made elsewhere show within the TTL. Failed loads are never remembered. Without the store (Redis
 * down) the page simply asks the upstream. See docs/decisions/011 and 037.
 */
export const USER_CACHE_TTL_MS = 20_000;

/** USER_CACHE_TTL_MS in the environment overrides it (the e2e fault tests set 0: every page asks). */
function ttl(): number {
  const raw = process.env.USER_CACHE_TTL_MS;
  const fromEnv = raw === undefined || raw === "" ? Number.NaN : Number(raw);
  return Number.isFinite(fromEnv) ? fromEnv : USER_CACHE_TTL_MS;
}

const generationKey = (userId: string) => `ucache-gen:${userId}`;

export async function cachedForUser<T>(
  kind: string,
  user: { userId: string; accountId: string },
  load: () => Promise<T>,
  /** Whether a loaded value may be remembered (false for partial failures). */
  keep: (value: T) => boolean = () => true,
  now = Date.now(),
): Promise<T> {
  const lifetime = ttl();
  if (lifetime <= 0) return load();
  const state = sharedState();
  let key: string | null = null;
  try {
    const generation = (await state.get(generationKey(user.userId))) ?? "0";
    key = `ucache:${user.userId}:${generation}:${user.accountId}:${kind}`;
    const hit = await state.get(key);
    if (hit) {
      const entry = JSON.parse(hit) as { at: number; value: T };
      if (now - entry.at < lifetime && now >= entry.at) return entry.value;
    }
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    return load();
  }
  const value = await load();
  if (keep(value)) {
    await state.set(key, JSON.stringify({ at: now, value }), lifetime).catch((error: unknown) => {
      if (!isSharedStateUnavailable(error)) throw error;
    });
  }
  return value;
}

/** Forget everything cached for a user after a change made through the portal. */
export async function forgetUser(userId: string): Promise<void> {
  try {
    // A new generation: the old entries are never read again and expire with their TTL.
    await sharedState().set(generationKey(userId), `${Date.now()}-${Math.random().toString(36).slice(2, 8)}`, 24 * 60 * 60 * 1000);
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    logger.warn({ event: "user-cache", userId }, "could not forget the user's cached badges (shared state unavailable)");
  }
}
