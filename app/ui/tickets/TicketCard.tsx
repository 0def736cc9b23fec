import { Link } from "@remix-run/react";
import { StatusChip } from "../StatusChip";

/** A ticket as the list's loader hands it to the view: dates already formatted on the server. */
export interface TicketCardData {
  ticketNumber: string;
  assetName: string | null;
  product: string | null;
  createdOn: string;
  createdBy: string | null;
  type: string;
  status: string;
  canViewMessages: boolean;
  /** The latest update (`updatedMessage`), sanitised on the server; null when there is none. */
  latestUpdateHtml: string | null;
}

/** A ticket card (spec document 2 sections 2.10 and 3). Missing values show NA. */
export function TicketCard({ ticket, search }: { ticket: TicketCardData; search: string }) {
  const headingId = `ticket-${ticket.ticketNumber}`;
  const rows: [string, string | null][] = [
    ["Asset name", ticket.assetName],
    ["Product", ticket.product],
    ["Created on", ticket.createdOn],
    ["Created by", ticket.createdBy],
    ["Type", ticket.type],
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-semibold text-ink">
          {ticket.ticketNumber}
        </h2>
        <StatusChip status={ticket.status} />
      </div>
      {/* Row styles sit on the list, not on each of its 15 cells (fewer attributes to render). */}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 *:contents [&_dd]:font-medium [&_dd]:text-ink [&_dt]:text-gray-600">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value || "NA"}</dd>
          </div>
        ))}
      </dl>
      {ticket.latestUpdateHtml ? (
        <div role="group" aria-labelledby={`${headingId}-update`} className="mt-3 rounded-md bg-slate-50 px-3 py-2 text-sm">
          <p id={`${headingId}-update`} className="text-xs font-medium tracking-wide text-gray-600 uppercase">
            Latest update
          </p>
          {/* Sanitised on the server (ticketCard). */}
          <div className="mt-0.5 line-clamp-4 break-words text-ink [&_a]:text-brand-blue-dark [&_a]:underline [&_ol]:list-decimal [&_ol]:pl-5 [&_ul]:list-disc [&_ul]:pl-5" dangerouslySetInnerHTML={{ __html: ticket.latestUpdateHtml }} />
        </div>
      ) : null}
      {ticket.canViewMessages ? (
        <Link
          to={`/dashboard/tickets/${encodeURIComponent(ticket.ticketNumber)}/messages${search}`}
          className="mt-4 self-start rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50"
        >
          View Messages<span className="sr-only"> of {ticket.ticketNumber}</span>
        </Link>
      ) : null}
    </article>
  );
}
