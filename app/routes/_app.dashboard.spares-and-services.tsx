import { countOf } from "~/domain/format";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { drawn } from "~/http/drawn.server";
import { CardResults } from "~/ui/CardResults";
import { Kept } from "~/ui/kept";
import { redirect } from "@remix-run/node";
import { useLoaderData, useLocation } from "@remix-run/react";
import { formatDate } from "~/domain/dates";
import { canonicalOrderSearch, parseOrderQuery } from "~/domain/order-query.server";
import {
  encodeOrderTypes,
  joinSemicolon,
  ORDER_PAGE_SIZE,
  ORDER_TYPE_OPTIONS,
  ORDER_VIEWS,
  isPastExpected,
  orderKindOf,
  orderTypeChip,
  PRODUCT_OPTIONS,
  statusFilterOptions,
  orderNaming,
  isOrderDue,
  ORDER_DUE_TEXT,
  FEEDBACK_DUE_MARK,
  DEFAULT_ORDER_FILTER_BY,
} from "~/domain/orders";
import { ATTENTION_SCAN } from "~/upstream/attention.server";
import { todayInIndia } from "~/domain/dates";
import { orderStatusLabel } from "~/domain/labels";
import { objectHref, objectName } from "~/domain/links";
import { SPARES_VIEWS } from "~/domain/enquiries";
import { dealerListParams } from "~/domain/roles";
import { countAppliedFilters } from "~/domain/filters";
import { otherCompany } from "~/domain/company";
import { requireUser } from "~/session/guard.server";
import { CheckboxFieldset } from "~/ui/CheckboxFieldset";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { DownloadLinks, FilterBar } from "~/ui/FilterBar";
import { OrderCard, type OrderCardData } from "~/ui/orders/OrderCard";
import { ViewToggle } from "~/ui/ViewToggle";
import { listDownload } from "~/domain/list-export";
import { isUpstreamError } from "~/upstream/errors";
import { listOrders } from "~/upstream/orders.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Spares & Services" };

const ROUTE = "routes/_app.dashboard.spares-and-services";
const PATH = "/dashboard/spares-and-services";
const LOAD_FAILED = "We could not load your spares and services right now. Please try again in a moment.";
/** The enquiry list, a view of Spares & Services with its own page (decision 048). */
const ENQUIRIES_VIEW = SPARES_VIEWS[2];

/** The orders as found (kept markup). */
const orderResults = (data: { error: string | null; orders: OrderCardData[]; totalElements: number; query: { page: number }; totalPages: number; due: unknown }) => (
  <CardResults
    error={data.error}
    items={data.orders}
    emptyText="You have no spares and services as of now!"
    label="Orders"
    card={(o) => <OrderCard order={o} />}
    keyOf={(o) => o.id}
    pager={!data.due && data.totalElements > ORDER_PAGE_SIZE ? { page: data.query.page, totalPages: data.totalPages, label: "Order pages" } : null}
  />
);

