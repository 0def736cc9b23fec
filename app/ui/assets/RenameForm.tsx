import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { ASSET_NAME_MAX } from "~/domain/assets";
import { DialogNotices, SubmitButton, useDialogForm } from "../dialog/DialogForm";
import { TextField } from "../form/Field";

/**
 * Rename: the customer's own name for the asset, in a disclosure (a `<details>`, so it opens
 * without JavaScript). It stays open while the server has something to say (errors, failure).
 */
export function RenameForm({ result, failed, internal }: { result: SubmissionResult<string[]>; failed?: string; internal: boolean }) {
  // `result` must keep its identity between renders (the loader's object, or the action's answer).
  const { form, fields, submitting } = useDialogForm<{ name: string }>("rename-asset", result);
  const open = Boolean(failed || form.errors?.length || fields.name.errors?.length);
  return (
    <details open={open || undefined} className="mt-4 rounded-md border border-gray-200 p-3">
      <summary className="font-medium text-brand-blue-dark">Rename asset</summary>
      <Form method="post" {...getFormProps(form)} noValidate className="mt-3 space-y-1">
        <input type="hidden" name="intent" value="rename" />
        <DialogNotices
          internalNote={internal && "Staff, administrators acting as a customer and this profile can see this asset but cannot rename it."}
          failed={failed}
          formErrors={form.errors}
          formErrorId={form.errorId}
        />
        <TextField field={fields.name} label="Asset name" maxLength={ASSET_NAME_MAX} hint="Letters, spaces, apostrophes and hyphens, up to 50 characters." />
        <SubmitButton submitting={submitting} disabled={internal} label="Save name" />
      </Form>
    </details>
  );
}
