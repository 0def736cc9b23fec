import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { phoneHref } from "~/domain/patterns";
import { formatDate, isoDateInIndia, todayInIndia } from "~/domain/dates";
import { divisionLabel, lineStatusLabel, orderStatusLabel } from "~/domain/labels";
import { objectName } from "~/domain/links";
import { feedbackGivenText } from "~/domain/order-feedback-given";
import {
  isClosedOrder,
  isPastExpected,
  joinSemicolon,
  LINE_ITEM_PAGE_SIZE,
  LINE_STATUSES,
  orderKindOf,
  orderNaming,
  orderTimeline,
  orderTypeChip,
} from "~/domain/orders";
import { requireUser } from "~/session/guard.server";
import { safeReturnPath } from "~/domain/return-path";
import { CheckboxFieldset } from "~/ui/CheckboxFieldset";
import { SECONDARY_BUTTON } from "~/ui/styles";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { FilterBar } from "~/ui/FilterBar";
import { Pager } from "~/ui/Pager";
import { StatusTimeline } from "~/ui/StatusTimeline";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { isUpstreamError } from "~/upstream/errors";
import { orderById, orderLineItems } from "~/upstream/orders.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Order Details", back: headerBack("/dashboard/spares-and-services") };

const ROUTE = "routes/_app.order.$id";
const NA = "NA";
const LINES_FAILED = "We could not load the parts list right now. Please try again in a moment.";
const MAX_PAGE = 1000;
/** A line item without an expected date (decision 084). */
const NOT_SCHEDULED = "Not yet scheduled";

interface LineView {
  key: string;
  item: string;
  description: string;
  quantity: string;
  edd: string;
  status: string;
}

/** The order's data, and the parts that only show it drawn for a client navigation (issue 54, app/ui/kept.tsx). */
async function pageLoader(args: LoaderFunctionArgs) {
  const data = await orderLoader(args);
  const { order } = data;
  const search = new URL(args.request.url).search;
  return {
    ...data,
    kept: order
      ? {
          overview: await drawn(args.request, args.context, () => <OrderOverview order={order} search={search} />),
          lines: await drawn(args.request, args.context, () => <OrderLines {...data} />),
        }
      : undefined,
  };
}

/**
 * The order page, titled after its type ('Spare Details' for spares, issue 42 §2; spec document 2 sections 2.6, 4.2, 7, 9; decision 020):
 * status timeline, order summary, line items (6 a page, filtered by line status). An unknown or
 * foreign order is a 404 inside the shell. Give Feedback opens /order/:id/feedback (decision 020).
 */
