import { Redis } from "ioredis";
import { env } from "~/env.server";
import { logger } from "~/log/logger.server";

/**
 * The portal's shared state (docs/decisions/037-several-instances.md): small values every instance
 * must see, each with an expiry: a user's "signed out at", the per-user badge cache, idempotency
 * records, refresh coordination. In memory by default (one instance, `npm start` needs nothing);
 * on Redis when REDIS_URL is set (several instances behind a load balancer).
 *
 * When Redis cannot be reached, every operation rejects with `SharedStateUnavailable` at once (no
 * queueing): each caller decides what its feature does without it (serve uncached, refuse the
 * action with a 503), and nothing crashes.
 */
export interface SharedState {
  readonly kind: "memory" | "redis";
  get(key: string): Promise<string | null>;
  /** Stores the value for ttlMs milliseconds. */
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Stores the value only when the key is absent (a lock, a claim); true when it was stored. */
  claim(key: string, value: string, ttlMs: number): Promise<boolean>;
  delete(key: string): Promise<void>;
  /**
   * Every live entry whose key starts with `prefix`, as [key, value] pairs (keys without the
   * store's own prefix). For small sets only (work waiting to be done, such as the upstream logouts
   * after feedback: app/session/logout-proof.server.ts).
   */
  entries(prefix: string): Promise<Array<[string, string]>>;
  /** Whether the store answers now (readiness). */
  ping(): Promise<boolean>;
}

export class SharedStateUnavailable extends Error {
  constructor(cause?: unknown) {
    super(`The shared state store is unavailable${cause instanceof Error ? `: ${cause.message}` : ""}`);
    this.name = "SharedStateUnavailable";
  }
}

export function isSharedStateUnavailable(error: unknown): error is SharedStateUnavailable {
  return error instanceof SharedStateUnavailable;
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
  const store = (key: string, value: string, ttlMs: number) => {
    entries.delete(key);
    if (entries.size >= MAX_ENTRIES) {
      // Oldest first (insertion order): drop the expired, then the oldest.
      for (const [k, e] of entries) {
        if (entries.size < MAX_ENTRIES && e.until > now()) break;
        entries.delete(k);
      }
    }
    entries.set(key, { value, until: now() + ttlMs });
  };
  return {
    kind: "memory",
    async get(key) {
      return live(key)?.value ?? null;
    },
    async set(key, value, ttlMs) {
      store(key, value, ttlMs);
    },
    async claim(key, value, ttlMs) {
      if (live(key)) return false;
      store(key, value, ttlMs);
      return true;
    },
    async delete(key) {
      entries.delete(key);
    },
    async entries(prefix) {
      const found: Array<[string, string]> = [];
      for (const key of [...entries.keys()]) {
        const entry = key.startsWith(prefix) ? live(key) : undefined;
        if (entry) found.push([key, entry.value]);
      }
      return found;
    },
    async ping() {
      return true;
    },
    size: () => entries.size,
  };
}

const PREFIX = "portal:";

export function createRedisState(url: string): SharedState & { quit(): Promise<void>; client: Redis } {
  const redis = new Redis(url, {
    // Fail at once while disconnected instead of queueing: a page must not wait for Redis.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2_000,
    commandTimeout: 1_000,
    retryStrategy: (times) => Math.min(times * 200, 2_000),
  });
  let down = false;
  redis.on("error", (error) => {
    if (!down) logger.error({ event: "redis", err: error }, "Redis is unreachable; features that need it answer 503");
    down = true;
  });
  redis.on("ready", () => {
    if (down) logger.info({ event: "redis" }, "Redis is reachable again");
    down = false;
  });
  const run = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      return await command();
    } catch (error) {
      throw new SharedStateUnavailable(error);
    }
  };
  return {
    kind: "redis",
    get: (key) => run(() => redis.get(PREFIX + key)),
    set: (key, value, ttlMs) => run(async () => void (await redis.set(PREFIX + key, value, "PX", Math.max(1, Math.round(ttlMs))))),
    claim: (key, value, ttlMs) => run(async () => (await redis.set(PREFIX + key, value, "PX", Math.max(1, Math.round(ttlMs)), "NX")) === "OK"),
    delete: (key) => run(async () => void (await redis.del(PREFIX + key))),
    entries: (prefix) =>
      run(async () => {
        const keys: string[] = [];
        let cursor = "0";
        do {
          const [next, batch] = await redis.scan(cursor, "MATCH", `${PREFIX}${prefix.replace(/[*?[\]\\]/g, "\\$&")}*`, "COUNT", 200);
          cursor = next;
          keys.push(...batch);
        } while (cursor !== "0");
        if (keys.length === 0) return [];
        const values = await redis.mget(...keys);
        return keys.flatMap((key, i): Array<[string, string]> => (values[i] === null ? [] : [[key.slice(PREFIX.length), values[i] as string]]));
      }),
    async ping() {
      try {
        return (await redis.ping()) === "PONG";
      } catch {
        return false;
      }
    },
    async quit() {
      await redis.quit().catch(() => redis.disconnect());
    },
    client: redis,
  };
}

let state: SharedState | undefined;

/** The store the portal shares: Redis when REDIS_URL is set, else this process's memory. */
export function sharedState(): SharedState {
  if (!state) {
    const url = env().REDIS_URL;
    state = url ? createRedisState(url) : createMemoryState();
    logger.info({ event: "shared-state", kind: state.kind }, "shared state store chosen");
  }
  return state;
}

/** The Redis connection of the shared store, for libraries that keep their own keys there (rate limits); null in memory mode. */
export function sharedRedis(): Redis | null {
  const current = sharedState();
  return "client" in current ? (current as { client: Redis }).client : null;
}

/** For tests: a store that is down (every operation rejects with SharedStateUnavailable). */
export function createUnavailableState(): SharedState {
  const down = () => Promise.reject(new SharedStateUnavailable(new Error("connection closed")));
  return { kind: "redis", get: down, set: down, claim: down, delete: down, entries: down, ping: async () => false };
}

/** For tests: another store (a fresh memory store, or Redis). */
export function setSharedStateForTests(next: SharedState | undefined) {
  state = next;
}

/** Polls `read` until it gives a value or `timeoutMs` passes (waiting on another instance's work). */
export async function waitFor<T>(read: () => Promise<T | null>, timeoutMs: number, intervalMs = 25): Promise<T | null> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== null || Date.now() >= until) return value;
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
