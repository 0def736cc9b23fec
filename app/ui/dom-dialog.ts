/**
 * A modal dialog made without React, for the two moments the page itself may be gone or about to
 * be: the session has ended (session-expired.ts) and a page chunk is missing (chunk-reload.ts).
 * Escape does not close it: the way on is its own button. Only fixed text and encoded paths are
 * put into `html`.
 */
export function showDomDialog(name: string, html: string): HTMLDialogElement {
  const existing = document.querySelector<HTMLDialogElement>(`dialog[data-dom-dialog="${name}"]`);
  if (existing) return existing;
  const dialog = document.createElement("dialog");
  dialog.dataset.domDialog = name;
  dialog.setAttribute("aria-labelledby", `${name}-title`);
  dialog.className = "fixed inset-0 z-50 m-auto w-[calc(100%-1.5rem)] max-w-md rounded-lg bg-white p-6 text-ink shadow-xl backdrop:bg-slate-900/60";
  dialog.innerHTML = html;
  dialog.addEventListener("cancel", (event) => event.preventDefault());
  document.body.append(dialog);
  dialog.showModal();
  dialog.querySelector("button")?.focus();
  return dialog;
}

/** The dialog's title and text, as `showDomDialog` expects them. */
export function dialogHeading(name: string, title: string, text: string): string {
  return `<h2 id="${name}-title" class="text-lg font-semibold">${title}</h2><p class="mt-2 text-ink/80">${text}</p>`;
}

export const DIALOG_BUTTON = "rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700";
