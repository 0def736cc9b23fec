import { expect } from "@playwright/test";
import { seededSurveyLink } from "../../bench/routes";

/**
 * The pages of the fault matrix and its checks, shared by faults.spec.ts (500, network error,
 * malformed body, on the suite's portal) and faults-hang.spec.ts (calls that hang past the
 * timeout, on a portal of its own with a short one).
 */
/** The ways a call fails: status 500, a network error, a malformed body, a hang past the timeout. */
export type Mode = 500 | "network" | "malformed" | "hang";

/** A portal and its embedded upstream. */
export interface Target {
  portal: string;
  mock: string;
}

export interface PageUnderFault {
  path: string;
  call: string;
  /** Shown when that call fails; null when the call only feeds the header badges. */
  message: string | null;
}

export const PAGES: PageUnderFault[] = [
  { path: "/", call: "GET /notificationapi/notifications/all", message: null },
  { path: "/", call: "GET /enquiryapi/cart/fetch/user", message: null },
  {
    path: "/notifications",
    call: "GET /notificationapi/notifications/all",
    message: "We could not load your notifications right now.",
  },
  {
    path: "/account-settings",
    call: "GET /userapi/api/um/profile",
    message: "We could not load your profile right now.",
  },
  { path: "/account-settings", call: "GET /userapi/api/um/consolidated", message: null },
  // Issue 25 §4: the Edit Profile dialog, the same loads as the page.
  { path: "/edit-profile", call: "GET /userapi/api/um/profile", message: "We could not load your profile right now." },
  { path: "/edit-profile", call: "GET /userapi/api/um/consolidated", message: null },
  {
    path: "/dashboard/tickets",
    call: "GET /ticketapi/my-tickets",
    message: "We could not load your tickets right now.",
  },
  {
    path: "/complaints/new",
    call: "GET /assetsApi/assets/get-assets-v2",
    message: "We could not load your assets right now.",
  },
  {
    path: "/dashboard/spares-and-services",
    call: "GET /orderapi/v2/orders",
    message: "We could not load your spares and services right now.",
  },
  {
    path: "/order/ORD-0003",
    call: "GET /orderapi/orderbyid/ORD-0003",
    message: "We could not load this order right now.",
  },
  {
    path: "/order/ORD-0003",
    call: "GET /orderapi/v2/order-line-items",
    message: "We could not load the parts list right now.",
  },
  {
    path: "/order/ORD-0013/feedback",
    call: "GET /feedbackapi/lookup/values",
    message: "We could not load the feedback options right now.",
  },
  {
    path: "/dashboard/contracts",
    call: "GET /serviceapi/getActiveServices",
    message: "We could not load your contracts right now.",
  },
  {
    path: "/contracts/SVC-07000",
    call: "GET /serviceapi/getActiveServicesDetail/SVC-07000",
    message: "We could not load this contract right now.",
  },
  {
    path: "/contracts/SVC-07004/renew",
    call: "GET /serviceapi/getActiveServicesDetail/SVC-07004",
    message: "We could not load this contract right now.",
  },
  {
    path: "/contracts/SVC-07000/reschedule",
    call: "GET /serviceapi/getActiveServicesDetail/SVC-07000",
    message: "We could not load this contract right now.",
  },
  {
    path: "/get-a-quote",
    call: "GET /assetsApi/recommendations/asset",
    message: "We could not load the recommendations right now.",
  },
  { path: "/get-a-quote", call: "GET /enquiryapi/cart/fetch/user", message: "We could not load your cart right now." },
  {
    path: "/get-a-quote",
    call: "GET /assetsApi/frequentlyBooked",
    message: "We could not load what is booked most often for this asset right now.",
  },
  // Issue 11: the quick-action dialogs, My Team and feedback.
  { path: "/my-team", call: "GET /userapi/api/um/team-members", message: "We could not load your team right now." },
  // Issue 44 §3 (decision 103): each list of the service record fails in its own sections.
  { path: "/service-record", call: "GET /ticketapi/tickets", message: "We could not load your tickets right now" },
  { path: "/service-record", call: "GET /orderapi/history/orders", message: "We could not load your order history right now" },
  // The page's apostrophe is escaped in its HTML (&#x27;): the message up to it.
  { path: "/service-record", call: "GET /serviceapi/getActiveServices", message: "We could not load your contracts" },
  { path: "/service-record", call: "GET /serviceapi/getActiveServicesDetail/SVC-07000", message: "We could not load your contracts" },
  {
    path: "/my-team/invite",
    call: "GET /userapi/api/um/team-members",
    message: "We could not load your team right now.",
  },
  {
    path: "/plan-shutdown",
    call: "GET /assetsApi/assets/get-assets-v2",
    message: "We could not load your assets right now.",
  },
  // The lookups fall back to the spec's lists; the account list of a dealer says so (not this user).
  { path: "/register-asset/add", call: "GET /assetsApi/assets/regions", message: null },
  { path: "/register-asset/add", call: "GET /assetsApi/assets/divisions", message: null },
  { path: "/register-asset/report", call: "GET /assetsApi/assets/divisions", message: null },
  // No data of their own: the shell's badges fail under them.
  { path: "/request-callback", call: "GET /notificationapi/notifications/all", message: null },
  { path: "/quick-actions", call: "GET /notificationapi/notifications/all", message: null },
  { path: "/feedback", call: "GET /enquiryapi/cart/fetch/user", message: null },
  // Issue 34 §2: the Offline documents page has no data of its own (what is kept is on the device).
  { path: "/offline-documents", call: "GET /notificationapi/notifications/all", message: null },
  // Assets (issue 9): each section of a page shows its own message while the others still load.
  { path: "/", call: "GET /ticketapi/recent-activity", message: "We could not load your recent activity right now." },
  // Issue 23: the home news, and the PDF viewer (its asset's documents list).
  { path: "/", call: "GET /contentapi/news", message: "We could not load the news right now." },
  // Issue 34: 'Needs your attention' shows what its other lists found and says one could not be read.
  { path: "/", call: "GET /orderapi/history/orders", message: "Some of what needs your attention could not be checked right now." },
  { path: "/", call: "GET /serviceapi/getActiveServices", message: "Some of what needs your attention could not be checked right now." },
  {
    path: "/asset/AST-0001/documents/CV-000007/view",
    call: "GET /assetsApi/assets/asset-documents",
    message: "We could not load this document right now.",
  },
  {
    path: "/asset/AST-0001/documents/CV-000007/view",
    call: "GET /assetsApi/assets/get-asset-by-id/*",
    message: "We could not load this document right now.",
  },
  {
    path: "/dashboard/assets",
    call: "GET /assetsApi/assets/get-assets-v2",
    message: "We could not load your assets right now.",
  },
  {
    path: "/dashboard/assets",
    call: "GET /assetsApi/assets/asset-filters",
    message: "We could not load the locations right now.",
  },
  {
    path: "/dashboard/assets/preferences",
    call: "GET /assetsApi/assets/asset-filters",
    message: "We could not load the locations and products right now.",
  },
  {
    path: "/dashboard/assets/preferences",
    call: "GET /assetsApi/assets/get-user-asset-preferences",
    message: "We could not load your saved preferences",
  },
  // Issue 33 §3: a complaint's service reports (its own section says so; the complaint still shows).
  {
    path: "/complaints/CMP-0010",
    call: "GET /serviceapi/get-case-service-reports/*",
    message: "We could not load the service reports right now.",
  },
  { path: "/asset/AST-0001", call: "GET /assetsApi/assets/get-asset-by-id/*", message: "We could not load this asset" },
  {
    path: "/asset/AST-0001",
    call: "GET /serviceapi/get-active-service-contract/*",
    message: "We could not load the service contract right now.",
  },
  { path: "/asset/AST-0001", call: "GET /orderapi/v2/orders/*", message: "We could not load the orders right now." },
  { path: "/asset/AST-0001", call: "GET /ticketapi/tickets", message: "We could not load the tickets right now." },
  // Issue 33 §3: the asset's histories, each in its own section.
  { path: "/asset/AST-0001", call: "GET /assetsApi/assets/history/*", message: "We could not load the asset's history right now." },
  { path: "/asset/AST-0001", call: "GET /serviceapi/services/history/getServices", message: "We could not load the service history right now." },
  {
    path: "/asset/AST-0001",
    call: "GET /assetsApi/assets/asset-documents",
    message: "We could not load the documents right now.",
  },
  {
    path: "/asset/AST-0001/request-document",
    call: "GET /assetsApi/assets/get-assets-v2",
    message: "We could not load your assets right now. You can still request documents for this asset.",
  },
  // Issue 44 §1: an asset's label (its asset), and the label sheets of a list and of ticked assets.
  { path: "/asset/AST-0001/label", call: "GET /assetsApi/assets/get-asset-by-id/*", message: "We could not load this asset" },
  { path: "/dashboard/assets/labels?view=all", call: "GET /assetsApi/assets/get-assets-v2", message: "We could not load the assets for your labels right now." },
  { path: "/dashboard/assets/labels?id=AST-0001", call: "GET /assetsApi/assets/get-asset-by-id/*", message: "We could not load the assets for your labels right now." },
  // Issue 13: the search results page and the knowledge hub (its options fall back to the spec's lists).
  { path: "/search?q=Shellmax", call: "GET /searchapi/globalSearch-v2", message: "We could not search right now." },
  {
    path: "/knowledge-hub",
    call: "GET /knowledgeapi/knowledge/items",
    message: "We could not load the knowledge resources right now.",
  },
  { path: "/knowledge-hub", call: "GET /knowledgeapi/knowledge/options", message: null },
  {
    path: "/dashboard/tickets?view=all&ticket=TCK-100203",
    call: "GET /ticketapi/tickets",
    message: "We could not load your tickets right now.",
  },
  // Issue 23: offers, one offer, its Enquire dialog, My Bookings.
  { path: "/offer", call: "GET /enquiryapi/offers/getOffers", message: "We could not load the offers right now." },
  {
    path: "/offer/OFR-0001",
    call: "GET /enquiryapi/offers/getOfferById/OFR-0001",
    message: "We could not load this offer right now.",
  },
  {
    path: "/offer/OFR-0001/enquire",
    call: "GET /enquiryapi/offers/getOfferById/OFR-0001",
    message: "We could not load this offer right now.",
  },
  { path: "/book", call: "GET /assetsApi/assets/book-assets", message: "We could not load your bookings right now." },
  // Issue 23: the enquiry list, an enquiry's page (the enquiry and its documents fail apart) and its delete confirmation.
  {
    path: "/dashboard/spares-and-services/enquiries",
    call: "GET /enquiryapi/enquiry/list",
    message: "We could not load your enquiries right now.",
  },
  {
    path: "/enquiries/ENQ-007200",
    call: "GET /enquiryapi/enquiry/detail/ENQ-007200",
    message: "We could not load this enquiry right now.",
  },
  {
    path: "/enquiries/ENQ-007200",
    call: "GET /enquiryapi/enquiry/ENQ-007200/documents",
    message: "We could not load the documents right now.",
  },
  {
    path: "/enquiries/ENQ-007200/documents/EDOC-00001/delete",
    call: "GET /enquiryapi/enquiry/ENQ-007200/documents",
    message: "We could not load this document right now.",
  },
  // The confirmation also reads the enquiry's status (who may delete: decision 064).
  {
    path: "/enquiries/ENQ-007200/documents/EDOC-00001/delete",
    call: "GET /enquiryapi/enquiry/detail/ENQ-007200",
    message: "We could not load this document right now.",
  },
  // The tour's page has no call of its own for a user who finished the tour (tour.spec.ts
  // fails the progress call for a user taking it); the badges fail under it.
  { path: "/tour", call: "GET /notificationapi/notifications/all", message: null },
];

