import type { SubmissionResult } from "@conform-to/react";
import { formProps } from "~/ui/form/props";
import { Form, useNavigation } from "@remix-run/react";
import { useMemo, useState } from "react";
import { countryOptions, lastTenDigits, phoneMaxLength, placeOptions, type PlacesView } from "~/domain/profile";
import { PROFILE_LIMITS } from "~/domain/profile-limits";
import type { ProfileForm as ProfileFields } from "~/domain/profile-schema";
import type { UploadView } from "~/upload/rules";
import { PHONE_INPUT, SelectField, TextField } from "../form/Field";
import { useServerForm } from "../form/server-form";
import { ErrorNote, InfoNote } from "../Notice";
import { ProfilePictureField } from "./ProfilePictureField";

/** The profile as the form shows it (the stored picture's URL never leaves the server). */
export interface ProfileView {
  salutation?: string | null;
  firstName?: string | null;
  middleName?: string | null;
  lastName?: string | null;
  department?: string | null;
  designation?: string | null;
  icc?: string | null;
  state?: string | null;
  city?: string | null;
  mobilePhone?: string | null;
  email: string;
}

/** What the edit-profile loaders hand the form (app/forms/profile.server.ts). */
export interface ProfileFormView {
  profile: ProfileView | null;
  countries: { name: string; code: string }[];
  salutations: string[];
  /** The State and City pickers' lists (null: a text field instead). */
  places: PlacesView;
  draft: Record<string, string | string[]> | null;
  picture: string | null;
  initials: string;
  pictureView: UploadView;
  actingNote: string | null;
}

/** The picture's field name (the upload rules' `field`), for its server errors. */
const PICTURE_FIELD = "profilePicture";

/**
 * The edit-profile form, shared by the Account Settings page and the Edit Profile dialog. Validated
 * on the server only: zod and Conform's client state stay out of the browser bundle (011). The
 * contact number takes at most 10 digits while India is the chosen country (with JavaScript it
 * follows the select; without, the country last saved or posted).
 */
interface ProfileFormProps {
  view: ProfileFormView;
  result: SubmissionResult<string[]> | undefined;
  /** The lists answered to 'Show states and cities', else the page's own. */
  places?: PlacesView;
  /** Where the form posts (the dialog carries its Close target); the current URL when omitted. */
  action?: string;
  submitLabel?: string;
}

/**
 * Each answer to 'Show the states and cities' builds the form anew from the values the server
 * kept: Conform takes an answer's values as the fields' own only when a form is created, and a
 * State or City the new country lacks must show empty, as it does without JavaScript.
 */
export function ProfileForm(props: ProfileFormProps) {
  const answer = props.places ? JSON.stringify(props.result?.initialValue ?? null) : "page";
  return <ProfileFormBody key={answer} {...props} />;
}

function ProfileFormBody({ view, result, places = view.places, action, submitLabel = "Save" }: ProfileFormProps) {
  const answered = view.places !== places;
  const { profile, countries, salutations, draft, picture, initials, pictureView, actingNote } = view;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting";
  const defaults = useMemo(
    () =>
      (draft ?? {
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
      }) as Partial<Record<keyof ProfileFields, string>>,
    [draft, profile],
  );
  const [form, fields] = useServerForm<ProfileFields>({
    id: "edit-profile",
    // A places answer is read as the form is built, while the page still revalidates.
    lastResult: navigation.state === "idle" || answered ? result : undefined,
    defaultValue: defaults,
  });
  // The country chosen since the last answer (JavaScript only), else the one the form shows.
  const [chosen, setChosen] = useState<{ country: string; for: unknown } | null>(null);
  const shownCountry = typeof fields.country.initialValue === "string" ? fields.country.initialValue : "";
  const country = chosen && chosen.for === result ? chosen.country : shownCountry;

  if (!profile) {
    return (
      <div className="mt-4">
        <ErrorNote>We could not load your profile right now. Please try again in a moment.</ErrorNote>
      </div>
    );
  }

  return (
    <Form method="post" action={action} encType="multipart/form-data" {...formProps(form)} noValidate className="space-y-2">
      {actingNote ? <InfoNote>{actingNote}</InfoNote> : null}
      {form.errors?.length && !(actingNote && form.errors.includes(actingNote)) ? (
        <p id={form.errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {form.errors.join(" ")}
        </p>
      ) : null}
      <ProfilePictureField src={picture} initials={initials} upload={pictureView} errors={result?.error?.[PICTURE_FIELD] ?? undefined} />
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField field={fields.salutation} label="Salutation" placeholder="Select" options={salutations.map((s) => ({ value: s, label: s }))} />
        <TextField field={fields.firstName} label="First name" maxLength={PROFILE_LIMITS.firstName} autoComplete="given-name" />
        <TextField field={fields.middleName} label="Middle name (optional)" maxLength={PROFILE_LIMITS.middleName} autoComplete="additional-name" />
        <TextField field={fields.lastName} label="Last name" maxLength={PROFILE_LIMITS.lastName} autoComplete="family-name" />
        <TextField field={fields.department} label="Department" maxLength={PROFILE_LIMITS.department} />
        <TextField field={fields.designation} label="Designation" maxLength={PROFILE_LIMITS.designation} autoComplete="organization-title" />
        <SelectField
          field={fields.country}
          label="Country"
          placeholder="Select country"
          options={countryOptions(countries, shownCountry)}
          onChange={(event) => setChosen({ country: event.target.value, for: result })}
        />
        <TextField
          field={fields.mobilePhone}
          label="Contact number"
          {...PHONE_INPUT}
          hint={country === "" || phoneMaxLength(country) === 10 ? "10 digits for India; +91, spaces and dashes are fine." : "Your number's digits; spaces and dashes are fine."}
        />
        {places.states?.length ? (
          <SelectField field={fields.state} label="State" placeholder="Select state" options={placeOptions(places.states, fields.state.initialValue as string)} />
        ) : (
          <TextField field={fields.state} label="State" maxLength={PROFILE_LIMITS.state} autoComplete="address-level1" />
        )}
        {places.cities?.length ? (
          <SelectField field={fields.city} label="City (optional)" placeholder="Select city" options={placeOptions(places.cities, fields.city.initialValue as string)} />
        ) : (
          <TextField field={fields.city} label="City (optional)" maxLength={PROFILE_LIMITS.city} autoComplete="address-level2" />
        )}
      </div>
      {/* The lists follow the chosen country and state on this post; nothing is saved (issue 42 §7). */}
      <button type="submit" name="places" value="1" formNoValidate className="mt-1 text-left text-sm font-medium text-brand-blue-dark underline underline-offset-2">
        Show the states and cities of the chosen country and state
      </button>
      <div>
        <p className="text-sm font-medium text-ink">Email</p>
        <p className="mt-1 text-ink/80">{profile.email}</p>
      </div>
      <button
        type="submit"
        disabled={saving || Boolean(actingNote)}
        className="mt-4 rounded-md bg-brand-red px-5 py-2 font-medium text-white hover:bg-red-700 disabled:opacity-70"
      >
        {saving ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
