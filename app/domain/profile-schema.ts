import { z } from "zod";
import { PROFILE_LIMITS } from "./profile-limits";
import { indianMobile } from "./patterns";
import { dialCodeOf, INDIA_DIAL_CODE, PHONE_MAX_DIGITS } from "./profile";

/**
 * The edit-profile form (spec document 1 section 5, the newer form's messages). The server
 * validates with it; the page imports only its limits and types, so zod stays on the server.
 */
export { PROFILE_LIMITS };

export { dialCodeOf, INDIA_DIAL_CODE };

const required = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, `${label} cannot be more than ${max} characters`);

const optional = (max: number, label: string) =>
  z.string().trim().max(max, `${label} cannot be more than ${max} characters`).optional();

export const profileSchema = z
  .object({
    salutation: z.string().trim().max(10).optional(),
    firstName: required("First name is required", PROFILE_LIMITS.firstName, "First name"),
    middleName: optional(PROFILE_LIMITS.middleName, "Middle name"),
    lastName: required("last name is required", PROFILE_LIMITS.lastName, "Last name"),
    department: required("Department is required", PROFILE_LIMITS.department, "Department"),
    designation: required("Designation is required", PROFILE_LIMITS.designation, "Designation"),
    country: z.string({ error: "Country is required" }).trim().min(1, "Country is required"),
    state: required("State is required", PROFILE_LIMITS.state, "State"),
    city: optional(PROFILE_LIMITS.city, "City"),
    // Separators and an Indian prefix (+91, 0) as people write them are dropped first (issue 40 §4).
    mobilePhone: z
      .string({ error: "Phone number is required" })
      .trim()
      .min(1, "Phone number is required")
      .transform(indianMobile)
      .pipe(
        z
          .string()
          .regex(/^\d+$/, "Phone number should contain digits only")
          .max(PHONE_MAX_DIGITS.other, `Phone number cannot be more than ${PHONE_MAX_DIGITS.other} digits`),
      ),
  })
  .refine(
    (value) =>
      !(dialCodeOf(value.country) === INDIA_DIAL_CODE && /^\d+$/.test(value.mobilePhone ?? "")) ||
      value.mobilePhone.length === PHONE_MAX_DIGITS.india,
    {
      path: ["mobilePhone"],
      message: "Contact number should be 10 digits",
      // Run even when other fields have errors, so every message shows at once.
      when: (payload) => {
        const v = payload.value as { country?: unknown; mobilePhone?: unknown } | undefined;
        return typeof v?.country === "string" && typeof v?.mobilePhone === "string";
      },
    },
  );

export type ProfileForm = z.infer<typeof profileSchema>;
