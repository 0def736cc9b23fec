import { DIALOG_BUTTON, dialogHeading, showDomDialog } from "./dom-dialog";

/**
 * A stale page chunk after a deploy (spec document 1 section 4: "a stale chunk load triggers one
 * automatic reload, then the error 'chunkLoadError'"; docs/decisions/042). When a route module
 * cannot be loaded, Remix logs "Error loading route module `…`" and reloads the page, which
 * fetches the new build's manifest: that is the one reload. A second failure within 5 minutes is
 * not reloaded again (it would loop): the log call throws inside Remix's handler, which stops the
 * reload, and 'chunkLoadError' shows with a reload button. Remix offers no hook for this;
 * tests/e2e/session-dialogs.spec.ts checks the pinned version still works this way, and the
 * browser build keeps this one framework message whole (KEPT_MESSAGES, scripts/vite-framework-trim.ts).
 */
const KEY = "chunk-reload-at";

export function watchChunkLoads() {
  const log = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    log(...args);
    if (!String(args[0]).startsWith("Error loading route module")) return;
    const last = Number(sessionStorage.getItem(KEY));
    sessionStorage.setItem(KEY, String(Date.now()));
    if (Date.now() - last >= 300_000) return;
    const dialog = showDomDialog(
      "chunk-load-error",
      `${dialogHeading("chunk-load-error", "chunkLoadError", "A new version of the portal is being published. Please reload the page.")}<p class="mt-5 flex justify-end"><button type="button" class="${DIALOG_BUTTON}">Reload</button></p>`,
    );
    dialog.querySelector("button")?.addEventListener("click", () => location.reload());
    throw new Error("chunkLoadError");
  };
}
