import { z } from "zod";
import { dialCodeOf, type ProfileForm } from "~/domain/profile-schema";
import { pictureUrl } from "~/domain/profile-picture";
import { callUpstream, openUpstream, type TokenSource } from "./client.server";

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

/**
 * The picture's upload (spec document 1 section 7): multipart with the field `myFile`, to a path
 * carrying the user's e-mail; `azure_blob_url` holds the stored image's URL. An answer without one
 * resolves to null (the old picture is kept); a failure throws an UpstreamError.
 */
export async function uploadProfilePicture(tokens: TokenSource, email: string, file: File, signal?: AbortSignal): Promise<string | null> {
  const body = new FormData();
  body.append("myFile", file, file.name);
  const answer = await callUpstream(
    `/fileuploadapi/api/v1/uploadFileForUserEditProfile/${encodeURIComponent(email)}`,
    {
      method: "POST",
      body,
      schema: z.object({ azure_blob_url: z.string().nullish() }).nullish(),
      signal,
    },
    tokens,
  );
  return pictureUrl(answer?.azure_blob_url);
}

/** The stored picture's bytes, asked of the upstream (fileBlobUrl): the portal never fetches the URL itself. */
export function openProfilePicture(tokens: TokenSource, url: string, signal?: AbortSignal) {
  return openUpstream("/fileuploadapi/api/v1/fileBlobUrl", { method: "POST", body: { url }, signal }, tokens);
}

/** Update profile: the spec counts 200 or 201 as success; anything else, or an answer that is not the updated Profile, is a failure (an UpstreamError). */
export function updateProfile(tokens: TokenSource, form: ProfileForm, profilePic?: string) {
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
        ...(profilePic === undefined ? {} : { profilePic }),
      },
      schema: profile,
    },
    tokens,
  );
}
