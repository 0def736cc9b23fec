import { http } from "msw";
import { db, PRODUCT_FAMILY, type Division, type Ticket, type TicketType, type UserState } from "../store";
import { REGION_CODES_UPSTREAM } from "./lookups";
import { authed } from "./auth-context";
import { fail, ok, readJson, str } from "./http-utils";
import { visibleAsset } from "./scope";

/**
 * The requests of issue 11 that end in a ticket (docs/upstream-api.md): callback
 * (register-support-request), missing-asset report, planned shutdown, asset registration
 * (asset-creation with its 400 cases), plus customer feedback. Each ticket shows in the tickets
 * list under its type.
 */

const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
const DIVISION_CODES = Object.keys(PRODUCT_FAMILY) as Division[];
const INDIA_REGIONS = ["EAST", "WEST", "NORTH", "SOUTH"];

/** Ticket numbers of this slice start at TCK-300001 (seeded tickets use TCK-1…). */
function nextTicketNumber(): string {
  const used = db.tickets.filter((t) => t.ticketNumber.startsWith("TCK-3")).length;
  return `TCK-${300001 + used}`;
}

export function createTicket(user: UserState, type: TicketType, opts: { assetId?: string | null; accountId?: string } = {}): Ticket {
  const asset = opts.assetId ? db.assets.find((a) => a.id === opts.assetId) : undefined;
  const now = new Date().toISOString();
  const ticket: Ticket = {
    ticketNumber: nextTicketNumber(),
    assetId: asset?.id ?? null,
    assetName: asset ? (asset.name ?? asset.thermaxName) : null,
    product: asset ? PRODUCT_FAMILY[asset.division] : null,
    createdOn: now,
    createdBy: `${user.firstName} ${user.lastName}`,
    type,
    status: "Open",
    updatedMessage: `<p>${type} is <b>Open</b>.</p>`,
    contactId: user.userId,
    accountId: opts.accountId ?? asset?.accountId ?? user.accountId,
    tcaUser: asset?.tcaUser ?? null,
  };
  db.tickets.push(ticket);
  return ticket;
}

function record(kind: "callback" | "missing-asset" | "plan-shutdown", user: UserState, ticketNumber: string, body: Record<string, unknown>) {
  db.requests.push({ kind, ticketNumber, userId: user.userId, body, createdAt: new Date().toISOString() });
}

/** Indian mobile numbers start with 6, 7, 8 or 9; the upstream refuses others with its own text. */
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** The upstream's own date check for shutdowns: a day after today (UTC is close enough here). */
function isFutureDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(Date.parse(value))) return false;
  return value > new Date().toISOString().slice(0, 10);
}

/** Accounts a user may register an asset for: their own, or (a dealer) every account sold through their code. */
function accountsFor(user: UserState): Set<string> {
  const ids = new Set([user.accountId]);
  if (user.tcaUser) for (const a of db.assets) if (a.tcaUser === user.tcaUser) ids.add(a.accountId);
  return ids;
}

/**
 * The rules an asset registration meets, from Add Asset (asset-creation) or from a complaint on an
 * asset that is not listed (its registerAssetData): the first problem's message, or null.
 */
export function registrationProblem(data: { serialOcNumber: string; division: string; region: string }): string | null {
  if (!data.serialOcNumber) return "Equipment model & Sr. No. is required";
  if (data.serialOcNumber.length > 50) return "Equipment model & Sr. No. cannot be more than 50 characters";
  if (!REGION_CODES_UPSTREAM.includes(data.region)) return "Region is required";
  if (!DIVISION_CODES.includes(data.division as Division) || (data.division === "TBWES" && !INDIA_REGIONS.includes(data.region))) {
    return "Please send a valid division!";
  }
  return null;
}

/** A registration request already on file for this serial/OC number (any account; case ignored). */
export function existingRequest(serialOcNumber: string) {
  const wanted = serialOcNumber.toLowerCase();
  return db.assetRegistrations.find((r) => r.serialOcNumber.toLowerCase() === wanted);
}

/** An installed asset already carries this serial/OC number. */
export function isKnownSerial(serialOcNumber: string): boolean {
  const wanted = serialOcNumber.toLowerCase();
  return db.assets.some((a) => a.thermaxName.toLowerCase() === wanted);
}

