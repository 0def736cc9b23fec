import { useMemo, useState } from "react";
import type { CallbackFields } from "~/domain/contact-request-schema";
import { DialogFormFrame, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { ContactFields } from "./ContactFields";

interface Props extends DialogFormProps {
  closeTo: string;
  /** `message`: the order the callback is about, when opened from its page (issue 40 §3). */
  defaults: { mobileNumber: string; emailId: string; message?: string };
}

/** Request a callback (spec document 3): mobile and e-mail prefilled, a message; Submit waits for a message. */
export function CallbackForm(props: Props) {
  const { form, fields, submitting } = useDialogForm<CallbackFields>(
    "request-callback",
    // One object per answer: a new one on every render would make Conform update forever.
    useMemo(() => props.result ?? { initialValue: props.defaults }, [props.result, props.defaults]),
  );
  const [message, setMessage] = useState(String(fields.message.initialValue ?? ""));
  return (
    <RouteDialog title="Request a callback" closeTo={props.closeTo} className="max-w-xl">
      <p className="mb-3 text-ink/80">Tell us how we can help and we will call you back.</p>
      <DialogFormFrame
        form={form}
        submitting={submitting}
        dialog={props}
        submitDisabled={!message.trim()}
        disabledReason="Write the details to submit."
      >
        <ContactFields mobileNumber={fields.mobileNumber} emailId={fields.emailId} message={fields.message} messageLabel="Details" onMessage={setMessage} />
      </DialogFormFrame>
    </RouteDialog>
  );
}
