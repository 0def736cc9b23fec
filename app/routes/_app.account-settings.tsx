import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useSearchParams } from "@remix-run/react";
import { loadProfileForm, saveProfileForm } from "~/forms/profile.server";
import { requireUser } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { ProfileForm } from "~/ui/account/ProfileForm";
import { GeneralErrorBoundary } from "~/ui/errors";
import { LiteModeSetting } from "~/ui/lite/LiteModeSetting";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Account Settings" };

/**
 * Account Settings, the page: a direct visit, and the profile menu's Edit Profile without
 * JavaScript (with it, the menu opens the same form as the dialog /edit-profile over the page).
 * The steps are shared with the dialog (app/forms/profile.server.ts). A safe `?back=` (the page the
 * menu was opened on) gives the header its Back link and is where Okay returns after a save.
 */
const ROUTE = "routes/_app.account-settings";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const { view, headers } = await loadProfileForm(request, auth, context);
  return data(view, headers ? { headers } : undefined);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const saved = await saveProfileForm(request, auth, context);
  if (!saved.ok) return saved.response;
  // Back to this page where it was opened (admins have it inside their own portal), its Back kept.
  const url = new URL(request.url);
  const back = safeReturnPath(url.searchParams.get("back"));
  const query = new URLSearchParams({ updated: "1", ...(back ? { back } : {}) });
  return redirect(`${url.pathname}?${query}`, 303);
}

export default function AccountSettings() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const back = safeReturnPath(params.get("back"));
  const okay = back ?? pathname;

  return (
    <section aria-labelledby="account-heading" className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <div className="flex items-center justify-between gap-4">
        <h1 id="account-heading" className="text-xl font-semibold text-ink">
          Account Settings
        </h1>
        {back ? (
          <Link to={back} className="rounded px-2 py-1 text-sm font-medium text-brand-blue-dark underline-offset-2 hover:underline">
            Close
          </Link>
        ) : null}
      </div>
      {params.get("updated") === "1" ? (
        <div role="status" className="mt-4 flex items-center justify-between rounded-md bg-green-50 px-3 py-2 text-green-900">
          <span>Profile successfully updated.</span>
          <Link to={okay} className="rounded px-2 py-1 font-medium underline">
            Okay
          </Link>
        </div>
      ) : null}
      {view.draft ? (
        <p role="status" className="mt-4 rounded-md bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Your session had expired. We kept what you typed: please check it and save again.
        </p>
      ) : null}
      <div className="mt-6">
        <ProfileForm view={view} result={actionData?.result} places={actionData && "places" in actionData ? actionData.places : undefined} />
      </div>
      <LiteModeSetting />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Account Settings | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
