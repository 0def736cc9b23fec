import { SERVICES, SPARES } from "./catalogue";
import { dateDays, isoDays, pad } from "./prng";
import type { Asset, Enquiry, EnquiryDocument, EnquiryItem, EnquiryStatus, Ticket } from "./types";

const label = (a: Asset) => a.name ?? a.thermaxName;

function itemsOf(asset: Asset, kind: "Spare" | "Service", n: number): EnquiryItem[] {
  const list = kind === "Spare" ? SPARES[asset.division] : SERVICES[asset.division];
  return list.slice(0, 1 + (n % 2)).map((i, k) => ({ partCode: i.partCode, description: i.name, quantity: kind === "Spare" ? 1 + ((n + k) % 3) : 1, assetName: label(asset) }));
}

/** Days after creation the record was last changed. */
const touched = (created: string, n: number) => dateDays(Math.round((Date.parse(created) - Date.parse(dateDays(0))) / 86_400_000) + 1 + (n % 5));

/**
 * Enquiries (spec document 3 section 7, "Enquiry list and history"; docs/upstream-api.md).
 *
 * 1. Per asset, for the complaint dialog's "Active Enquiry" type: assets whose index in their
 *    account is 1 have none, so the no-active-enquiry message can be shown; the others get one
 *    active enquiry (Drafted or Validated), and every third one an "Order received" one too.
 * 2. One per seeded Quotation and New Equipment Request ticket (the enquiry that opened it), its
 *    status agreeing with the ticket's (`statusFor`); customer@demo.test's company has an enquiry
 *    in every status. Every third has no name: the portal shows its id.
 */
export function seedEnquiries(assets: Asset[], tickets: Ticket[]): Enquiry[] {
  const enquiries: Enquiry[] = [];
  const indexInAccount = new Map<string, number>();
  let n = 0;
  const perAsset = (asset: Asset, status: EnquiryStatus, createdDate: string): Enquiry => {
    const id = `ENQ-${pad(6100 + n, 6)}`;
    // ENVIRO lists no spares: its enquiries are for services.
    const kind = n % 2 === 0 && SPARES[asset.division].length > 0 ? "Spare" : "Service";
    return {
      id,
      name: `${id} ${asset.thermaxName}`,
      status,
      type: kind,
      assetId: asset.id,
      ticketNumber: null,
      createdDate,
      lastModifiedDate: touched(createdDate, n),
      expiryDate: null,
      interestArea: null,
      details: kind === "Spare" ? `Spares for the annual overhaul of ${label(asset)}.` : `Service visit for ${label(asset)} before the next season.`,
      spares: kind === "Spare" ? itemsOf(asset, "Spare", n) : [],
      services: kind === "Service" ? itemsOf(asset, "Service", n) : [],
      contactId: null,
      accountId: asset.accountId,
      tcaUser: asset.tcaUser,
    };
  };
  for (const asset of assets) {
    const k = indexInAccount.get(asset.accountId) ?? 0;
    indexInAccount.set(asset.accountId, k + 1);
    if (k === 1) continue;
    enquiries.push(perAsset(asset, n % 2 === 0 ? "Drafted" : "Validated", dateDays(-20 - (n % 30))));
    n++;
    if (k % 3 === 0) {
      enquiries.push(perAsset(asset, "Order received", dateDays(-90 - (n % 30))));
      n++;
    }
  }

  const EXPIRY: Partial<Record<EnquiryStatus, number>> = { Upcoming: 45, Expiring: 7, Expired: -10 };
  // The enquiry's status agrees with its ticket's (issue 42 §4): an open ticket is a quotation the
  // customer has yet to decide on (valid until an upcoming date; every other one soon), a completed
  // one an order received, a closed one a quotation that lapsed, an invalid one a cancelled enquiry.
  const openInAccount = new Map<string, number>();
  const statusFor = (ticket: Ticket): EnquiryStatus => {
    switch (ticket.status) {
      case "Drafted":
      case "Validated":
        return ticket.status;
      case "Completed":
        return "Order received";
      case "Closed":
        return "Expired";
      case "Invalid":
        return "Enquiry cancelled";
      default: {
        const k = openInAccount.get(ticket.accountId) ?? 0;
        openInAccount.set(ticket.accountId, k + 1);
        return k % 2 === 0 ? "Upcoming" : "Expiring";
      }
    }
  };
  let m = 0;
  for (const ticket of tickets) {
    if (ticket.type !== "Quotation" && ticket.type !== "New Equipment Request") continue;
    const asset = ticket.assetId ? assets.find((a) => a.id === ticket.assetId) : undefined;
    const status = statusFor(ticket);
    const id = `ENQ-${pad(7200 + m, 6)}`;
    const createdDate = ticket.createdOn.slice(0, 10);
    // A Quotation ticket on an asset asked for its spares or services; the others for new equipment.
    const forAsset = ticket.type === "Quotation" ? asset : undefined;
    const equipment = !forAsset;
    const kind = forAsset && m % 2 === 0 && SPARES[forAsset.division].length > 0 ? "Spare" : "Service";
    const expiry = EXPIRY[status];
    enquiries.push({
      id,
      name: m % 3 === 1 ? null : forAsset ? `Quotation for ${label(forAsset)}` : `New equipment: ${asset ? asset.productFamily : "Process Heating"}`,
      status,
      type: forAsset ? kind : "NonStandard",
      assetId: asset?.id ?? null,
      ticketNumber: ticket.ticketNumber,
      createdDate,
      lastModifiedDate: touched(createdDate, m),
      expiryDate: expiry === undefined ? null : dateDays(expiry),
      interestArea: equipment ? (asset?.productFamily ?? "Process Heating") : null,
      details: equipment ? "A second unit for the new production line; please share options and lead times." : "Please quote with delivery to site.",
      spares: forAsset && kind === "Spare" ? itemsOf(forAsset, "Spare", m) : [],
      services: forAsset && kind === "Service" ? itemsOf(forAsset, "Service", m) : [],
      contactId: ticket.contactId,
      accountId: ticket.accountId,
      tcaUser: ticket.tcaUser,
    });
    m++;
  }
  return enquiries;
}

