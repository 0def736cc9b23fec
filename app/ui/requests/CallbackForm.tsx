import type { SubmissionResult } from "@conform-to/react";
import { useState } from "react";
import type { CallbackFields } from "~/domain/contact-request-schema";
import { DialogFormFrame, useDialogForm } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { ContactFields } from "./ContactFields";

interface Props {
  closeTo: string;
  action: string;
  idempotencyKey: string;
  internal: boolean;
  defaults: { mobileNumber: string; emailId: string };
  result: SubmissionResult<string[]> | undefined;
  failed: string | undefined;
  refusedNote: string;
}

/** Request a callback (spec document 3): mobile and e-mail prefilled, a message; Submit waits for a message. */
export function CallbackForm({ closeTo, action, idempotencyKey, internal, defaults, result, failed, refusedNote }: Props) {
  const { form, fields, submitting } = useDialogForm<CallbackFields>("request-callback", result ?? { initialValue: defaults });
  const [message, setMessage] = useState(String(fields.message.initialValue ?? ""));
  return (
    <RouteDialog title="Request a callback" closeTo={closeTo} className="max-w-xl">
      <p className="mb-3 text-ink/80">Tell us how we can help and we will call you back.</p>
      <DialogFormFrame
        form={form}
        action={action}
        idempotencyKey={idempotencyKey}
        internal={internal}
        internalNote={refusedNote}
        failed={failed}
        submitting={submitting}
        submitDisabled={!message.trim()}
      >
        <ContactFields mobileNumber={fields.mobileNumber} emailId={fields.emailId} message={fields.message} messageLabel="Details" onMessage={setMessage} />
      </DialogFormFrame>
    </RouteDialog>
  );
}
