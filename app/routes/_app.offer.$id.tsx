import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { offerFor, offerView } from "~/forms/offer.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { BackIcon } from "~/ui/icons";
import { ErrorNote } from "~/ui/Notice";
import { DiscountBadge } from "~/ui/offers/OfferCard";
import { PRIMARY_BUTTON } from "~/ui/styles";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Offers" };

const ROUTE = "routes/_app.offer.$id";

/**
 * One offer (spec document 3 section 7, getOfferById; decision 050): what it gives, for which
 * product family, until when, its terms, and Enquire (a dialog route of its own). An offer that
 * has ended or not started says so instead of Enquire; an unknown one is a 404.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const offer = await offerFor(auth, params.id ?? "", request.signal);
  return { offer: offer ? offerView(offer) : null };
}

export default function OfferPage() {
  const { offer } = useLoaderData<typeof loader>();
  return (
    // Plain boxes, not a section and an article: the offer's name is the page's h1, at the top level
    // of the outline (valid HTML's advice, docs/decisions/093).
    <div className="mx-auto max-w-3xl space-y-4">
      <Link to="/offer" className="inline-flex items-center gap-1 text-sm font-medium text-brand-blue-dark underline-offset-2 hover:underline">
        <BackIcon className="h-4 w-4" />
        All offers
      </Link>
      {offer ? (
        <div className="space-y-4 rounded-lg bg-white p-5 shadow-sm ring-1 ring-black/5">
          <div className="flex flex-col gap-2">
            <DiscountBadge>{offer.discountName}</DiscountBadge>
            <h1 id="offer-heading" className="text-xl font-semibold text-ink">
              {offer.name}
            </h1>
            {offer.description ? <p className="text-ink/90">{offer.description}</p> : null}
          </div>
          <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
            {(
              [
                ["Product family", offer.productFamily ?? "NA"],
                ["Validity", offer.validity],
                ...(offer.terms ? ([["Terms", offer.terms]] as const) : []),
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-sm text-ink/70">{label}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
          {offer.closed ? (
            <p role="note" className="rounded-md bg-slate-100 px-3 py-2 text-ink">
              {offer.closed}
            </p>
          ) : (
            <Link to={offer.enquireHref} preventScrollReset className={`${PRIMARY_BUTTON} inline-block`}>
              Enquire
            </Link>
          )}
        </div>
      ) : (
        <>
          <h1 id="offer-heading" className="text-xl font-semibold text-ink">
            Offer
          </h1>
          <ErrorNote>We could not load this offer right now. Please try again in a moment.</ErrorNote>
        </>
      )}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.offer?.name ?? "Offer"} | Thermax Customer Portal` }];

export const ErrorBoundary = GeneralErrorBoundary;
