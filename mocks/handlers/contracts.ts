import { http } from "msw";
import { db, type ServiceContract } from "../store";
import { pad } from "../store/prng";
import { authed } from "./auth-context";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { openEnquiry } from "./enquiries";
import { openTicket } from "./new-ticket";
import { accountNameOf, inScope, scopeFor, visibleAsset, visibleTo } from "./scope";
import { includesCI, semicolonList } from "./filters";

function counts(c: ServiceContract) {
  const completedCount = c.visits.filter((v) => v.status === "Completed").length;
  return { completedCount, visitsCount: c.visits.length, pendingCount: c.visits.length - completedCount };
}

const AMC_STATUSES = ["ACTIVE", "EXPIRING", "EXPIRED"];
const RENEWAL_WINDOW_MS = 90 * 86_400_000;

/** ACTIVE (more than 90 days left), EXPIRING (ends within 90 days) or EXPIRED, against the real clock. */
function amcStatusOf(c: ServiceContract): string {
  if (isExpired(c)) return "EXPIRED";
  return Date.parse(`${c.contractEndDate}T23:59:59Z`) - Date.now() <= RENEWAL_WINDOW_MS ? "EXPIRING" : "ACTIVE";
}

/** The contract's division, from its asset (the filter's product values are divisions, as the orders'). */
function divisionOf(c: ServiceContract): string {
  return db.assets.find((a) => a.id === c.assetId)?.division ?? "";
}

/** Expiry is judged against the real clock, as the portal does. */
function isExpired(c: ServiceContract): boolean {
  return Date.parse(`${c.contractEndDate}T23:59:59Z`) < Date.now();
}

/** The earliest pending visit, or undefined. */
function nextPendingVisit(c: ServiceContract) {
  return c.visits.filter((v) => v.status === "Pending").sort((a, b) => a.visitDate.localeCompare(b.visitDate))[0];
}

/** The earliest pending visit's day, or null. */
function nextVisitDate(c: ServiceContract): string | null {
  return nextPendingVisit(c)?.visitDate ?? null;
}

/** The newest AMC renewal enquiry raised for the contract (by anyone of its company) that is still open, or null. */
function openRenewal(c: ServiceContract) {
  const raised = db.amcEnquiries.filter((e) => e.serviceId === c.serviceId).map((e) => db.enquiries.find((q) => q.id === e.enquiryId));
  const open = raised.filter((q) => q && q.status !== "Enquiry cancelled" && q.status !== "Expired");
  return open.at(-1) ?? null;
}

/** The open renewal's id, when it was raised (ISO) and the ticket it opened; nulls when there is none. */
function renewalFields(c: ServiceContract) {
  const renewal = openRenewal(c);
  return { renewalEnquiryId: renewal?.id ?? null, renewalRequestedOn: renewal?.createdDate ?? null, renewalTicketNumber: renewal?.ticketNumber ?? null };
}

/** The reschedule asked for the next pending visit, if any: the day asked and its ticket (issue 42 §4). */
function rescheduleFields(c: ServiceContract) {
  const next = nextPendingVisit(c);
  return {
    rescheduleRequestedTo: next?.rescheduleRequestedTo ?? null,
    rescheduleTicketNumber: next?.rescheduleTicketNumber ?? null,
    rescheduleRequestedOn: next?.rescheduleRequestedOn ?? null,
  };
}

function summary(c: ServiceContract) {
  const { visits: _v, accountId: _a, tcaUser: _t, ...fields } = c;
  return {
    ...fields,
    accountName: accountNameOf(c),
    ...counts(c),
    type: "Services Contract",
    amcDate: c.contractEndDate,
    amcExpiried: isExpired(c),
    nextVisitDate: nextVisitDate(c),
    ...renewalFields(c),
    ...rescheduleFields(c),
  };
}

export const contractHandlers = [
  http.get(
    "*/api/serviceapi/getActiveServices",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      // The Contracts filter (docs/decisions/072): product families or divisions, AMC statuses, one asset.
      const products = semicolonList(url.searchParams.get("product"));
      const statuses = semicolonList(url.searchParams.get("amcStatus")).map((s) => s.toUpperCase());
      const unknown = statuses.find((s) => !AMC_STATUSES.includes(s));
      if (unknown) return fail(400, `Unknown AMC status: ${unknown}`);
      const assetId = url.searchParams.get("assetId");
      // Active contracts first (soonest expiry first), then expired ones (most recent first).
      const mine = db.contracts
        .filter((c) => inScope(c, scope))
        .filter((c) => products.length === 0 || includesCI(products, divisionOf(c)) || includesCI(products, c.productFamily))
        .filter((c) => statuses.length === 0 || statuses.includes(amcStatusOf(c)))
        .filter((c) => !assetId || c.assetId === assetId)
        .sort((a, b) => Number(isExpired(a)) - Number(isExpired(b)) || (isExpired(a) ? b.contractEndDate.localeCompare(a.contractEndDate) : a.contractEndDate.localeCompare(b.contractEndDate)));
      const result = paginate(mine, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 8));
      return ok({ items: result.items.map(summary), totalResults: result.totalElements, totalPages: result.totalPages });
    }),
  ),

  http.get(
    "*/api/serviceapi/getActiveServicesDetail/:serviceId",
    authed(({ url, params, user }) => {
      const contract = db.contracts.find((c) => c.serviceId === params.serviceId);
      if (!contract || !visibleTo(contract, user)) return notFound("Service not found");
      // This call pages from 1 (the portal asks for page 1, size 12).
      const page = Math.max(intParam(url, ["page"], 1), 1) - 1;
      const visits = paginate(contract.visits, page, intParam(url, ["size", "pageSize"], 12));
      return ok({ ...summary(contract), visits: visits.items, totalResults: visits.totalElements });
    }),
  ),

  http.get(
    "*/api/serviceapi/get-active-service-contract/:assetId",
    authed(({ params, user }) => {
      const active = db.contracts.filter((c) => c.assetId === params.assetId && visibleTo(c, user) && !isExpired(c));
      return ok(active.map(summary));
    }),
  ),
];

