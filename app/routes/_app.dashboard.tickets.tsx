import { countOf } from "~/domain/format";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { hasInternalEmail, dealerListParams } from "~/domain/roles";
import { TICKET_FILTER_LABELS, canonicalTicketSearch, parseTicketQuery } from "~/domain/ticket-query.server";
import { ticketCard } from "~/domain/ticket-cards.server";
import { TICKET_PAGE_SIZE, defaultTicketView, encodeTicketFilter } from "~/domain/tickets";
import { countAppliedFilters } from "~/domain/filters";
import { OPEN_MESSAGES, ticketThreadHref } from "~/domain/links";
import { requireUser } from "~/session/guard.server";
import { emailDomains } from "~/env.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { TicketList } from "~/ui/tickets/TicketList";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { TicketFilters } from "~/ui/tickets/TicketFilters";
import { ViewToggle } from "~/ui/ViewToggle";
import { DownloadLinks } from "~/ui/FilterBar";
import { listDownload } from "~/domain/list-export";
import { isUpstreamError } from "~/upstream/errors";
import { listTickets } from "~/upstream/tickets.server";
import { ErrorNote } from "~/ui/Notice";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Tickets" };

const ROUTE = "routes/_app.dashboard.tickets";
const LOAD_FAILED = "We could not load your tickets right now. Please try again in a moment.";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { user, session, company } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const staff = hasInternalEmail(user.email, emailDomains());
  const query = parseTicketQuery(url, defaultTicketView(staff));
  // Without JavaScript a changed type still submits the old statuses: the URL keeps only what applies.
  const canonical = canonicalTicketSearch(url, query);
  if (canonical !== null) throw redirect(`${url.pathname}${canonical}`);
  const filter = { types: query.types, statuses: query.statuses };
  // How many filters the phone's Filters disclosure says are applied.
  const filtersApplied = countAppliedFilters([filter.types, filter.statuses]);
  const download = listDownload("tickets", url);
  try {
    const result = await listTickets(session, {
      view: query.view,
      page: query.page - 1,
      pageSize: TICKET_PAGE_SIZE,
      filterBy: encodeTicketFilter(filter) || undefined,
      ticketNumber: query.ticket ?? undefined,
      ...dealerListParams({ role: user.cpContactProfile, tcaUser: user.tcaUser }),
      signal: request.signal,
    });
    // A page past the end (a shared link after tickets closed) goes to the last page.
    if (result.totalPages > 0 && query.page > result.totalPages) {
      url.searchParams.set("page", String(result.totalPages));
      throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
    }
    // Dates are formatted in the loader (ticketCard), so no date library ships to the browser.
    const tickets = result.ticketInfoList.map((t) => ticketCard(t, { userId: user.userId, staff, accountName: company }, { back: `${url.pathname}${url.search}`, listSearch: url.search }));
    // A reference that names a ticket (a notification, a recent activity) asks for its thread:
    // opened for a viewer who may read it, else the card in the narrowed list (decision 065).
    if (url.searchParams.get("open") === OPEN_MESSAGES) {
      const wanted = query.ticket?.toLowerCase();
      const one = tickets.find((t) => t.ticketNumber.toLowerCase() === wanted);
      if (one?.messagesHref) throw redirect(ticketThreadHref(one.ticketNumber));
      url.searchParams.delete("open");
      throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
    }
    return {
      view: query.view,
      filter,
      filtersApplied,
      download,
      filterLabels: TICKET_FILTER_LABELS,
      ticket: query.ticket,
      page: query.page,
      tickets,
      totalPages: result.totalPages,
      totalElements: result.totalElements,
      results: countOf(result.totalElements, "ticket"),
      error: null,
      // The cards and the pager, drawn here for a client navigation (issue 54, app/ui/kept.tsx).
      kept: await drawn(request, context, () => (
        <TicketList error={null} tickets={tickets} page={query.page} totalPages={result.totalPages} paged={result.totalElements > TICKET_PAGE_SIZE} />
      )),
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return {
      view: query.view,
      filter,
      filtersApplied,
      download,
      filterLabels: TICKET_FILTER_LABELS,
      ticket: query.ticket,
      page: query.page,
      tickets: [],
      totalPages: 0,
      totalElements: 0,
      results: undefined,
      error: LOAD_FAILED,
      kept: await drawn(request, context, () => <TicketList error={LOAD_FAILED} tickets={[]} page={query.page} totalPages={0} paged={false} />),
    };
  }
}

export default function Tickets() {
  const data = useLoaderData<typeof loader>();
  const { search } = useLocation();
  const filterKey = `${data.filter.types.join("|")}#${data.filter.statuses.join("|")}`;
  return (
    <section aria-labelledby="tickets-heading" className="space-y-4">
      <h1 id="tickets-heading" className="sr-only">
        Tickets
      </h1>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ViewToggle label="Tickets view" options={VIEWS} current={data.view} search={search} />
        <DownloadLinks download={data.download} />
      </div>
      {data.download.failed ? <ErrorNote>{data.download.failed}</ErrorNote> : null}
      <TicketFilters key={filterKey} applied={data.filter} count={data.filtersApplied} labels={data.filterLabels} results={data.results} />
      {data.ticket ? <OneTicketNote ticket={data.ticket} search={search} /> : null}
      <Kept id="kept-ticket-list" className="space-y-4" html={data.kept}>
        {import.meta.env.SSR ? (
          <TicketList error={data.error} tickets={data.tickets} page={data.page} totalPages={data.totalPages} paged={data.totalElements > TICKET_PAGE_SIZE} />
        ) : null}
      </Kept>
      {/* The message thread (a route dialog over this list): /dashboard/tickets/{ticketNumber}/messages. */}
      <Outlet />
    </section>
  );
}

/** The list narrowed to one ticket (`?ticket=`, from a search result or a notification). */
function OneTicketNote({ ticket, search }: { ticket: string; search: string }) {
  const params = new URLSearchParams(search);
  params.delete("ticket");
  params.delete("page");
  const rest = params.toString();
  return (
    <p role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md bg-blue-50 px-4 py-2 text-sm text-ink">
      <span>
        Showing ticket <strong>{ticket}</strong> only.
      </span>
      <Link to={`/dashboard/tickets${rest ? `?${rest}` : ""}`} className="font-medium text-brand-blue-dark underline">
        Show all tickets
      </Link>
    </p>
  );
}

const VIEWS = [
  { value: "my", label: "My Tickets" },
  { value: "all", label: "All Tickets" },
] as const;

export const meta: MetaFunction = () => [{ title: "Tickets | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
