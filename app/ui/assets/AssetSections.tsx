import { Form, Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { DOCUMENT_FILTER } from "~/domain/assets";
import { DocumentIcon, DownloadIcon } from "../content-icons";
import { Pager } from "../Pager";
import { StatusChip } from "../StatusChip";
import type { TicketCardData } from "~/domain/ticket-data";
import { TicketCard } from "../tickets/TicketCard";
import { TicketFilters } from "../tickets/TicketFilters";
import { ASSET_TICKET_FILTER_TYPES, type TicketFilter } from "~/domain/tickets";
import type { AssetContractView } from "~/domain/contracts";

/** The asset page's ticket filter parameters (app/domain/asset-query.server.ts ASSET_TICKET_PARAMS). */
const ASSET_TICKET_NAMES = { type: "ticketType", status: "ticketStatus" } as const;
import { Facts } from "./Facts";
import { KeepAssetButton, KeepDocumentButton } from "../offline/KeepOffline";

/**
 * The sections of the asset page (spec document 2 sections 2.3, 3, 4.1, 4.6; issue 9 point 4).
 * Each section gets its own data or its own failure message from the loader, so one failed call
 * never hides the others.
 */
export const SECTION = "rounded-lg border border-gray-200 bg-white p-4 sm:p-5";
const LINK = "font-medium text-brand-blue-dark underline-offset-2 hover:underline";
const BUTTON_LINK = "inline-flex items-center gap-1.5 rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50";

export function Section({ id, title, actions, children }: { id: string; title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={SECTION}>
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-heading`} className="text-base font-semibold">
          {title}
        </h2>
        {actions}
      </div>
      {children}
    </section>
  );
}

export function Failed({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
      {children}
    </p>
  );
}

/**
 * The service contract (issue 42 §1): the active one; 'AMC Expired' with that contract's renewal
 * only when one existed and ended; else the warranty while it runs and a way to ask for an AMC.
 */
export function ContractSection({ contract }: { contract: AssetContractView }) {
  return (
    <Section id="contract" title="Service contract">
      {contract.kind === "failed" ? (
        <Failed>We could not load the service contract right now. Please try again in a moment.</Failed>
      ) : contract.kind === "expired" ? (
        <div className="space-y-2">
          <p className="font-semibold text-red-700">AMC Expired</p>
          <p className="text-gray-700">The annual maintenance contract ended on {contract.endedOn}.</p>
          {contract.renewalRequested ? <p className="text-sm text-emerald-900">{contract.renewalRequested}</p> : null}
          <div className="flex flex-wrap gap-2">
            {contract.renewHref ? (
              <Link to={contract.renewHref} className={`${BUTTON_LINK} needs-network`}>
                Renew AMC
              </Link>
            ) : null}
            <Link to={contract.detailsHref} className={BUTTON_LINK}>
              Contract Details
            </Link>
          </div>
        </div>
      ) : contract.kind === "uncovered" ? (
        <div className="space-y-2">
          {contract.warrantyUntil ? <p className="font-semibold text-green-800">Under warranty until {contract.warrantyUntil}</p> : null}
          <p className="text-gray-700">This asset has no annual maintenance contract.</p>
          <Link to={contract.askHref} className={`${BUTTON_LINK} needs-network`}>
            Ask for an AMC quote
          </Link>
        </div>
      ) : (
        <ul className="space-y-3">
          {contract.items.map((c) => (
            <li key={c.serviceId}>
              <Facts rows={[["Contract", c.description], ["Service code", c.code], ["AMC", `Until ${c.until}`], ["Visits", c.visits]]} />
              <Link to={c.href} className={`mt-2 inline-block ${LINK}`}>
                View contract<span className="sr-only"> {c.code}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export interface OrdersView {
  failed: boolean;
  total: number;
  items: { id: string; name: string; details: string; status: string | null; href: string }[];
}

/** The asset's active orders: a preview of 3, each to its order page. */
export function OrdersSection({ orders }: { orders: OrdersView }) {
  return (
    <Section
      id="orders"
      title="Active orders"
      actions={
        orders.total > orders.items.length ? (
          <Link to="/dashboard/spares-and-services" className={LINK}>
            All orders in Spares &amp; Services
          </Link>
        ) : null
      }
    >
      {orders.failed ? (
        <Failed>We could not load the orders right now. Please try again in a moment.</Failed>
      ) : orders.items.length === 0 ? (
        <p className="text-gray-700">This asset has no active orders.</p>
      ) : (
        <ul className="divide-y divide-gray-200">
          {orders.items.map((o) => (
            <li key={o.id} className="flex flex-wrap items-start justify-between gap-2 py-2 first:pt-0 last:pb-0">
              <div>
                <Link to={o.href} className={LINK}>
                  {o.name}
                </Link>
                <p className="text-xs text-gray-600">{o.details}</p>
              </div>
              {o.status ? <StatusChip status={o.status} /> : null}
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}

export interface TicketsView {
  failed: boolean;
  /** The applied filter, how many values it holds, and Reset Filters' target. */
  filter: TicketFilter;
  filtersApplied: number;
  resetTo: string;
  /** The filter's labels (decision 066), chosen on the server. */
  labels: Readonly<Record<string, string>>;
  items: TicketCardData[];
  page: number;
  totalPages: number;
  totalElements: number;
}

/**
 * The asset's tickets: the filter (the page's own), then the results (AssetTicketResults, drawn by
 * the server and kept by the browser: `results`, app/ui/kept.tsx).
 */
export function TicketsSection({ tickets, results }: { tickets: TicketsView; results: ReactNode }) {
  const filterKey = `${tickets.filter.types.join("|")}#${tickets.filter.statuses.join("|")}`;
  return (
    <Section id="tickets" title="Tickets">
      <div className="mb-3">
        <TicketFilters
          key={filterKey}
          applied={tickets.filter}
          count={tickets.filtersApplied}
          types={ASSET_TICKET_FILTER_TYPES}
          names={ASSET_TICKET_NAMES}
          resetTo={tickets.resetTo}
          pageParam="ticketPage"
          label="Filter this asset's tickets"
          labels={tickets.labels}
        />
      </div>
      {results}
    </Section>
  );
}

/** The asset's tickets as found: the failure, the empty text or the cards, then the pager. */
export function AssetTicketResults({ tickets, pageSize }: { tickets: TicketsView; pageSize: number }) {
  return (
    <>
      {tickets.failed ? (
        <Failed>We could not load the tickets right now. Please try again in a moment.</Failed>
      ) : tickets.items.length === 0 ? (
        <p className="text-gray-700">{tickets.filtersApplied > 0 ? "No tickets of this asset match these filters." : "You have no tickets as of now!"}</p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2" aria-label="Tickets of this asset">
          {tickets.items.map((t) => (
            <li key={t.ticketNumber}>
              <TicketCard ticket={t} />
            </li>
          ))}
        </ul>
      )}
      {tickets.totalElements > pageSize ? <Pager page={tickets.page} totalPages={tickets.totalPages} label="Ticket pages" param="ticketPage" /> : null}
    </>
  );
}

export interface DocumentRow {
  cvId: string;
  title: string;
  fileName: string;
  type: string;
  size: string;
  date: string;
  isNew: boolean;
  viewHref: string | null;
  /** View opens the portal's PDF viewer page (same tab) rather than the file in a new tab. */
  viewInPortal?: boolean;
  downloadHref: string;
}

export interface DocumentsView {
  category: string;
  failed: boolean;
  items: DocumentRow[];
  page: number;
  totalPages: number;
  totalElements: number;
  zipHref: string;
  zipLabel: string;
  /** Kept by the filter form (the tickets' page). */
  keep: [string, string][];
  /** Whose documents these are, for 'Keep offline' (docs/decisions/077). */
  offline?: { assetId: string; assetName: string };
}

/**
 * Documents by category, paged, unread ones marked "New". View (PDF and images) and Download go
 * through the portal; either clears the mark (at once with JavaScript, on the next load without).
 */
export function DocumentsSection({ documents, pageSize, requestHref }: { documents: DocumentsView; pageSize: number; requestHref: string | null }) {
  const [opened, setOpened] = useState<ReadonlySet<string>>(new Set());
  const open = (cvId: string) => setOpened((prev) => new Set(prev).add(cvId));
  return (
    <Section
      id="documents"
      title="Documents"
      actions={
        requestHref ? (
          <Link to={requestHref} preventScrollReset className={`${BUTTON_LINK} needs-network`}>
            Request Document
          </Link>
        ) : null
      }
    >
      {documents.offline && documents.totalElements > 0 ? (
        <div className="mb-3">
          <KeepAssetButton assetId={documents.offline.assetId} />
        </div>
      ) : null}
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <Form method="get" role="search" aria-label="Filter documents" preventScrollReset className="needs-network flex flex-wrap items-end gap-2">
          {documents.keep.map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <label className="text-sm font-medium">
            Category
            <select name="category" defaultValue={documents.category} key={documents.category} className="mt-1 block rounded-md border border-slate-300 bg-white px-3 py-2">
              {DOCUMENT_FILTER.map((f) => (
                <option key={f.value} value={f.value}>
                  {f.label}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-primary">
            Apply
          </button>
        </Form>
        {documents.totalElements > 0 ? (
          <a href={documents.zipHref} className={`${BUTTON_LINK} needs-network`}>
            <DownloadIcon className="h-4 w-4" />
            {documents.zipLabel}
          </a>
        ) : null}
      </div>
      {documents.failed ? (
        <Failed>We could not load the documents right now. Please try again in a moment.</Failed>
      ) : documents.items.length === 0 ? (
        <p className="text-gray-700">There are no documents in this category.</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label="Documents">
          {documents.items.map((d) => {
            const isNew = d.isNew && !opened.has(d.cvId);
            return (
              <li key={d.cvId} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
                <DocumentIcon className="h-6 w-6 text-brand-blue-dark" />
                <div className="min-w-0 flex-1 basis-52">
                  <p className="font-medium break-words">
                    {d.title}
                    {isNew ? <span className="ml-2 rounded-full bg-brand-red px-2 py-0.5 text-xs font-semibold text-white">New</span> : null}
                  </p>
                  {/* A long file name may break anywhere; a date or size never breaks inside (issue 42 §6). */}
                  <p className="text-xs text-gray-600">
                    <span className="[overflow-wrap:anywhere]">{d.fileName}</span> · {d.type} · <span className="whitespace-nowrap">{d.size}</span> ·{" "}
                    <span className="whitespace-nowrap">{d.date}</span>
                  </p>
                </div>
                <div className="ml-9 flex flex-wrap items-center gap-2 sm:ml-0">
                  {d.viewHref && d.viewInPortal ? (
                    <Link to={d.viewHref} className={BUTTON_LINK}>
                      View<span className="sr-only"> {d.title}</span>
                    </Link>
                  ) : d.viewHref ? (
                    <a href={d.viewHref} target="_blank" rel="noopener" onClick={() => open(d.cvId)} className={BUTTON_LINK}>
                      View<span className="sr-only"> {d.title} (opens in a new tab)</span>
                    </a>
                  ) : null}
                  <a href={d.downloadHref} onClick={() => open(d.cvId)} className={BUTTON_LINK}>
                    Download<span className="sr-only"> {d.title}</span>
                  </a>
                  {documents.offline ? (
                    <KeepDocumentButton
                      doc={{ ...documents.offline, cvId: d.cvId, title: d.title, fileName: d.fileName, pdf: Boolean(d.viewInPortal), viewable: d.viewHref !== null }}
                    />
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {documents.totalElements > pageSize ? <Pager page={documents.page} totalPages={documents.totalPages} label="Document pages" param="docPage" /> : null}
    </Section>
  );
}
