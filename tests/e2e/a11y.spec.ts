import { BENCH_ROUTES } from "../../bench/routes";
import { expect, expectNoSeriousViolations, test } from "./fixtures";
import { completeIdentity, leaveForIdentity, openProfileMenu, PUBLIC_STATE_PAGES, signIn } from "./support";

/**
 * axe-core on every page the portal has, with JavaScript on and off (the two projects), plus the
 * open profile menu and the identity service's pages. Later pages join through bench/routes.ts or
 * the list below.
 */
// Several pages per test, each checked by axe: allow for it.
test.describe.configure({ timeout: 240_000 });

// The message thread of the customer's showcase ticket is read-only in every spec, so stable. It
// is not last: the profile menu is opened on the last page, and the thread's modal would cover it.
const EXTRA_SIGNED_IN = [
  "/edgelive-benefits",
  "/edgelive-benefits/error",
  "/dashboard/tickets/TCK-100200/messages",
  "/dashboard/spares-and-services?view=history",
  "/quotes/new",
  "/contracts/SVC-07002/renew",
  // Issue 11: the second tab of the Register Asset drawer (the feedback after logout: feedback.spec.ts).
  "/register-asset/report",
  // Assets (issue 9): the other view, a document category, Get Help.
  "/dashboard/assets?view=all",
  "/asset/AST-0003?category=drawings",
  "/get-help",
  // Issue 13: the search's other states, the tickets list narrowed to one ticket, filtered knowledge.
  "/search?q=TC",
  "/search?q=zzqqxx",
  "/search",
  "/dashboard/tickets?view=all&ticket=TCK-100203",
  "/knowledge-hub?section=TRAINING_MATERIALS&type=Video&solution=Steam&product=ESP",
  // Issue 23: an offer that has ended (a note instead of Enquire) and its dialog (Submit disabled).
  "/offer/OFR-0007",
  "/offer/OFR-0007/enquire",
  // Issue 23: the complaint on an asset that is not listed (its serial/OC number, division, region).
  "/complaints/new?assetId=not-listed",
  // Issue 23: the PDF viewer's error image, for a missing document and for one that is not a PDF.
  "/asset/AST-0001/documents/CV-999999/view",
  "/asset/AST-0001/documents/CV-000004/view",
  // Issue 23: a filtered enquiry list, and a new-equipment enquiry (no asset, no spares or services).
  "/dashboard/spares-and-services/enquiries?status=Expired&status=Upcoming",
  "/enquiries/ENQ-007205",
  // Issue 25 §4: Account Settings opened from the profile menu without JavaScript (its Close link).
  "/account-settings?back=%2Fdashboard%2Ftickets",
  // Issue 33 §3: a complaint with service reports.
  "/complaints/CMP-0010",
  "/no-such-page",
];
const EXTRA_PUBLIC = ["/signup", "/admin/login", "/privacy-policy", "/logout"];

test("public pages have no serious or critical accessibility violations", async ({ page }) => {
  for (const path of [...BENCH_ROUTES.filter((r) => r.auth === "public").map((r) => r.path), ...EXTRA_PUBLIC]) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
});

test("the public pages' result and error states have none", async ({ page }) => {
  for (const path of PUBLIC_STATE_PAGES) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
});

test("the identity service's pages have none either", async ({ page }) => {
  await page.goto("/login");
  await leaveForIdentity(page);
  await expect(page.getByLabel("Email")).toBeVisible();
  await expectNoSeriousViolations(page);
  await page.getByLabel("Email").fill("customer@demo.test");
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("One-time code")).toBeVisible();
  await expectNoSeriousViolations(page);
});

// The signed-in pages in groups of eight, so one test stays well within its time on a busy machine.
const SIGNED_IN = [...BENCH_ROUTES.filter((r) => r.auth === "customer").map((r) => r.path), ...EXTRA_SIGNED_IN];
const GROUP = 8;
for (let start = 0; start < SIGNED_IN.length; start += GROUP) {
  const paths = SIGNED_IN.slice(start, start + GROUP);
  const last = start + GROUP >= SIGNED_IN.length;
  test(`signed-in pages ${start + 1} to ${start + paths.length}${last ? " and the open profile menu" : ""} have none`, async ({ page }) => {
    await signIn(page, "customer@demo.test", "/account-settings");
    for (const path of paths) {
      await page.goto(path);
      await expectNoSeriousViolations(page);
    }
    if (!last) return;
    await openProfileMenu(page);
    await expectNoSeriousViolations(page);
  });
}

test("the resin tool's page has none", async ({ page }) => {
  await signIn(page, "resin.live@demo.test", "/resin");
  await expect(page.getByRole("heading", { name: "Resin Tool", level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the account switcher (staff) and the guided tour's banner and steps have none", async ({ page, browser }, info) => {
  // Staff pages of bench/routes.ts (the switcher), and the switcher with a search that finds nothing.
  await signIn(page, "staff@thermax.test", "/dashboard/tickets");
  for (const path of [...BENCH_ROUTES.filter((r) => r.auth === "staff").map((r) => r.path), "/switch-account?q=zzz"]) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
  // A user still taking the tour: the banner on the dashboard (with the first step open with
  // JavaScript), and the tour's page with its progress buttons. Read only: nothing is saved.
  const context = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled, baseURL: page.url() });
  try {
    const tour = await context.newPage();
    await signIn(tour, "newcomer@demo.test", "/");
    await expect(tour.getByRole("region", { name: "New to the Customer Portal?" })).toBeVisible();
    if (info.project.use.javaScriptEnabled) await expect(tour.getByRole("dialog", { name: "Your dashboard" })).toBeVisible();
    await expectNoSeriousViolations(tour);
    await tour.goto("/tour");
    await expectNoSeriousViolations(tour);
  } finally {
    await context.close();
  }
});

test("the top-bar layout has none", async ({ page }) => {
  await signIn(page, "product@demo.test", "/account-settings");
  await expectNoSeriousViolations(page);
});

test("the admin portal has none", async ({ page }) => {
  await page.goto("/admin/login");
  await leaveForIdentity(page);
  await completeIdentity(page, "superadmin@thermax.test");
  await expect(page).toHaveURL(/\/admin\/companylist$/);
  await expectNoSeriousViolations(page);
  await page.goto("/admin/companylist?q=sugar");
  await expectNoSeriousViolations(page);
  // Every admin page and dialog (bench/routes.ts lists the admin pages; the dialogs are here).
  const user = "/admin/customers/ACC-1003/users/U-9505";
  const dialogs = [
    "/admin/customers/ACC-1003/users/new",
    ...["edit", "status?to=DEACTIVATED", "assets", "delete", "reset-password", "login-as"].map((d) => `${user}/${d}`),
  ];
  for (const path of [...BENCH_ROUTES.filter((r) => r.auth === "admin").map((r) => r.path), ...dialogs]) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
  // The bulk CSV preview with a bad row.
  await page.goto("/admin/customers/ACC-1003/upload");
  await page.getByLabel("CSV file").setInputFiles({
    name: "users.csv",
    mimeType: "text/csv",
    buffer: Buffer.from("salutation,firstName,lastName,email,mobilePhone,designation,cpContactProfile\nMr.,A,B,bad,9876543210,Op,Customer User\n"),
  });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("Bad e-mail address")).toBeVisible();
  await expectNoSeriousViolations(page);
});
