import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { withHeaderBack } from "~/http/header.server";
import { headerBack, type PageHandle } from "~/ui/shell/title";
import { ACTING_REFUSED } from "~/domain/acting";
import { data, redirect } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import {
  contractDay,
  formatContractDay,
  isContractExpired,
  RENEW_BLOCK_TEXT,
  renewalRequestedText,
  renewBlock,
  rescheduleRequestedText,
  todayInIndia,
  VISIT_PAGE_SIZE,
  visitState,
} from "~/domain/contracts";
import { ticketThreadOrCardHref } from "~/domain/links";
import { contractActions } from "~/domain/object-actions";
import { ObjectActions } from "~/ui/ObjectActions";
import { countText } from "~/domain/format";
import { requireUser } from "~/session/guard.server";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "~/ui/styles";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { Pager } from "~/ui/Pager";
import { StatusChip } from "~/ui/StatusChip";
import { Kept } from "~/ui/kept";
import { drawn } from "~/http/drawn.server";
import { isUpstreamError } from "~/upstream/errors";
import { contractById } from "~/upstream/contracts.server";

/** The header's title (and Back) on this page (app/ui/shell/title.ts, issue 54). */
export const handle: PageHandle = { title: "Contract Details", back: headerBack("/dashboard/contracts") };

const ROUTE = "routes/_app.contracts.$id";
const NA = "NA";
const MAX_PAGE = 1000;

/** The contract's data, and its page drawn for a client navigation (issue 54, app/ui/kept.tsx): it only shows what was found. */
async function pageLoader(args: LoaderFunctionArgs) {
  const data = await contractLoader(args);
  const { contract, page } = data;
  const search = new URL(args.request.url).search;
  return {
    ...data,
    kept: contract
      ? await drawn(args.request, args.context, () => <ContractView contract={contract} page={page} search={search} />)
      : undefined,
  };
}

/**
 * Contract Details (spec document 2 section 2.9, document 3 sections 4 and 5; decision 021): the
 * contract, its visits (page 1-based, 12 a page), calendar files for pending visits and the end
 * date, Renew (AMC dialog) and Reschedule Visit (dialog routes of their own, decision 021).
 */
async function contractLoader({ request, context, params }: LoaderFunctionArgs) {
  const { session, internal, acting } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const id = params.id ?? "";
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), MAX_PAGE);
  let contract;
  try {
    contract = await contractById(session, id, { page, size: VISIT_PAGE_SIZE, signal: request.signal });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Contract not found" }, { status: 404 });
    return { contract: null, page };
  }
  const totalVisits = contract.totalResults ?? contract.visitsCount;
  const totalPages = Math.ceil(totalVisits / VISIT_PAGE_SIZE);
  if (totalPages > 0 && page > totalPages) {
    url.searchParams.set("page", String(totalPages));
    throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
  }
  const endDay = contractDay(contract.expirationDate ?? contract.contractEndDate);
  const expired = isContractExpired({ amcExpiried: contract.amcExpiried, endDay });
  const block = renewBlock({ endDay, expired }, internal);
  const ics = `/contracts/${encodeURIComponent(contract.serviceId)}/ics`;
  const pending = contract.pendingCount > 0 || contract.visits.some((v) => v.status === "Pending");
  const today = todayInIndia();
  return {
    page,
    contract: {
      serviceId: contract.serviceId,
      // The requests that take this contract or its asset, filled in (issue 52 §1).
      actions: contractActions({ serviceId: contract.serviceId, assetId: contract.assetId ?? null }, `${url.pathname}${url.search}`),
      serviceCode: contract.orderedItem || NA,
      description: contract.description || NA,
      assetName: contract.assetName || contract.thermaxName || NA,
      endDate: formatContractDay(contract.expirationDate ?? contract.contractEndDate),
      expired,
      completed: countText(contract.completedCount),
      pending: countText(contract.pendingCount),
      // A day still to come only: an ended contract offers no calendar entry (issue 31).
      endIcs: endDay && endDay >= today ? ics : null,
      // A pending visit whose day has passed is overdue, not planned, and has no calendar file (issue 31).
      visits: contract.visits.map((v) => {
        const state = visitState(v, today);
        return {
          id: v.visitId,
          date: formatContractDay(v.visitDate),
          status: state.label,
          engineer: v.engineerName || null,
          ics: state.upcoming ? `${ics}?visit=${encodeURIComponent(v.visitId)}` : null,
          // A reschedule asked for this visit (issue 42 §4).
          rescheduled: rescheduleRequestedText({ to: v.rescheduleRequestedTo, ticketNumber: v.rescheduleTicketNumber, on: v.rescheduleRequestedOn }),
        };
      }),
      totalVisits,
      totalPages,
      renewBlocked: block ? RENEW_BLOCK_TEXT[block] : null,
      // A renewal asked for already: said, with its ticket, instead of a second Renew (issue 32 §2).
      renewal: contract.renewalEnquiryId
        ? {
            text: renewalRequestedText({ on: contract.renewalRequestedOn, ticketNumber: contract.renewalTicketNumber }),
            ticketHref: contract.renewalTicketNumber ? ticketThreadOrCardHref(contract.renewalTicketNumber) : null,
          }
        : null,
      rescheduleBlocked: acting
        ? ACTING_REFUSED.reschedule
        : expired
          ? "The contract has expired."
          : !pending
            ? "There is no pending visit to reschedule."
            : null,
    },
  };
}

