import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Facts } from "./Facts";
import type { AssetFacts } from "~/domain/asset-data";

/**
 * An asset card (spec document 2 sections 2.3, 3 and 4.1): the name with the maker's name, the
 * product family, the commissioning status and date (readiness date for an unnamed asset), AMC or
 * warranty, and the document counts per category with their unread badges; each category opens
 * the asset page on it. Missing values show NA. `select`: the Assets tab's tick for its label sheet.
 */
export function AssetCard({ asset, favourite, select }: { asset: AssetFacts; favourite: ReactNode; select?: ReactNode }) {
  const headingId = `asset-${asset.id}`;
  const rows: [string, ReactNode][] = [
    ["Company", asset.company],
    ["Product", asset.productFamily],
    ["Status", asset.status],
    [asset.keyDate.label, asset.keyDate.value],
    ...(asset.coverage
      ? [[asset.coverage.label, <span key="c" className={asset.coverage.expired ? "text-red-700" : undefined}>{asset.coverage.text}</span>] as [string, ReactNode]]
      : []),
    ["Location", asset.location],
  ];
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4">
      <div className="flex items-start justify-between gap-2">
        <h2 id={headingId} className="min-w-0 text-base font-semibold break-words">
          <Link to={`/asset/${encodeURIComponent(asset.id)}`} className="text-brand-blue-dark hover:underline">
            {asset.title}
          </Link>
          {asset.thermaxName ? <span className="block text-sm font-normal text-gray-600">({asset.thermaxName})</span> : null}
        </h2>
        {favourite}
      </div>
      <Facts rows={rows} className="mt-3 gap-y-1" />
      {select}
      <DocumentCounts asset={asset} />
    </article>
  );
}

/** Documents per category, each a link to the asset page on that category. */
export function DocumentCounts({ asset }: { asset: Pick<AssetFacts, "documents" | "title"> }) {
  return (
    <ul aria-label={`Documents of ${asset.title}`} className="mt-auto grid grid-cols-3 gap-2 pt-4">
      {asset.documents.map((d) => (
        <li key={d.key}>
          <Link to={d.href} className="flex h-full flex-col items-center rounded-md border border-gray-200 px-1 py-2 text-center hover:border-brand-blue hover:bg-sky-50">
            <span className="text-xs text-gray-600">{d.label}</span>
            <span className="text-lg font-semibold text-ink">{d.total}</span>
            {d.unread > 0 ? (
              <span className="rounded-full bg-brand-red px-2 text-xs font-semibold text-white">{d.unreadText} new</span>
            ) : (
              <span className="text-xs text-gray-500">all read</span>
            )}
            <span className="sr-only"> of {asset.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
