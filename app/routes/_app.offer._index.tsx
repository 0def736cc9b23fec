import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { drawn } from "~/http/drawn.server";
import { CardResults } from "~/ui/CardResults";
import { Kept } from "~/ui/kept";
import { redirect } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { todayInIndia } from "~/domain/dates";
import { OFFER_PAGE_SIZE } from "~/domain/offers";
import { offerView } from "~/forms/offer.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { OfferCard, type OfferCardData } from "~/ui/offers/OfferCard";
import { isUpstreamError } from "~/upstream/errors";
import { getOffers } from "~/upstream/offers.server";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Offers" };

const ROUTE = "routes/_app.offer._index";
const LOAD_FAILED = "We could not load the offers right now. Please try again in a moment.";
const MAX_PAGE = 10_000;

/** The offers as found (kept markup). */
const results = (data: { error: string | null; offers: OfferCardData[]; totalElements: number; page: number; totalPages: number }) => (
  <CardResults
    error={data.error}
    items={data.offers}
    emptyText="There are no offers right now. Please check again soon."
    label="Offers"
    card={(o) => <OfferCard offer={o} />}
    keyOf={(o) => o.id}
    pager={data.totalElements > OFFER_PAGE_SIZE ? { page: data.page, totalPages: data.totalPages, label: "Offer pages" } : null}
  />
);

/** The list's data, and its results drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await listLoader(args);
  return { ...data, kept: await drawn(args.request, args.context, () => results(data)) };
}

/**
 * Offers (spec document 1 section 2's older menu, document 3 section 7; decision 050): the open
 * offers, 12 a page, each with Enquire (a dialog of its own) and its page.
 */
async function listLoader({ request, context }: LoaderFunctionArgs) {
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
      <Kept id="kept-list" className="space-y-4" html={data.kept}>
        {import.meta.env.SSR ? results(data) : null}
      </Kept>
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Offers | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
