/**
 * The shell's two badges (unread notifications, cart items) are asked of the upstream at most
 * once per BADGE_TTL_MS per user and account, not on every page: most pages would otherwise spend
 * two of their three upstream calls on the header. A change made through the portal (marking a
 * notification read, changing the cart) forgets the user's entry at once; changes made elsewhere
 * show within the TTL. See docs/decisions/011-badge-cache.md.
 */
export const BADGE_TTL_MS = 20_000;
/** BADGE_TTL_MS in the environment overrides it (the fault tests set 0 so every page asks). */
const ttl = () => {
  const fromEnv = Number(process.env.BADGE_TTL_MS);
  return Number.isFinite(fromEnv) && process.env.BADGE_TTL_MS !== "" && process.env.BADGE_TTL_MS !== undefined
    ? fromEnv
    : BADGE_TTL_MS;
};
const MAX_ENTRIES = 10_000;

export interface Badges {
  unreadCount: number | null;
  cartCount: number | null;
}

const cache = new Map<string, { badges: Badges; at: number }>();

const keyOf = (userId: string, accountId: string) => `${userId}\u0000${accountId}`;

export async function cachedBadges(
  userId: string,
  accountId: string,
  load: () => Promise<Badges>,
  now = Date.now(),
): Promise<Badges> {
  const key = keyOf(userId, accountId);
  const hit = cache.get(key);
  if (hit && now - hit.at < ttl()) return hit.badges;
  const badges = await load();
  // Failures are not remembered: the next page asks again.
  if (badges.unreadCount !== null && badges.cartCount !== null) {
    if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
    cache.set(key, { badges, at: now });
  } else {
    cache.delete(key);
  }
  return badges;
}

/** Forget a user's badges after a change made through the portal. */
export function forgetBadges(userId: string) {
  for (const key of cache.keys()) if (key.startsWith(`${userId}\u0000`)) cache.delete(key);
}
