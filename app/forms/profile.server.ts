import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import { ACTING_REFUSED } from "~/domain/acting";
import { pictureHref, picturePatch, pictureVersion, versionAfter, type UploadOutcome } from "~/domain/profile-picture";
import { profileSchema } from "~/domain/profile-schema";
import { logger } from "~/log/logger.server";
import { takeDraft } from "~/session/drafts.server";
import type { Auth } from "~/session/guard.server";
import { flashToast } from "~/session/toast.server";
import type { RequestContext } from "~/context";
import type { ProfileFormView } from "~/ui/account/ProfileForm";
import { parseUpload } from "~/upload/multipart.server";
import { PROFILE_PICTURE_RULES, uploadView, type UploadView } from "~/upload/rules";
import { isUpstreamError } from "~/upstream/errors";
import { consolidatedData, updateProfile, uploadProfilePicture, viewProfile, type Profile } from "~/upstream/profile.server";
import { listCities, listStates } from "~/upstream/places.server";
import { countryNameOf, inPlaces, type PlacesView } from "~/domain/profile";
import { validationOnly } from "./validate-intent.server";

/**
 * The edit-profile steps shared by the Account Settings page (/account-settings, and the admins'
 * /admin/account-settings) and the Edit Profile dialog (/edit-profile): what the form shows, and
 * the save (fields and picture checked together, the picture uploaded first, then the profile).
 * docs/decisions/043 and its addendum.
 */

/** The spec's failure text for the profile update (document 1 section 8). */
export const UPDATE_FAILED = "Something went wrong, Please try again later";

/** The picture input's rules in words, and the check of a choice (the server checks them all). */
const PICTURE_VIEW: UploadView = {
  ...uploadView(PROFILE_PICTURE_RULES),
  // The portal fits a longer name itself (docs/decisions/069): no name rule to state.
  hint: "A .jpeg, .jpg or .png picture of up to 250KB. A square picture looks best.",
};

const pictureSrc = (version: string | null) => (version ? pictureHref(version) : null);

/**
 * The State and City pickers' lists for a country and state (issue 42 §7), asked together: the
 * country's states and the state's cities. The spec leaves the countries service's errors silent:
 * a failed list is null, and the form offers a text field for it instead.
 */
export async function placesFor(
  country: string | null | undefined,
  state: string | null | undefined,
  clientAddress: string,
  signal?: AbortSignal,
): Promise<PlacesView> {
  const name = countryNameOf(country);
  if (!name) return { states: null, cities: null };
  const [states, cities] = await Promise.allSettled([listStates(name, clientAddress, signal), state ? listCities(name, state, clientAddress, signal) : Promise.resolve(null)]);
  const answer = (r: PromiseSettledResult<string[] | null>, list: string) => {
    if (r.status === "fulfilled") return r.value;
    if (!isUpstreamError(r.reason)) throw r.reason;
    logger.warn({ event: "places", list, kind: r.reason.kind, status: r.reason.status }, "countries service failed; a text field instead");
    return null;
  };
  return { states: answer(states, "states"), cities: answer(cities, "cities") };
}

/** The button that asks for the chosen country's states and the chosen state's cities (no save). */
export const PLACES_INTENT = "places";

/**
 * What the form shows: the profile (its picture's URL stays on the server), the lookups, and a
 * draft kept when the session ended under a save (to its own user only). The draft cookie to clear
 * is returned as a header.
 */