/** Staff pages (issue 13): the account switcher, under a reserved staff user of each project (U-97x6). */
export const STAFF_PAGES: PageUnderFault[] = [
  {
    path: "/switch-account",
    call: "GET /userapi/api/um/companyListing",
    message: "We could not load the companies right now. Please try again in a moment.",
  },
  // Issue 40 §3: a complaint's conversation (its ticket and messages; staff may read any); the complaint still shows.
  { path: "/complaints/CMP-0001", call: "GET /ticketapi/ticket-messages/*", message: "We could not load the messages right now." },
  { path: "/complaints/CMP-0001", call: "GET /ticketapi/tickets/*", message: "We could not load the messages right now." },
];

/** Admin pages (issue 14), under a reserved admin of each project; each call fails on its own. */
export const ADMIN_PAGES: PageUnderFault[] = [
  {
    path: "/admin/companylist",
    call: "GET /userapi/api/um/companyListing",
    message: "We could not load the companies right now.",
  },
  {
    path: "/admin/customers/ACC-1003",
    call: "GET /userapi/api/um/users/companyUsers/ACC-1003",
    message: "We could not load the company's users right now.",
  },
  {
    path: "/admin/customers/ACC-1003",
    call: "GET /accountapi/accounts",
    message: "We could not load this company's details right now.",
  },
  {
    path: "/admin/customers/ACC-1003/users/U-9505/edit",
    call: "GET /userapi/api/um/users/U-9505",
    message: "We could not load this user right now.",
  },
  {
    path: "/admin/customers/ACC-1003/users/U-9505/assets",
    call: "GET /accountapi/accounts",
    message: "We could not load this company's details right now.",
  },
];

