import { getFormProps } from "@conform-to/react";
import { useServerForm } from "~/ui/form/server-form";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation, useNavigation, useSearchParams } from "@remix-run/react";
import { ACTING_REFUSED } from "~/domain/acting";
import { lastTenDigits } from "~/domain/profile";
import { PROFILE_LIMITS } from "~/domain/profile-limits";
import { profileSchema, type ProfileForm } from "~/domain/profile-schema";
import { takeDraft } from "~/session/drafts.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { SelectField, TextField } from "~/ui/form/Field";
import { isUpstreamError } from "~/upstream/errors";
import { consolidatedData, updateProfile, uploadProfilePicture, viewProfile } from "~/upstream/profile.server";
import { ErrorNote, InfoNote } from "~/ui/Notice";
import { pictureHref, picturePatch, pictureVersion, versionAfter, type UploadOutcome } from "~/domain/profile-picture";
import { logger } from "~/log/logger.server";
import { ProfilePictureField } from "~/ui/account/ProfilePictureField";
import { LiteModeSetting } from "~/ui/lite/LiteModeSetting";
import { parseUpload } from "~/upload/multipart.server";
import { PROFILE_PICTURE_RULES } from "~/upload/rules";
import type { Profile } from "~/upstream/profile.server";

/** The picture's field name (the rules' `field`), for its server errors. */
const PICTURE_FIELD = "profilePicture";

const ROUTE = "routes/_app.account-settings";
const UPDATE_FAILED = "Something went wrong, Please try again later";

/** The picture input's rules in words (the server checks them all). */
const PICTURE_VIEW = {
  hint: "A .jpeg, .jpg or .png picture of up to 250KB, its file name up to 20 characters. A square picture looks best.",
  accept: PROFILE_PICTURE_RULES.extensions.join(","),
};

const pictureSrc = (version: string | null) => (version ? pictureHref(version) : null);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session, acting } = await requireUser(request, context, ROUTE);
  const [profile, lookups] = await Promise.allSettled([
    viewProfile(session, request.signal),
    consolidatedData(session, request.signal),
  ]);
  for (const r of [profile, lookups]) if (r.status === "rejected" && !isUpstreamError(r.reason)) throw r.reason;
  // What the user typed before their session expired, handed back once after sign-in (to them only).
  const [draft, clearDraft] = await takeDraft(request, user.userId);
  // The stored picture's URL stays on the server: the page gets the portal's address for it.
  const { profilePic, ...shown } = profile.status === "fulfilled" ? profile.value : { profilePic: null };
  return data(
    {
      profile: profile.status === "fulfilled" ? (shown as Omit<Profile, "profilePic">) : null,
      countries: lookups.status === "fulfilled" ? lookups.value.countries : [],
      salutations: lookups.status === "fulfilled" ? lookups.value.salutations : [],
      draft,
      picture: pictureSrc(profile.status === "fulfilled" ? pictureVersion(profilePic) : (user.picture ?? null)),
      initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?",
      pictureView: PICTURE_VIEW,
      actingNote: acting ? ACTING_REFUSED.profile : null,
    },
    clearDraft ? { headers: { "Set-Cookie": clearDraft } } : undefined,
  );
}

