import { countOf } from "~/domain/format";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect, replace } from "@remix-run/node";
import { Link, useActionData, useLoaderData, useLocation, useRouteLoaderData } from "@remix-run/react";
import type { loader as dashboardLoader } from "./_app.dashboard";
import { ASSET_PAGE_SIZE, encodeAssetFilter, firstVisitAllCount, hasPreferences, locationOptions } from "~/domain/assets";
import { assetFacts } from "~/domain/asset-view.server";
import { ASSET_ID, parseAssetListQuery } from "~/domain/asset-query.server";
import { todayInIndia } from "~/domain/dates";
import { dealerListParams } from "~/domain/roles";
import { readForm } from "~/forms/read.server";
import { requireUser } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { AssetCard } from "~/ui/assets/AssetCard";
import { AssetFilters } from "~/ui/assets/AssetFilters";
import { ACTING_REFUSED } from "~/domain/acting";
import { countAppliedFilters } from "~/domain/filters";
import { ErrorNote, InfoNote } from "~/ui/Notice";
import { FavouriteToggle, type FavouriteFailure } from "~/ui/assets/FavouriteToggle";
import { GeneralErrorBoundary } from "~/ui/errors";
import { Pager } from "~/ui/Pager";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/ui/styles";
import { ViewToggle } from "~/ui/ViewToggle";
import { DownloadLinks } from "~/ui/FilterBar";
import { listDownload } from "~/domain/list-export";
import { assetFilterData, getPreferences, listAssets, setFavourite } from "~/upstream/assets.server";
import { isUpstreamError } from "~/upstream/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Assets" };

/**
 * The Assets tab (spec document 2 sections 2.3, 2.4, 4.1, 5, 7, 8): My Assets (favourites, which
 * the upstream narrows by the saved preferences) and All Assets, the URL-query filter bar, cards,
 * the pager above 8, and the favourite toggle. The list and the filter data are asked together;
 * either failing shows its own message (docs/decisions/016).
 */
const ROUTE = "routes/_app.dashboard.assets";
const PATH = "/dashboard/assets";
const LOAD_FAILED = "We could not load your assets right now. Please try again in a moment.";
const FAVOURITE_FAILED = "We could not update your favourites. Please try again.";
const EMPTY = {
  all: "No assets available.",
  my: "No assets are available in your location, please change your location.",
} as const;
const ASSET_VIEWS = [
  { value: "my", label: "My Assets" },
  { value: "all", label: "All Assets" },
] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session, acting, company } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const query = parseAssetListQuery(url);
  const dealer = dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser });
  const filter = { divisions: query.divisions, locations: query.locations, statuses: query.statuses };
  const filtered = filter.divisions.length + filter.locations.length + filter.statuses.length > 0;
  // My Assets' first page, unfiltered, may be a first visit (docs/decisions/056): the saved
  // preferences and the count of All Assets are asked with the list, not after it.
  const firstVisit = query.view === "my" && !filtered && query.page === 1;
  const none = Promise.resolve(null);
  // Independent calls start together; each failure is shown where its data would be.
  const [list, filterData, saved, all] = await Promise.allSettled([
    listAssets(session, { view: query.view, page: query.page - 1, pageSize: ASSET_PAGE_SIZE, filterBy: encodeAssetFilter(filter), ...dealer, signal: request.signal }),
    assetFilterData(session, { ...dealer, signal: request.signal }),
    // My Assets says what it holds (favourites narrowed by the saved preferences, issue 31): the
    // preferences are asked with the list on every My Assets page.
    query.view === "my" ? getPreferences(session, request.signal) : none,
    firstVisit ? listAssets(session, { view: "all", page: 0, pageSize: 1, ...dealer, signal: request.signal }) : none,
  ]);
  for (const result of [list, filterData, saved, all]) if (result.status === "rejected" && !isUpstreamError(result.reason)) throw result.reason;
  const page = list.status === "fulfilled" ? list.value : null;
  // A failure of either extra call only leaves the spec's empty text.
  const allCount = page
    ? firstVisitAllCount({
        view: query.view,
        filtered,
        shown: page.totalElements,
        saved: saved.status === "fulfilled" ? saved.value : null,
        allCount: all.status === "fulfilled" && all.value ? all.value.totalElements : null,
      })
    : null;
  // A page past the end (a shared link after favourites changed) goes to the last page.
  if (page && page.totalPages > 0 && query.page > page.totalPages) {
    url.searchParams.set("page", String(page.totalPages));
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  const today = todayInIndia();
  return {
    view: query.view,
    filter,
    // How many filters the phone's Filters disclosure says are applied (counted here: no rule ships to the browser).
    filtersApplied: countAppliedFilters([filter.divisions, filter.locations, filter.statuses]),
    download: listDownload("assets", url),
    page: query.page,
    assets: page ? page.assets.map((a) => assetFacts(a, today, company)) : [],
    totalPages: page?.totalPages ?? 0,
    totalElements: page?.totalElements ?? 0,
    results: page ? countOf(page.totalElements, "asset") : undefined,
    error: page ? null : LOAD_FAILED,
    // States and cities as such (issue 31): a name that is a state is listed with the states.
    locations:
      filterData.status === "fulfilled"
        ? (() => {
            const options = locationOptions(filterData.value);
            return { states: options.filter((o) => o.state).map((o) => o.label), cities: options.filter((o) => o.city && !o.state).map((o) => o.label) };
          })()
        : null,
    allCount,
    // What My Assets holds, for its hint (null: not My Assets, or the preferences could not be read).
    myScope: query.view === "my" && saved.status === "fulfilled" && saved.value ? { preferences: hasPreferences(saved.value), filtered } : null,
    actingNote: acting ? ACTING_REFUSED.favourite : null,
  };
}

