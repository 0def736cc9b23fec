/**
 * Drafts that survive a reload (issue 40 §5, docs/decisions/090): with JavaScript, what is typed in
 * a signed-in form is kept in this tab's sessionStorage under its owner (the shell's opaque
 * `data-draft-owner`), its page and its form, and put back when the same person reloads that page.
 * Leaving the form (Close, a successful submit, another page) forgets it; a failed submit answers
 * with the server's values, so the draft starts over from those. Files are never kept. The code
 * that saves and restores (drafts.ts) loads with validation while typing (server-form.ts) on the
 * first focus in a field, or at once when there is a draft to restore; the thread's editor loads it
 * with itself (RichEditor.tsx).
 */
export function draftKey(form: HTMLFormElement): string | null {
  const owner = document.getElementById("main")?.dataset.draftOwner;
  const mine = owner ? `draft:${owner}:` : null;
  // Another person's drafts in this tab (or any, on a page with no one signed in) go on sight, as
  // the server's drafts do (decision 003).
  try {
    for (const key of Object.keys(sessionStorage)) if (key.startsWith("draft:") && !(mine && key.startsWith(mine))) sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing is kept.
  }
  return mine && `${mine}${location.pathname}:${form.id}`;
}

/** The text of a rich-text editor in a draft (drafts.ts). */
export const EDITOR_TEXT = "\u0000editor";

/** The draft kept for `form`, or null (storage refused, nothing kept). */
export function readDraft(key: string): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Forgets the draft kept under `key` (the form was left or answered). */
export function forgetDraft(key: string) {
  try {
    sessionStorage.removeItem(key);
  } catch {
    // Storage refused: nothing was kept.
  }
}
