/**
 * The attributes a form and its controls get from their metadata (`useServerForm`, server-form.ts):
 * the same attributes Conform's `getFormProps`, `getInputProps`, `getSelectProps`,
 * `getTextareaProps` and `getCollectionProps` give for metadata of that shape (ids, names, the form
 * they belong to, aria-invalid and aria-describedby while in error, the initial value). Written
 * here for the signed-in forms because Conform's helpers come as a chunk of their own transpiled to
 * ES5 with Babel's spread helpers, 1.3 KB gzip on every dialog's first visit (docs/decisions/011);
 * these are a few hundred bytes inside the form chunk. The server-validated forms carry no
 * constraint attributes (min, max, required…): the server checks them.
 */
export interface ControlMetadata {
  id: string;
  name: string;
  formId: string;
  errorId: string;
  errors?: string[];
  initialValue?: unknown;
  key?: string;
}

/** aria-invalid on a control in error, and its error text first among what describes it. */
function aria(meta: Pick<ControlMetadata, "errorId" | "errors">, describedBy: string | undefined, control: boolean) {
  const invalid = meta.errors !== undefined;
  return {
    "aria-invalid": control && invalid ? true : undefined,
    "aria-describedby": invalid ? `${meta.errorId} ${describedBy ?? ""}`.trim() : describedBy,
  };
}

const control = (meta: ControlMetadata, describedBy?: string) => ({ id: meta.id, name: meta.name, form: meta.formId, ...aria(meta, describedBy, true) });

export function formProps(meta: { id: string; errorId: string; errors?: string[]; noValidate?: boolean }) {
  return { id: meta.id, noValidate: meta.noValidate, ...aria(meta, undefined, false) };
}

const text = (value: unknown) => (value === undefined || value === null ? undefined : String(value));

export function inputProps(meta: ControlMetadata, options: { type: string; ariaDescribedBy?: string }) {
  return { ...control(meta, options.ariaDescribedBy), type: options.type, defaultValue: typeof meta.initialValue === "string" ? meta.initialValue : undefined };
}

export function selectProps(meta: ControlMetadata) {
  return { ...control(meta), defaultValue: Array.isArray(meta.initialValue) ? meta.initialValue.map((v) => String(v ?? "")) : text(meta.initialValue) };
}

export function textareaProps(meta: ControlMetadata) {
  return { ...control(meta), defaultValue: text(meta.initialValue) };
}

/**
 * One checkbox per option value, each checked when the initial value holds it. Ids as Conform's
 * (`field id-value`), but an id holds no whitespace (valid HTML, docs/decisions/093): a value's
 * spaces ("Short supply") become dashes.
 */
export function collectionProps(meta: ControlMetadata, options: { type: "checkbox"; options: string[] }) {
  return options.options.map((value) => ({
    ...control(meta),
    key: `${meta.key ?? ""}${value}`,
    id: `${meta.id}-${value.replace(/\s+/g, "-")}`,
    type: options.type,
    value,
    defaultChecked: Array.isArray(meta.initialValue) ? meta.initialValue.includes(value) : meta.initialValue === value,
  }));
}
