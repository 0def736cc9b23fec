import { useState } from "react";
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

export function FileInput({ id, name, label, upload, errors, multiple = true, disabled }: FileInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  // With JavaScript: files too heavy together are let go at once, before a post the server would
  // refuse whole (it answers 413 without reading them).
  const [tooLarge, setTooLarge] = useState(false);
  const shown = tooLarge ? [upload.tooLarge, ...(errors ?? [])] : errors;
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
        onChange={(event) => {
          const input = event.currentTarget;
          const total = Array.from(input.files ?? []).reduce((sum, f) => sum + f.size, 0);
          const over = total > upload.maxChosenBytes;
          if (over) input.value = "";
          setTooLarge(over);
        }}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 aria-[invalid=true]:border-red-700"
      />
      <FieldErrors id={errorId} errors={shown} />
    </div>
  );
}