/** The list's data, and its results drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await listLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => orderResults(data)) };
}

/** Spares & Services (spec document 2 sections 2.7, 4.2, 5, 7; decision 020). */
async function listLoader({ request, context }: LoaderFunctionArgs) {
  const { user, session, company } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const query = parseOrderQuery(url);
  const canonical = canonicalOrderSearch(url, query);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);
  // filtersApplied: how many filters the phone's Filters disclosure says are applied.
  const filtersApplied = countAppliedFilters([query.types, query.statuses, query.products]);
  // The status filter offers the labels the cards show (decision 066), worked out here.
  const statusOptions = statusFilterOptions(query.view, query.types);
  const due = query.due
    ? { ...ORDER_DUE_TEXT[query.due], allHref: query.due === "late" ? PATH : `${PATH}?view=history` }
    : null;
  const base = {
    query,
    due,
    statusOptions,
    filtersApplied,
    download: listDownload("spares-and-services", url),
    orders: [] as OrderCardData[],
    totalPages: 0,
    totalElements: 0,
    results: undefined as string | undefined,
    error: null as string | null,
  };
  try {
    // Home's 'N more late orders' and '… to rate' (issue 52 §3): what Home read, those it counted.
    const result = query.due
      ? await listOrders(session, {
          view: query.view,
          page: 0,
          pageSize: query.due === "late" ? ATTENTION_SCAN.orders : ATTENTION_SCAN.closedOrders,
          filterBy: DEFAULT_ORDER_FILTER_BY,
          ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
          signal: request.signal,
        }).then((page) => {
          const kept = page.orderInfo.filter((o) => isOrderDue(o, query.due!, todayInIndia()));
          return { ...page, orderInfo: kept, totalElements: kept.length, totalPages: 1 };
        })
      : await listOrders(session, {
          view: query.view,
          page: query.page - 1,
          pageSize: ORDER_PAGE_SIZE,
          filterBy: encodeOrderTypes(query.types),
          status: joinSemicolon(query.statuses),
          product: joinSemicolon(query.products),
          ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
          signal: request.signal,
        });
    if (!query.due && result.totalPages > 0 && query.page > result.totalPages) {
      url.searchParams.set("page", String(result.totalPages));
      throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
    }
    // The order page's Back returns to this exact list (filters and page).
    const back = `${url.pathname}${url.search}`;
    const today = todayInIndia();
    const orders = result.orderInfo.map((o): OrderCardData => {
      const kind = orderKindOf(o.type);
      const object = {
        kind: "order",
        id: o.id,
        poNumber: o.customerPo || o.poNumber,
        orderNumber: o.erpOrderNumber,
      } as const;
      return {
        id: o.id,
        company: otherCompany(o.accountName, company),
        assetName: o.assetName?.trim() || null,
        name: objectName(object),
        poNumber: o.customerPo || o.poNumber || null,
        productFamily: o.productFamily?.trim() || null,
        typeChip: orderTypeChip(o.opportunityType),
        status: orderStatusLabel(o.erpStatus, kind),
        readiness: o.edd ? formatDate(o.edd) : null,
        pastExpected: isPastExpected(o, today),
        // Marked where it waits for the customer's word (issue 52 §3).
        mark: query.view === "history" && isOrderDue(o, "feedback", today) ? FEEDBACK_DUE_MARK : null,
        buttonLabel: orderNaming(o.opportunityType).view,
        href: objectHref(object, { back }),
      };
    });
    const results = due
      ? `${result.totalElements} ${result.totalElements === 1 ? due.one : due.many}`
      : countOf(result.totalElements, "order");
    return { ...base, orders, totalPages: result.totalPages, totalElements: result.totalElements, results };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...base, error: LOAD_FAILED };
  }
}

export default function SparesAndServices() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const { query } = data;
  const filterKey = `${query.view}#${query.types.join("|")}#${query.statuses.join("|")}#${query.products.join("|")}`;
  return (
    <section aria-labelledby="orders-heading" className="space-y-4">
      <h1 id="orders-heading" className="sr-only">
        Spares &amp; Services
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewToggle
          label="Orders view"
          options={[...ORDER_VIEWS, ENQUIRIES_VIEW]}
          current={query.view}
          search={search}
        />
        <DownloadLinks download={data.download} />
      </div>
      {data.due ? (
        <p role="status" className="flex flex-wrap items-baseline gap-x-3 text-ink">
          <span className="font-semibold">Showing {data.results} only.</span>
          <a href={data.due.allHref} className="font-medium text-brand-blue-dark underline">
            {data.due.all}
          </a>
        </p>
      ) : (
        <FilterBar
          key={filterKey}
          label="Filter orders"
          fields={["type", "status", "product"]}
          resetTo={PATH}
          applied={data.filtersApplied}
          results={data.results}
        >
          {/* Phones: type and product side by side, status below; wider: three columns. */}
          <div className={`grid grid-cols-2 gap-4 ${data.statusOptions.length ? "sm:grid-cols-3" : ""}`}>
            <CheckboxFieldset legend="Order type" name="type" options={ORDER_TYPE_OPTIONS} checked={query.types} />
            {data.statusOptions.length ? (
              <CheckboxFieldset
                legend="Status"
                name="status"
                options={data.statusOptions}
                checked={query.statuses}
                className="order-last col-span-2 sm:order-none sm:col-span-1"
              />
            ) : null}
            <CheckboxFieldset legend="Product" name="product" options={PRODUCT_OPTIONS} checked={query.products} />
          </div>
        </FilterBar>
      )}
      {data.download.failed ? <ErrorNote>{data.download.failed}</ErrorNote> : null}
      <Kept id="kept-list" className="space-y-4" html={data.kept}>
        {import.meta.env.SSR ? orderResults(data) : null}
      </Kept>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Spares & Services | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
