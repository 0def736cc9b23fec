import { z } from "zod";
import { dialCodeOf, type ProfileForm } from "~/domain/profile-schema";
import { callUpstream, type TokenSource } from "./client.server";

const text = z.string().nullish().transform((v) => v ?? "");

const profile = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  salutation: text,
  firstName: text,
  middleName: text,
  lastName: text,
  department: text,
  designation: text,
  state: text,
  city: text,
  icc: text,
  mobilePhone: text,
  email: z.string(),
  profilePic: text,
});

export type Profile = z.infer<typeof profile>;

export function viewProfile(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/userapi/api/um/profile", { schema: profile, signal }, tokens);
}

const consolidated = z.object({
  countries: z.array(z.object({ name: z.string(), code: z.string() })),
  salutations: z.array(z.string()),
});

export type ConsolidatedData = z.infer<typeof consolidated>;

export function consolidatedData(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/userapi/api/um/consolidated", { schema: consolidated, signal }, tokens);
}

/** Update profile: the spec counts 200 or 201 as success; anything else, or an answer that is not the updated Profile, is a failure (an UpstreamError). */
export function updateProfile(tokens: TokenSource, form: ProfileForm) {
  return callUpstream(
    "/userapi/api/um/profile",
    {
      method: "PUT",
      body: {
        salutation: form.salutation ?? "",
        firstName: form.firstName,
        middleName: form.middleName || null,
        lastName: form.lastName,
        department: form.department,
        designation: form.designation,
        icc: form.country,
        state: form.state,
        city: form.city ?? "",
        mobilePhone: `${dialCodeOf(form.country) ?? ""}${form.mobilePhone}`,
      },
      schema: profile,
    },
    tokens,
  );
}
