import { createContext, type ComponentType, type MutableRefObject, type RefObject } from "react";

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

/** What a route dialog gives the part that makes it modal (dialog-modal.tsx). */
export interface ModalProps {
  dialog: RefObject<HTMLDialogElement>;
  closeTo: string;
  /** Whether a submit is on its way (nothing closes the dialog then). */
  busy: MutableRefObject<boolean>;
}

/**
 * The part that makes a route dialog a real modal (dialog-modal.tsx): provided where a dialog is
 * drawn over a page, by the overlay (068) and by the routes whose dialog is nested in its page (the
 * thread over its list, the invite over My Team, a document's Delete over its enquiry, the admin
 * portal's user dialogs over their company). A dialog that is its own page (a direct visit) has
 * none, so its script carries no modal code (issue 54).
 */
export const DialogModal = createContext<ComponentType<ModalProps> | null>(null);
