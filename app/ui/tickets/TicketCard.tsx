import { Link } from "@remix-run/react";
import type { TicketCardData } from "~/domain/ticket-data";
import { StatusChip } from "../StatusChip";

/**
 * A ticket card (spec document 2 sections 2.10 and 3). Missing values are left out (issue 31).
 * Its links come from the loader (ticketCard).
 */
export function TicketCard({ ticket }: { ticket: TicketCardData }) {
  const headingId = `ticket-${ticket.ticketNumber}`;
  const rows: [string, string | null][] = [
    ["Company", ticket.company],
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
        {ticket.status ? <StatusChip status={ticket.status} /> : null}
      </div>
      {/* Row styles sit on the list, not on each of its 15 cells (fewer attributes to render). */}
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 *:contents [&_dd]:font-medium [&_dd]:text-ink [&_dt]:text-gray-600">
        {rows.map(([label, value]) =>
          value ? (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ) : null,
        )}
      </dl>
      {ticket.latestUpdateHtml ? (
        <div role="group" aria-labelledby={`${headingId}-update`} className="ticket-update">
          <p id={`${headingId}-update`}>
            Latest update
          </p>
          {/* Sanitised on the server (ticketCard). */}
          <div dangerouslySetInnerHTML={{ __html: ticket.latestUpdateHtml }} />
        </div>
      ) : null}
      {ticket.messagesHref || ticket.complaintHref ? (
        <div className="mt-auto flex flex-wrap gap-2 pt-4">
          {ticket.messagesHref ? (
            <Link
              to={ticket.messagesHref}
              className="rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50"
            >
              View Messages<span className="sr-only"> of {ticket.ticketNumber}</span>
            </Link>
          ) : null}
          {ticket.complaintHref ? (
            <Link to={ticket.complaintHref} className="rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50">
              View Complaint<span className="sr-only"> {ticket.ticketNumber}</span>
            </Link>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
