import type { Router } from "@remix-run/router";

/*
 * What the dialog host (DialogHost.tsx, in every signed-in page) and the overlay chunk it loads
 * (DialogOverlay.tsx) hand each other. Their own module, so the overlay never imports the host
 * that loads it (no circular import: docs/decisions/092).
 */

/** A dialog the host asks the overlay to show. */
export interface OverlayRequest {
  /** The dialog's URL (path and query). */
  href: string;
  /** The control that opened it: focus goes back there on close. */
  opener: Element | null;
}

export interface OverlayProps {
  router: Router;
  request: OverlayRequest;
  onEnd: () => void;
}
