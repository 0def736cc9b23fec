import type { SubmissionResult } from "@conform-to/react";
import { formProps, inputProps } from "~/ui/form/props";
import { Form } from "@remix-run/react";
import { useState } from "react";
import { DialogNotices, IdempotencyField, SubmitButton, useDialogForm } from "../dialog/DialogForm";
import { FieldErrors, SelectField, TextAreaField } from "../form/Field";
import { AssetPicker } from "./AssetPicker";
import type { PickerView } from "./picker-types";

interface Props {
  picker: PickerView;
  assetsFailed: string | null;
  types: readonly string[];
  detailsMax: number;
  result: SubmissionResult<string[]> | undefined;
  action: string;
  idempotencyKey: string;
  internal: boolean;
  failed: string | undefined;
}

const READ_ONLY = "mt-1 block w-full rounded-md border border-slate-300 bg-slate-50 px-3 py-2 text-ink aria-[invalid=true]:border-red-700";

/**
 * The Request Document form: Asset (preselected), Product (follows the asset: at once with
 * JavaScript, set by the server on submit without it), Document type, optional details with a
 * counter. Validated on the server only.
 */
export function DocumentRequestForm({ picker, assetsFailed, types, detailsMax, result, action, idempotencyKey, internal, failed }: Props) {
  const { form, fields, submitting } = useDialogForm<{ assetId: string; productFamily: string; type: string; details: string }>("request-document", result);
  const initialFamily = String(fields.productFamily.initialValue ?? "");
  const [family, setFamily] = useState(initialFamily);
  const [seen, setSeen] = useState(initialFamily);
  if (seen !== initialFamily) {
    setSeen(initialFamily);
    setFamily(initialFamily);
  }
  const product = inputProps(fields.productFamily, { type: "text" });
  return (
    <Form method="post" action={action} {...formProps(form)} noValidate className="space-y-1">
      <IdempotencyField value={idempotencyKey} />
      <DialogNotices
        internalNote={internal && "Staff, administrators acting as a customer and this profile can view this form but cannot request documents."}
        failed={failed}
        formErrors={form.errors}
        formErrorId={form.errorId}
      >
        {assetsFailed ? (
          <p role="note" className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {assetsFailed}
          </p>
        ) : null}
      </DialogNotices>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <AssetPicker field={fields.assetId} picker={picker} onChange={(o) => setFamily(o.family)} />
        <div>
          <label htmlFor={fields.productFamily.id} className="field-label">
            Product
          </label>
          <input {...product} key={family} defaultValue={family} readOnly placeholder="Set by the asset" className={READ_ONLY} />
          <FieldErrors id={fields.productFamily.errorId} errors={fields.productFamily.errors} />
        </div>
        <SelectField field={fields.type} label="Document type" placeholder="Select document type" options={types.map((t) => ({ value: t, label: t }))} />
      </div>
      <TextAreaField field={fields.details} label="Details (optional)" maxLength={detailsMax} />
      <div className="pt-2">
        <SubmitButton submitting={submitting} disabled={internal} />
      </div>
    </Form>
  );
}
