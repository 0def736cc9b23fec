import { Link } from "@remix-run/react";
import type { ReactNode } from "react";

/** The ticket as the thread's loader describes it: labels in the portal's words, absent values left out. */
export interface ThreadFactsView {
  ticketNumber: string;
  type: string | null | undefined;
  status: string | null | undefined;
  statusTone: string;
  statusClass: string;
  createdOn: string | null;
  productFamily: string | null | undefined;
  assetName: string | null | undefined;
  /** The page of what the ticket is about: its complaint (decision 065) or its enquiry (decision 112). */
  details: { href: string; text: string } | null;
}

/**
 * The ticket's facts above its thread, and the link to its complaint's or enquiry's page (decisions
 * 065, 112). Drawn by the server and kept by the browser (app/ui/kept.tsx, issue 54).
 */
export function ThreadFacts({ header }: { header: ThreadFactsView }) {
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm sm:grid-cols-[auto_1fr_auto_1fr]">
        <Row label="Ticket number" value={header.ticketNumber} />
        <Row label="Type" value={header.type} />
        <Row
          label="Status"
          value={
            header.status && (
              <span data-tone={header.statusTone} className={header.statusClass}>
                {header.status}
              </span>
            )
          }
        />
        <Row label="Created on" value={header.createdOn} />
        <Row label="Product family" value={header.productFamily} />
        <Row label="Asset name" value={header.assetName} />
      </dl>
      {header.details ? (
        <p className="mt-2 text-sm">
          <Link to={header.details.href} className="font-medium text-brand-blue-dark underline">
            {header.details.text}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (!value) return null;
  return (
    <>
      <dt className="text-gray-600">{label}</dt>
      <dd className="font-medium text-ink">{value}</dd>
    </>
  );
}
