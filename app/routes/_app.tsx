import type { LoaderFunctionArgs } from "@remix-run/node";
import { useEffect, type ReactNode } from "react";
import { Outlet, useLoaderData, useRouteError, useRouteLoaderData } from "@remix-run/react";
import { requireUser } from "~/session/guard.server";
import { isAdminRole } from "~/domain/roles";
import { adminShellData, loadShell, sessionRemaining } from "~/session/shell.server";
import { AdminShell } from "~/ui/admin/AdminShell";
import { ErrorPanel, errorCopy } from "~/ui/errors";
import { PublicFrame } from "~/ui/shell/PublicFrame";
import { Shell } from "~/ui/shell/Shell";

/** The signed-in layout: every page behind sign-in renders inside this shell. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app");
  // Admins open a few of these pages (Account Settings) in their own portal's frame.
  if (isAdminRole(auth.user.cpContactProfile)) return { frame: "admin" as const, shell: adminShellData(auth), sessionRemaining: sessionRemaining(auth) };
  return { frame: "portal" as const, shell: await loadShell(request, auth), sessionRemaining: sessionRemaining(auth) };
}

export default function AppLayout() {
  const data = useLoaderData<typeof loader>();
  const left = data.sessionRemaining;
  // The session's time left, for the expiry dialog's watcher (app/ui/session/expiry-watch.ts).
  useEffect(() => void window.dispatchEvent(new CustomEvent("portal:session-remaining", { detail: left })), [left]);
  return (
    <Frame data={data}>
      <Outlet />
    </Frame>
  );
}

/** The customer portal's shell, or the admin portal's frame for an admin. */
function Frame({ data, children }: { data: Awaited<ReturnType<typeof loader>>; children: ReactNode }) {
  return data.frame === "admin" ? <AdminShell data={data.shell}>{children}</AdminShell> : <Shell data={data.shell}>{children}</Shell>;
}

/**
 * Errors of the pages below (a 403, a 404, a failed upstream) render here, inside the shell,
 * whenever the shell's own data loaded.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const data = useRouteLoaderData<typeof loader>("routes/_app");
  const panel = <ErrorPanel {...errorCopy(error)} />;
  return data ? <Frame data={data}>{panel}</Frame> : <PublicFrame>{panel}</PublicFrame>;
}
