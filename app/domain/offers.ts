import { format, parseISO } from "date-fns";

/**
 * Offers and My Bookings rules (spec document 1 section 2, document 2 section 3, document 3
 * section 7; docs/decisions/050). Pure; see offers.test.ts.
 */

/** Offers a page on /offer (the spec's list default, as for enquiries). */
export const OFFER_PAGE_SIZE = 12;

/** The longest enquiry text (as the new-equipment enquiry's details). */
export const OFFER_DETAILS_MAX = 500;

export type OfferState = "upcoming" | "open" | "ended";

/** A calendar day YYYY-MM-DD (the first 10 characters of an ISO date), or null when it is not a real day. */
export function offerDay(value: string | null | undefined): string | null {
  const day = value?.trim().slice(0, 10) ?? "";
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const date = parseISO(day);
  return Number.isNaN(date.getTime()) || format(date, "yyyy-MM-dd") !== day ? null : day;
}

/**
 * Whether an offer takes enquiries on `today` (India's calendar day): from its first day to its
 * last, both included. A missing start means it has started; a missing end that it has not ended.
 */
export function offerState(offer: { validFrom: string | null; validTo: string | null }, today: string): OfferState {
  const from = offerDay(offer.validFrom);
  const to = offerDay(offer.validTo);
  if (from && today < from) return "upcoming";
  if (to && today > to) return "ended";
  return "open";
}

function showDay(day: string): string {
  return format(parseISO(day), "dd MMM yyyy");
}

/** The validity line of an offer's card and page. */
export function validityText(offer: { validFrom: string | null; validTo: string | null }, today: string): string {
  const from = offerDay(offer.validFrom);
  const to = offerDay(offer.validTo);
  switch (offerState(offer, today)) {
    case "upcoming":
      return `Starts on ${showDay(from as string)}`;
    case "ended":
      return `Ended on ${showDay(to as string)}`;
    default:
      return to ? `Valid till ${showDay(to)}` : "No end date";
  }
}

/** Why an offer takes no enquiry (shown instead of Enquire), or null when it does. */
export const OFFER_CLOSED_TEXT: Record<Exclude<OfferState, "open">, string> = {
  upcoming: "This offer has not started yet. You can send an enquiry once it starts.",
  ended: "This offer has ended and no longer takes enquiries.",
};

export function offerClosedText(state: OfferState): string | null {
  return state === "open" ? null : OFFER_CLOSED_TEXT[state];
}

/** A book-asset entry's name: its name, else the model name, else its id (spec document 2 section 3). */
export function bookingName(entry: { id: string | null; name: string | null; thermaxName: string | null }): string {
  return entry.name?.trim() || entry.thermaxName?.trim() || entry.id || "NA";
}
