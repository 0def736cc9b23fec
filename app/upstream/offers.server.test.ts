import { describe, expect, it } from "vitest";
import { calls } from "../../mocks/controls";
import { db } from "../../mocks/store";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import { enquiryByOffer, getBookAssets, getOfferById, getOffers } from "./offers.server";

useInProcessUpstream();

const enquiry = {
  userId: "U-9311",
  accountId: "ACC-1004",
  accountName: "Deccan Textiles Ltd",
  name: "Offers Tester nojs",
  email: "offers.nojs@demo.test",
  phone: "+919820931100",
  details: "Two boilers at Coimbatore",
};

describe("offers upstream module", () => {
  it("lists the open offers a page at a time, ending soonest first; reads any offer by id", async () => {
    const session = await sessionFor("offers.nojs@demo.test");
    const first = await getOffers(session, { page: 0, size: 4 });
    expect(first.totalElements).toBe(6);
    expect(first.totalPages).toBe(2);
    const second = await getOffers(session, { page: 1, size: 4 });
    const ids = [...first.offers, ...second.offers].map((o) => o.id);
    expect(ids).not.toContain("OFR-0007");
    expect(ids).not.toContain("OFR-0008");
    const ends = [...first.offers, ...second.offers].map((o) => o.validTo ?? "");
    expect(ends).toEqual([...ends].sort());
    expect(await getOfferById(session, "OFR-0007")).toMatchObject({ id: "OFR-0007", discountName: "25% off the readiness check" });
    await expect(getOfferById(session, "OFR-9999")).rejects.toMatchObject({ status: 404 });
  });

  it("sends an enquiry by offer as multipart (the enquiry as JSON plus the offer with its discountName) and opens a Quotation ticket", async () => {
    const session = await sessionFor("offers.nojs@demo.test");
    const offer = await getOfferById(session, "OFR-0001");
    const answer = await enquiryByOffer(session, enquiry, offer);
    expect(answer.enquiryId).toMatch(/^ENQ-\d{6}$/);
    expect(answer.ticketNumber).toMatch(/^TCK-\d{6}$/);
    const [call] = calls({ path: "/enquiryapi/offers/enquiryByOffer" });
    const body = call.body as Record<string, string>;
    expect(JSON.parse(body.enquiry)).toEqual(enquiry);
    expect(JSON.parse(body.offer)).toEqual({ id: "OFR-0001", name: "Boiler health check season", discountName: "20% off the health check" });
    expect(db.tickets.find((t) => t.ticketNumber === answer.ticketNumber)).toMatchObject({ type: "Quotation", contactId: "U-9311", accountId: "ACC-1004" });
    expect(db.offerEnquiries).toEqual([expect.objectContaining({ enquiryId: answer.enquiryId, offerId: "OFR-0001", discountName: "20% off the health check" })]);
  });

  it("is refused for an offer that is not open, a discount that is not the offer's, or another user's ids", async () => {
    const session = await sessionFor("offers.nojs@demo.test");
    const ended = await getOfferById(session, "OFR-0007");
    await expect(enquiryByOffer(session, enquiry, ended)).rejects.toMatchObject({ status: 400, upstreamMessage: "This offer is not open for enquiries." });
    const open = await getOfferById(session, "OFR-0002");
    await expect(enquiryByOffer(session, enquiry, { ...open, discountName: "90% off" })).rejects.toMatchObject({ status: 400 });
    await expect(enquiryByOffer(session, { ...enquiry, userId: "U-1001" }, open)).rejects.toMatchObject({ status: 400 });
    await expect(enquiryByOffer(session, { ...enquiry, details: "  " }, open)).rejects.toMatchObject({ status: 400, upstreamMessage: "Details field is required." });
    await expect(enquiryByOffer(session, enquiry, { ...open, id: "OFR-9999" })).rejects.toMatchObject({ status: 404 });
    expect(db.offerEnquiries).toEqual([]);
  });
});

describe("book assets", () => {
  it("answers the account's booked assets (Ordered or no status yet) with name, productFamily and state", async () => {
    const session = await sessionFor("customer@demo.test");
    const entries = await getBookAssets(session, {});
    expect(entries.length).toBeGreaterThan(0);
    for (const e of entries) {
      const asset = db.assets.find((a) => a.id === e.id);
      expect(asset?.accountId).toBe("ACC-1001");
      expect([null, "Ordered"]).toContain(asset?.commisioningStatus);
      expect(e).toEqual({ id: asset?.id, name: asset?.name ?? null, thermaxName: asset?.thermaxName, productFamily: asset?.productFamily, state: asset?.state });
    }
    // Some booked assets have no name yet: the page falls back to the model name.
    expect(entries.some((e) => e.name === null)).toBe(true);
  });

  it("answers a dealer what was booked through the dealer's code", async () => {
    const session = await sessionFor("dealer@demo.test");
    const entries = await getBookAssets(session, { tcaUser: "TCA-501" });
    const accounts = new Set(entries.map((e) => db.assets.find((a) => a.id === e.id)?.tcaUser));
    expect([...accounts]).toEqual(["TCA-501"]);
  });
});
