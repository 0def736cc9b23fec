/**
 * A stale page chunk after a deploy (spec document 1 section 4: "a stale chunk load triggers one
 * automatic reload, then the error 'chunkLoadError'"; docs/decisions/042). When a route module
 * cannot be loaded, Remix logs "Error loading route module ..." and reloads the page, which fetches
 * the new build's manifest. A second failure soon after that reload is not reloaded again (it would
 * loop): the error reaches the error boundary, which shows 'chunkLoadError' with a reload button.
 * Remix offers no hook for this, so its log line is the signal; the pinned Remix version's wording
 * is checked by tests/e2e/session-dialogs.spec.ts.
 */
export const CHUNK_LOAD_ERROR = "chunkLoadError";
const KEY = "chunk-reload-at";
/** A failure this long after the automatic reload counts as a new deploy (it gets its own reload). */
const WINDOW_MS = 5 * 60_000;

export function watchChunkLoads() {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    original(...args);
    if (typeof args[0] !== "string" || !args[0].startsWith("Error loading route module")) return;
    const last = Number(sessionStorage.getItem(KEY) ?? "0");
    if (Date.now() - last < WINDOW_MS) {
      sessionStorage.removeItem(KEY);
      // Thrown inside Remix's handler: the navigation fails with this error instead of reloading.
      throw new Error(CHUNK_LOAD_ERROR);
    }
    sessionStorage.setItem(KEY, String(Date.now()));
  };
}
