import { Link } from "@remix-run/react";
import { Facts } from "~/ui/assets/Facts";
import type { ChipTone } from "~/domain/status";
import { StatusChip } from "../StatusChip";

/** An enquiry as the list's loader hands it over: texts and dates ready to show. */
export interface EnquiryCardData {
  id: string;
  /** The name, or the id when there is none. */
  name: string;
  status: string;
  tone: ChipTone | null;
  type: string;
  ticketNumber: string;
  assetName: string;
  /** Shown instead of the asset when there is none (a new-equipment enquiry). */
  productFamily: string;
  createdOn: string;
  /** "Valid until …" for a quotation that runs out (Upcoming, Expiring, Expired), else null. */
  validUntil: string | null;
  href: string;
}

/** An enquiry card of the list: type and status chips, name, facts and the way to its page. Missing values show NA. */
export function EnquiryCard({ enquiry }: { enquiry: EnquiryCardData }) {
  const headingId = `enquiry-${enquiry.id}`;
  const rows: [string, string][] = [
    ["Enquiry ID", enquiry.id],
    ["Ticket number", enquiry.ticketNumber],
    enquiry.assetName === "NA" && enquiry.productFamily !== "NA"
      ? ["Product family", enquiry.productFamily]
      : ["Asset", enquiry.assetName],
    ["Created on", enquiry.createdOn],
    ...(enquiry.validUntil ? ([["Valid until", enquiry.validUntil]] as [string, string][]) : []),
  ];
  return (
    <article
      aria-labelledby={headingId}
      className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">
          {enquiry.type}
        </span>
        <StatusChip status={enquiry.status} tone={enquiry.tone} />
      </div>
      <h2 id={headingId} className="mt-2 text-base font-semibold break-words text-ink">
        {enquiry.name}
      </h2>
      <Facts rows={rows} className="mt-2 gap-y-1" />
      <div className="mt-auto pt-4">
        <Link
          to={enquiry.href}
          className="inline-block rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50"
        >
          View Enquiry<span className="sr-only"> {enquiry.name}</span>
        </Link>
      </div>
    </article>
  );
}
