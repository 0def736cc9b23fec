import type { SubmissionResult } from "@conform-to/react";
import { decode } from "turbo-stream";
import { dataUrl } from "~/ui/data-request";
import { INTENT_FIELD, VALIDATE_ONLY_STATUS, validateIntentValue } from "./validate-intent";

/**
 * Validation while typing (docs/decisions/060): Conform's `shouldValidate: "onBlur"` and
 * `shouldRevalidate: "onInput"`, on the server. A field is validated when it is left, and again on
 * input while it shows an error, by posting the form to its own action with Conform's validate
 * intent; the action answers its zod schema's result and does nothing else. No schema is in the
 * browser, so the messages are the server's own and the bundle grows by this file only.
 *
 * The post is a plain `fetch` of the action's single-fetch URL (`<path>.data`), decoded with the
 * turbo-stream decoder Remix already ships: it never navigates, never reloads the page's loaders
 * and never reaches an error boundary. Anything but a validation answer (a redirect to sign in, a
 * network failure) is ignored: the submit still validates everything.
 */
export const VALIDATION_OPTIONS = {
  /** The first check of a field: when it is left. */
  shouldValidate: "onBlur",
  /** Then on each input, once it shows an error. */
  shouldRevalidate: "onInput",
  /** Input revalidation waits this long after the last keystroke (one post per pause, not per key). */
  inputDelayMs: 250,
} as const;


export type Errors = Record<string, string[] | null>;

/** Controls whose value the user edits (not hidden fields, buttons or files). */
function editable(target: EventTarget | null): target is HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement {
  if (!(target instanceof HTMLInputElement || target instanceof HTMLSelectElement || target instanceof HTMLTextAreaElement)) return false;
  if (!target.name || target.name === INTENT_FIELD || target.disabled) return false;
  return !(target instanceof HTMLInputElement && ["hidden", "submit", "button", "reset", "file", "image"].includes(target.type));
}

/** Whether focus went to a button that submits `form`. */
function submitsThis(form: HTMLFormElement, next: EventTarget | null): boolean {
  return (next instanceof HTMLButtonElement || next instanceof HTMLInputElement) && next.form === form && next.type === "submit";
}

/** The form's text values with the validate intent (files never travel with a validation). */
export function validationBody(form: HTMLFormElement, name: string): URLSearchParams {
  const body = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string" && key !== INTENT_FIELD) body.append(key, value);
  body.set(INTENT_FIELD, validateIntentValue(name));
  return body;
}

/** The errors of a validate answer, or null for anything else. */
async function validationErrors(response: Response): Promise<Errors | null> {
  if (!response.body || !(response.status === VALIDATE_ONLY_STATUS || response.ok)) return null;
  const decoded = (await decode(response.body)).value as { data?: { result?: SubmissionResult<string[]> } } | undefined;
  const result = decoded?.data?.result;
  if (!result || result.status !== undefined || !result.intent) return null;
  return (result.error ?? {}) as Errors;
}

/**
 * Starts validation while typing on `form` (loaded on the first focus in a form, see
 * `useValidationWhileTyping` in server-form.ts): fields left before this module arrived
 * (`missed`) are checked at once, by one post. `show` receives, after each answer, the latest errors of every
 * field checked so far (null for a field now valid). Returns the function that stops it.
 */
export function attachValidation(form: HTMLFormElement, missed: EventTarget[], show: (errors: Errors) => void): () => void {
  const checked = new Map<string, string>();
  const shown: Errors = {};
  let timer: ReturnType<typeof setTimeout> | undefined;
  let latest = 0;
  let controller: AbortController | undefined;
  const valueOf = (name: string) => validationBody(form, name).getAll(name).join("\u0000");

  const validate = (name: string) => {
    const body = validationBody(form, name);
    const serial = ++latest;
    controller?.abort();
    controller = new AbortController();
    checked.set(name, body.getAll(name).join("\u0000"));
    fetch(dataUrl(form.getAttribute("action") ?? window.location.pathname + window.location.search, window.location.href).toString(), {
      method: "POST",
      body,
      signal: controller.signal,
    })
      .then(validationErrors)
      .then((errors) => {
        if (!errors || serial !== latest) return;
        for (const checkedName of checked.keys()) shown[checkedName] = errors[checkedName] ?? null;
        show({ ...shown });
      })
      .catch(() => undefined);
  };

  const onFocusOut = (event: Event) => {
    const target = event.target;
    // A field left as it was last checked gives the same answer: no second post. Leaving it for
    // the form's own submit button posts nothing either: the submit validates every field.
    if (!editable(target) || checked.get(target.name) === valueOf(target.name) || submitsThis(form, (event as FocusEvent).relatedTarget)) return;
    clearTimeout(timer);
    validate(target.name);
  };
  const onInput = (event: Event) => {
    const target = event.target;
    if (!editable(target) || target.getAttribute("aria-invalid") !== "true") return;
    clearTimeout(timer);
    timer = setTimeout(() => validate(target.name), VALIDATION_OPTIONS.inputDelayMs);
  };
  form.addEventListener("focusout", onFocusOut);
  form.addEventListener("input", onInput);
  form.addEventListener("change", onInput);
  // Every field left before this module arrived is checked by one post (the answer covers the whole
  // form): each counts as checked, so each shows its message, not only the last one left.
  const left = missed.filter(editable);
  for (const field of left) checked.set(field.name, valueOf(field.name));
  const last = left[left.length - 1];
  if (last) validate(last.name);
  return () => {
    clearTimeout(timer);
    controller?.abort();
    form.removeEventListener("focusout", onFocusOut);
    form.removeEventListener("input", onInput);
    form.removeEventListener("change", onInput);
  };
}
export { keepDraft } from "./drafts";
