import { readForm } from "~/forms/read.server";
import { getFormProps } from "@conform-to/react";
import { useServerForm } from "~/ui/form/server-form";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation, useSearchParams } from "@remix-run/react";
import { lastTenDigits } from "~/domain/profile";
import { PROFILE_LIMITS } from "~/domain/profile-limits";
import { profileSchema, type ProfileForm } from "~/domain/profile-schema";
import { takeDraft } from "~/session/drafts.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { SelectField, TextField } from "~/ui/form/Field";
import { isUpstreamError } from "~/upstream/errors";
import { consolidatedData, updateProfile, viewProfile } from "~/upstream/profile.server";
import { ErrorNote } from "~/ui/Notice";

const ROUTE = "routes/_app.account-settings";
const UPDATE_FAILED = "Something went wrong, Please try again later";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, ROUTE);
  const [profile, lookups] = await Promise.allSettled([
    viewProfile(session, request.signal),
    consolidatedData(session, request.signal),
  ]);
  for (const r of [profile, lookups]) if (r.status === "rejected" && !isUpstreamError(r.reason)) throw r.reason;
  // What the user typed before their session expired, handed back once after sign-in.
  const [draft, clearDraft] = await takeDraft(request);
  return data(
    {
      profile: profile.status === "fulfilled" ? profile.value : null,
      countries: lookups.status === "fulfilled" ? lookups.value.countries : [],
      salutations: lookups.status === "fulfilled" ? lookups.value.salutations : [],
      draft,
    },
    clearDraft ? { headers: { "Set-Cookie": clearDraft } } : undefined,
  );
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session } = await requireUser(request, context, ROUTE);
  const submission = parseWithZod(await readForm(request), { schema: profileSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  try {
    await updateProfile(session, submission.value);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data({ result: submission.reply({ formErrors: [UPDATE_FAILED] }) }, { status: 502 });
  }
  return redirect("/account-settings?updated=1", 303);
}

export default function AccountSettings() {
  const { profile, countries, salutations, draft } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
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
          <Link to="/account-settings" className="rounded px-2 py-1 font-medium underline">
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
        <Form method="post" {...getFormProps(form)} noValidate className="mt-6 space-y-2">
          {form.errors?.length ? (
            <p id={form.errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {form.errors.join(" ")}
            </p>
          ) : null}
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
            disabled={saving}
            className="mt-4 rounded-md bg-brand-red px-5 py-2 font-medium text-white hover:bg-red-700 disabled:opacity-70"
          >
            {saving ? "Saving..." : "Save"}
          </button>
        </Form>
      )}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Settings | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
