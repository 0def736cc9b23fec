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
 * The change handler of a file input: checks the chosen files by the server's rules (choice.ts,
 * loaded on the first choice) and empties the input when any is refused, before any upload
 * (issue 32 §3). `show` gets the messages, or null when the choice is fine.
 */
export function checkChoice(upload: UploadView, show: (errors: string[] | null) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const files = Array.from(input.files ?? [], ({ name, size }) => ({ name, size }));
    // A cancelled picker keeps what was said.
    if (!files.length) return;
    void import("~/upload/choice").then(({ choiceErrors }) => {
      const refused = choiceErrors(files, upload.check);
      if (refused.length) {
        input.value = "";
        // Listeners of the form (a file count) hear that the choice is gone.
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }
      show(refused.length ? refused : null);
    });
  };
}

export function FileInput({ id, name, label, upload, errors, multiple = true, disabled }: FileInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // With JavaScript a choice is checked at once, in the server's words; a refused choice is let go.
  const [chosen, setChosen] = useState<string[] | null>(null);
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
        onChange={checkChoice(upload, setChosen)}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        className="file-input"
      />
      <FieldErrors id={errorId} errors={shown} />
    </div>
  );
}
