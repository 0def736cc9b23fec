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
 * all in choice.ts, a chunk loaded on the first choice. `show` gets the messages (null when the
 * choice is fine), `note` what was done or is awaited.
 */
export function checkChoice(upload: UploadView, show: (errors: string[] | null) => void, note: (text: string | null) => void = () => undefined) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    // A cancelled picker keeps what was said.
    if (input.files?.length) void import("~/upload/choice").then((m) => m.onChoice(input, upload.check, show, note));
  };
}

export function FileInput({ id, name, label, upload, errors, multiple = true, disabled }: FileInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // With JavaScript a choice is checked at once, in the server's words; a refused choice is let go.
  const [chosen, setChosen] = useState<string[] | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const shown = chosen ?? errors;
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
        onChange={checkChoice(upload, setChosen, setNote)}
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
