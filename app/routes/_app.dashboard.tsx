import type { LoaderFunctionArgs } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { Outlet, useLoaderData } from "@remix-run/react";
import { requireUser } from "~/session/guard.server";
import { DashboardTabs } from "~/ui/dashboard/DashboardTabs";
import { askTabCounts, everyBadgeCounted } from "~/upstream/dashboard-counts.server";
import { cachedForUser } from "~/session/user-cache.server";
import { GeneralErrorBoundary } from "~/ui/errors";

/** The dashboard's tabbed screens under /dashboard: the tab bar with its badges, then the tab. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app.dashboard");
  return { counts: await cachedForUser("tab-counts", auth.user, () => askTabCounts(auth, request.signal), everyBadgeCounted) };
}

/**
 * Paging, filtering and moving between tabs are GET navigations that cannot change the counts:
 * only a form post (a new ticket, say) asks for them again.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formMethod, defaultShouldRevalidate }) =>
  formMethod !== undefined && formMethod.toUpperCase() !== "GET" ? defaultShouldRevalidate : false;

export default function Dashboard() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-4">
      <DashboardTabs counts={counts} />
      <Outlet />
    </div>
  );
}

export const ErrorBoundary = GeneralErrorBoundary;
