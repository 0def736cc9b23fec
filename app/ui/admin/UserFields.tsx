import type { FieldMetadata } from "@conform-to/react";
import { ADMIN_USER_LIMITS, SALUTATIONS } from "~/domain/admin-user-limits";
import { SelectField, TextField } from "../form/Field";

type Fields = {
  salutation: FieldMetadata<string | undefined>;
  firstName: FieldMetadata<string | undefined>;
  lastName: FieldMetadata<string | undefined>;
  mobilePhone: FieldMetadata<string | undefined>;
  designation: FieldMetadata<string | undefined>;
  cpContactProfile: FieldMetadata<string | undefined>;
};

/** The profile fields of Add user and Edit, with the limits of spec document 3 section 9. */
export function UserFields({ fields, profiles }: { fields: Fields; /** The profiles an admin may give (loader data). */ profiles: readonly string[] }) {
  return (
    <div className="grid gap-x-4 gap-y-1 sm:grid-cols-2">
      <SelectField field={fields.salutation} label="Salutation (optional)" placeholder="None" options={SALUTATIONS.map((s) => ({ value: s, label: s }))} />
      <SelectField field={fields.cpContactProfile} label="Profile" placeholder="Choose a profile" options={profiles.map((p) => ({ value: p, label: p }))} />
      <TextField field={fields.firstName} label="First name" maxLength={ADMIN_USER_LIMITS.firstName} autoComplete="off" />
      <TextField field={fields.lastName} label="Last name" maxLength={ADMIN_USER_LIMITS.lastName} autoComplete="off" />
      <TextField field={fields.mobilePhone} label="Phone number (10 digits)" type="tel" inputMode="numeric" maxLength={ADMIN_USER_LIMITS.mobilePhone} autoComplete="off" />
      <TextField field={fields.designation} label="Designation" maxLength={ADMIN_USER_LIMITS.designation} autoComplete="off" />
    </div>
  );
}
