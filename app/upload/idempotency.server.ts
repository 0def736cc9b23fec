import { logger } from "~/log/logger.server";
import { metrics } from "~/log/metrics.server";

/**
 * One rendered form, one effect (docs/decisions/010). A form carries a random `idempotencyKey`
 * rendered by its loader; the action runs its upstream call through `once(userId, key, run)`.
 * A second POST with the same key within the window (a double click, a browser retry, a reload
 * that re-posts) gets the first call's result, or waits for it while it is still running,
 * instead of creating a second record. A failed call is forgotten so the user can retry.
 *
 * Memory only and per process, bounded in size: enough for one portal instance. Several
 * instances behind a load balancer would need a shared store (or sticky sessions, which the
 * session refresh already asks for, docs/decisions/003).
 */

export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
export const IDEMPOTENCY_MAX_ENTRIES = 5000;

interface Entry {
  at: number;
  result: Promise<unknown>;
}

export interface IdempotencyStore {
  once<T>(userId: string, key: string, run: () => Promise<T>): Promise<{ value: T; replayed: boolean }>;
  size(): number;
  clear(): void;
}

const KEY_PATTERN = /^[A-Za-z0-9-]{16,64}$/;

/** A key the loader renders into the form. */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

/** Keys from the browser are checked before they are trusted as map keys. */
export function isIdempotencyKey(value: unknown): value is string {
  return typeof value === "string" && KEY_PATTERN.test(value);
}

export function createIdempotencyStore(
  options: { windowMs?: number; maxEntries?: number; now?: () => number } = {},
): IdempotencyStore {
  const windowMs = options.windowMs ?? IDEMPOTENCY_WINDOW_MS;
  const maxEntries = options.maxEntries ?? IDEMPOTENCY_MAX_ENTRIES;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();

  const prune = () => {
    const cutoff = now() - windowMs;
    // Map keeps insertion order, so the oldest entries come first.
    for (const [k, e] of entries) {
      if (e.at >= cutoff && entries.size <= maxEntries) break;
      entries.delete(k);
    }
  };

  return {
    async once<T>(userId: string, key: string, run: () => Promise<T>) {
      prune();
      const id = `${userId}\u0000${key}`;
      const existing = entries.get(id);
      if (existing && existing.at >= now() - windowMs) {
        metrics.idempotencyReplays.inc();
        logger.info({ event: "idempotency-replay", userId }, "form post replayed");
        return { value: (await existing.result) as T, replayed: true };
      }
      const result = run();
      entries.set(id, { at: now(), result });
      prune();
      try {
        return { value: await result, replayed: false };
      } catch (error) {
        entries.delete(id);
        throw error;
      }
    },
    size: () => entries.size,
    clear: () => entries.clear(),
  };
}

/** The store the form routes share. */
export const formSubmissions = createIdempotencyStore();
