/**
 * Saving and restoring a form's draft (issue 40 §5; the hook and the rules are in draft.ts). A draft
 * is the form's own text fields, checkboxes and radio buttons, and the text of a rich-text editor in
 * it (as plain text: the composer's). Not kept: hidden fields (keys, tokens), passwords, files,
 * selects (their changes ask the server for the next step of a staged form) and comboboxes.
 */

import { EDITOR_TEXT } from "./draft";

type Draft = Record<string, string[]>;

/** A draft bigger than this is not kept (sessionStorage is small and shared by the tab). */
const MAX_DRAFT_CHARS = 20_000;

function kept(el: Element): el is HTMLInputElement | HTMLTextAreaElement {
  if (el instanceof HTMLTextAreaElement) return Boolean(el.name) && !el.disabled && !el.readOnly;
  if (!(el instanceof HTMLInputElement) || !el.name || el.disabled || el.readOnly) return false;
  if (el.getAttribute("role") === "combobox") return false;
  return !["hidden", "password", "file", "submit", "button", "reset", "image"].includes(el.type);
}

const ticks = (el: HTMLInputElement | HTMLTextAreaElement): el is HTMLInputElement => el.type === "checkbox" || el.type === "radio";

function read(form: HTMLFormElement): Draft {
  const draft: Draft = {};
  for (const el of Array.from(form.elements)) {
    if (!kept(el)) continue;
    if (ticks(el) && !el.checked) continue;
    (draft[el.name] ??= []).push(el.value);
  }
  const editor = form.querySelector<HTMLElement>("[contenteditable=true]");
  if (editor?.innerText.trim()) draft[EDITOR_TEXT] = [editor.innerText];
  return draft;
}

/** Puts the draft's values in the form's fields, as if typed (the page's own handlers follow). */
function write(form: HTMLFormElement, draft: Draft) {
  const editor = form.querySelector<HTMLElement>("[contenteditable=true]");
  const text = draft[EDITOR_TEXT]?.[0];
  if (editor && text && !editor.textContent?.trim()) {
    editor.textContent = text;
    editor.dispatchEvent(new Event("input", { bubbles: true }));
  }
  for (const el of Array.from(form.elements)) {
    if (!kept(el) || !(el.name in draft)) continue;
    const values = draft[el.name];
    if (ticks(el)) {
      if (el.checked !== values.includes(el.value)) el.click();
    } else if (values[0] !== undefined && el.value !== values[0]) {
      // The prototype's setter, so React sees a change in the input event.
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, values[0]);
      el.dispatchEvent(new Event("input", { bubbles: true }));
    }
  }
}

/**
 * Restores `saved` (JSON of a draft) into `form`, then keeps its draft under `key` as it changes.
 * Returns the stop function.
 */
export function keepDraft(form: HTMLFormElement, key: string, saved: string | null): () => void {
  if (saved) {
    try {
      const draft = JSON.parse(saved) as Draft;
      write(form, draft);
      // Fields that appear with a first choice (a rating's reasons) are filled once they are there.
      setTimeout(() => write(form, draft), 0);
    } catch {
      // Not a draft of ours: left alone, overwritten by the next save.
    }
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    const json = JSON.stringify(read(form));
    try {
      if (json.length > MAX_DRAFT_CHARS || json === "{}") sessionStorage.removeItem(key);
      else sessionStorage.setItem(key, json);
    } catch {
      // Storage full or refused: the draft is not kept.
    }
  };
  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(save, 300);
  };
  form.addEventListener("input", later);
  form.addEventListener("change", later);
  // A reload within the pause after the last key still keeps it.
  window.addEventListener("pagehide", save);
  // Typed while this loaded (the first keys after the first focus): kept at once.
  if (!saved && Array.from(form.elements).some((el) => kept(el) && (ticks(el) ? el.checked !== el.defaultChecked : el.value !== el.defaultValue))) save();
  return () => {
    clearTimeout(timer);
    form.removeEventListener("input", later);
    form.removeEventListener("change", later);
    window.removeEventListener("pagehide", save);
  };
}
