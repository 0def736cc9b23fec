import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useEffect } from "react";
import { isRouteErrorResponse, Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { requireAdmin } from "~/session/admin-guard.server";
import { restoredDraftFor } from "~/session/drafts.server";
import { adminShellData, sessionRemaining } from "~/session/shell.server";
import { AdminShell } from "~/ui/admin/AdminShell";
import { FramedErrorPanel, RouteErrorPanel } from "~/ui/errors";

/** The admin portal's layout: every /admin page renders in it, for admins only (docs/decisions/028). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireAdmin(request, context, "routes/admin");
  const [restoredDraft, clearDraft] = await restoredDraftFor(request, auth.user.userId);
  // What was typed when the session ended under a post, back in this page's forms (issue 51 §4).
  return data({ shell: adminShellData(auth), sessionRemaining: sessionRemaining(auth), restoredDraft }, clearDraft ? { headers: { "Set-Cookie": clearDraft } } : undefined);
}

export default function AdminLayout() {
  const { shell, sessionRemaining: left } = useLoaderData<typeof loader>();
  // The session's time left, for the expiry dialog's watcher (app/ui/session/expiry-watch.ts).
  useEffect(() => void window.dispatchEvent(new CustomEvent("portal:session-remaining", { detail: left })), [left]);
  return (
    <AdminShell data={shell}>
      <Outlet />
    </AdminShell>
  );
}

/** Errors of the admin pages render inside the admin frame when it loaded; a 403 for others. */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/admin");
  // A 403 here is a signed-in user who is not an admin: no "Sign in" link for them.
  const refused = isRouteErrorResponse(error) && error.status === 403;
  return data ? (
    <AdminShell data={data.shell}>
      <RouteErrorPanel error={error} />
    </AdminShell>
  ) : (
    <FramedErrorPanel error={error} signInLink={!refused} />
  );
}
