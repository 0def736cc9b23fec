import { z } from "zod";
import { id, pageOf, text } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Offers and My Bookings (docs/upstream-api.md; spec document 3 section 7, document 2 section 3):
 * the open offers, one offer, the enquiry by offer (multipart: the enquiry as JSON plus the offer
 * with its discountName), and the book-asset entries.
 */

const offer = z.object({
  id,
  name: z.string(),
  description: text,
  discountName: z.string(),
  productFamily: text,
  validFrom: text,
  validTo: text,
  terms: text,
});
export type Offer = z.infer<typeof offer>;

const offerPage = pageOf("offers", offer);

export function getOffers(tokens: TokenSource, q: { page: number; size: number; signal?: AbortSignal }) {
  return callUpstream("/enquiryapi/offers/getOffers", { query: { page: q.page, size: q.size }, schema: offerPage, signal: q.signal }, tokens);
}

export function getOfferById(tokens: TokenSource, offerId: string, signal?: AbortSignal) {
  return callUpstream(`/enquiryapi/offers/getOfferById/${encodeURIComponent(offerId)}`, { schema: offer, signal }, tokens);
}

export interface OfferEnquiry {
  userId: string;
  accountId: string;
  accountName: string;
  name: string;
  email: string;
  phone: string;
  details: string;
}

const enquiryAnswer = z.object({ enquiryId: id, ticketNumber: z.string().min(1) });

/**
 * Send an enquiry by offer: multipart `enquiry` (the enquiry as JSON) and `offer` (the offer's id
 * and name with its discountName, as JSON). Answers the enquiry id and the ticket it opened. Never
 * retried.
 */
export function enquiryByOffer(tokens: TokenSource, enquiry: OfferEnquiry, sent: Pick<Offer, "id" | "name" | "discountName">) {
  const body = new FormData();
  body.append("enquiry", JSON.stringify(enquiry));
  body.append("offer", JSON.stringify({ id: sent.id, name: sent.name, discountName: sent.discountName }));
  return callUpstream("/enquiryapi/offers/enquiryByOffer", { method: "POST", body, schema: enquiryAnswer }, tokens);
}

const bookAsset = z.object({
  id: id.nullish().transform((v) => v ?? null),
  name: text,
  thermaxName: text,
  productFamily: text,
  state: text,
});
export type BookAsset = z.infer<typeof bookAsset>;

/** The book-asset entries of My Bookings (name, productFamily, state); dealers send their code. */
export function getBookAssets(tokens: TokenSource, q: { tcaUser?: string; signal?: AbortSignal }) {
  return callUpstream("/assetsApi/assets/book-assets", { query: { tcaUser: q.tcaUser }, schema: z.array(bookAsset), signal: q.signal }, tokens);
}