/** Today in India (YYYY-MM-DD): visit dates are IST calendar days. */
function todayInIndia(): string {
  return new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

/**
 * AMC renewal (spec document 3 section 4): create the enquiry, then fetch its ticket numbers. The
 * enquiry names the asset (`enquiryAssetId`, `name`, `thermaxName`) and lists the renewed service
 * (`services`: serviceId, name, description, type, quantity 1, assetId) with the renewal draft
 * (`renewal`: partCode, description, serviceName, assetName, thermaxName, assetId, serviceId, type
 * STANDARD, expirationDate). It opens one Quotation ticket.
 */
export const amcHandlers = [
  http.post(
    "*/api/enquiryapi/enquiry/amc",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const asset = visibleAsset(body.enquiryAssetId, user);
      if (!asset) return fail(400, "enquiryAssetId is required");
      const services = Array.isArray(body.services) ? body.services.map(record) : [];
      const service = services[0];
      if (!service || services.length !== 1) return fail(400, "One service is required");
      const contract = db.contracts.find((c) => c.serviceId === str(service.serviceId) && c.assetId === asset.id);
      if (!contract) return fail(400, "Unknown service for this asset");
      if (service.quantity !== 1) return fail(400, "quantity must be 1");
      const renewal = record(body.renewal);
      if (!renewal || renewal.type !== "STANDARD" || !str(renewal.partCode)) return fail(400, "The renewal draft is required");
      // Numbered on from the renewals raised; a user reset forgets some, so skip ids in use.
      let n = db.amcEnquiries.length;
      while (db.enquiries.some((q) => q.id === `ENQ-${pad(8000 + n, 6)}`)) n++;
      const enquiryId = `ENQ-${pad(8000 + n, 6)}`;
      // A quotation ticket upstream; its update names the renewal, which the card shows.
      const ticketNumbers = [
        openTicket(user, asset, "Quotation", "Drafted", `<p>AMC renewal of ${contract.orderedItem} (${contract.description}) requested: the renewal quotation is <b>Drafted</b>.</p>`),
      ];
      openEnquiry({
        id: enquiryId,
        user,
        type: "STANDARD",
        asset,
        ticketNumber: ticketNumbers[0],
        name: `${enquiryId} AMC renewal ${asset.thermaxName}`,
        details: `Renewal of ${contract.description} (ends ${contract.expirationDate}).`,
        services: [{ partCode: str(renewal.partCode) ?? "", description: str(service.name) ?? contract.description, quantity: 1, assetName: asset.name ?? asset.thermaxName }],
      });
      db.amcEnquiries.push({ enquiryId, serviceId: contract.serviceId, assetId: asset.id, userId: user.userId, ticketNumbers });
      return ok({ enquiryId });
    }),
  ),

  /** The ticket numbers an enquiry opened (a list in `data`; empty while none is open yet). */
  http.get(
    "*/api/enquiryapi/enquiry/:enquiryId/tickets",
    authed(({ params, user }) => {
      const enquiry = db.amcEnquiries.find((e) => e.enquiryId === params.enquiryId && e.userId === user.userId);
      if (!enquiry) return notFound("Enquiry not found");
      return ok(enquiry.ticketNumbers);
    }),
  ),

  /**
   * Reschedule the next visit of the asset's active contract: `{ assetId, amcOwner, rescheduleDate }`
   * (YYYY-MM-DD, not before today in India). `data` is the new ticket number; a 400 carries the
   * reason as its message. The visit then carries the request (rescheduleRequestedTo, rescheduleTicketNumber,
   * rescheduleRequestedOn); a second request for the same visit replaces the first.
   */
  http.post(
    "*/api/serviceapi/reschedule-visit",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const asset = visibleAsset(body.assetId, user);
      if (!asset) return fail(400, "Asset not found");
      const contract = db.contracts.find((c) => c.assetId === asset.id && !isExpired(c));
      if (!contract) return fail(400, "This asset has no active service contract.");
      if (str(body.amcOwner) !== contract.ownerId) return fail(400, "The service owner does not match the active contract.");
      const date = str(body.rescheduleDate) ?? "";
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(date))) return fail(400, "Reschedule date is required");
      if (date < todayInIndia()) return fail(400, "Reschedule date cannot be in the past.");
      const next = nextPendingVisit(contract);
      if (!next) return fail(400, "There is no pending visit to reschedule.");
      const ticketNumber = openTicket(user, asset, "Reschedule Visit");
      // The visit keeps the request (the list's and the detail's rescheduleRequestedTo / rescheduleTicketNumber).
      next.rescheduleRequestedTo = date;
      next.rescheduleTicketNumber = ticketNumber;
      next.rescheduleRequestedOn = new Date().toISOString();
      return ok(ticketNumber);
    }),
  ),
];
