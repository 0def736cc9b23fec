import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { PageHandle } from "~/ui/shell/title";
import { useLoaderData } from "@remix-run/react";
import { activityCards } from "~/domain/activity";
import { homeNews } from "~/domain/news";
import { dealerListParams } from "~/domain/roles";
import { requireUser } from "~/session/guard.server";
import { tourStep } from "~/session/tour.server";
import { TourEntry } from "~/ui/tour/TourEntry";
import { DashboardTabs } from "~/ui/dashboard/DashboardTabs";
import { GeneralErrorBoundary } from "~/ui/errors";
import { HomeTips } from "~/ui/home/HomeTips";
import { NeedsAttention } from "~/ui/home/NeedsAttention";
import { News } from "~/ui/home/News";
import { OverviewFaq, OverviewTop } from "~/ui/home/Overview";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { RecentActivity } from "~/ui/home/RecentActivity";
import { recentActivity } from "~/upstream/activity.server";
import { loadAttention } from "~/upstream/attention.server";
import { isUpstreamError } from "~/upstream/errors";
import { listNews } from "~/upstream/news.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Home" };

/** A section's call that failed upstream shows its own message (null); anything else is a bug. */
const sectionFailed = (error: unknown): null => {
  if (isUpstreamError(error)) return null;
  throw error;
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, "routes/_app._index");
  const dealer = dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser });
  // Overview is the dashboard's first tab, so it shows the tab bar and its badges too: they come
  // from the lists 'Needs your attention' reads (decision 074), asked once. The recent activity and
  // the news are asked at the same time; each failure shows in its own section.
  const [{ attention, counts }, activity, news, tour] = await Promise.all([
    loadAttention(auth, request.signal),
    recentActivity(auth.session, { ...dealer, signal: request.signal }).then(activityCards, sectionFailed),
    listNews(auth.session, request.signal).then(homeNews, sectionFailed),
    // The first-visit tour, for users who have not finished it (decision 043).
    tourStep(auth, request.signal),
  ]);
  const firstName = auth.user.firstName;
  // What only shows what was found is drawn here for a client navigation (issue 54, app/ui/kept.tsx).
  const kept = {
    attention: await drawn(request, context, () => <NeedsAttention attention={attention} />),
    welcome: await drawn(request, context, () => <OverviewTop firstName={firstName} />),
    news: await drawn(request, context, () => <News items={news} />),
    faq: await drawn(request, context, () => <OverviewFaq />),
    tips: await drawn(request, context, () => <HomeTips />),
  };
  return { firstName, counts, activity, news, tour, attention, kept };
}

export default function Home() {
  const { firstName, counts, activity, news, tour, attention, kept } = useLoaderData<typeof loader>();
  return (
    <div className="space-y-8">
      {/* The page's h1 (the header's title shows the same word): its sections are h2s. */}
      <h1 className="sr-only">Home</h1>
      <TourEntry step={tour} />
      <DashboardTabs counts={counts} />
      <Kept id="kept-home-attention" className="" html={kept.attention}>
        {import.meta.env.SSR ? <NeedsAttention attention={attention} /> : null}
      </Kept>
      <div className="flex flex-col gap-4">
        <Kept id="kept-home-welcome" html={kept.welcome}>
          {import.meta.env.SSR ? <OverviewTop firstName={firstName} /> : null}
        </Kept>
        <RecentActivity items={activity ?? []} failed={activity === null} />
        <Kept id="kept-home-news" html={kept.news}>
          {import.meta.env.SSR ? <News items={news} /> : null}
        </Kept>
        <Kept id="kept-home-faq" html={kept.faq}>
          {import.meta.env.SSR ? <OverviewFaq /> : null}
        </Kept>
      </div>
      <Kept id="kept-home-tips" className="" html={kept.tips}>
        {import.meta.env.SSR ? <HomeTips /> : null}
      </Kept>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Dashboard | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
