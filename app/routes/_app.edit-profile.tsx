import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { dialogPlaces, dialogResult, resultRedirect } from "~/forms/dialog.server";
import { loadProfileForm, saveProfileForm } from "~/forms/profile.server";
import { requireUser } from "~/session/guard.server";
import { ProfileForm } from "~/ui/account/ProfileForm";
import { ResultDialog } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Edit Profile" };

/**
 * Edit Profile, the dialog (spec document 1 section 4): the profile menu opens it with JavaScript,
 * with `returnTo` = the page it was opened on; Close, Escape and the result's Okay go back there
 * (`dialogPlaces`, 014). The form, its loader and its save are Account Settings' own
 * (app/forms/profile.server.ts); /account-settings stays the page for a direct visit and without
 * JavaScript. Admins keep /admin/account-settings (this route is the customer portal's).
 */
const ROUTE = "routes/_app.edit-profile";
const PATH = "/edit-profile";
const UPDATED = /^updated$/;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { closeTo, action } = dialogPlaces(request, PATH);
  if (await dialogResult(request, auth, UPDATED)) return data({ kind: "done" as const, closeTo });
  const { view, headers } = await loadProfileForm(request, auth, context);
  return data({ kind: "form" as const, closeTo, action, view }, headers ? { headers } : undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const saved = await saveProfileForm(request, auth, context);
  if (!saved.ok) return saved.response;
  // POST, redirect, GET: the result dialog ('Profile successfully updated.', Okay), never re-posted.
  return resultRedirect(request, auth, PATH, "updated");
}

export default function EditProfile() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  if (loaded.kind === "done") {
    return (
      <ResultDialog headline="Profile successfully updated." closeTo={loaded.closeTo} actions={[{ label: "Okay", to: loaded.closeTo }]} />
    );
  }
  return (
    <RouteDialog title="Edit Profile" closeTo={loaded.closeTo} className="max-w-3xl">
      {loaded.view.draft ? (
        <p role="status" className="mb-3 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Your session had expired. We kept what you typed: please check it and save again.
        </p>
      ) : null}
      <ProfileForm
        view={loaded.view}
        result={actionData?.result}
        places={actionData && "places" in actionData ? actionData.places : undefined}
        action={loaded.action}
      />
    </RouteDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Edit Profile | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