/** The favourite toggle: redirects back to the list (the same URL; with JavaScript a plain 200), or 502 with the message. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { user, session, acting } = await requireUser(request, context, ROUTE);
  const form = await readForm(request);
  const assetId = String(form.get("assetId") ?? "");
  // The favourites are the customer's own list (stored per user id): not for an acting admin.
  if (acting) return data<FavouriteFailure>({ favouriteError: { assetId, message: ACTING_REFUSED.favourite } }, { status: 403 });
  const favourite = form.get("favourite");
  if (form.get("intent") !== "favourite" || !ASSET_ID.test(assetId) || (favourite !== "true" && favourite !== "false")) {
    return data<FavouriteFailure>({ favouriteError: { assetId, message: "Unknown action." } }, { status: 400 });
  }
  try {
    await setFavourite(session, { userId: user.userId, assetId, isFavorite: favourite === "true" });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data<FavouriteFailure>({ favouriteError: { assetId, message: FAVOURITE_FAILED } }, { status: 502 });
  }
  // With JavaScript (a fetcher) a plain answer: the list revalidates, and no navigation ends a
  // dialog opened over it meanwhile. Without, back to the list (post, redirect, get).
  if (form.get("answer") === "data") return data<FavouriteFailure>({});
  const back = safeReturnPath(form.get("returnTo"));
  return replace(back?.startsWith(PATH) ? back : PATH, 303);
}

export default function Assets() {
  const data = useLoaderData<typeof loader>();
  const failure = useActionData<typeof action>();
  const { search } = useLocation();
  const filterKey = [data.filter.divisions, data.filter.locations, data.filter.statuses].map((v) => v.join("|")).join("#");
  const listUrl = `${PATH}${search}`;
  // The preferences panel closes back to this list, filters and page included.
  const preferencesHref = `${PATH}/preferences?returnTo=${encodeURIComponent(listUrl)}`;
  const failedAsset = failure?.favouriteError ? data.assets.find((a) => a.id === failure.favouriteError?.assetId) : undefined;
  // The Assets badge counts All Assets (the dashboard's loader): My Assets' hint says how many of them it shows.
  const allAssets = useRouteLoaderData<typeof dashboardLoader>("routes/_app.dashboard")?.counts.assets ?? null;
  return (
    <section aria-labelledby="assets-heading" className="space-y-4">
      <h1 id="assets-heading" className="sr-only">
        Assets
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewToggle label="Assets view" options={ASSET_VIEWS} current={data.view} search={search} />
        <Link to={preferencesHref} preventScrollReset className="rounded-md px-3 py-2 font-medium text-brand-blue-dark underline hover:bg-slate-100">
          Location and product preferences
        </Link>
      </div>
      <div className="flex justify-end">
        <DownloadLinks download={data.download} />
      </div>
      {data.download.failed ? <ErrorNote>{data.download.failed}</ErrorNote> : null}
      {data.actingNote ? <InfoNote>{data.actingNote}</InfoNote> : null}
      {failure?.favouriteError ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {failure.favouriteError.message}
          {failedAsset ? ` (${failedAsset.title})` : ""}
        </p>
      ) : null}
      <AssetFilters key={filterKey} applied={data.filter} count={data.filtersApplied} locations={data.locations} results={data.results} />
      {data.error ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          {data.error}
        </p>
      ) : data.allCount !== null ? (
        <div className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
          <p>
            You have no favourite assets yet. All Assets lists the {data.allCount} {data.allCount === 1 ? "asset" : "assets"} of your company: star the ones you
            follow and they show here.
          </p>
          <p className="mt-3 flex flex-wrap items-center justify-center gap-x-4 gap-y-2">
            <Link to={`${PATH}?view=all`} className={`inline-block ${PRIMARY_BUTTON}`}>
              See all {data.allCount} {data.allCount === 1 ? "asset" : "assets"}
            </Link>
            <Link to={preferencesHref} className="font-medium text-brand-blue-dark underline">
              Set location and product preferences
            </Link>
          </p>
        </div>
      ) : data.assets.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
          {EMPTY[data.view]}
          {data.view === "my" ? (
            <>
              {" "}
              <Link to={preferencesHref} className="font-medium text-brand-blue-dark underline">
                Change your location and products
              </Link>
            </>
          ) : null}
        </p>
      ) : (
        <>
          {data.myScope && allAssets !== null ? (
            <p role="note" className="flex flex-wrap items-baseline gap-x-3 gap-y-1 text-sm text-ink/80">
              <span>
                Showing {data.totalElements} of {allAssets} ({data.myScope.preferences ? "your favourites in your locations and products" : "your favourites"}
                {data.myScope.filtered ? ", filtered" : ""})
              </span>
              <Link to={`${PATH}?view=all`} className="font-medium text-brand-blue-dark underline">
                See All Assets
              </Link>
            </p>
          ) : null}
          <LabelsForm view={data.view} filter={data.filter} count={data.totalElements} />
          <ul className="grid gap-4 sm:grid-cols-2 2xl:grid-cols-3" aria-label="Assets">
            {data.assets.map((a) => (
              <li key={a.id}>
                <AssetCard
                  asset={a}
                  favourite={<FavouriteToggle assetId={a.id} title={a.title} isFvrt={a.isFvrt} action={PATH} returnTo={listUrl} disabled={data.actingNote !== null} />}
                  select={<LabelTick assetId={a.id} title={a.title} />}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {/* The pager only above 8 (spec document 2 section 5). */}
      {data.totalElements > ASSET_PAGE_SIZE ? <Pager page={data.page} totalPages={data.totalPages} label="Asset pages" /> : null}
    </section>
  );
}

