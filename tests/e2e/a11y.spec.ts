import { BENCH_ROUTES } from "../../bench/routes";
import { expect, expectNoSeriousViolations, test } from "./fixtures";
import { completeIdentity, leaveForIdentity, openProfileMenu, signIn } from "./support";

/**
 * axe-core on every page the portal has, with JavaScript on and off (the two projects), plus the
 * open profile menu and the identity service's pages. Later pages join through bench/routes.ts or
 * the list below.
 */
// Several pages per test, each checked by axe: allow for it.
test.describe.configure({ timeout: 120_000 });

// The message thread of the customer's showcase ticket is read-only in every spec, so stable. It
// is not last: the profile menu is opened on the last page, and the thread's modal would cover it.
const EXTRA_SIGNED_IN = [
  "/edgelive-benefits",
  "/edgelive-benefits/error",
  "/dashboard/tickets/TCK-100200/messages",
  "/no-such-page",
];
// Assets (issue 9): their bench pages and their other views and dialogs, in a test of their own
// (each page is checked by axe, and the signed-in list is long enough).
const isAssetPage = (path: string) => path.startsWith("/asset/") || path.startsWith("/dashboard/assets");
const ASSET_PAGES = [
  ...BENCH_ROUTES.filter((r) => r.auth === "customer" && isAssetPage(r.path)).map((r) => r.path),
  "/dashboard/assets?view=all",
  "/asset/AST-0003?category=drawings",
  "/get-help",
];
const EXTRA_PUBLIC = ["/signup", "/admin/login", "/privacy-policy", "/logout"];

test("public pages have no serious or critical accessibility violations", async ({ page }) => {
  for (const path of [...BENCH_ROUTES.filter((r) => r.auth === "public").map((r) => r.path), ...EXTRA_PUBLIC]) {
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

test("signed-in pages and the open profile menu have none", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  for (const path of [...BENCH_ROUTES.filter((r) => r.auth === "customer" && !isAssetPage(r.path)).map((r) => r.path), ...EXTRA_SIGNED_IN]) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  }
  await openProfileMenu(page);
  await expectNoSeriousViolations(page);
});

test("the asset pages and their dialogs have none", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/assets");
  for (const path of ASSET_PAGES) {
    await page.goto(path);
    await expectNoSeriousViolations(page);
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
});
