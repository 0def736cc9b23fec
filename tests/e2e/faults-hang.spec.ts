import { signInOverHttp } from "../support/http-session";
import { startOwnPortal, type OwnPortal } from "../support/own-portal";
import { expect, test } from "./fixtures";
import { ADMIN_PAGES, PAGES, STAFF_PAGES, pagesSurvive, publicPagesSurvive } from "./faults-support";
import { MOCK_PORT, PORT } from "../../playwright.config";
import { visitorAddress } from "./support";

/**
 * The fault matrix's last mode: every data page with each of its upstream calls hanging past the
 * portal's timeout still answers with the shell and a clear message. On a portal of its own whose
 * timeout is 1 s (the suite's portal waits 3 s, which made this the suite's longest test: about
 * 60 pages, one timeout each). The same code path: the timeout's length is a setting.
 */
const TIMEOUT_MS = 1_000;

let own: OwnPortal | undefined;

// The users' faults live in this portal's own upstream, so these tests meet nobody else's; they
// share its users among themselves, so one at a time.
test.describe.configure({ mode: "serial", timeout: 180_000 });

test.beforeAll(async () => {
  own = await startOwnPortal({
    port: PORT + 30,
    mockPort: MOCK_PORT + 30,
    env: {
      UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
      // Every page asks for its badges, so the injected faults are seen; visitor addresses are believed from loopback.
      USER_CACHE_TTL_MS: "0",
      TRUST_PROXY: "127.0.0.1,::1",
    },
  });
});

test.afterAll(() => own?.stop());

/** Signs in over HTTP; the identity calls share the short timeout, so a busy moment gets a second try. */
async function session(email: string, loginPath?: string) {
  let cookie = "";
  await expect(async () => {
    ({ cookie } = await signInOverHttp({ portal: own!.portal, mock: own!.mock, email, loginPath }));
  }).toPass({ timeout: 20_000 });
  return cookie;
}

// Both reserved fault users of a kind (this portal's upstream is the spec's alone): the pages are
// shared out between them and the hangs overlap (pagesSurvive).
test("every data page survives upstream calls that hang", async () => {
  const users = [
    { userId: "U-9015", cookie: await session("faults.nojs@demo.test") },
    { userId: "U-9005", cookie: await session("faults.js@demo.test") },
  ];
  await pagesSurvive(own!, { users, pages: PAGES, mode: "hang", frame: 'aria-label="Main"' });
});

test("every staff page survives upstream calls that hang", async () => {
  const users = [{ userId: "U-9716", cookie: await session("staffaults.nojs@thermax.test") }];
  await pagesSurvive(own!, { users, pages: STAFF_PAGES, mode: "hang", frame: 'aria-label="Main"' });
});

test("every public data page survives its upstream call hanging", async () => {
  await publicPagesSurvive(own!, "hang", visitorAddress());
});

test("every admin page survives upstream calls that hang", async () => {
  const users = [
    { userId: "U-9516", cookie: await session("admin-faults.nojs@thermax.test", "/admin/login") },
    { userId: "U-9506", cookie: await session("admin-faults.js@thermax.test", "/admin/login") },
  ];
  await pagesSurvive(own!, { users, pages: ADMIN_PAGES, mode: "hang", frame: 'aria-label="Admin"' });
});
