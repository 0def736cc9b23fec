/** An offer as the pages show it (built by app/forms/offer.server.ts `offerView`): texts ready. */
export interface OfferView {
  id: string;
  name: string;
  description: string | null;
  discountName: string;
  productFamily: string | null;
  validity: string;
  terms: string | null;
  /** Why it takes no enquiry; null when it does. */
  closed: string | null;
  href: string;
  enquireHref: string;
}

/** An offer of the list: the view without its terms, Enquire carrying where its dialog closes to (null when closed). */
export type OfferCardData = Omit<OfferView, "terms" | "closed" | "enquireHref"> & { enquireHref: string | null };
