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
 * The change handler of a file input: photos over the limit are made smaller first (issue 40 §4),
 * then the files are checked by the server's rules (choice.ts, loaded on the first choice, with the
 * submit guard) and the input is emptied when any is refused, before any upload (issue 32 §3).
 * `show` gets the messages (null when the choice is fine), `note` what was done or is awaited.
 */
export function checkChoice(upload: UploadView, show: (errors: string[] | null) => void, note: (text: string | null) => void = () => undefined) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = Array.from(input.files ?? []);
    // A cancelled picker keeps what was said.
    if (!chosen.length) return;
    input.dataset.preparing = "";
    delete input.dataset.refused;
    void import("~/upload/choice").then(async ({ choiceErrors, fitPhotos, guardSubmit }) => {
      guardSubmit(input.form, (_, text) => note(text));
      const fitted = await fitPhotos(chosen, upload.check);
      if (fitted.shrunk.length) {
        const files = new DataTransfer();
        for (const file of fitted.files) files.items.add(file);
        input.files = files.files;
        note(fitted.shrunk.map((s) => `${s.name} was made smaller to fit: ${megabytes(s.from)} to ${megabytes(s.to)}.`).join(" "));
      } else note(null);
      delete input.dataset.preparing;
      const refused = choiceErrors(fitted.files, upload.check);
      if (refused.length) {
        input.value = "";
        input.dataset.refused = "";
        // Listeners of the form (a file count) hear that the choice is gone.
        input.dispatchEvent(new Event("change", { bubbles: true }));
      }
      show(refused.length ? refused : null);
      input.dispatchEvent(new Event("prepared"));
    });
  };
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

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
