/**
 * The portal's shared state: small values that every request of every user may need to see, with
 * an expiry (a user's "signed out at", and later idempotency records, refresh coordination, rate
 * counters). In memory for one instance today, bounded in size; several instances need one shared
 * store behind this same interface (issue 15 adds Redis).
 */
export interface SharedState {
  get(key: string): Promise<string | null>;
  /** Stores the value for ttlMs milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  delete(key: string): Promise<void>;
}

const MAX_ENTRIES = 100_000;

export function createMemoryState(now: () => number = Date.now): SharedState & { size(): number } {
  const entries = new Map<string, { value: string; until: number }>();
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.until <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      entries.delete(key);
      if (entries.size >= MAX_ENTRIES) {
        // Oldest first (insertion order): drop the expired, then the oldest.
        for (const [k, e] of entries) {
          if (entries.size < MAX_ENTRIES && e.until > now()) break;
          entries.delete(k);
        }
      }
      entries.set(key, { value, until: now() + ttlMs });
    },
    async delete(key) {
      entries.delete(key);
    },
    size: () => entries.size,
  };
}

let state: SharedState = createMemoryState();

export function sharedState(): SharedState {
  return state;
}

/** For tests: a fresh store. */
export function setSharedStateForTests(next: SharedState) {
  state = next;
}
