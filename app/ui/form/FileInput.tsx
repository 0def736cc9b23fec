import { FieldErrors } from "./Field";

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
  /** The rules in words (`uploadHint(rules)`). */
  hint: string;
  /** `.jpeg,.jpg,...` for the browser's picker (the server checks again). */
  accept?: string;
  errors?: string[];
  multiple?: boolean;
  disabled?: boolean;
}

export function FileInput({ id, name, label, hint, accept, errors, multiple = true, disabled }: FileInputProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const invalid = Boolean(errors?.length);
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <p id={hintId} className="text-xs text-ink/70">
        {hint}
      </p>
      <input
        id={id}
        name={name}
        type="file"
        multiple={multiple}
        accept={accept}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${hintId} ${errorId}` : hintId}
        className="mt-1 block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm text-ink file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 aria-[invalid=true]:border-red-700"
      />
      <FieldErrors id={errorId} errors={errors} />
    </div>
  );
}