/** A signed-in user of the fault matrix: its session cookie and the id its faults are injected for. */
export interface FaultUser {
  cookie: string;
  userId: string;
}

/**
 * Each page, with its one call failing in this mode for one of these users (retries included: GETs
 * are tried 3 times): still 200, in its frame, no unhandled error or stack trace, and the page's
 * message. A user's faults are its own, so the users share the pages out and go through their
 * shares side by side, each one page at a time: the waits (a hang's timeout, a network error's
 * retry delays) overlap instead of adding up.
 */
export async function pagesSurvive(target: Target, opts: { users: FaultUser[]; pages: PageUnderFault[]; mode: Mode; frame: string }) {
  const lanes = opts.users.map(async (user, lane) => {
    for (const { path, call, message } of opts.pages.filter((_, i) => i % opts.users.length === lane)) {
      await injectFault(target, { call, mode: opts.mode, times: 12, userId: user.userId });
      const response = await fetch(`${target.portal}${path}`, { headers: { cookie: user.cookie }, redirect: "manual" });
      const html = await response.text();
      await fetch(`${target.mock}/__faults?userId=${user.userId}`, { method: "DELETE" });
      expectSurvived({
        where: `${path} with ${call} → ${opts.mode}`,
        status: response.status,
        html,
        expected: { status: 200, frame: opts.frame, message },
      });
    }
  });
  // Every lane ends before the test does (none left injecting faults); the first failure is reported.
  const failed = (await Promise.allSettled(lanes)).find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}

