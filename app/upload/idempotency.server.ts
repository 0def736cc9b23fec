import { logger } from "~/log/logger.server";
import { metrics } from "~/log/metrics.server";
import { sharedState, waitFor, type SharedState } from "~/state/shared-state.server";

/**
 * One rendered form, one effect (docs/decisions/010 and 037). A form carries a random
 * `idempotencyKey` rendered by its loader; the action runs its upstream call through
 * `once(userId, key, run)`. A second POST with the same key within the window (a double click, a
 * browser retry, a reload that re-posts, the same form sent to two instances) gets the first
 * call's result, or waits for it while it is still running, instead of creating a second record.
 * A failed call is forgotten so the user can retry.
 *
 * The record lives in the shared state store: the first request claims the key, runs the call
 * and stores its result (JSON) for the window; any other request with the key, on any instance,
 * waits for that result. Concurrent requests in one process share the running promise. Without
 * the store (Redis down), `once` rejects with SharedStateUnavailable and the form answers 503:
 * a submit that cannot be made safe is not made.
 */

export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
/** How long a duplicate waits for the first request's result before giving up. */
const WAIT_FOR_FIRST_MS = 30_000;
const PENDING = "pending";

export interface IdempotencyStore {
  once<T>(userId: string, key: string, run: () => Promise<T>): Promise<{ value: T; replayed: boolean }>;
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

class DuplicateStillRunning extends Error {}

export function createIdempotencyStore(options: { windowMs?: number; state?: () => SharedState } = {}): IdempotencyStore {
  const windowMs = options.windowMs ?? IDEMPOTENCY_WINDOW_MS;
  const state = options.state ?? sharedState;
  const running = new Map<string, Promise<unknown>>();

  const replay = <T>(value: T) => {
    metrics.idempotencyReplays.inc();
    logger.info({ event: "idempotency-replay" }, "form post replayed");
    return { value, replayed: true };
  };

  const once = async <T>(userId: string, key: string, run: () => Promise<T>): Promise<{ value: T; replayed: boolean }> => {
    const id = `idem:${userId}:${key}`;
    const here = running.get(id);
    if (here) return replay((await here) as T);
    if (await state().claim(id, PENDING, windowMs)) {
      const call = run();
      running.set(id, call);
      try {
        const value = await call;
        await state().set(id, JSON.stringify({ v: value }), windowMs);
        return { value, replayed: false };
      } catch (error) {
        await state().delete(id);
        throw error;
      } finally {
        running.delete(id);
      }
    }
    // Claimed by another request (on this instance or another): wait for its result.
    const outcome = await waitFor(async () => {
      const stored = await state().get(id);
      if (stored === null) return { retry: true as const };
      return stored === PENDING ? null : { value: (JSON.parse(stored) as { v: T }).v };
    }, WAIT_FOR_FIRST_MS);
    if (!outcome) throw new DuplicateStillRunning("The first post of this form has not finished.");
    // The first request failed and let go: this one may try.
    if ("retry" in outcome) return once(userId, key, run);
    return replay(outcome.value);
  };
  return { once };
}

/** The store the form routes share. */
export const formSubmissions = createIdempotencyStore();