/**
 * Save: the fields and the picture are checked together (the spec's messages, the picture's type
 * found in its bytes). The picture is uploaded first; its outcome decides the profilePic sent
 * (`picturePatch`): the stored URL, NA after a failed upload (the save goes on), or nothing when the
 * upload gave no URL. Then the profile is saved; 200 or 201 shows 'Profile successfully updated.'.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user, session, acting } = await requireUser(request, context, ROUTE);
  const read = await parseUpload(request, PROFILE_PICTURE_RULES);
  if (!read.ok) {
    const error: Record<string, string[] | null> = { "": [read.message] };
    return data({ result: { status: "error" as const, error } }, { status: read.status });
  }
  const submission = parseWithZod(read.formData, { schema: profileSchema });
  // The profile and picture are the customer's: an admin acting as them may look, not change (047).
  if (acting) return data({ result: submission.reply({ formErrors: [ACTING_REFUSED.profile] }) }, { status: 403 });
  const fileErrors = read.fieldErrors[PROFILE_PICTURE_RULES.field];
  if (submission.status !== "success" || fileErrors) {
    return data({ result: submission.reply({ fieldErrors: read.fieldErrors }) }, { status: 400 });
  }
  const file = read.formData.get(PROFILE_PICTURE_RULES.field);
  let outcome: UploadOutcome = { kind: "none" };
  if (file instanceof File && file.size > 0) {
    try {
      const url = await uploadProfilePicture(session, user.email, file, request.signal);
      outcome = url ? { kind: "stored", url } : { kind: "no-url" };
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      logger.warn({ event: "profile-picture-upload", outcome: "failed", kind: error.kind, status: error.status }, "picture upload failed; saving the profile with NA");
      outcome = { kind: "failed" };
    }
  }
  let saved: Profile;
  try {
    saved = await updateProfile(session, submission.value, picturePatch(outcome));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data({ result: submission.reply({ formErrors: [UPDATE_FAILED] }) }, { status: 502 });
  }
  // The header follows at once: the new name and picture.
  const current = session.data;
  if (current) {
    session.replace({
      ...current,
      user: {
        ...current.user,
        salutation: saved.salutation,
        firstName: saved.firstName,
        middleName: saved.middleName || null,
        lastName: saved.lastName,
        designation: saved.designation,
        picture: versionAfter(current.user.picture, outcome),
      },
    });
  }
  // Back to this page where it was opened (admins have it inside their own portal).
  return redirect(`${new URL(request.url).pathname}?updated=1`, 303);
}

export default function AccountSettings() {
  const { profile, countries, salutations, draft, picture, initials, pictureView, actingNote } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";

  const defaults = draft ?? {
    salutation: profile?.salutation,
    firstName: profile?.firstName,
    middleName: profile?.middleName,
    lastName: profile?.lastName,
    department: profile?.department,
    designation: profile?.designation,
    country: profile?.icc,
    state: profile?.state,
    city: profile?.city,
    mobilePhone: lastTenDigits(profile?.mobilePhone),
  };
  // Validated on the server only: zod and Conform's client state stay out of the browser bundle (docs/decisions/011).
  const [form, fields] = useServerForm<ProfileForm>({
    id: "edit-profile",
    lastResult: navigation.state === "idle" ? actionData?.result : undefined,
    defaultValue: defaults as Partial<Record<keyof ProfileForm, string>>,
  });

  const countryOptions = countries.map((c) => ({ value: `${c.name}- ${c.code}`, label: `${c.name} (${c.code})` }));
  if (defaults.country && !countryOptions.some((o) => o.value === defaults.country)) {
    countryOptions.unshift({ value: String(defaults.country), label: String(defaults.country) });
  }

  return (
    <section aria-labelledby="account-heading" className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h1 id="account-heading" className="text-xl font-semibold text-ink">
        Account Settings
      </h1>
      {params.get("updated") === "1" ? (
        <div role="status" className="mt-4 flex items-center justify-between rounded-md bg-green-50 px-3 py-2 text-green-900">
          <span>Profile successfully updated.</span>
          <Link to={pathname} className="rounded px-2 py-1 font-medium underline">
            Okay
          </Link>
        </div>
      ) : null}
      {draft ? (
        <p role="status" className="mt-4 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Your session had expired. We kept what you typed: please check it and save again.
        </p>
      ) : null}
      {!profile ? (
        <div className="mt-4">
          <ErrorNote>We could not load your profile right now. Please try again in a moment.</ErrorNote>
        </div>
      ) : (
        <Form method="post" encType="multipart/form-data" {...getFormProps(form)} noValidate className="mt-6 space-y-2">
          {actingNote ? <InfoNote>{actingNote}</InfoNote> : null}
          {form.errors?.length && !(actingNote && form.errors.includes(actingNote)) ? (
            <p id={form.errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {form.errors.join(" ")}
            </p>
          ) : null}
          <ProfilePictureField src={picture} initials={initials} {...pictureView} errors={actionData?.result.error?.[PICTURE_FIELD] ?? undefined} />
          <div className="grid gap-x-4 sm:grid-cols-2">
            <SelectField
              field={fields.salutation}
              label="Salutation"
              placeholder="Select"
              options={salutations.map((s) => ({ value: s, label: s }))}
            />
            <TextField field={fields.firstName} label="First name" maxLength={PROFILE_LIMITS.firstName} autoComplete="given-name" />
            <TextField field={fields.middleName} label="Middle name (optional)" maxLength={PROFILE_LIMITS.middleName} autoComplete="additional-name" />
            <TextField field={fields.lastName} label="Last name" maxLength={PROFILE_LIMITS.lastName} autoComplete="family-name" />
            <TextField field={fields.department} label="Department" maxLength={PROFILE_LIMITS.department} />
            <TextField field={fields.designation} label="Designation" maxLength={PROFILE_LIMITS.designation} autoComplete="organization-title" />
            <SelectField field={fields.country} label="Country" placeholder="Select country" options={countryOptions} />
            <TextField
              field={fields.mobilePhone}
              label="Contact number"
              type="tel"
              inputMode="numeric"
              maxLength={15}
              autoComplete="tel-national"
              hint="Digits only; 10 digits for India."
            />
            <TextField field={fields.state} label="State" maxLength={PROFILE_LIMITS.state} autoComplete="address-level1" />
            <TextField field={fields.city} label="City (optional)" maxLength={PROFILE_LIMITS.city} autoComplete="address-level2" />
          </div>
          <div>
            <p className="text-sm font-medium text-ink">Email</p>
            <p className="mt-1 text-ink/80">{profile.email}</p>
          </div>
          <button
            type="submit"
            disabled={saving || Boolean(actingNote)}
            className="mt-4 rounded-md bg-brand-red px-5 py-2 font-medium text-white hover:bg-red-700 disabled:opacity-70"
          >
            {saving ? "Saving..." : "Save"}
          </button>
        </Form>
      )}
      <LiteModeSetting />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Settings | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