export const requestHandlers = [
  http.post(
    "*/api/userapi/api/um/register-support-request",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const mobileNumber = text(body.mobileNumber);
      if (!mobileNumber || !text(body.emailId) || !text(body.message)) return fail(400, "mobileNumber, emailId and message are required");
      if (!INDIAN_MOBILE.test(mobileNumber)) return fail(400, "Please share a valid Indian mobile number starting with 6, 7, 8 or 9.");
      const ticket = createTicket(user, "Requested Callback");
      record("callback", user, ticket.ticketNumber, body);
      return ok(ticket.ticketNumber);
    }),
  ),

  http.post(
    "*/api/assetsApi/assets/report-missing-asset",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      if (!text(body.mobileNumber) || !text(body.emailId) || !text(body.message)) return fail(400, "mobileNumber, emailId and message are required");
      if (!DIVISION_CODES.includes(text(body.division) as Division)) return fail(400, "Please send a valid division!");
      const ticket = createTicket(user, "Add/Report an Asset");
      record("missing-asset", user, ticket.ticketNumber, body);
      return ok({ ticketNumber: ticket.ticketNumber });
    }),
  ),

  http.post(
    "*/api/enquiryapi/enquiry/plan-shutdown",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const asset = visibleAsset(body.assetId, user);
      if (!asset) return fail(400, "Asset is required");
      if (!isFutureDay(text(body.shutdownDate))) return fail(400, "Date should be a future date");
      if (!text(body.plannedActivities)) return fail(400, "Planned Activities are required");
      const ticket = createTicket(user, "Plan a Shutdown", { assetId: asset.id });
      record("plan-shutdown", user, ticket.ticketNumber, body);
      return ok(ticket.ticketNumber);
    }),
  ),

  /**
   * Register an asset: `{ data: { serialOcNumber, division, region }, accountId, accountName,
   * complaintsFlow: "true" | "false" }`. 400 'Equipment model & Sr No already exists!' for a
   * serial already on file; 400 'Please send a valid division!' for an unknown division, and for
   * TBWES outside India (that division registers Indian sites only).
   */
  http.post(
    "*/api/assetsApi/assets/asset-creation",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const data = (body.data && typeof body.data === "object" ? body.data : {}) as Record<string, unknown>;
      const serialOcNumber = text(data.serialOcNumber);
      const division = text(data.division);
      const region = text(data.region);
      const accountId = text(body.accountId) || user.accountId;
      const problem = registrationProblem({ serialOcNumber, division, region });
      if (problem) return fail(400, problem);
      if (!accountsFor(user).has(accountId)) return fail(400, "Account ID is required");
      if (existingRequest(serialOcNumber) || isKnownSerial(serialOcNumber)) return fail(400, "Equipment model & Sr No already exists!");
      const complaintsFlow = str(body.complaintsFlow) === "true";
      const ticket = createTicket(user, "Add/Report an Asset", { accountId });
      db.assetRegistrations.push({
        ticketNumber: ticket.ticketNumber,
        serialOcNumber,
        division,
        region,
        accountId,
        accountName: text(body.accountName) || (db.companies.find((c) => c.id === accountId)?.name ?? ""),
        complaintsFlow,
        userId: user.userId,
        createdAt: new Date().toISOString(),
      });
      return ok({ ticketNumber: ticket.ticketNumber });
    }),
  ),

  /** General feedback `{ otherDesc, rating }`; `type` SKIP or SUBMIT when sent from logout. */
  http.post(
    "*/api/userapi/api/um/customer-feedback",
    authed(async ({ request, url, user }) => {
      const body = await readJson(request);
      const type = url.searchParams.get("type");
      if (type !== null && type !== "SKIP" && type !== "SUBMIT") return fail(400, "type must be SKIP or SUBMIT");
      const rating = typeof body.rating === "number" && Number.isInteger(body.rating) ? body.rating : null;
      if (type !== "SKIP" && (rating === null || rating < 1 || rating > 10)) return fail(400, "rating must be 1 to 10");
      db.feedback.push({ id: `FB-${1000 + db.feedback.length}`, userId: user.userId, rating, otherDesc: text(body.otherDesc), type: type as "SKIP" | "SUBMIT" | null, createdAt: new Date().toISOString() });
      // The next logout asks again after this date: 90 days after feedback, 30 after a skip.
      user.feedbackDate = new Date(Date.now() + (type === "SKIP" ? 30 : 90) * 86_400_000).toISOString();
      return ok({ message: "Thank you for sharing feedback!" });
    }),
  ),
];