/**
 * 'Print labels' (issue 44 §1; docs/decisions/101): a GET form to the label sheet carrying the
 * list's view and filters; the cards' ticks belong to it by their `form` attribute (a card holds
 * the favourite's own form, and forms do not nest). Nothing ticked: every asset of the list.
 */
const LABELS_FORM = "asset-labels";

function LabelsForm({ view, filter, count }: { view: string; filter: { divisions: string[]; locations: string[]; statuses: string[] }; count: number }) {
  const hidden: [string, string][] = [["view", view], ...filter.divisions.map((d) => ["division", d] as [string, string]), ...filter.locations.map((l) => ["location", l] as [string, string]), ...filter.statuses.map((s) => ["status", s] as [string, string])];
  return (
    <form id={LABELS_FORM} method="get" action={`${PATH}/labels`} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink/80">
      {hidden.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className={SECONDARY_BUTTON}>
        Print labels
      </button>
      <span>
        For the assets you tick, or all {count} of this list when none is ticked.
      </span>
    </form>
  );
}

function LabelTick({ assetId, title }: { assetId: string; title: string }) {
  return (
    <label className="mt-3 flex w-fit cursor-pointer items-center gap-2 text-sm">
      <input type="checkbox" form={LABELS_FORM} name="id" value={assetId} className="size-4" />
      Print a label<span className="sr-only"> for {title}</span>
    </label>
  );
}

export const meta: MetaFunction = () => [{ title: "Assets | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
