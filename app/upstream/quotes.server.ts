import { z } from "zod";
import { id, pageOf, text } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Get a Quote (docs/upstream-api.md): recommendations by asset, frequently booked items, the quote
 * request that turns the cart into an enquiry, and the new-equipment enquiry. The cart itself is
 * in cart.server.ts.
 */

const item = z.object({ id, partCode: z.string(), name: z.string() });
export type RecommendedItem = z.infer<typeof item>;

const group = z.object({
  assetId: id,
  assetName: text,
  thermaxName: text,
  productFamily: text,
  spares: z.array(item).nullish().transform((v) => v ?? []),
  services: z.array(item).nullish().transform((v) => v ?? []),
});
export type RecommendationGroup = z.infer<typeof group>;

const recommendationPage = pageOf("recommendations", group);

export function recommendations(tokens: TokenSource, q: { page: number; size: number; name?: string; tcaUser?: string; signal?: AbortSignal }) {
  return callUpstream(
    "/assetsApi/recommendations/asset",
    { query: { page: q.page, size: q.size, name: q.name, tcaUser: q.tcaUser }, schema: recommendationPage, signal: q.signal },
    tokens,
  );
}

const booked = z.object({
  items: z.array(item.extend({ type: z.enum(["Spare", "Service"]), bookings: z.number().int().nonnegative().nullish() })),
});

export async function frequentlyBooked(tokens: TokenSource, assetId: string, signal?: AbortSignal) {
  return (await callUpstream("/assetsApi/frequentlyBooked", { query: { assetId }, schema: booked, signal }, tokens)).items;
}

/** The cart becomes a quotation enquiry; `data` is its ticket number. Never retried. */
export function requestQuote(tokens: TokenSource, userId: string) {
  return callUpstream("/enquiryapi/enquiry/generate", { method: "POST", body: { userId }, schema: z.string().min(1) }, tokens);
}

export interface NewEquipmentEnquiry {
  name: string;
  email: string;
  phone: string;
  accountId: string;
  accountName: string;
  interestArea: string;
  details: string;
  userId: string;
}

/** New-equipment enquiry; `data` is the ticket number. Never retried. */
export function raiseEquipmentEnquiry(tokens: TokenSource, enquiry: NewEquipmentEnquiry) {
  return callUpstream("/enquiryapi/newAssetEnquiry", { method: "POST", body: enquiry, schema: z.string().min(1) }, tokens);
}
