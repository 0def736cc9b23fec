import { data } from "@remix-run/node";
import { offerClosedText, offerState, validityText } from "~/domain/offers";
import { todayInIndia } from "~/domain/dates";
import type { Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { getOfferById, type Offer } from "~/upstream/offers.server";
import type { OfferView } from "~/ui/offers/views";

export type { OfferView };

export const offerPath = (id: string) => `/offer/${encodeURIComponent(id)}`;
export const enquirePath = (id: string) => `${offerPath(id)}/enquire`;

export function offerView(offer: Offer, today: string = todayInIndia()): OfferView {
  return {
    id: offer.id,
    name: offer.name,
    description: offer.description,
    discountName: offer.discountName,
    productFamily: offer.productFamily,
    validity: validityText(offer, today),
    terms: offer.terms,
    closed: offerClosedText(offerState(offer, today)),
    href: offerPath(offer.id),
    enquireHref: enquirePath(offer.id),
  };
}

/**
 * The offer behind the offer page and its Enquire dialog: an unknown offer is a 404 (thrown);
 * another failure is null (the page says it could not load).
 */
export async function offerFor(auth: Auth, offerId: string, signal?: AbortSignal): Promise<Offer | null> {
  try {
    return await getOfferById(auth.session, offerId, signal);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Offer not found" }, { status: 404 });
    return null;
  }
}
