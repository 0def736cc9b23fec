import type { LoaderFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { useEffect } from "react";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { requireUser } from "~/session/guard.server";
import { restoredDraftFor } from "~/session/drafts.server";
import { isAdminRole } from "~/domain/roles";
import { loadShell, sessionRemaining } from "~/session/shell.server";
import { DialogHost } from "~/ui/dialog/DialogHost";
import { FramedErrorPanel, RouteErrorPanel } from "~/ui/errors";
import { Shell } from "~/ui/shell/Shell";
import { registerServiceWorker } from "~/offline/register";
import { drawn } from "~/http/drawn.server";
import { CustomerProfileMenu } from "~/ui/shell/CustomerProfileMenu";

/** The signed-in layout: every page behind sign-in renders inside this shell. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app");
  // Admins keep their own portal's frame: Account Settings has an address inside it.
  const url = new URL(request.url);
  if (isAdminRole(auth.user.cpContactProfile) && url.pathname.replace(/\/$/, "") === "/account-settings") {
    throw redirect(`/admin/account-settings${url.search}`);
  }
  const [shell, [restoredDraft, clearDraft]] = await Promise.all([loadShell(request, auth), restoredDraftFor(request, auth.user.userId)]);
  return data(
    {
      shell,
      sessionRemaining: sessionRemaining(auth),
      // Who may keep asset documents on this device (docs/decisions/077): nobody while acting for a customer.
      offlineUser: auth.acting ? null : auth.user.userId,
      // What was typed when the session ended under a post, back in this page's forms (issue 51 §4).
      restoredDraft,
      // The header's profile menu is kept markup (issue 54): a client navigation gets it drawn here.
      profileMenu: await drawn(request, context, () => (
        <CustomerProfileMenu user={shell.user} pathname={url.pathname} search={url.search} enhanced />
      )),
    },
    clearDraft ? { headers: { "Set-Cookie": clearDraft } } : undefined,
  );
}

export default function AppLayout() {
  const { shell, sessionRemaining: left, profileMenu } = useLoaderData<typeof loader>();
  // The session's time left, for the expiry dialog's watcher (app/ui/session/expiry-watch.ts).
  useEffect(() => void window.dispatchEvent(new CustomEvent("portal:session-remaining", { detail: left })), [left]);
  // The service worker, once the page has loaded (docs/decisions/076), and the outbox's listener
  // (decision 115), ready before the first submit: in the page's first script (a chunk fetched after
  // hydration missed Firefox's first offline submit, issue 54).
  useEffect(registerServiceWorker, []);
  // Route dialogs opened from a page show over it (docs/decisions/068).
  return (
    <DialogHost>
      <Shell data={shell} profileHtml={profileMenu}>
        <Outlet />
      </Shell>
    </DialogHost>
  );
}

/**
 * Errors of the pages below (a 403, a 404, a failed upstream) render here, inside the shell,
 * whenever the shell's own data loaded.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/_app");
  return data ? (
    <Shell data={data.shell} profileHtml={data.profileMenu}>
      <RouteErrorPanel error={error} />
    </Shell>
  ) : (
    <FramedErrorPanel error={error} />
  );
}
