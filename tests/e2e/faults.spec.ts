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
  // Issue 11: the quick-action dialogs, My Team and feedback.
  { path: "/my-team", call: "GET /userapi/api/um/team-members", message: "We could not load your team right now." },
  { path: "/my-team/invite", call: "GET /userapi/api/um/team-members", message: "We could not load your team right now." },
  { path: "/plan-shutdown", call: "GET /assetsApi/assets/get-assets-v2", message: "We could not load your assets right now." },
  // The lookups fall back to the spec's lists; the account list of a dealer says so (not this user).
  { path: "/register-asset/add", call: "GET /assetsApi/assets/regions", message: null },
  { path: "/register-asset/add", call: "GET /assetsApi/assets/divisions", message: null },
  { path: "/register-asset/report", call: "GET /assetsApi/assets/divisions", message: null },
  // No data of their own: the shell's badges fail under them.
  { path: "/request-callback", call: "GET /notificationapi/notifications/all", message: null },
  { path: "/quick-actions", call: "GET /notificationapi/notifications/all", message: null },
  { path: "/feedback", call: "GET /enquiryapi/cart/fetch/user", message: null },
  { path: "/logout/feedback", call: "GET /enquiryapi/cart/fetch/user", message: null },
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
