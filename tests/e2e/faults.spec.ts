import { signInOverHttp } from "../support/http-session";
import { test } from "./fixtures";
import { ADMIN_PAGES, PAGES, STAFF_PAGES, pagesSurvive, publicPagesSurvive, type Target } from "./faults-support";
import { MOCK, PORTAL, reservedUser, visitorAddress } from "./support";

/**
 * Every page that loads data, with each of its upstream calls answering 500, a network error or a
 * malformed body: the page still answers with the shell and a clear message, never an unhandled
 * error or a blank page. Calls that hang past the timeout: faults-hang.spec.ts.
 */
const MODES = [500, "network", "malformed"] as const;
const SUITE: Target = { portal: PORTAL, mock: MOCK };

// One reserved user per project: the modes must not run at the same time (they share its faults).
test.describe.configure({ mode: "serial", timeout: 240_000 });

for (const mode of MODES) {
  test(`every data page survives upstream calls answering ${mode}`, async ({ request: _request }, info) => {
    const { email, userId } = reservedUser("faults", info);
    const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email });
    await pagesSurvive(SUITE, { cookie, userId, pages: PAGES, mode, frame: 'aria-label="Main"' });
  });
}

for (const mode of MODES) {
  test(`every staff page survives upstream calls answering ${mode}`, async ({ request: _request }, info) => {
    const project = info.project.name === "js" ? "js" : "nojs";
    const userId = `U-97${project === "js" ? 0 : 1}6`;
    const { cookie } = await signInOverHttp({
      portal: PORTAL,
      mock: MOCK,
      email: `staffaults.${project}@thermax.test`,
    });
    await pagesSurvive(SUITE, { cookie, userId, pages: STAFF_PAGES, mode, frame: 'aria-label="Main"' });
  });
}

for (const mode of MODES) {
  test(`every public data page survives its upstream call answering ${mode}`, async () => {
    await publicPagesSurvive(SUITE, mode, visitorAddress());
  });
}

for (const mode of MODES) {
  test(`every admin page survives upstream calls answering ${mode}`, async ({ request: _request }, info) => {
    const project = info.project.name === "js" ? "js" : "nojs";
    const userId = `U-95${project === "js" ? 0 : 1}6`;
    const { cookie } = await signInOverHttp({
      portal: PORTAL,
      mock: MOCK,
      email: `admin-faults.${project}@thermax.test`,
      loginPath: "/admin/login",
    });
    await pagesSurvive(SUITE, { cookie, userId, pages: ADMIN_PAGES, mode, frame: 'aria-label="Admin"' });
  });
}
