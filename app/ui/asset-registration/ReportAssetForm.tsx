import { useMemo } from "react";
import type { ReportAssetFields } from "~/domain/contact-request-schema";
import { DialogFormFrame, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { SelectField } from "~/ui/form/Field";
import { ContactFields } from "~/ui/requests/ContactFields";

interface Props extends DialogFormProps {
  divisions: { value: string; label: string }[];
  defaults: { mobileNumber: string; emailId: string };
}

/** Report Asset: a Thermax or other asset missing from the list; mobile and e-mail prefilled. */
export function ReportAssetForm(props: Props) {
  const { form, fields, submitting } = useDialogForm<ReportAssetFields>(
    "report-asset",
    // One object per answer: a new one on every render would make Conform update forever.
    useMemo(() => props.result ?? { initialValue: props.defaults }, [props.result, props.defaults]),
  );
  return (
    <DialogFormFrame
      form={form}
      submitting={submitting}
      dialog={props}
    >
      <p className="mb-3 text-ink/80">Can&apos;t find a Thermax or other asset in your list? Tell us about it and we will add it.</p>
      <SelectField field={fields.division} label="Division" placeholder="Select division" options={props.divisions} />
      <ContactFields mobileNumber={fields.mobileNumber} emailId={fields.emailId} message={fields.message} messageLabel="Describe the asset" />
    </DialogFormFrame>
  );
}
