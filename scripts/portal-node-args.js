/**
 * The Node options every portal process starts with (npm start, the multi-instance suite, the
 * tests' own portals, the bench; the Dockerfile sets the same through NODE_OPTIONS). An explicit
 * old-space limit: without one, V8 sizes the heap from the machine's memory and let a portal whose
 * live data is about 50 MB hold 220 MB of heap (300 MB resident) after 10,000 requests; with it,
 * 107 MB of heap and 187 MB resident (docs/decisions/046). PORTAL_HEAP_MB changes it.
 */
export const DEFAULT_PORTAL_HEAP_MB = 512;

/** @param {Record<string, string | undefined>} [env] */
export function portalNodeArgs(env = process.env) {
  const raw = env.PORTAL_HEAP_MB;
  const mb = raw === undefined || raw.trim() === "" ? DEFAULT_PORTAL_HEAP_MB : Number(raw);
  if (!Number.isInteger(mb) || mb < 64) throw new Error(`PORTAL_HEAP_MB must be a whole number of megabytes, 64 or more, got "${raw}"`);
  return [`--max-old-space-size=${mb}`];
}
