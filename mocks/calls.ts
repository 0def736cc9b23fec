/** Log of every upstream call the mock received (including faulted and refused ones). */
export interface RecordedCall {
  method: string;
  /** Path after `/api`, without the query string. */
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  at: string;
  userId?: string;
  /** X-Forwarded-For of a public call: the visitor's address the portal forwarded. */
  client?: string;
  /** The injected fault applied to this call, if any. */
  fault?: string;
  /** The portal's request id and W3C trace context, as the call carried them. */
  requestId?: string;
  traceparent?: string;
  /**
   * When the call arrived and when its answer was sent, in epoch milliseconds with fractions
   * (behind the HTTP server; in-process only `startedAt`). The bench computes a page's longest
   * chain of calls from these (docs/decisions/045).
   */
  startedAt?: number;
  endedAt?: number;
}

/** Epoch milliseconds with sub-millisecond precision. */
export function nowMs(): number {
  return performance.timeOrigin + performance.now();
}

const log: RecordedCall[] = [];
/**
 * Enough for every call a test can still ask about while other workers run: the crawl of every
 * role alone makes thousands, and a test that read its upload after 5,000 found it gone. A call is
 * well under 1 KB, so the log stays within a few tens of megabytes.
 */
const MAX_CALLS = 40_000;

export function recordCall(call: RecordedCall): void {
  log.push(call);
  if (log.length > MAX_CALLS) log.splice(0, log.length - MAX_CALLS);
}

/**
 * Calls in the order received. `path` matches exactly, or as a prefix when it ends in `*`;
 * `since` (ISO) keeps calls at or after that instant; `requestId` keeps one portal request's calls.
 */
export function calls(filter: { path?: string; since?: string; requestId?: string } = {}): RecordedCall[] {
  const sinceMs = filter.since ? Date.parse(filter.since) : Number.NaN;
  return log.filter((c) => {
    if (filter.requestId !== undefined && c.requestId !== filter.requestId) return false;
    if (filter.path) {
      const ok = filter.path.endsWith("*") ? c.path.startsWith(filter.path.slice(0, -1)) : c.path === filter.path;
      if (!ok) return false;
    }
    return Number.isNaN(sinceMs) || Date.parse(c.at) >= sinceMs;
  });
}

export function clearCalls(): void {
  log.length = 0;
}
