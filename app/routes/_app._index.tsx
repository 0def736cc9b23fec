import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { activityCard } from "~/domain/activity";
import { dealerListParams } from "~/domain/roles";
import { requireUser } from "~/session/guard.server";
import { tourStep } from "~/session/tour.server";
import { TourEntry } from "~/ui/tour/TourEntry";
import { DashboardTabs } from "~/ui/dashboard/DashboardTabs";
import { loadTabCounts } from "~/ui/dashboard/counts.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { HomeTips } from "~/ui/home/HomeTips";
import { Overview } from "~/ui/home/Overview";
import { RecentActivity } from "~/ui/home/RecentActivity";
import { recentActivity } from "~/upstream/activity.server";
import { isUpstreamError } from "~/upstream/errors";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app._index");
  const dealer = dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser });
  // Overview is the dashboard's first tab, so it shows the tab bar and its badges too. The
  // recent activity is asked at the same time; its failure shows in its own section.
  const [counts, activity, tour] = await Promise.all([
    loadTabCounts(auth, request.signal),
    recentActivity(auth.session, { ...dealer, signal: request.signal }).then(
      (items) => items.map(activityCard),
      (error: unknown) => {
        if (isUpstreamError(error)) return null;
        throw error;
      },
    ),
    // The first-visit tour, for users who have not finished it (decision 043).
    tourStep(auth, request.signal),
  ]);
  return { firstName: auth.user.firstName, counts, activity, tour };
}

export default function Home() {
  const { firstName, counts, activity, tour } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      <TourEntry step={tour} />
      <DashboardTabs counts={counts} />
      <Overview firstName={firstName}>
        <RecentActivity items={activity ?? []} failed={activity === null} />
      </Overview>
      <HomeTips />
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Dashboard | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
