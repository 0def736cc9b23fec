import { useFetcher } from "@remix-run/react";
import { useState } from "react";
import type { InviteFields } from "~/domain/team-schema";
import { DialogFormFrame, useDialogForm, type DialogFormProps } from "~/ui/dialog/DialogForm";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { PHONE_INPUT, SelectField, TextField } from "~/ui/form/Field";
import { TEAM_LIMITS } from "~/domain/team";
import type { EmailCheck } from "./views";

interface Props extends DialogFormProps {
  closeTo: string;
  /** The designations offered (domain/team.ts), from the loader. */
  designations: readonly string[];
}

/**
 * Invite a team member. Validated on the server; with JavaScript the e-mail is also checked when
 * the field is left (format, then only 'This email cannot be invited.' for a company, registered
 * or locked address; the submit says which: docs/decisions/062).
 */
export function InviteForm(props: Props) {
  const { closeTo, action, internal } = props;
  const { form, fields, submitting } = useDialogForm<InviteFields>("invite-member", props.result);
  const check = useFetcher<{ emailCheck?: EmailCheck }>();
  const [email, setEmail] = useState(String(fields.email.initialValue ?? ""));
  const checked = check.data?.emailCheck;
  // The submit's own answer (the reason, with the spec's message) wins over the check's 'cannot be invited'.
  const blurError = checked && checked.email === email && checked.error && !fields.email.errors?.length ? [checked.error] : undefined;
  return (
    <RouteDialog title="Invite a team member" closeTo={closeTo} className="max-w-xl">
      <DialogFormFrame
        form={form}
        submitting={submitting}
        dialog={props}
        submitLabel="Send invite"
      >
        <input type="hidden" name="intent" value="submit" />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField field={fields.firstName} label="First name" maxLength={TEAM_LIMITS.firstName} autoComplete="off" />
          <TextField field={fields.lastName} label="Last name" maxLength={TEAM_LIMITS.lastName} autoComplete="off" />
        </div>
        <SelectField field={fields.designation} label="Designation" placeholder="Select designation" options={props.designations.map((d) => ({ value: d, label: d }))} />
        <div className="grid gap-x-4 sm:grid-cols-2">
          <TextField field={fields.mobileNumber} label="Phone number" {...PHONE_INPUT} autoComplete="off" hint="10 to 15 digits, + allowed first; spaces and dashes are fine." />
          <TextField
            field={fields.email}
            label="Email"
            type="email"
            maxLength={TEAM_LIMITS.email}
            autoComplete="off"
            extraErrors={blurError}
            onBlur={(e) => {
              const value = e.currentTarget.value.trim();
              setEmail(value);
              if (value && !internal) check.submit({ intent: "check-email", email: value }, { method: "post", action });
            }}
          />
        </div>
      </DialogFormFrame>
    </RouteDialog>
  );
}
