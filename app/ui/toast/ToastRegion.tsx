import { useEffect } from "react";
import type { Toast } from "~/domain/toast";

/**
 * The one toast region (docs/decisions/059-toasts.md): bottom right, along the bottom on phones
 * (app.css `.toast-region`). The server renders it, always, so a toast added later is announced.
 * Close needs no script: a checkbox in a label, and a toast that has it checked is hidden, so nothing
 * is sent and a form on the page keeps what was typed. With JavaScript the only script is the
 * timer; the plain-HTML pages' inline script reads the same `data-toast-ms`.
 */
export function ToastRegion({ toasts }: { toasts: readonly Toast[] }) {
  useEffect(() => {
    const timers = toasts.map((t) => setTimeout(() => document.getElementById(t.id)?.setAttribute("hidden", ""), t.ms));
    return () => timers.forEach(clearTimeout);
  }, [toasts]);
  return (
    <div role="status" aria-live="polite" className="toast-region">
      {toasts.map((t) => (
        <div key={t.id} id={t.id} data-tone={t.tone} data-toast-ms={t.ms}>
          <p>{t.text}</p>
          <label className="toast-close">
            <input type="checkbox" aria-label="Close message" />
          </label>
        </div>
      ))}
    </div>
  );
}
