/**
 * A stale page chunk after a deploy (spec document 1 section 4: "a stale chunk load triggers one
 * automatic reload, then the error 'chunkLoadError'"; docs/decisions/042). When a route module
 * cannot be loaded, Remix logs "Error loading route module ..." and reloads the page, which fetches
 * the new build's manifest. A second failure within 5 minutes of that reload is not reloaded again
 * (it would loop): the error is thrown from the log call, inside Remix's handler, so the navigation
 * fails with it and the error boundary shows 'chunkLoadError' with a reload button. Remix offers no
 * hook for this; tests/e2e/session-dialogs.spec.ts checks the pinned version's wording still works.
 */
export function watchChunkLoads() {
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    log(...args);
    if (!String(args[0]).startsWith("Error loading route module")) return;
    const last = Number(sessionStorage.getItem("chunk-reload-at"));
    sessionStorage.setItem("chunk-reload-at", String(Date.now()));
    if (Date.now() - last < 300_000) throw new Error("chunkLoadError");
  };
}
