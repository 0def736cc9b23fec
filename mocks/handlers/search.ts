import { http } from "msw";
import { db } from "../store";
import { authed } from "./auth-context";
import { fail, ok } from "./http-utils";
import { inScope, isRestricted, scopeFor } from "./scope";

/** At most this many results per group (the dropdown shows about 300 px of them). */
export const SEARCH_GROUP_LIMIT = 10;

const has = (value: string | null | undefined, keyword: string) => (value ?? "").toLowerCase().includes(keyword);

/**
 * Global search, the grouped variant (spec document 1 section 3): the caller's assets (by name,
 * product name or id), orders (by order number, id, the customer's P.O. number or asset name) and tickets (by number or
 * asset name; complaints among them by case number; tickets an enquiry opened also by the enquiry's id
 * or name, and naming it as `enquiryId`), each group newest first and capped. Dealers send `tcaUser` as on the list calls.
 */
export const searchHandlers = [
  http.get(
    "*/api/searchapi/globalSearch-v2",
    authed(({ url, user }) => {
      const keyword = (url.searchParams.get("keyword") ?? "").trim().toLowerCase();
      if (keyword.length < 3) return fail(400, "keyword must have at least 3 characters");
      const scope = scopeFor(user, url);
      const assets = db.assets
        .filter((a) => inScope(a, scope) && !isRestricted(a.id, user))
        .filter((a) => has(a.name, keyword) || has(a.thermaxName, keyword) || has(a.id, keyword))
        .slice(0, SEARCH_GROUP_LIMIT)
        .map((a) => ({ assetId: a.id, name: a.name ?? a.thermaxName }));
      const orders = db.orders
        .filter((o) => inScope(o, scope) && !isRestricted(o.assetId, user))
        .filter((o) => has(o.erpOrderNumber, keyword) || has(o.id, keyword) || has(o.customerPo, keyword) || has(o.assetName, keyword))
        .sort((a, b) => b.dateOrdered.localeCompare(a.dateOrdered))
        .slice(0, SEARCH_GROUP_LIMIT)
        // The customer's P.O. number (the card's) names the order for the customer (issue 31).
        .map((o) => ({ orderId: o.id, orderNumber: o.erpOrderNumber, assetName: o.assetName, poNumber: o.customerPo }));
      // A complaint is a Complaint ticket whose number is the case number (the complaint page
      // opens by it). Seeded Complaint tickets without a complaint record are left out.
      const complaints = db.complaints
        .filter((c) => inScope(c, scope))
        .filter((c) => has(c.caseNumber, keyword) || has(c.id, keyword) || has(c.assetName, keyword))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate))
        .map((c) => ({ ticketNumber: c.caseNumber, assetName: c.assetName, type: "Complaint" }));
      const caseNumbers = new Set(db.complaints.map((c) => c.caseNumber));
      // A ticket an enquiry opened names the enquiry (`enquiryId`), which the portal opens; the
      // enquiry's id and name find it too.
      const enquiryOf = new Map(db.enquiries.filter((e) => e.ticketNumber).map((e) => [e.ticketNumber as string, e]));
      const others = db.tickets
        .filter((t) => inScope(t, scope) && (t.type !== "Complaint" || caseNumbers.has(t.ticketNumber)))
        .filter((t) => {
          const enquiry = enquiryOf.get(t.ticketNumber);
          return has(t.ticketNumber, keyword) || has(t.assetName, keyword) || has(enquiry?.id, keyword) || has(enquiry?.name, keyword);
        })
        .sort((a, b) => b.createdOn.localeCompare(a.createdOn))
        .map((t) => {
          const enquiryId = enquiryOf.get(t.ticketNumber)?.id;
          return { ticketNumber: t.ticketNumber, assetName: t.assetName, type: t.type, ...(enquiryId ? { enquiryId } : {}) };
        });
      const seen = new Set<string>();
      const tickets = [...complaints, ...others]
        .filter((t) => !seen.has(t.ticketNumber) && seen.add(t.ticketNumber))
        .slice(0, SEARCH_GROUP_LIMIT);
      return ok({ assets, orders, tickets });
    }),
  ),
];
