/**
 * Small per-user answers that every page shows (header badges, dashboard tab counts) are asked of
 * the upstream at most once per TTL per user and account, not on every page. A change made through
 * the portal forgets the user's entries at once (`forgetUser`); changes made elsewhere show within
 * the TTL. Failed loads are never remembered. See docs/decisions/011-budgets-and-bench.md.
 */
export const USER_CACHE_TTL_MS = 20_000;
const MAX_ENTRIES = 20_000;

/** USER_CACHE_TTL_MS in the environment overrides it (the e2e fault tests set 0: every page asks). */
function ttl(): number {
  const raw = process.env.USER_CACHE_TTL_MS;
  const fromEnv = raw === undefined || raw === "" ? Number.NaN : Number(raw);
  return Number.isFinite(fromEnv) ? fromEnv : USER_CACHE_TTL_MS;
}

const cache = new Map<string, { value: unknown; at: number }>();

const SEP = "\u0000";

export async function cachedForUser<T>(
  kind: string,
  user: { userId: string; accountId: string },
  load: () => Promise<T>,
  /** Whether a loaded value may be remembered (false for partial failures). */
  keep: (value: T) => boolean = () => true,
  now = Date.now(),
): Promise<T> {
  const key = [user.userId, user.accountId, kind].join(SEP);
  const hit = cache.get(key);
  if (hit && now - hit.at < ttl()) return hit.value as T;
  const value = await load();
  if (keep(value)) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { value, at: now });
  } else {
    cache.delete(key);
  }
  return value;
}

/** Forget everything cached for a user after a change made through the portal. */
export function forgetUser(userId: string) {
  for (const key of cache.keys()) if (key.startsWith(`${userId}${SEP}`)) cache.delete(key);
}
