import { countOf } from "~/domain/format";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { drawn } from "~/http/drawn.server";
import { CardResults } from "~/ui/CardResults";
import { Kept } from "~/ui/kept";
import { redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { formatDate } from "~/domain/dates";
import { enquiryStatusLabel } from "~/domain/labels";
import { ENQUIRY_LIST_PATH, ENQUIRY_PAGE_SIZE, ENQUIRY_SEARCH_MAX, ENQUIRY_SORTS, ENQUIRY_STATUSES, SPARES_VIEWS, enquiryDisplayName, enquiryHref, enquiryTone, enquiryTypeLabel } from "~/domain/enquiries";
import { canonicalEnquirySearch, parseEnquiryQuery } from "~/domain/enquiry-query.server";
import { dealerListParams } from "~/domain/roles";
import { countAppliedFilters } from "~/domain/filters";
import { requireUser } from "~/session/guard.server";
import { CheckboxFieldset } from "~/ui/CheckboxFieldset";
import { EnquiryCard, type EnquiryCardData } from "~/ui/enquiries/EnquiryCard";
import { GeneralErrorBoundary } from "~/ui/errors";
import { FilterBar } from "~/ui/FilterBar";
import { INPUT } from "~/ui/styles";
import { ViewToggle } from "~/ui/ViewToggle";
import { listEnquiries } from "~/upstream/enquiries.server";
import { isUpstreamError } from "~/upstream/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Spares & Services" };

const ROUTE = "routes/_app.dashboard.spares-and-services_.enquiries";
const LOAD_FAILED = "We could not load your enquiries right now. Please try again in a moment.";
const NA = "NA";

/** The enquiries as found (kept markup). */
const results = (data: { error: string | null; enquiries: EnquiryCardData[]; totalElements: number; query: { page: number; statuses: readonly string[]; q: string }; totalPages: number }) => (
  <CardResults
    error={data.error}
    items={data.enquiries}
    emptyText={data.query.statuses.length > 0 || data.query.q !== "" ? "No enquiries match these filters." : "You have no enquiries as of now!"}
    label="Enquiries"
    card={(e) => <EnquiryCard enquiry={e} />}
    keyOf={(e) => e.id}
    pager={data.totalElements > ENQUIRY_PAGE_SIZE ? { page: data.query.page, totalPages: data.totalPages, label: "Enquiry pages" } : null}
  />
);

/** The list's data, and its results drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await listLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => results(data)) };
}

/**
 * The enquiry list, a view of Spares & Services (spec document 3 sections 7 and 9, document 2
 * section 4.6; decision 048): the enquiry list and history call, 12 a page, filters in the URL.
 */
async function listLoader({ request, context }: LoaderFunctionArgs) {
  const { user, session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const query = parseEnquiryQuery(url);
  const canonical = canonicalEnquirySearch(url, query);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);
  // filtersApplied: how many filters the phone's Filters disclosure says are applied (the sort is not one).
  const filtersApplied = countAppliedFilters([query.statuses, query.q]);
  // The filter sends the upstream's status and shows the label the cards show (decision 066).
  const statusOptions = ENQUIRY_STATUSES.map((value) => ({ value, label: enquiryStatusLabel(value) ?? value }));
  const base = { query, statusOptions, filtersApplied, enquiries: [] as EnquiryCardData[], totalPages: 0, totalElements: 0, results: undefined as string | undefined, error: null as string | null };
  try {
    const result = await listEnquiries(session, {
      pageNo: query.page - 1,
      pageSize: ENQUIRY_PAGE_SIZE,
      name: query.q || undefined,
      sort: query.sort,
      status: query.statuses.join(";") || undefined,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal: request.signal,
    });
    if (result.totalPages > 0 && query.page > result.totalPages) {
      url.searchParams.set("page", String(result.totalPages));
      throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
    }
    // The enquiry page's Back returns to this exact list (filters and page).
    const back = `${url.pathname}${url.search}`;
    const enquiries = result.enquiries.map(
      (e): EnquiryCardData => ({
        id: e.id,
        name: enquiryDisplayName(e),
        status: enquiryStatusLabel(e.status) ?? NA,
        tone: enquiryTone(e.status),
        type: enquiryTypeLabel(e.type),
        ticketNumber: e.ticketNumber || NA,
        assetName: e.assetName || NA,
        productFamily: e.productFamily || NA,
        createdOn: formatDate(e.createdDate),
        validUntil: e.expiryDate ? formatDate(e.expiryDate) : null,
        href: `${enquiryHref(e.id)}?back=${encodeURIComponent(back)}`,
      }),
    );
    return { ...base, enquiries, totalPages: result.totalPages, totalElements: result.totalElements, results: countOf(result.totalElements, "enquiry", "enquiries") };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...base, error: LOAD_FAILED };
  }
}

export default function Enquiries() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { query } = data;
  const filterKey = `${query.statuses.join("|")}#${query.q}#${query.sort}`;
  return (
    <section aria-labelledby="enquiries-heading" className="space-y-4">
      <h1 id="enquiries-heading" className="sr-only">
        Enquiries
      </h1>
      <ViewToggle label="Orders view" options={SPARES_VIEWS} current="enquiries" search={search} />
      <FilterBar key={filterKey} label="Filter enquiries" fields={["status", "q", "sort"]} resetTo={ENQUIRY_LIST_PATH} applied={data.filtersApplied} results={data.results}>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <CheckboxFieldset legend="Status" name="status" options={data.statusOptions} checked={query.statuses} className="[&_ul]:grid [&_ul]:grid-cols-2 [&_ul]:gap-x-4 [&_ul]:space-y-0 [&_ul]:gap-y-1 lg:[&_ul]:grid-cols-3" />
          <div className="space-y-3">
            <label className="block font-semibold text-ink">
              Search by name, ID or ticket
              <input type="search" name="q" defaultValue={query.q} maxLength={ENQUIRY_SEARCH_MAX} className={`${INPUT} font-normal`} />
            </label>
            <label className="block font-semibold text-ink">
              Sort by
              <select name="sort" defaultValue={query.sort} className={`${INPUT} font-normal`}>
                {ENQUIRY_SORTS.map((s) => (
                  <option key={s.value} value={s.value}>
                    {s.label}
                  </option>
                ))}
              </select>
            </label>
          </div>
        </div>
      </FilterBar>
      <Kept id="kept-list" className="space-y-4" html={data.kept}>
        {import.meta.env.SSR ? results(data) : null}
      </Kept>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Enquiries | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
