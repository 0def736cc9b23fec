import { Link } from "@remix-run/react";
import { PRIMARY_BUTTON } from "../styles";
import type { OfferCardData } from "./views";

export type { OfferCardData };

const LINK = "rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50";

/** The discount, the part of an offer a customer looks for first. */
export function DiscountBadge({ children }: { children: string }) {
  return <span className="inline-flex self-start rounded-md bg-amber-100 px-2.5 py-1 text-sm font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset">{children}</span>;
}

/** One offer of the list (/offer): discount, name, product family, validity, View and Enquire. */
export function OfferCard({ offer }: { offer: OfferCardData }) {
  const headingId = `offer-${offer.id}`;
  return (
    <article aria-labelledby={headingId} className="flex h-full flex-col gap-2 rounded-lg border border-gray-200 bg-white p-4">
      <DiscountBadge>{offer.discountName}</DiscountBadge>
      <h2 id={headingId} className="text-base font-semibold text-ink">
        <Link to={offer.href} className="hover:underline">
          {offer.name}
        </Link>
      </h2>
      {offer.description ? <p className="line-clamp-3 text-sm text-ink/80">{offer.description}</p> : null}
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm *:contents [&_dd]:font-medium [&_dd]:break-words [&_dd]:text-ink [&_dt]:text-gray-600">
        <div>
          <dt>Product family</dt>
          <dd>{offer.productFamily ?? "NA"}</dd>
        </div>
        <div>
          <dt>Validity</dt>
          <dd>{offer.validity}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {offer.enquireHref ? (
          <Link to={offer.enquireHref} className={`${PRIMARY_BUTTON} px-3 py-1.5`}>
            Enquire<span className="sr-only"> about {offer.name}</span>
          </Link>
        ) : null}
        <Link to={offer.href} className={LINK}>
          View offer<span className="sr-only">: {offer.name}</span>
        </Link>
      </div>
    </article>
  );
}
