import { createContext } from "react";

/**
 * Set while a route dialog is drawn over the page it was opened from (docs/decisions/068): its
 * Close and Escape end the overlay (back to that page, focus to the control that opened it)
 * instead of navigating to the dialog's own close target. Null when the dialog is its own page.
 * In the shell's chunk (vite.config.ts): the overlay's chunk then needs no dialog chunk of its own.
 */
export const OverlayClose = createContext<(() => void) | null>(null);
