/**
 * The one `popstate` listener that runs before React Router's (docs/decisions/068): installed by
 * entry.client before the router exists, so a dialog shown over the page it was opened from can
 * take the Back button (and its own closing) for itself. The router never sees a Back that only
 * closes such a dialog: it neither reloads the page's data nor moves its scroll.
 */
type Guard = (event: PopStateEvent) => boolean;

let guard: Guard | null = null;
/** Backs the dialog made itself (closing it): never the router's. */
let ownBacks = 0;

/** Who answers the next Back or Forward (null: the router alone). Returns true to keep the event from the router. */
export function guardPopState(next: Guard | null): void {
  guard = next;
}

/** Goes back one entry (a dialog's own), unseen by the router. */
export function backQuietly(): void {
  ownBacks += 1;
  window.history.back();
}

export function installPopStateGuard(): void {
  window.addEventListener("popstate", (event) => {
    if (ownBacks > 0) ownBacks -= 1;
    else if (!guard?.(event)) return;
    event.stopImmediatePropagation();
  });
}
