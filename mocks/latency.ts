/**
 * A fixed delay added to every REST call of the embedded upstream (not the identity service), for
 * benchmarks and tests that need each call to take time (docs/decisions/045): with 100 ms per
 * call, a page whose calls run one after another is visibly slower than one whose calls start
 * together. `MOCK_LATENCY_MS` sets it at start (default 0); `PUT /__latency { "ms": N }` changes
 * it while running; `POST /__reset` returns to the start value.
 */
export const MAX_LATENCY_MS = 10_000;

function fromEnv(): number {
  const raw = process.env.MOCK_LATENCY_MS;
  const value = raw === undefined || raw.trim() === "" ? 0 : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > MAX_LATENCY_MS) {
    throw new Error(`MOCK_LATENCY_MS must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}, got "${raw}"`);
  }
  return value;
}

let latencyMs: number | null = null;

export function latency(): number {
  latencyMs ??= fromEnv();
  return latencyMs;
}

/** A valid latency or null (not a whole number of milliseconds within 0 to MAX_LATENCY_MS). */
export function parseLatency(value: unknown): number | null {
  return typeof value === "number" && Number.isInteger(value) && value >= 0 && value <= MAX_LATENCY_MS ? value : null;
}

export function setLatency(ms: number): void {
  const valid = parseLatency(ms);
  if (valid === null) throw new Error(`latency must be a whole number of milliseconds from 0 to ${MAX_LATENCY_MS}`);
  latencyMs = valid;
}

/** Back to MOCK_LATENCY_MS (or 0). */
export function resetLatency(): void {
  latencyMs = fromEnv();
}
