import { useState, type ChangeEvent } from "react";
import type { UploadView } from "~/upload/rules";
import { FieldErrors } from "./FieldErrors";

/**
 * A labelled multiple-file input that states the upload rules as a hint and lists the server's
 * errors (one line per refused file), tied to the input with aria-describedby like `Field`.
 * Plain props instead of Conform metadata: a file input cannot be given a value back, so it
 * keeps a stable identity across server answers.
 */
export interface FileInputProps {
  id: string;
  name: string;
  label: string;
  /** The rules (`uploadView(rules)`): hint, accepted types, the most the chosen files may weigh. */
  upload: UploadView;
  errors?: string[];
  multiple?: boolean;
  disabled?: boolean;
}

/**
 * The change handler of a file input: photos over the limit made smaller, the files checked by the
 * server's rules, a refused choice let go, the form's submit guarded (issue 32 §3, issue 40 §4):
 * all in choice.ts, a chunk loaded on the first choice. `show` gets the messages (empty when the
 * choice is fine), `note` what was done or is awaited.
 */
export function checkChoice(upload: UploadView, show: (errors: string[] | null) => void, note: (text: string | null) => void = () => undefined) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // A cancelled picker keeps what was said.
    if (input.files?.length) void import("~/upload/choice").then((m) => m.onChoice(input, upload.check, show, note));
  };
}

/**
 * What a file input says: the messages of the last choice checked in the browser (an empty list
 * when it was fine, clearing what the server said of a file no longer chosen), until the server
 * answers again; then the server's.
 */
export function useChoiceMessages(errors: string[] | undefined) {
  const [chosen, setChosen] = useState<{ list: string[]; over: string[] | undefined } | null>(null);
  const shown = chosen && chosen.over === errors ? chosen.list : errors;
  const show = (list: string[] | null) => setChosen({ list: list ?? [], over: errors });
  return [shown, show] as const;
}

export function FileInput({ id, name, label, upload, errors, multiple = true, disabled }: FileInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // With JavaScript a choice is checked at once, in the server's words; a refused choice is let go.
  const [shown, show] = useChoiceMessages(errors);
  const [note, setNote] = useState<string | null>(null);
  const invalid = Boolean(shown?.length);
  return (
    <div>
      <label htmlFor={id} className="field-label">
        {label}
      </label>
      <p id={hintId} className="text-xs text-ink/70">
        {upload.hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={upload.accept}
        disabled={disabled}
        onChange={checkChoice(upload, show, setNote)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        className="file-input"
      />
      <FieldErrors id={errorId} errors={shown} />
      <p role="status" className="text-xs text-ink/80">
        {note}
      </p>
    </div>
  );
}