async function orderLoader({ request, context, params }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const id = params.id ?? "";
  const lineStatuses = LINE_STATUSES.filter((s) => url.searchParams.getAll("lineStatus").includes(s));
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), MAX_PAGE);
  let order;
  try {
    order = await orderById(session, id, request.signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Order not found" }, { status: 404 });
    return {
      order: null,
      lines: null,
      linesError: null,
      lineStatuses,
      lineStatusOptions: [],
      page,
      totalPages: 0,
      totalElements: 0,
      resetTo: url.pathname,
    };
  }
  // The line items need the order's ERP number, so they are asked after the order.
  let lines: LineView[] | null = null;
  let linesError: string | null = null;
  let totalPages = 0;
  let totalElements = 0;
  if (order.erpOrderNumber) {
    try {
      const result = await orderLineItems(session, {
        orderNumber: order.erpOrderNumber,
        page: page - 1,
        pageSize: LINE_ITEM_PAGE_SIZE,
        status: joinSemicolon(lineStatuses),
        signal: request.signal,
      });
      if (result.totalPages > 0 && page > result.totalPages) {
        url.searchParams.set("page", String(result.totalPages));
        throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
      }
      totalPages = result.totalPages;
      totalElements = result.totalElements ?? result.orderLineItems.length;
      lines = result.orderLineItems.map((l, i): LineView => ({
        key: l.id ?? `${page}-${i}`,
        item: l.orderedItem || NA,
        description: l.itemDesc || NA,
        quantity: l.orderedQuantity === null ? NA : String(l.orderedQuantity),
        // No expected date yet: said in words, never 'NA' (issue 32).
        edd: l.edd ? formatDate(l.edd) : NOT_SCHEDULED,
        status: lineStatusLabel(l.lineStatusView) ?? NA,
      }));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      linesError = LINES_FAILED;
    }
  } else {
    lines = [];
  }
  const kind = orderKindOf(order.type);
  const closed = isClosedOrder(order.erpStatus);
  const back = safeReturnPath(url.searchParams.get("back"));
  const show = (v: string | null) => (v && v.trim() ? v : NA);
  // Register a Complaint preselects the asset, the type and (while it is active) the order.
  const complaint = new URLSearchParams({ returnTo: `${url.pathname}${url.search}` });
  if (order.assetId) complaint.set("assetId", order.assetId);
  if (closed) complaint.set("type", kind === "services" ? "service" : "spares");
  else {
    complaint.set("type", "order");
    complaint.set("orderId", order.id);
  }
  const status = orderStatusLabel(order.erpStatus, kind);
  const overdue = isPastExpected(order, todayInIndia());
  return {
    order: {
      id: order.id,
      kind,
      closed,
      // The order as the customer knows it: its P.O. number, as on its card (decision 065).
      name: objectName({ kind: "order", id: order.id, poNumber: order.customerPo, orderNumber: order.erpOrderNumber }),
      // Headed after its type: a project order is not 'Spare Details' (issue 42 §2).
      title: orderNaming(order.opportunityType).title,
      status,
      overdue,
      timeline: orderTimeline(order, kind).map((s) => ({
        ...s,
        statusDate: s.statusDate ? formatDate(s.statusDate) : null,
        statusDateIso: isoDateInIndia(s.statusDate),
      })),
      // One label per status and type (decision 066): no second spelling of the status, no codes.
      summary: [
        ["P.O. number", show(order.customerPo)],
        // One name per number everywhere (issue 42 §2): the customer's P.O., the maker's Thermax order.
        ["Thermax order", show(order.erpOrderNumber)],
        ["Status", status ?? NA],
        ["Order type", orderTypeChip(order.opportunityType)],
        ["Division", order.opportunityDivision ? divisionLabel(order.opportunityDivision) : NA],
        ["Opportunity number", show(order.opportunityNumber)],
        ["Asset name", show(order.assetName)],
        ["Booked on", formatDate(order.erpOrderBookedDate)],
        ["Ordered on", formatDate(order.dateOrdered)],
        ["Expected delivery", order.edd ? `${formatDate(order.edd)}${overdue ? " (overdue)" : ""}` : NA],
        ["Owner name", show(order.ownerName)],
        ["Owner e-mail", show(order.ownerEmail)],
        // A phone number the phone can call (issue 52 §5).
        ["Owner contact", show(order.ownerContact), phoneHref(order.ownerContact)],
      ].filter(([, value]) => value !== NA) as [string, string, (string | null)?][],
      complaintHref: `/complaints/new?${complaint.toString()}`,
      // A callback about this order: its details start by naming it (issue 40 §3).
      callbackHref: `/request-callback?${new URLSearchParams({ returnTo: `${url.pathname}${url.search}`, orderId: order.id })}`,
      // Feedback once given: the page says so in place of Give Feedback (issue 32 §2, decision 079).
      feedbackGiven: closed ? feedbackGivenText(order) : null,
    },
    lines,
    linesError,
    lineStatuses,
    lineStatusOptions: LINE_STATUSES.map((value) => ({ value, label: lineStatusLabel(value) ?? value })),
    page,
    totalPages,
    totalElements,
    resetTo: back ? `${url.pathname}?back=${encodeURIComponent(back)}` : url.pathname,
  };
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function OrderPage() {
  const { order, lines, linesError, lineStatuses, lineStatusOptions, page, totalPages, totalElements, resetTo, kept } =
    useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (!order) {
    return <ErrorNote>We could not load this order right now. Please try again in a moment.</ErrorNote>;
  }
  return (
    <section aria-labelledby="order-heading" className="mx-auto max-w-5xl space-y-4">
      <Kept id="kept-order" className="space-y-4" html={kept?.overview}>
        {import.meta.env.SSR ? <OrderOverview order={order} search={search} /> : null}
      </Kept>
      <section aria-labelledby="lines-heading" className="space-y-3">
        <h2 id="lines-heading" className="font-semibold">
          Line Items
        </h2>
        <FilterBar key={lineStatuses.join("|")} label="Filter line items" fields={["lineStatus"]} resetTo={resetTo}>
          <details open={lineStatuses.length > 0}>
            <summary className="cursor-pointer font-semibold text-ink">
              Line status{lineStatuses.length ? ` (${lineStatuses.length} chosen)` : ""}
            </summary>
            <div className="mt-2 sm:columns-2 lg:columns-3">
              <CheckboxFieldset
                legend="Line status"
                name="lineStatus"
                options={lineStatusOptions}
                checked={lineStatuses}
                hideLegend
              />
            </div>
          </details>
        </FilterBar>
        <Kept id="kept-order-lines" className="space-y-3" html={kept?.lines}>
          {import.meta.env.SSR ? (
            <OrderLines
              lines={lines}
              linesError={linesError}
              page={page}
              totalPages={totalPages}
              totalElements={totalElements}
            />
          ) : null}
        </Kept>
      </section>
    </section>
  );
}

type OrderData = Awaited<ReturnType<typeof orderLoader>>;

/** The order's heading, its actions, its stepper and its summary (kept markup, issue 54). */
function OrderOverview({ order, search }: { order: NonNullable<OrderData["order"]>; search: string }) {
  return (
    <>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="order-heading" className="text-xl font-semibold text-ink">
            {order.title}
          </h1>
          <p className="text-ink/80">
            <span className="font-semibold text-ink">{order.name}</span>
            {order.status ? ` · ${order.status}` : null}
            {order.overdue ? " · Past its expected date" : null}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {order.feedbackGiven ? (
            <p className="self-center text-sm text-ink/80">{order.feedbackGiven}</p>
          ) : order.closed ? (
            <Link
              to={`/order/${encodeURIComponent(order.id)}/feedback${search}`}
              preventScrollReset
              data-keep-scroll=""
              className="btn-primary"
            >
              Give Feedback
            </Link>
          ) : null}
          <Link to={order.callbackHref} className={SECONDARY_BUTTON}>
            Request Callback
          </Link>
          <Link to={order.complaintHref} className={SECONDARY_BUTTON}>
            Register a Complaint
          </Link>
        </div>
      </div>
      <StatusTimeline label="Order status" steps={order.timeline} className="sm:grid-cols-3 lg:grid-cols-6" />
      <section aria-labelledby="summary-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
        <h2 id="summary-heading" className="font-semibold">
          Order Summary
        </h2>
        <dl className="mt-3 grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
          {order.summary.map(([label, value, href]) => (
            <div key={label}>
              <dt className="text-sm text-ink/70">{label}</dt>
              <dd className="font-medium break-words">{href ? <a href={href} className="text-brand-blue-dark underline">{value}</a> : value}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** The line items as found: the failure, the empty text or the table, then the pager (kept markup, issue 54). */
function OrderLines({
  lines,
  linesError,
  page,
  totalPages,
  totalElements,
}: Pick<OrderData, "lines" | "linesError" | "page" | "totalPages" | "totalElements">) {
  return (
    <>
      {linesError ? (
        <ErrorNote>{linesError}</ErrorNote>
      ) : !lines || lines.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
          No parts list available for this order.
        </p>
      ) : (
        <div className="overflow-x-auto rounded-lg bg-white shadow-sm ring-1 ring-black/5">
          {/* Rows stack on a phone (.stack-table, app.css): Status stays in view at 375 px (issue 32 §4). */}
          <table className="stack-table w-full text-left text-sm sm:min-w-[36rem]">
            <caption className="sr-only">Line items, page {page}</caption>
            <thead className="bg-slate-50 text-ink/80">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Item
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Description
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Quantity
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Expected
                </th>
                <th scope="col" className="px-3 py-2 font-medium">
                  Status
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {lines.map((l) => (
                <tr key={l.key}>
                  <td data-label="Item" className="px-3 py-2 font-medium">
                    {l.item}
                  </td>
                  <td data-label="Description" className="px-3 py-2">
                    {l.description}
                  </td>
                  <td data-label="Quantity" className="px-3 py-2">
                    {l.quantity}
                  </td>
                  <td data-label="Expected" className="px-3 py-2 whitespace-nowrap">
                    {l.edd}
                  </td>
                  <td data-label="Status" className="px-3 py-2">
                    {l.status}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {totalElements > LINE_ITEM_PAGE_SIZE ? (
        <Pager page={page} totalPages={totalPages} label="Line item pages" />
      ) : null}
    </>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.order?.title ?? "Order Details"} | Thermax Customer Portal` },
];

export const ErrorBoundary = GeneralErrorBoundary;
