import { Link } from "@remix-run/react";
import { Facts } from "~/ui/assets/Facts";
import { StatusChip } from "../StatusChip";

/** A spares or services order as the list's loader hands it over: texts and dates ready to show. */
export interface OrderCardData {
  id: string;
  assetName: string;
  poNumber: string;
  productFamily: string;
  typeChip: string;
  status: string;
  readiness: string;
  buttonLabel: string;
  href: string;
}

/** An order card (spec document 2 section 2.7). Missing values show NA. */
export function OrderCard({ order }: { order: OrderCardData }) {
  const headingId = `order-${order.id}`;
  const rows: [string, string][] = [
    ["P.O. number", order.poNumber],
    ["Product family", order.productFamily],
    ["Readiness date", order.readiness],
  ];
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">{order.typeChip}</span>
        <StatusChip status={order.status} />
      </div>
      <h2 id={headingId} className="mt-2 text-base font-semibold text-ink">
        {order.assetName}
      </h2>
      <Facts rows={rows} className="mt-2 gap-y-1" />
      <Link
        to={order.href}
        className="mt-4 self-start rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50"
      >
        {order.buttonLabel}
        <span className="sr-only"> for {order.poNumber}</span>
      </Link>
    </article>
  );
}
