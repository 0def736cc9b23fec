import type { FieldMetadata } from "@conform-to/react";
import { collectionProps, inputProps, selectProps, textareaProps } from "./props";
import type React from "react";
import { useEffect, useRef, useState } from "react";
import { CHECKBOX, INPUT } from "../styles";
import { FieldErrors } from "./FieldErrors";

/**
 * Field wrappers own accessibility: the label, aria-invalid and aria-describedby tied to the
 * error list, so no form repeats it. Used with Conform's field metadata.
 */
// Filter bars import these from app/ui/styles.ts without this module's Conform helpers.
export { CHECKBOX, INPUT };

export { FieldErrors };

interface TextFieldProps {
  field: FieldMetadata<string | undefined>;
  label: string;
  maxLength?: number;
  type?: "text" | "tel" | "email" | "date";
  inputMode?: "text" | "numeric" | "tel";
  autoComplete?: string;
  hint?: string;
  /** Focus on load (the first field in error of a page rendered without JavaScript). */
  autoFocus?: boolean;
  /** Earliest value of a date field. */
  min?: string;
  /**
   * Shown under the input (a date field's DateEcho: the chosen day in the spec's format). Passed in
   * by the form that needs it, so forms without a date field do not load it (byte budget).
   */
  after?: React.ReactNode;
  onBlur?: (event: React.FocusEvent<HTMLInputElement>) => void;
  /** Errors found outside the form's own submit (the invite's e-mail check on leaving the field). */
  extraErrors?: string[];
}

/**
 * A phone field's input (issue 40 §4): a keyboard with + and spaces, the browser's own number
 * offered, and room for a number as people write it ('+91 98200 12345'): the server drops the
 * separators and the prefix, so nothing typed is cut short by the field.
 */
export const PHONE_INPUT = { type: "tel", inputMode: "tel", autoComplete: "tel", maxLength: 24 } as const;

export function TextField({ field, label, maxLength, type = "text", inputMode, autoComplete, hint, autoFocus, min, after, onBlur, extraErrors }: TextFieldProps) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = inputProps(field, { type, ariaDescribedBy: hintId });
  const errors = [...new Set([...(field.errors ?? []), ...(extraErrors ?? [])])];
  const invalid = errors.length > 0;
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      {hint ? (
        <p id={hintId} className="text-xs text-ink/70">
          {hint}
        </p>
      ) : null}
      <input
        {...props}
        maxLength={maxLength}
        inputMode={inputMode}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        min={min}
        onBlur={onBlur}
        aria-invalid={invalid || undefined}
        aria-describedby={[hintId, invalid ? field.errorId : null].filter(Boolean).join(" ") || undefined}
        className={INPUT}
      />
      {after}
      <FieldErrors id={field.errorId} errors={errors} />
    </div>
  );
}

interface SelectFieldProps {
  field: FieldMetadata<string | undefined>;
  label: string;
  options: { value: string; label: string }[];
  placeholder?: string;
  disabled?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLSelectElement>) => void;
}

export function SelectField({ field, label, options, placeholder, disabled, onChange }: SelectFieldProps) {
  const props = selectProps(field);
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <select {...props} disabled={disabled} onChange={onChange} className={`${INPUT} disabled:bg-slate-100 disabled:text-ink/60`}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

interface CheckboxListFieldProps {
  field: FieldMetadata<string[] | undefined>;
  legend: string;
  options: { value: string; label: string }[];
  /** Shown instead of the boxes when there is nothing to choose. */
  empty: string;
}

/** Several choices of one field: a fieldset whose legend names it, errors tied to the group. */
export function CheckboxListField({ field, legend, options, empty }: CheckboxListFieldProps) {
  const boxes = collectionProps(field, { type: "checkbox", options: options.map((o) => o.value) });
  const labelOf = new Map(options.map((o) => [o.value, o.label]));
  const invalid = Boolean(field.errors?.length);
  return (
    <fieldset aria-describedby={invalid ? field.errorId : undefined} aria-invalid={invalid || undefined} className="mt-1">
      <legend className="text-sm font-medium text-ink">{legend}</legend>
      {boxes.length === 0 ? (
        empty ? <p className="text-sm text-ink/70">{empty}</p> : null
      ) : (
        <ul className="mt-1 grid gap-1 sm:grid-cols-2">
          {boxes.map(({ key, ...props }) => (
            <li key={key}>
              <label className="inline-flex items-center gap-2">
                <input {...props} aria-invalid={undefined} aria-describedby={undefined} className={CHECKBOX} />
                {labelOf.get(props.value) ?? props.value}
              </label>
            </li>
          ))}
        </ul>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </fieldset>
  );
}

interface TextAreaFieldProps {
  field: FieldMetadata<string | undefined>;
  label: string;
  maxLength: number;
  rows?: number;
  placeholder?: string;
  /** Called with the text as it changes (a live counter, or Submit enabled once there is text). */
  onText?: (text: string) => void;
}

/** A textarea with a live "n/max" counter tied to it by aria-describedby. */
export function TextAreaField({ field, label, maxLength, rows = 4, placeholder, onText }: TextAreaFieldProps) {
  const props = textareaProps(field);
  const initial = String(field.initialValue ?? "");
  const [count, setCount] = useState(initial.length);
  useEffect(() => setCount(initial.length), [initial]);
  const countId = `${field.id}-count`;
  // Text typed before the page became interactive counts too.
  const ref = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    const value = ref.current?.value ?? "";
    setCount(value.length);
    onText?.(value);
    // Once, on mount: later changes come through onInput.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <textarea
        {...props}
        ref={ref}
        rows={rows}
        maxLength={maxLength}
        placeholder={placeholder}
        aria-describedby={[field.errors?.length ? field.errorId : null, countId].filter(Boolean).join(" ")}
        onInput={(e) => {
          setCount(e.currentTarget.value.length);
          onText?.(e.currentTarget.value);
        }}
        className={INPUT}
      />
      <div className="flex justify-between gap-2">
        <FieldErrors id={field.errorId} errors={field.errors} />
        <p id={countId} className="shrink-0 text-xs text-ink/70">
          {count}/{maxLength}
        </p>
      </div>
    </div>
  );
}
