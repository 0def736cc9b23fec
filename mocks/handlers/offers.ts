import { http } from "msw";
import { db, type Offer } from "../store";
import { authed } from "./auth-context";
import { openEnquiry } from "./enquiries";
import { fail, intParam, notFound, ok, paginate, str } from "./http-utils";
import { openTicket } from "./new-ticket";

/**
 * Offers (spec document 3 section 7): getOffers (the open ones, a page at a time), getOfferById
 * (any, open or not), and enquiryByOffer: multipart, `enquiry` a JSON string of the enquiry and
 * `offer` a JSON string of the offer with its discountName. It opens a Quotation ticket.
 */
const DETAILS_MAX = 500;

/** Today in India (the portal's time zone), YYYY-MM-DD, by the real clock. */
function todayInIndia(now = Date.now()): string {
  return new Date(now + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

export function isOfferOpen(offer: Offer, today = todayInIndia()): boolean {
  return offer.validFrom <= today && today <= offer.validTo;
}

function jsonPart(form: FormData, name: string): Record<string, unknown> | null {
  const raw = form.get(name);
  if (typeof raw !== "string") return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

export const offerHandlers = [
  /** The open offers, ending soonest first: `{ offers, totalElements, totalPages }`. */
  http.get(
    "*/api/enquiryapi/offers/getOffers",
    authed(({ url }) => {
      const today = todayInIndia();
      const open = db.offers.filter((o) => isOfferOpen(o, today)).sort((a, b) => a.validTo.localeCompare(b.validTo) || a.id.localeCompare(b.id));
      const page = paginate(open, intParam(url, ["page"], 0), intParam(url, ["size"], 12));
      return ok({ offers: page.items, totalElements: page.totalElements, totalPages: page.totalPages });
    }),
  ),

  /** One offer by id, whether open or not; 404 when unknown. */
  http.get(
    "*/api/enquiryapi/offers/getOfferById/:id",
    authed(({ params }) => {
      const offer = db.offers.find((o) => o.id === params.id);
      return offer ? ok(offer) : notFound("Offer not found");
    }),
  ),

  /**
   * An enquiry by offer. multipart: `enquiry` (JSON: userId, accountId, accountName, name, email,
   * phone, details) and `offer` (JSON: id, name, discountName). Answers `{ enquiryId, ticketNumber }`.
   */
  http.post(
    "*/api/enquiryapi/offers/enquiryByOffer",
    authed(async ({ request, user }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, "multipart/form-data expected");
      }
      const enquiry = jsonPart(form, "enquiry");
      const sent = jsonPart(form, "offer");
      if (!enquiry || !sent) return fail(400, "enquiry and offer must be JSON objects");
      const offer = db.offers.find((o) => o.id === str(sent.id));
      if (!offer) return notFound("Offer not found");
      if (!isOfferOpen(offer)) return fail(400, "This offer is not open for enquiries.");
      if (str(sent.discountName) !== offer.discountName) return fail(400, "discountName does not match the offer");
      if (str(enquiry.userId) !== user.userId || str(enquiry.accountId) !== user.accountId) {
        return fail(400, "userId and accountId must be the signed-in user's");
      }
      const details = str(enquiry.details)?.trim() ?? "";
      if (!details) return fail(400, "Details field is required.");
      if (details.length > DETAILS_MAX) return fail(400, `Details must be at most ${DETAILS_MAX} characters.`);
      const ticketNumber = openTicket(user, null, "Quotation");
      // The enquiry the customer follows afterwards (enquiry list and page), named after the offer.
      const enquiryId = openEnquiry({ user, type: "STANDARD", asset: null, ticketNumber, name: offer.name, interestArea: offer.productFamily, details }).id;
      db.offerEnquiries.push({
        enquiryId,
        offerId: offer.id,
        discountName: offer.discountName,
        userId: user.userId,
        accountId: user.accountId,
        details,
        ticketNumber,
        createdDate: new Date().toISOString(),
      });
      return ok({ enquiryId, ticketNumber });
    }),
  ),
];
