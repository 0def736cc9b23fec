import { logger } from "~/log/logger.server";
import { metrics } from "~/log/metrics.server";
import { isSharedStateUnavailable, sharedState, waitFor, type SharedState } from "~/state/shared-state.server";

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
 *
 * The claim lasts PENDING_MS until the result replaces it: an instance that dies during the call
 * releases the key by expiry (a waiting duplicate then makes the call itself), as the refresh
 * lock does. Once the call has succeeded its result is the answer even if storing it fails.
 */

export const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;
/**
 * How long a claim without a result holds the key: longer than a submit's one upstream call can
 * take (UPSTREAM_TIMEOUT_MS, 8 s by default; POSTs are never retried), shorter than a load
 * balancer's read timeout (60 s) so a waiting duplicate still gets its answer.
 */
export const PENDING_MS = 30_000;
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

/** A duplicate waited as long as a claim lasts and the first post had still not finished. */
export class SubmitStillRunning extends Error {
  constructor() {
    super("The first post of this form has not finished.");
    this.name = "SubmitStillRunning";
  }
}

export function isSubmitStillRunning(error: unknown): error is SubmitStillRunning {
  return error instanceof SubmitStillRunning;
}

export function createIdempotencyStore(options: { windowMs?: number; pendingMs?: number; state?: () => SharedState } = {}): IdempotencyStore {
  const windowMs = options.windowMs ?? IDEMPOTENCY_WINDOW_MS;
  const pendingMs = Math.min(options.pendingMs ?? PENDING_MS, windowMs);
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
    if (await state().claim(id, PENDING, pendingMs)) {
      const call = run();
      running.set(id, call);
      let value: T;
      try {
        value = await call;
      } catch (error) {
        // Let go so the user can retry; if the store is gone too, the claim expires by itself.
        await state()
          .delete(id)
          .catch(() => undefined);
        throw error;
      } finally {
        running.delete(id);
      }
      try {
        await state().set(id, JSON.stringify({ v: value }), windowMs);
      } catch (error) {
        // The effect happened: the user gets its result. Only a later duplicate is unprotected.
        if (!isSharedStateUnavailable(error)) throw error;
        logger.error({ event: "idempotency", outcome: "not-recorded" }, "could not record a form post's result (shared state unavailable)");
      }
      return { value, replayed: false };
    }
    // Claimed by another request (on this instance or another): wait for its result, or for the
    // claim to end (the first request failed, or its instance died and the claim expired).
    const outcome = await waitFor(
      async () => {
        const stored = await state().get(id);
        if (stored === null) return { retry: true as const };
        return stored === PENDING ? null : { value: (JSON.parse(stored) as { v: T }).v };
      },
      pendingMs + Math.min(pendingMs, 1_000),
    );
    if (!outcome) throw new SubmitStillRunning();
    // The key is free again: this one may try.
    if ("retry" in outcome) return once(userId, key, run);
    return replay(outcome.value);
  };
  return { once };
}

/** The store the form routes share. */
export const formSubmissions = createIdempotencyStore();
