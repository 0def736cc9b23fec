/**
 * The one `popstate` listener that runs before React Router's (docs/decisions/068), so a dialog
 * shown over the page it was opened from can take the Back button (and its own closing) for
 * itself: the router never sees a Back that only closes such a dialog, so it neither reloads the
 * page's data nor moves its scroll. A capture listener on `window` runs before the router's (a
 * bubbling one on the same target, added earlier), so it is installed by the overlay's chunk on
 * the first dialog opened, not by every page.
 */
type Guard = (event: PopStateEvent) => boolean;

let guard: Guard | null = null;
/** Backs the dialog made itself (closing it): never the router's. */
let ownBacks = 0;
let installed = false;

function install(): void {
  if (installed) return;
  installed = true;
  window.addEventListener(
    "popstate",
    (event) => {
      if (ownBacks > 0) ownBacks -= 1;
      else if (!guard?.(event)) return;
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
}

/** Who answers the next Back or Forward (null: the router alone). Returns true to keep the event from the router. */
export function guardPopState(next: Guard | null): void {
  install();
  guard = next;
}

/** Goes back one entry (a dialog's own), unseen by the router. */
export function backQuietly(): void {
  install();
  ownBacks += 1;
  window.history.back();
}
