import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { requireUser } from "~/session/guard.server";
import { DashboardTabs } from "~/ui/dashboard/DashboardTabs";
import { loadTabCounts } from "~/ui/dashboard/counts.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { HomeTips } from "~/ui/home/HomeTips";
import { Overview } from "~/ui/home/Overview";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app._index");
  // Overview is the dashboard's first tab, so it shows the tab bar and its badges too.
  return { firstName: auth.user.firstName, counts: await loadTabCounts(auth, request.signal) };
}

export default function Home() {
  const { firstName, counts } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <DashboardTabs counts={counts} />
      <Overview firstName={firstName} />
      <HomeTips />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Dashboard | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