/** Statuses that count as active for the complaint dialog. */
export const ACTIVE_ENQUIRY_STATUSES = ["Drafted", "Validated"] as const;

/** The document store's address of an enquiry document (never shown by the portal). */
export function enquiryDocumentUrl(id: string, fileName: string): string {
  return `https://thermaxportal.blob.core.windows.test/enquiry-documents/${id}/${encodeURIComponent(fileName)}`;
}

/** Two documents on the first enquiry of each account that has a ticket, one on the second. */
export function seedEnquiryDocuments(enquiries: Enquiry[]): EnquiryDocument[] {
  const docs: EnquiryDocument[] = [];
  const seen = new Map<string, number>();
  let n = 1;
  for (const e of enquiries) {
    if (!e.ticketNumber) continue;
    const k = seen.get(e.accountId) ?? 0;
    seen.set(e.accountId, k + 1);
    if (k > 1) continue;
    const names = k === 0 ? ["Technical specification.pdf", `Quotation ${e.id}.pdf`] : ["Site layout.pdf"];
    for (const fileName of names) {
      const id = `EDOC-${pad(n++, 5)}`;
      docs.push({ id, enquiryId: e.id, fileName, contentType: "application/pdf", createdDate: isoDays(-5 - n, 3), uploadedBy: "Thermax Sales", uploadedById: null, url: enquiryDocumentUrl(id, fileName), bytes: null });
    }
  }
  // One a customer attached (Rahul Mehta, Acme's buyer) on Acme's open enquiry ENQ-007206
  // (Expiring): his colleagues see it without Delete (docs/decisions/064).
  const open = enquiries.find((e) => e.id === "ENQ-007206");
  if (open) {
    const id = `EDOC-${pad(n++, 5)}`;
    const fileName = "Boiler room photos.pdf";
    docs.push({ id, enquiryId: open.id, fileName, contentType: "application/pdf", createdDate: isoDays(-2, 4), uploadedBy: "Rahul Mehta", uploadedById: "U-1002", url: enquiryDocumentUrl(id, fileName), bytes: null });
  }
  return docs;
}
