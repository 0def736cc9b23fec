/**
 * The one `popstate` listener that runs before React Router's (docs/decisions/068), so a dialog
 * shown over the page it was opened from can take the Back button (and its own closing) for
 * itself: the router never sees a Back that only closes such a dialog, so it neither reloads the
 * page's data (and takes a toast flashed for it) nor moves its scroll.
 *
 * Listeners on `window` run in the order they were added, whether capturing or not (Chromium
 * 156, checked: a capture listener added after the router's ran after it), so this one must be
 * added before the router's: the client entry installs it before it hydrates. It stays tiny.
 */
type Guard = (event: PopStateEvent) => boolean;

let guard: Guard | null = null;
/** Backs the dialog made itself (closing it): never the router's. */
let ownBacks = 0;
let installed = false;

/** Adds the listener; the client entry calls it before the router exists (then any call is a no-op). */
export function installHistoryGuard(): void {
  if (installed) return;
  installed = true;
  window.addEventListener("popstate", (event) => {
    if (ownBacks > 0) ownBacks -= 1;
    else if (!guard?.(event)) return;
    event.stopImmediatePropagation();
  });
}

/** Who answers the next Back or Forward (null: the router alone). Returns true to keep the event from the router. */
export function guardPopState(next: Guard | null): void {
  installHistoryGuard();
  guard = next;
}

/** Goes back one entry (a dialog's own), unseen by the router. */
export function backQuietly(): void {
  installHistoryGuard();
  ownBacks += 1;
  window.history.back();
}
