import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { todayInIndia } from "~/domain/dates";
import { OFFER_PAGE_SIZE } from "~/domain/offers";
import { offerView } from "~/forms/offer.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ListBody } from "~/ui/Notice";
import { OfferCard, type OfferCardData } from "~/ui/offers/OfferCard";
import { Pager } from "~/ui/Pager";
import { isUpstreamError } from "~/upstream/errors";
import { getOffers } from "~/upstream/offers.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Offers" };

const ROUTE = "routes/_app.offer._index";
const LOAD_FAILED = "We could not load the offers right now. Please try again in a moment.";
const MAX_PAGE = 10_000;

/**
 * Offers (spec document 1 section 2's older menu, document 3 section 7; decision 050): the open
 * offers, 12 a page, each with Enquire (a dialog of its own) and its page.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, ROUTE);
  const url = new URL(request.url);
  const page = Math.min(Math.max(1, Number.parseInt(url.searchParams.get("page") ?? "1", 10) || 1), MAX_PAGE);
  const here = `${url.pathname}${url.search}`;
  try {
    const result = await getOffers(session, { page: page - 1, size: OFFER_PAGE_SIZE, signal: request.signal });
    if (result.totalPages > 0 && page > result.totalPages) {
      url.searchParams.set("page", String(result.totalPages));
      throw redirect(`${url.pathname}?${url.searchParams.toString()}`);
    }
    const today = todayInIndia();
    const offers = result.offers.map((o): OfferCardData => {
      const { terms: _terms, closed, enquireHref, ...view } = offerView(o, today);
      return { ...view, enquireHref: closed ? null : `${enquireHref}?returnTo=${encodeURIComponent(here)}` };
    });
    return { page, offers, totalPages: result.totalPages, totalElements: result.totalElements, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { page, offers: [] as OfferCardData[], totalPages: 0, totalElements: 0, error: LOAD_FAILED };
  }
}

export default function Offers() {
  const data = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="offers-heading" className="space-y-4">
      <div>
        <h1 id="offers-heading" className="text-xl font-semibold text-ink">
          Offers
        </h1>
        <p className="text-ink/80">Offers on spares, services and upgrades for your equipment. Enquire and our team will get back to you.</p>
      </div>
      <ListBody error={data.error} empty={data.offers.length === 0} emptyText="There are no offers right now. Please check again soon.">
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Offers">
          {data.offers.map((o) => (
            <li key={o.id}>
              <OfferCard offer={o} />
            </li>
          ))}
        </ul>
      </ListBody>
      {data.totalElements > OFFER_PAGE_SIZE ? <Pager page={data.page} totalPages={data.totalPages} label="Offer pages" /> : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Offers | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
