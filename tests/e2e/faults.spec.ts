import { signInOverHttp } from "../support/http-session";
import { expect, test } from "./fixtures";
import { MOCK, PORTAL, injectFault, reservedUser } from "./support";

/**
 * Every page that loads data, with each of its upstream calls answering 500, a network error, a
 * malformed body, or hanging past the portal's timeout (3 s in the tests): the page still answers
 * with the shell and a clear message, never an unhandled error or a blank page.
 */
const MODES = [500, "network", "malformed", "hang"] as const;

interface PageUnderFault {
  path: string;
  call: string;
  /** Shown when that call fails; null when the call only feeds the header badges. */
  message: string | null;
}

const PAGES: PageUnderFault[] = [
  { path: "/", call: "GET /notificationapi/notifications/all", message: null },
  { path: "/", call: "GET /enquiryapi/cart/fetch/user", message: null },
  { path: "/notifications", call: "GET /notificationapi/notifications/all", message: "We could not load your notifications right now." },
  { path: "/account-settings", call: "GET /userapi/api/um/profile", message: "We could not load your profile right now." },
  { path: "/account-settings", call: "GET /userapi/api/um/consolidated", message: null },
  { path: "/dashboard/tickets", call: "GET /ticketapi/my-tickets", message: "We could not load your tickets right now." },
  { path: "/complaints/new", call: "GET /assetsApi/assets/get-assets-v2", message: "We could not load your assets right now." },
  // Assets (issue 9): each section of a page shows its own message while the others still load.
  { path: "/", call: "GET /ticketapi/recent-activity", message: "We could not load your recent activity right now." },
  { path: "/dashboard/assets", call: "GET /assetsApi/assets/get-assets-v2", message: "We could not load your assets right now." },
  { path: "/dashboard/assets", call: "GET /assetsApi/assets/asset-filters", message: "We could not load the locations right now." },
  { path: "/dashboard/assets/preferences", call: "GET /assetsApi/assets/asset-filters", message: "We could not load the locations and products right now." },
  { path: "/dashboard/assets/preferences", call: "GET /assetsApi/assets/get-user-asset-preferences", message: "We could not load your saved preferences" },
  { path: "/asset/AST-0001", call: "GET /assetsApi/assets/get-asset-by-id/*", message: "We could not load this asset" },
  { path: "/asset/AST-0001", call: "GET /serviceapi/get-active-service-contract/*", message: "We could not load the service contract right now." },
  { path: "/asset/AST-0001", call: "GET /orderapi/v2/orders/*", message: "We could not load the orders right now." },
  { path: "/asset/AST-0001", call: "GET /ticketapi/tickets", message: "We could not load the tickets right now." },
  { path: "/asset/AST-0001", call: "GET /assetsApi/assets/asset-documents", message: "We could not load the documents right now." },
  { path: "/asset/AST-0001/request-document", call: "GET /assetsApi/assets/get-assets-v2", message: "We could not load your assets right now. You can still request documents for this asset." },
];

// One reserved user per project: the four modes must not run at the same time (they share its faults).
test.describe.configure({ mode: "serial", timeout: 240_000 });

for (const mode of MODES) {
  test(`every data page survives upstream calls answering ${mode}`, async ({ request }, info) => {
    const { email, userId } = reservedUser("faults", info);
    const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email });
    for (const { path, call, message } of PAGES) {
      // Every call of that kind fails during this page, retries included (GETs are tried 3 times).
      await injectFault(request, { call, mode, times: 12, userId });
      const response = await fetch(`${PORTAL}${path}`, { headers: { cookie }, redirect: "manual" });
      const html = await response.text();
      await request.delete(`${MOCK}/__faults?userId=${userId}`);
      const where = `${path} with ${call} → ${mode}`;
      expect(response.status, where).toBe(200);
      expect(html.includes('aria-label="Main"'), `${where}: the shell`).toBe(true);
      expect(html.includes("Unexpected Server Error"), `${where}: no unhandled error`).toBe(false);
      expect(/\bat [\w.]+ \(.*:\d+:\d+\)/.test(html), `${where}: no stack trace`).toBe(false);
      if (message) expect(html.includes(message), `${where}: "${message}"`).toBe(true);
    }
  });
}
