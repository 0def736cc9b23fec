import type { SubmissionResult } from "@conform-to/react";
import type { ReportAssetFields } from "~/domain/contact-request-schema";
import { DialogFormFrame, useDialogForm } from "~/ui/dialog/DialogForm";
import { SelectField } from "~/ui/form/Field";
import { ContactFields } from "~/ui/requests/ContactFields";

interface Props {
  action: string;
  idempotencyKey: string;
  internal: boolean;
  divisions: { value: string; label: string }[];
  defaults: { mobileNumber: string; emailId: string };
  result: SubmissionResult<string[]> | undefined;
  failed: string | undefined;
  refusedNote: string;
}

/** Report Asset: a Thermax or other asset missing from the list; mobile and e-mail prefilled. */
export function ReportAssetForm({ action, idempotencyKey, internal, divisions, defaults, result, failed, refusedNote }: Props) {
  const { form, fields, submitting } = useDialogForm<ReportAssetFields>("report-asset", result ?? { initialValue: defaults });
  return (
    <DialogFormFrame
      form={form}
      action={action}
      idempotencyKey={idempotencyKey}
      internal={internal}
      internalNote={refusedNote}
      failed={failed}
      submitting={submitting}
    >
      <p className="mb-3 text-ink/80">Can&apos;t find a Thermax or other asset in your list? Tell us about it and we will add it.</p>
      <SelectField field={fields.division} label="Division" placeholder="Select division" options={divisions} />
      <ContactFields mobileNumber={fields.mobileNumber} emailId={fields.emailId} message={fields.message} messageLabel="Describe the asset" />
    </DialogFormFrame>
  );
}
