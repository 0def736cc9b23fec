import { createContext } from "react";

/**
 * Set while a route dialog is drawn over the page it was opened from (docs/decisions/068): its
 * Close and Escape end the overlay (back to that page, focus to the control that opened it)
 * instead of navigating to the dialog's own close target. Null when the dialog is its own page.
 * In the shell's chunk (vite.config.ts): the overlay's chunk then needs no dialog chunk of its own.
 */
export const OverlayClose = createContext<(() => void) | null>(null);

/**
 * The control to give focus back to when a dialog closes: the one that opened it, or, when the
 * page under the dialog was drawn again meanwhile (kept markup put in place anew, issue 54), the
 * same control in the new markup (by its id, or a link by its address). Null when it is gone.
 */
export function openerNow(opener: Element | null): HTMLElement | null {
  if (!(opener instanceof HTMLElement)) return null;
  if (opener.isConnected) return opener;
  const href = opener.getAttribute("href");
  const again = opener.id ? document.getElementById(opener.id) : href ? document.querySelector(`a[href="${CSS.escape(href)}"]`) : null;
  return again instanceof HTMLElement ? again : null;
}