export async function loadProfileForm(
  request: Request,
  { user, session, acting }: Auth,
  context: RequestContext,
): Promise<{ view: ProfileFormView; headers?: HeadersInit }> {
  const [profile, lookups] = await Promise.allSettled([viewProfile(session, request.signal), consolidatedData(session, request.signal)]);
  for (const r of [profile, lookups]) if (r.status === "rejected" && !isUpstreamError(r.reason)) throw r.reason;
  const [restored, clearDraft] = await takeDraft(request, user.userId);
  const draft = restored?.fields ?? null;
  const { profilePic, ...shown } = profile.status === "fulfilled" ? profile.value : { profilePic: null };
  const stored = profile.status === "fulfilled" ? profile.value : null;
  const drafted = (name: string) => (typeof draft?.[name] === "string" ? (draft[name] as string) : undefined);
  const places = stored ? await placesFor(drafted("country") ?? stored.icc, drafted("state") ?? stored.state, context.clientAddress, request.signal) : { states: null, cities: null };
  return {
    view: {
      profile: profile.status === "fulfilled" ? (shown as Omit<Profile, "profilePic">) : null,
      countries: lookups.status === "fulfilled" ? lookups.value.countries : [],
      salutations: lookups.status === "fulfilled" ? lookups.value.salutations : [],
      places,
      draft,
      picture: pictureSrc(profile.status === "fulfilled" ? pictureVersion(profilePic) : (user.picture ?? null)),
      initials: `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?",
      pictureView: PICTURE_VIEW,
      actingNote: acting ? ACTING_REFUSED.profile : null,
    },
    headers: clearDraft ? { "Set-Cookie": clearDraft } : undefined,
  };
}

/**
 * Save: the fields and the picture are checked together (the spec's messages, the picture's type
 * found in its bytes). The picture is uploaded first; its outcome decides the profilePic sent
 * (`picturePatch`): the stored URL, NA after a failed upload (the save goes on), or nothing when the
 * upload gave no URL. Then the profile is saved (the caller shows 'Profile successfully updated.'),
 * and the session follows, so the header shows the new name and picture at once. A failed save
 * is the spec's error toast ('Something went wrong, Please try again later'), every field kept.
 * An admin acting as the customer may look, not change (047): 403.
 */
export async function saveProfileForm(request: Request, { user, session, acting }: Auth, context: RequestContext) {
  const read = await parseUpload(request, PROFILE_PICTURE_RULES);
  if (!read.ok) {
    const error: Record<string, string[] | null> = { "": [read.message] };
    return { ok: false as const, response: data({ result: { status: "error" as const, error } }, { status: read.status }) };
  }
  const validation = validationOnly(read.formData, profileSchema);
  if (validation) return { ok: false as const, response: validation };
  if (read.formData.get(PLACES_INTENT) !== null) return { ok: false as const, response: await placesAnswer(read.formData, context.clientAddress, request.signal) };
  const submission = parseWithZod(read.formData, { schema: profileSchema });
  if (acting) return { ok: false as const, response: data({ result: submission.reply({ formErrors: [ACTING_REFUSED.profile] }) }, { status: 403 }) };
  const fileErrors = read.fieldErrors[PROFILE_PICTURE_RULES.field];
  if (submission.status !== "success" || fileErrors) {
    return { ok: false as const, response: data({ result: submission.reply({ fieldErrors: read.fieldErrors }) }, { status: 400 }) };
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
    // The spec's error toast (document 1 section 8), every field kept.
    flashToast(request, context, UPDATE_FAILED, { tone: "error" });
    return { ok: false as const, response: data({ result: submission.reply() }, { status: 502 }) };
  }
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
  return { ok: true as const };
}

/**
 * 'Show states and cities' (without JavaScript, and with it): nothing is saved; the form comes back
 * as typed, with the lists of the chosen country and state. A state the new country lacks, or a
 * city the new state lacks, is cleared rather than offered under the wrong place.
 */
async function placesAnswer(form: FormData, clientAddress: string, signal: AbortSignal) {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === "string" ? value : "";
  };
  const first = await placesFor(text("country"), text("state"), clientAddress, signal);
  const state = inPlaces(first.states, text("state")) ? text("state") : "";
  const places = state === text("state") ? first : { states: first.states, cities: null };
  const city = state && inPlaces(places.cities, text("city")) ? text("city") : "";
  const initialValue: Record<string, string> = {};
  for (const [name, value] of form.entries()) if (typeof value === "string" && name !== PLACES_INTENT) initialValue[name] = value;
  Object.assign(initialValue, { state, city });
  return data({ result: { initialValue }, places });
}