function DisabledAction({ label, reason, id }: { label: string; reason: string; id: string }) {
  return (
    <span className="inline-flex flex-col">
      <span
        role="link"
        aria-disabled="true"
        aria-describedby={id}
        className={`${PRIMARY_BUTTON} cursor-not-allowed opacity-60`}
      >
        {label}
      </span>
      <span id={id} className="mt-1 max-w-56 text-xs text-ink/70">
        {reason}
      </span>
    </span>
  );
}

/** The page's data and where the header's Back goes (app/http/header.server.ts, issue 54). */
export const loader = withHeaderBack(pageLoader);

export default function ContractPage() {
  const { contract, page, kept } = useLoaderData<typeof loader>();
  const { search } = useLocation();
  if (!contract) {
    return <ErrorNote>We could not load this contract right now. Please try again in a moment.</ErrorNote>;
  }
  return (
    <Kept id="kept-contract" className="" html={kept}>
      {import.meta.env.SSR ? <ContractView contract={contract} page={page} search={search} /> : null}
    </Kept>
  );
}

type ContractData = NonNullable<Awaited<ReturnType<typeof contractLoader>>["contract"]>;

/** The contract page as found: its actions, facts and visits (kept markup, issue 54). */
function ContractView({ contract, page, search }: { contract: ContractData; page: number; search: string }) {
  const base = `/contracts/${encodeURIComponent(contract.serviceId)}`;
  return (
    <section aria-labelledby="contract-heading" className="mx-auto max-w-5xl space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="contract-heading" className="text-xl font-semibold text-ink">
            Contract Details
          </h1>
          <p className="text-ink/80">{contract.assetName}</p>
          <ObjectActions label="Requests about this contract" actions={contract.actions} className="mt-2" />
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {contract.renewal ? (
            <p
              className="max-w-xs rounded-md border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
              id="renewal-requested"
            >
              {contract.renewal.text}{" "}
              {contract.renewal.ticketHref ? (
                <Link to={contract.renewal.ticketHref} className="font-medium underline">
                  View ticket
                </Link>
              ) : null}
            </p>
          ) : contract.renewBlocked ? (
            <DisabledAction label="Renew" reason={contract.renewBlocked} id="renew-note" />
          ) : (
            <Link to={`${base}/renew${search}`} preventScrollReset data-keep-scroll="" className={PRIMARY_BUTTON}>
              Renew
            </Link>
          )}
          {contract.rescheduleBlocked ? (
            <DisabledAction label="Reschedule Visit" reason={contract.rescheduleBlocked} id="reschedule-note" />
          ) : (
            <Link
              to={`${base}/reschedule${search}`}
              preventScrollReset
              data-keep-scroll=""
              className={SECONDARY_BUTTON}
            >
              Reschedule Visit
            </Link>
          )}
        </div>
      </div>
      <dl className="grid gap-x-6 gap-y-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:grid-cols-2 lg:grid-cols-3">
        {(
          [
            ["Service code", contract.serviceCode],
            ["Description", contract.description],
            ["Asset name", contract.assetName],
          ] as const
        ).map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-ink/70">{label}</dt>
            <dd className="font-medium break-words">{value}</dd>
          </div>
        ))}
        <div>
          <dt className="text-sm text-ink/70">End date</dt>
          <dd className="font-medium">
            {contract.endDate}{" "}
            {contract.expired ? <span className="font-semibold text-red-700">(AMC Expired)</span> : null}
            {contract.endIcs ? (
              <a href={contract.endIcs} download className="ml-2 text-sm font-normal text-brand-blue-dark underline">
                Add to calendar<span className="sr-only"> (contract end date)</span>
              </a>
            ) : null}
          </dd>
        </div>
        <div>
          <dt className="text-sm text-ink/70">Completed visits</dt>
          <dd className="font-medium">{contract.completed}</dd>
        </div>
        <div>
          <dt className="text-sm text-ink/70">Pending visits</dt>
          <dd className="font-medium">{contract.pending}</dd>
        </div>
      </dl>
      <section aria-labelledby="visits-heading" className="space-y-3">
        <h2 id="visits-heading" className="font-semibold">
          Visits
        </h2>
        {contract.visits.length === 0 ? (
          <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">
            No visits are planned for this contract.
          </p>
        ) : (
          <ul
            aria-label="Visits"
            className="divide-y divide-slate-100 rounded-lg bg-white shadow-sm ring-1 ring-black/5"
          >
            {contract.visits.map((v) => (
              <li key={v.id} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3">
                <div>
                  <p className="font-medium">{v.date}</p>
                  <p className="text-sm text-ink/70">
                    {v.id}
                    {v.engineer ? ` · Engineer: ${v.engineer}` : null}
                  </p>
                  {v.rescheduled ? <p className="text-sm font-medium text-emerald-900">{v.rescheduled}</p> : null}
                </div>
                <div className="flex items-center gap-3">
                  <StatusChip status={v.status} />
                  {v.ics ? (
                    <a href={v.ics} download className="text-sm text-brand-blue-dark underline">
                      Add to calendar<span className="sr-only"> (visit on {v.date})</span>
                    </a>
                  ) : null}
                </div>
              </li>
            ))}
          </ul>
        )}
        {contract.totalVisits > VISIT_PAGE_SIZE ? (
          <Pager page={page} totalPages={contract.totalPages} label="Visit pages" />
        ) : null}
      </section>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Contract Details | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
