import { useNavigate } from "@remix-run/react";
import { useContext, useLayoutEffect, useState, type ReactNode } from "react";
import { DialogModal, OverlayClose, openerNow, type ModalProps } from "./overlay-close";

/**
 * A route dialog drawn over a page, as a real modal (docs/decisions/010, 068): rendered by
 * RouteDialog after its `<dialog>` where one is provided (`DialogModal`, overlay-close.ts).
 *
 * - It re-opens the server's `<dialog open>` with `showModal()` (the browser traps focus and makes
 *   the page inert), moves focus inside, and gives focus back to the opener on close.
 * - Escape asks to close: navigation to `closeTo` (or the overlay's close, or the dialog's own close
 *   control), unless a submit is on its way, so the server's answer always arrives in the dialog
 *   it came from.
 */
export function ModalBehaviour({ dialog: ref, closeTo, busy }: ModalProps) {
  const navigate = useNavigate();
  const overlayClose = useContext(OverlayClose);

  // Who had focus before the dialog appeared (read at the first render, before autofocus moves it).
  const [opener] = useState(() => {
    if (typeof document === "undefined") return null;
    const active = document.activeElement;
    return active instanceof HTMLElement && active !== document.body && !active.closest("dialog") ? active : null;
  });

  // Open as a real modal once the page is interactive; return focus to the opener on close. A
  // layout effect: the dialog is modal (Escape, focus inside) before the browser paints it, so a
  // key pressed as soon as it shows is the dialog's, not the control behind it (a menu's).
  useLayoutEffect(() => {
    const dialog = ref.current;
    // With nothing behind it (a plain navigation) the dialog is the page itself, in the main
    // column (issue 40 §5, app.css): no modal over an empty page.
    if (!dialog || dialog.parentElement?.id === "main") return;
    if (!dialog.matches(":modal")) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // showModal() focuses the first focusable (the bar's Close): move on from there too.
    const active = document.activeElement;
    if (active === dialog || !dialog.contains(active) || active?.matches(".route-dialog-close")) {
      // The first field of its form (issue 40 §6), else its first control (a confirmation's
      // button); a dialog that opens somewhere else (the thread, at its first unread message)
      // says so with data-focus-start.
      const first =
        dialog.querySelector<HTMLElement>("[data-focus-start],[autofocus],input:not([type=hidden]):not([disabled]),select:not([disabled]),textarea:not([disabled])") ??
        dialog.querySelector<HTMLElement>("button:not([disabled]),a[href]");
      // Without scrolling: a dialog that opens at a fragment (the thread's start) stays there.
      (first ?? dialog).focus({ preventScroll: true });
    }
    return () => {
      if (dialog.open) dialog.close();
      openerNow(opener)?.focus();
    };
  }, [ref, opener]);

  // Escape asks to close: navigate away, unless the server's answer is still on its way.
  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const onCancel = (event: Event) => {
      event.preventDefault();
      if (busy.current) return;
      const control = dialog.querySelector<HTMLElement>("[data-dialog-close]");
      if (control) control.click();
      else if (overlayClose) overlayClose();
      else navigate(closeTo);
    };
    dialog.addEventListener("cancel", onCancel);
    return () => dialog.removeEventListener("cancel", onCancel);
  }, [ref, busy, closeTo, navigate, overlayClose]);

  return null;
}

/**
 * For a route whose dialog is nested in its page (the thread over its list, the invite over My Team,
 * a document's Delete over its enquiry, the admin portal's user dialogs over their company): its
 * dialog is a modal over that page, on a first visit too.
 */
export function NestedDialog({ children }: { children: ReactNode }) {
  return <DialogModal.Provider value={ModalBehaviour}>{children}</DialogModal.Provider>;
}
