import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { ChipTone } from "~/domain/status";
import { StatusChip } from "../StatusChip";

/** An enquiry as its page's loader hands it over: texts and dates ready to show. */
export interface EnquiryView {
  name: string;
  status: string;
  type: string;
  ticketNumber: string | null;
  /** The ticket in the tickets list, when the enquiry opened one. */
  ticketHref: string | null;
  assetName: string;
  assetHref: string | null;
  productFamily: string;
  createdOn: string;
  updatedOn: string;
  validUntil: string | null;
  interestArea: string | null;
  details: string | null;
  spares: EnquiryItemView[];
  services: EnquiryItemView[];
}

export interface EnquiryItemView {
  partCode: string;
  description: string;
  quantity: string;
  assetName: string;
}

const LINK = "font-medium text-brand-blue-dark underline underline-offset-2";

function Item({ label, children, className }: { label: string; children: ReactNode; className?: string }) {
  // One <div> per pair, straight under the <dl> (a second wrapper breaks the list for screen readers).
  return (
    <div className={className}>
      <dt className="text-sm text-ink/70">{label}</dt>
      <dd className="font-medium break-words">{children}</dd>
    </div>
  );
}

/** The enquiry's facts: status, ticket, asset, product and dates. Missing values show NA. */
export function EnquiryFacts({ enquiry }: { enquiry: EnquiryView }) {
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-6 gap-y-3">
      <Item label="Status">{enquiry.status}</Item>
      <Item label="Ticket number">
        {enquiry.ticketNumber && enquiry.ticketHref ? (
          <Link to={enquiry.ticketHref} className={LINK}>
            {enquiry.ticketNumber}
          </Link>
        ) : (
          "NA"
        )}
      </Item>
      <Item label="Asset">
        {enquiry.assetHref ? (
          <Link to={enquiry.assetHref} className={LINK}>
            {enquiry.assetName}
          </Link>
        ) : (
          enquiry.assetName
        )}
      </Item>
      <Item label="Product family">{enquiry.productFamily}</Item>
      <Item label="Created on">{enquiry.createdOn}</Item>
      <Item label="Last updated">{enquiry.updatedOn}</Item>
      {enquiry.validUntil ? <Item label="Valid until">{enquiry.validUntil}</Item> : null}
    </dl>
  );
}

/** A table from the small breakpoint up; on phones one entry per item (a table would scroll sideways). */
function ItemTable({ caption, items }: { caption: string; items: EnquiryItemView[] }) {
  return (
    <div>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="mb-1 text-left font-semibold text-ink">{caption}</caption>
        <thead className="border-b border-gray-200 text-ink/70">
          <tr>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Part code
            </th>
            <th scope="col" className="py-1.5 pr-3 font-medium">
              Description
            </th>
            <th scope="col" className="py-1.5 pr-3 text-right font-medium">
              Quantity
            </th>
            <th scope="col" className="py-1.5 font-medium">
              Asset
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100">
          {items.map((i, k) => (
            <tr key={`${i.partCode}-${k}`}>
              <td className="py-1.5 pr-3 font-mono text-xs">{i.partCode}</td>
              <td className="py-1.5 pr-3">{i.description}</td>
              <td className="py-1.5 pr-3 text-right">{i.quantity}</td>
              <td className="py-1.5">{i.assetName}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className="sm:hidden">
        <h3 className="font-semibold text-ink">{caption}</h3>
        <ul className="divide-y divide-gray-100" aria-label={caption}>
          {items.map((i, k) => (
            <li key={`${i.partCode}-${k}`} className="py-2">
              <p className="font-medium">{i.description}</p>
              <p className="text-sm text-ink/80">
                <span className="font-mono text-xs">{i.partCode}</span> · Quantity {i.quantity} · {i.assetName}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

/** What was asked: the interest area (new equipment), the spares and services, the details. */
export function EnquiryItems({ enquiry }: { enquiry: EnquiryView }) {
  const nothing =
    !enquiry.interestArea && !enquiry.details && enquiry.spares.length === 0 && enquiry.services.length === 0;
  return (
    <div className="mt-2 space-y-4">
      {enquiry.interestArea ? (
        <dl>
          <Item label="Interest area">{enquiry.interestArea}</Item>
        </dl>
      ) : null}
      {enquiry.spares.length > 0 ? <ItemTable caption="Spares" items={enquiry.spares} /> : null}
      {enquiry.services.length > 0 ? <ItemTable caption="Services" items={enquiry.services} /> : null}
      {enquiry.details ? (
        <dl>
          <Item label="Details">
            <span className="font-normal whitespace-pre-line">{enquiry.details}</span>
          </Item>
        </dl>
      ) : null}
      {nothing ? <p className="text-gray-700">No items or details were given with this enquiry.</p> : null}
    </div>
  );
}

/**
 * The enquiry as found: its type and status, the status note, its facts and what was asked.
 * Drawn by the server and kept by the browser (app/ui/kept.tsx, issue 54).
 */
export function EnquiryOverview({
  enquiry,
  statusNote,
}: {
  enquiry: EnquiryView & { type: string; status: string; tone: ChipTone | null };
  statusNote: string;
}) {
  return (
    <>
      <div className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
        <div className="flex flex-wrap items-center gap-2">
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">
            {enquiry.type}
          </span>
          <StatusChip status={enquiry.status} tone={enquiry.tone} />
        </div>
        <p className="mt-1 text-xs text-ink/70">{statusNote}</p>
        <EnquiryFacts enquiry={enquiry} />
      </div>
      <section aria-labelledby="asked-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5">
        <h2 id="asked-heading" className="font-semibold">
          What was asked
        </h2>
        <EnquiryItems enquiry={enquiry} />
      </section>
    </>
  );
}
