import type { FieldMetadata } from "@conform-to/react";
import { PHONE_INPUT, TextAreaField, TextField } from "~/ui/form/Field";

/** Limits shared with the schema (app/domain/contact-request-schema.ts), without zod. */
export const CONTACT_FIELD_LIMITS = { mobileNumber: 10, emailId: 50, message: 500 } as const;

interface Props {
  mobileNumber: FieldMetadata<string | undefined>;
  emailId: FieldMetadata<string | undefined>;
  message: FieldMetadata<string | undefined>;
  messageLabel: string;
  onMessage?: (text: string) => void;
}

/** Mobile number, e-mail (prefilled from the profile) and a message: the callback and Report Asset. */
export function ContactFields({ mobileNumber, emailId, message, messageLabel, onMessage }: Props) {
  return (
    <>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <TextField field={mobileNumber} label="Mobile No." {...PHONE_INPUT} hint="Your 10-digit mobile number; +91, spaces and dashes are fine." />
        <TextField field={emailId} label="Email" type="email" maxLength={CONTACT_FIELD_LIMITS.emailId} autoComplete="email" />
      </div>
      <TextAreaField field={message} label={messageLabel} maxLength={CONTACT_FIELD_LIMITS.message} onText={onMessage} />
    </>
  );
}
