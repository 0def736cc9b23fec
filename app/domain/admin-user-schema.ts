import { z } from "zod";
import { ADDABLE_PROFILES } from "./admin";
import { ADMIN_USER_LIMITS, SALUTATIONS } from "./admin-user-limits";

/**
 * The admin's user form (Add user, Edit): field limits of spec document 3 section 9, messages of
 * document 1 section 5 (newer form) and document 3 section 5 (callback e-mail). Server only: the
 * page imports admin-user-limits.ts, so zod stays out of the browser bundle.
 */
const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} cannot be more than ${max} characters`);

export const userFieldsSchema = z.object({
  salutation: z.enum(SALUTATIONS, { error: "Choose a salutation" }).optional(),
  firstName: required("First name is required", ADMIN_USER_LIMITS.firstName, "First name"),
  lastName: required("Last name is required", ADMIN_USER_LIMITS.lastName, "Last name"),
  mobilePhone: z
    .string({ error: "Phone number is required" })
    .trim()
    .min(1, "Phone number is required")
    .regex(/^\d+$/, "Phone number should contain digits only")
    .length(ADMIN_USER_LIMITS.mobilePhone, "Contact number should be 10 digits"),
  designation: required("Designation is required", ADMIN_USER_LIMITS.designation, "Designation"),
  cpContactProfile: z.string({ error: "Profile is required" }).refine((v) => ADDABLE_PROFILES.includes(v), "Choose a profile from the list"),
});

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .toLowerCase()
  .min(1, "Email is required")
  .max(ADMIN_USER_LIMITS.email, `Email cannot be more than ${ADMIN_USER_LIMITS.email} characters`)
  .pipe(z.email("Please enter valid email address"));

export const checkEmailSchema = z.object({ email: emailSchema });
export const addUserSchema = userFieldsSchema.extend({ email: emailSchema });

export type UserFieldsForm = z.infer<typeof userFieldsSchema>;
export type AddUserForm = z.infer<typeof addUserSchema>;
