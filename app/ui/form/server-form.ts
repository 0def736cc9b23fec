import type { FieldMetadata, FormMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect, useMemo, useState } from "react";
import type { Errors } from "./live-validation";
import { draftKey, forgetDraft, readDraft } from "./draft";
import { useRestoredDraft } from "./restored-draft";

/**
 * Conform's form and field metadata for a form validated on the server only (docs/decisions/011,
 * 014): ids, names, errors and initial values read from the action's `SubmissionResult`, in the
 * shape Conform's `getFormProps`, `getInputProps`, `getSelectProps`, `getTextareaProps` and
 * `getCollectionProps` take. Conform's client state machine (useForm: live values, client
 * validation, intents) is not needed by a form that the server validates, and it weighs 9 KB gzip
 * on every dialog's first visit; this reads the same result in a few lines.
 *
 * As Conform does, an error result moves focus to the first field in error. With JavaScript, a
 * field is also validated when it is left and on input while in error, by the server (060).
 */
export function useServerForm<Fields extends Record<string, unknown>>(options: {
  id: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: Partial<Record<keyof Fields, unknown>>;
}): [FormMetadata<Fields, string[]>, { [K in keyof Fields]-?: FieldMetadata<Fields[K], Fields, string[]> }] {
  const { id, lastResult, defaultValue } = options;
  // What was typed when the session ended under a post comes back by name over the form's own
  // starting values (a loader's defaults, given as a result without a status), until a submit
  // answers (issue 51 §4): the layout hands it to the page once.
  const restored = useRestoredDraft()?.fields;
  const starting = useMemo(
    () => (restored && !lastResult?.status ? { ...lastResult, initialValue: { ...(lastResult?.initialValue ?? defaultValue), ...restored } } : lastResult),
    [restored, lastResult, defaultValue],
  ) as SubmissionResult<string[]> | undefined;
  // Validation while typing (060): the fields checked since the last submit show their latest answer.
  const shown = useValidationWhileTyping(id, starting);
  const [form, fields] = useMemo(() => serverFormMetadata<Fields>(id, shown, defaultValue), [id, shown, defaultValue, starting]);

  useEffect(() => {
    if (lastResult?.status !== "error" || !lastResult.error) return;
    const element = document.forms.namedItem(id);
    if (!element) return;
    for (const control of Array.from(element.elements)) {
      const name = (control as HTMLInputElement).name;
      if (name && lastResult.error[name]?.length && typeof (control as HTMLElement).focus === "function") {
        (control as HTMLElement).focus();
        break;
      }
    }
  }, [id, lastResult]);

  return [form, fields];
}

/**
 * Validation while typing (docs/decisions/060; Conform's shouldValidate "onBlur", shouldRevalidate
 * "onInput", on the server): the errors to show for the form `id`, the last submit's answer with
 * each field checked since then showing its latest validate answer. The code that listens and
 * posts (live-validation.ts) loads on the first focus in the form, not with the page: the
 * signed-in pages' JavaScript budget (011) pays nothing for it up front. A new submit answer
 * starts over. The same chunk keeps the form's draft (draft.ts, issue 40 §5): restored on a reload
 * when the server's answer does not fill the form, forgotten when the form goes or is answered.
 */
export function useValidationWhileTyping(id: string, lastResult: SubmissionResult<string[]> | undefined) {
  const [live, setLive] = useState<{ from: typeof lastResult; errors: Errors }>();
  useEffect(() => {
    const form = document.forms.namedItem(id);
    if (!form) return;
    let stop: (() => void) | undefined;
    let stopped = false;
    const missed: EventTarget[] = [];
    const key = draftKey(form);
    // Not over a submit's answer (its values are the server's); a form's defaults are no answer.
    const saved = key && !lastResult?.status ? readDraft(key) : null;
    const early = (event: Event) => missed.push(event.target as EventTarget);
    const start = (event?: Event) => {
      // Buttons alone (a confirmation) never load it.
      if (event && !(event.target as Element).matches("input,select,textarea")) return;
      form.removeEventListener("focusin", start);
      form.addEventListener("focusout", early);
      void import("./live-validation").then(({ attachValidation, keepDraft }) => {
        form.removeEventListener("focusout", early);
        if (stopped) return;
        const stopValidation = attachValidation(form, missed, (errors) => setLive({ from: lastResult, errors }));
        const stopDraft = key ? keepDraft(form, key, saved) : undefined;
        stop = () => {
          stopValidation();
          stopDraft?.();
        };
      });
    };
    form.addEventListener("focusin", start);
    if (saved) start();
    return () => {
      stopped = true;
      stop?.();
      form.removeEventListener("focusin", start);
      form.removeEventListener("focusout", early);
      if (key) forgetDraft(key);
    };
  }, [id, lastResult]);
  return useMemo(() => (live && live.from === lastResult ? { ...lastResult, error: { ...lastResult?.error, ...live.errors } } : lastResult), [live, lastResult]);
}

/** The metadata itself (pure; also used on the server render). */
export function serverFormMetadata<Fields extends Record<string, unknown>>(
  id: string,
  lastResult: SubmissionResult<string[]> | undefined,
  defaultValue?: Partial<Record<keyof Fields, unknown>>,
) {
  const initial = (lastResult?.initialValue ?? defaultValue ?? {}) as Record<string, unknown>;
  const errors = (lastResult?.error ?? {}) as Record<string, string[] | null | undefined>;
  const errorsOf = (name: string) => (errors[name]?.length ? (errors[name] as string[]) : undefined);

  const metadata = (name: string) => {
    const fieldId = name ? `${id}-${name}` : id;
    const initialValue = initial[name] as string | string[] | undefined;
    return {
      id: fieldId,
      name,
      formId: id,
      errorId: `${fieldId}-error`,
      descriptionId: `${fieldId}-description`,
      initialValue,
      value: initialValue,
      errors: errorsOf(name),
      valid: !errorsOf(name),
      dirty: false,
      key: undefined,
      defaultValue: typeof initialValue === "string" ? initialValue : Array.isArray(initialValue) ? initialValue[0] : undefined,
      defaultOptions: typeof initialValue === "string" ? [initialValue] : Array.isArray(initialValue) ? initialValue : undefined,
      defaultChecked: initialValue === "on" ? true : undefined,
    };
  };

  // `allErrors` feeds the error summary (088), rendered by the server only: there it is the submit's answer.
  const form = { ...metadata(""), allErrors: errors, status: lastResult?.status, noValidate: true, onSubmit: undefined } as unknown as FormMetadata<Fields, string[]>;
  const cache = new Map<string, unknown>();
  const fields = new Proxy({} as Record<string, unknown>, {
    get(_, name) {
      if (typeof name !== "string") return undefined;
      if (!cache.has(name)) cache.set(name, metadata(name));
      return cache.get(name);
    },
  }) as { [K in keyof Fields]-?: FieldMetadata<Fields[K], Fields, string[]> };
  return [form, fields] as const;
}
