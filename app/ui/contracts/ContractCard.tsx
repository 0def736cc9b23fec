import { Link } from "@remix-run/react";

/** A contract as the list's loader hands it over: texts ready to show. */
export interface ContractCardData {
  serviceId: string;
  /** Another company's record in a dealer's mixed list names its company (issue 32 §4); else null. */
  company: string | null;
  assetName: string;
  poNumber: string;
  productFamily: string;
  amc: string;
  expired: boolean;
  detailsHref: string;
  assetHref: string | null;
  renewHref: string | null;
  /** 'Renewal requested on …' once a renewal is open (no Renew AMC then), else null. */
  renewalRequested: string | null;
}

const LINK = "rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50";

/** A contract card (spec document 2 section 2.8): 'AMC until …', or 'AMC Expired' in red with Renew AMC. */
export function ContractCard({ contract }: { contract: ContractCardData }) {
  const headingId = `contract-${contract.serviceId}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col rounded-lg border border-gray-200 bg-white p-4">
      <span className="self-start rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-800 ring-1 ring-slate-300 ring-inset">Services Contract</span>
      <h2 id={headingId} className="mt-2 text-base font-semibold text-ink">
        {contract.assetName}
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 *:contents [&_dd]:font-medium [&_dd]:break-words [&_dd]:text-ink [&_dt]:text-gray-600">
        {contract.company ? (
          <div>
            <dt>Company</dt>
            <dd>{contract.company}</dd>
          </div>
        ) : null}
        <div>
          <dt>P.O. number</dt>
          <dd>{contract.poNumber}</dd>
        </div>
        <div>
          <dt>Product family</dt>
          <dd>{contract.productFamily}</dd>
        </div>
      </dl>
      <p className={`mt-2 font-semibold ${contract.expired ? "text-red-700" : "text-green-800"}`}>{contract.amc}</p>
      {contract.renewalRequested ? <p className="mt-1 text-sm text-emerald-900">{contract.renewalRequested}</p> : null}
      <div className="mt-auto flex flex-wrap gap-2 pt-4">
        {contract.renewHref ? (
          <Link to={contract.renewHref} className="rounded-md bg-brand-red px-3 py-1.5 font-medium text-white hover:bg-red-700">
            Renew AMC<span className="sr-only"> for {contract.assetName}</span>
          </Link>
        ) : null}
        {contract.assetHref ? (
          <Link to={contract.assetHref} className={LINK}>
            View Asset Page<span className="sr-only"> of {contract.assetName}</span>
          </Link>
        ) : null}
        <Link to={contract.detailsHref} className={LINK}>
          Contract Details<span className="sr-only"> of {contract.assetName}</span>
        </Link>
      </div>
    </article>
  );
}
