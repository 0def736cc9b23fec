import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { formatIcc, lastTenDigits } from "~/domain/profile";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { viewProfile, type Profile } from "~/upstream/profile.server";
import { isUpstreamError } from "~/upstream/errors";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, "routes/_app.account-settings");
  try {
    return { profile: await viewProfile(session, request.signal), error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { profile: null, error: "We could not load your profile right now. Please try again in a moment." };
  }
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-3">
      <dt className="text-sm font-medium text-ink/70">{label}</dt>
      <dd className="text-ink sm:col-span-2">{value || "NA"}</dd>
    </div>
  );
}

function ProfileDetails({ profile }: { profile: Profile }) {
  const name = [profile.salutation, profile.firstName, profile.middleName, profile.lastName].filter(Boolean).join(" ");
  return (
    <dl className="divide-y divide-slate-200">
      <Row label="Name" value={name} />
      <Row label="Email" value={profile.email} />
      <Row label="Designation" value={profile.designation} />
      <Row label="Department" value={profile.department} />
      <Row label="Country" value={formatIcc(profile.icc)} />
      <Row label="Contact number" value={lastTenDigits(profile.mobilePhone)} />
      <Row label="State" value={profile.state} />
      <Row label="City" value={profile.city} />
    </dl>
  );
}

export default function AccountSettings() {
  const { profile, error } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="account-heading" className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <h1 id="account-heading" className="text-xl font-semibold text-ink">
        Account Settings
      </h1>
      {error ? (
        <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      {profile ? <ProfileDetails profile={profile} /> : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Settings | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
