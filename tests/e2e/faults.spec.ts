import { signInOverHttp } from "../support/http-session";
import { test } from "./fixtures";
import { ADMIN_PAGES, PAGES, STAFF_PAGES, pagesSurvive, publicPagesSurvive, type FaultUser, type Target } from "./faults-support";
import { MOCK, PORTAL, visitorAddress } from "./support";

/**
 * Every page that loads data, with each of its upstream calls answering 500, a network error or a
 * malformed body: the page still answers with the shell and a clear message, never an unhandled
 * error or a blank page. Calls that hang past the timeout: faults-hang.spec.ts.
 */
const MODES = [500, "network", "malformed"] as const;
const SUITE: Target = { portal: PORTAL, mock: MOCK };

// The matrix's reserved users: the modes must not run at the same time (they share their faults).
test.describe.configure({ mode: "serial", timeout: 240_000 });

/**
 * This HTTP-only spec runs in one project, so both projects' reserved users of a kind are free for
 * it: the pages are shared out between the two (pagesSurvive), a network error's retry delays overlap.
 */
async function faultUsers(accounts: { email: string; userId: string }[], loginPath?: string): Promise<FaultUser[]> {
  return Promise.all(
    accounts.map(async ({ email, userId }) => ({ userId, cookie: (await signInOverHttp({ portal: PORTAL, mock: MOCK, email, loginPath })).cookie })),
  );
}

for (const mode of MODES) {
  test(`every data page survives upstream calls answering ${mode}`, async () => {
    const users = await faultUsers([
      { email: "faults.nojs@demo.test", userId: "U-9015" },
      { email: "faults.js@demo.test", userId: "U-9005" },
    ]);
    await pagesSurvive(SUITE, { users, pages: PAGES, mode, frame: 'aria-label="Main"' });
  });
}

for (const mode of MODES) {
  test(`every staff page survives upstream calls answering ${mode}`, async () => {
    const users = await faultUsers([{ email: "staffaults.nojs@thermax.test", userId: "U-9716" }]);
    await pagesSurvive(SUITE, { users, pages: STAFF_PAGES, mode, frame: 'aria-label="Main"' });
  });
}

for (const mode of MODES) {
  test(`every public data page survives its upstream call answering ${mode}`, async () => {
    await publicPagesSurvive(SUITE, mode, visitorAddress());
  });
}

for (const mode of MODES) {
  test(`every admin page survives upstream calls answering ${mode}`, async () => {
    const users = await faultUsers(
      [
        { email: "admin-faults.nojs@thermax.test", userId: "U-9516" },
        { email: "admin-faults.js@thermax.test", userId: "U-9506" },
      ],
      "/admin/login",
    );
    await pagesSurvive(SUITE, { users, pages: ADMIN_PAGES, mode, frame: 'aria-label="Admin"' });
  });
}
