import { Link } from "@remix-run/react";
import { Facts } from "~/ui/assets/Facts";
import { StatusChip } from "../StatusChip";

/** A spares or services order as the list's loader hands it over: texts, labels and dates ready to show. */
export interface OrderCardData {
  id: string;
  /** Another company's record in a dealer's mixed list names its company (issue 32 §4); else null. */
  company: string | null;
  assetName: string | null;
  /** What the customer calls the order: "P.O. CPO/1001/04106". */
  name: string;
  poNumber: string | null;
  productFamily: string | null;
  typeChip: string;
  status: string | null;
  readiness: string | null;
  /** Not delivered and its readiness date has passed. */
  pastExpected: boolean;
  /** A word on the card for what waits for the customer ('Waiting for your feedback'; issue 52 §3); null for none. */
  mark?: string | null;
  buttonLabel: string;
  href: string;
}

/**
 * An order card (spec document 2 section 2.7). Missing values are left out (issue 31); without an
 * asset name the card is headed by the order's P.O. number.
 */
export function OrderCard({ order }: { order: OrderCardData }) {
  const headingId = `order-${order.id}`;
  const rows: [string, string][] = [];
  if (order.company) rows.push(["Company", order.company]);
  if (order.poNumber) rows.push(["P.O. number", order.poNumber]);
  if (order.productFamily) rows.push(["Product family", order.productFamily]);
  if (order.readiness) rows.push(["Readiness date", order.pastExpected ? `${order.readiness} (overdue)` : order.readiness]);
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">{order.typeChip}</span>
        {order.status ? <StatusChip status={order.status} /> : null}
        {order.mark ? <span className="rounded-full bg-amber-50 px-2.5 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-300 ring-inset">{order.mark}</span> : null}
      </div>
      <h2 id={headingId} className="mt-2 text-base font-semibold text-ink">
        {order.assetName ?? order.name}
      </h2>
      <Facts rows={rows} className="mt-2 gap-y-1" />
      <Link
        to={order.href}
        className="mt-4 self-start rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50"
      >
        {order.buttonLabel}
        <span className="sr-only"> for {order.name}</span>
      </Link>
    </article>
  );
}