/** Public pages that load data: their calls fail for one visitor address only (X-Forwarded-For). */
export const PUBLIC_PAGES: (PageUnderFault & { status: number })[] = [
  {
    path: "/urban-water",
    call: "GET /formsapi/v1/generate-captcha",
    status: 200,
    message: "The captcha could not be loaded. Please ask for a new one.",
  },
  {
    path: `/survey/rate-my-service?${seededSurveyLink()}`,
    call: "GET /surveyapi/survey/questions",
    status: 503,
    message: "We could not load this survey right now. Please try again in a moment.",
  },
];

/** Each public page with its call failing in this mode for one visitor address (X-Forwarded-For). */
export async function publicPagesSurvive(target: Target, mode: Mode, client: string) {
  for (const { path, call, status, message } of PUBLIC_PAGES) {
    await injectFault(target, { call, mode, times: 12, client });
    const response = await fetch(`${target.portal}${path}`, {
      headers: { "x-forwarded-for": client },
      redirect: "manual",
    });
    const html = await response.text();
    await fetch(`${target.mock}/__faults?client=${encodeURIComponent(client)}`, { method: "DELETE" });
    expectSurvived({
      where: `${path} with ${call} → ${mode}`,
      status: response.status,
      html,
      expected: { status, frame: '<main id="main"', message },
    });
  }
}

/** The page answered as expected: its status, in its frame, no unhandled error or stack trace, and its message. */
function expectSurvived(page: {
  where: string;
  status: number;
  html: string;
  expected: { status: number; frame: string; message: string | null };
}) {
  const { where, html, expected } = page;
  expect(page.status, where).toBe(expected.status);
  expect(html.includes(expected.frame), `${where}: the frame`).toBe(true);
  expect(html.includes("Unexpected Server Error"), `${where}: no unhandled error`).toBe(false);
  expect(/\bat [\w.]+ \(.*:\d+:\d+\)/.test(html), `${where}: no stack trace`).toBe(false);
  if (expected.message) expect(html.includes(expected.message), `${where}: "${expected.message}"`).toBe(true);
}

/** Fail the next `times` calls of one user or visitor address on that target's upstream. */
async function injectFault(
  target: Target,
  spec: { call: string; mode: Mode; times: number } & ({ userId: string } | { client: string }),
) {
  const response = await fetch(`${target.mock}/__faults`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(spec),
  });
  expect(response.status).toBe(201);
}
