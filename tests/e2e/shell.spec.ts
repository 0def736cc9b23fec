import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { leaveForIdentity, signIn } from "./support";

test("a Resin user sees Resin in the menu", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "resin.live@demo.test", "/account-settings");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Resin", exact: true })).toBeVisible();
});

test("a customer does not see Resin, and Edge Live leads to the benefits error page", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu.getByRole("link", { name: "Home", exact: true })).toBeVisible();
  await expect(menu.getByRole("link", { name: "Resin", exact: true })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "Edge Live", exact: true })).toHaveAttribute("href", "/edgelive-benefits/error");
});

/** The bell, named in text (a link without JavaScript, the popover's button with it). */
function bell(page: Page) {
  const banner = page.getByRole("banner");
  const name = /^Notifications, \d+ unread$/;
  return banner.getByRole("link", { name }).or(banner.getByRole("button", { name }));
}

test("the header shows the unread count and the cart count from the upstream", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  // A link without JavaScript, the popover's button with it.
  await expect(bell(page)).toBeVisible();
  await expect(page.getByRole("link", { name: "Cart, 5 items" })).toBeVisible();
});

test("staff see the bell disabled with 'Visible only to Customer'", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/account-settings");
  await expect(page.getByText("Visible only to Customer")).toBeAttached();
  await expect(bell(page)).toHaveCount(0);
});

test("a page the role may not open answers 403 with a way home, inside the shell where the user has one", { tag: "@same-without-js" }, async ({ page }) => {
  // PRODUCT_USER may not open My Team: the 403 is shown in that user's own layout.
  await signIn(page, "product@demo.test", "/account-settings");
  const inShell = await page.goto("/my-team");
  expect(inShell?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  // The page names itself in the header (issue 31 §3), even when the role may not open it.
  await expect(page.getByRole("banner").getByText("My Team", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  // A customer on an admin page: the admin portal's frame without its data, and no "Sign in".
  await page.context().clearCookies();
  await signIn(page, "customer@demo.test", "/account-settings");
  const admin = await page.goto("/admin/companylist");
  expect(admin?.status()).toBe(403);
  await expect(page.getByRole("heading", { name: "Access denied" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: "Sign in" })).toHaveCount(0);
});

test("an admin lands on the admin portal and a PRODUCT_USER gets the top bar without the side menu", { tag: "@same-without-js" }, async ({ page, browser }) => {
  await page.goto("/admin/login");
  await leaveForIdentity(page);
  const { completeIdentity } = await import("./support");
  await completeIdentity(page, "admin@thermax.test");
  await expect(page).toHaveURL(/\/admin\/companylist$/);
  await expect(page.getByRole("heading", { name: "Companies" })).toBeVisible();
  await expect(page.getByText("Admin Portal").first()).toBeVisible();

  const other = await browser.newContext({ javaScriptEnabled: false });
  const productPage = await other.newPage();
  await signIn(productPage, "product@demo.test", "/account-settings");
  await expect(productPage.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(productPage.getByRole("navigation", { name: "Main" })).toHaveCount(0);
  await other.close();
});

test("a BUYER profile is sent back to /login with a message", { tag: "@same-without-js" }, async ({ page }) => {
  await page.goto("/login");
  await leaveForIdentity(page);
  const { completeIdentity } = await import("./support");
  await completeIdentity(page, "buyer@demo.test");
  await expect(page).toHaveURL(/\/login\?reason=profile$/);
  await expect(page.getByRole("alert")).toContainText("This profile cannot use the customer portal.");
});

test("an unknown path shows the not-found page with a 404, signed out and signed in", { tag: "@same-without-js" }, async ({ page }) => {
  const signedOut = await page.goto("/this/does/not/exist");
  expect(signedOut?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();

  await signIn(page, "customer@demo.test", "/account-settings");
  const signedIn = await page.goto("/nothing-here");
  expect(signedIn?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
});

test("the side menu collapses and expands without losing the page", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  await page.getByRole("button", { name: /Collapse menu/i }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(page.getByRole("button", { name: /Expand menu/i })).toBeVisible();
  await page.getByRole("button", { name: /Expand menu/i }).click();
  await expect(page.getByRole("button", { name: /Collapse menu/i })).toBeVisible();
});

const EDGE_LIVE = "https://edgelive.thermaxglobal.com/";

test("a customer without the live product: the header's Edge Live button, and 'Switch To Edge Live' in the phone menu, lead to the benefits error page", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const button = page.getByRole("banner").getByRole("link", { name: /^Edge Live/ });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute("href", "/edgelive-benefits/error");
  await button.click();
  await expect(page).toHaveURL(/\/edgelive-benefits\/error$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // Phones: no room in the header; the menu opens with 'Switch To Edge Live' at its top.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(button).toBeHidden();
  await page.getByRole("banner").getByText("Menu", { exact: true }).click();
  const switchTo = page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Switch To Edge Live" });
  await expect(switchTo).toBeVisible();
  await expect(switchTo).toHaveAttribute("href", "/edgelive-benefits/error");
  await page.setViewportSize({ width: 1366, height: 800 });
  await expect(switchTo).toBeHidden();
});

for (const email of ["edgelive@demo.test", "dealer@demo.test"]) {
  test(`Edge Live opens the live product in a new tab for ${email}`, async ({ page }) => {
    await signIn(page, email, "/account-settings");
    const live = page.getByRole("banner").getByRole("link", { name: /^Edge Live/ });
    await expect(live).toHaveAttribute("href", EDGE_LIVE);
    await expect(live).toHaveAttribute("target", "_blank");
    // In the phone menu (hidden at this width, so found by its text rather than its role).
    await expect(page.locator("#main-menu a", { hasText: "Switch To Edge Live" })).toHaveAttribute("href", EDGE_LIVE);
  });
}

test("roles that may open neither target (the top-bar profile, admins) have no Edge Live button", { tag: "@same-without-js" }, async ({ page, browser }) => {
  await signIn(page, "product@demo.test", "/account-settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await expect(page.getByRole("link", { name: /Edge Live/ })).toHaveCount(0);
  const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const admin = await context.newPage();
  await admin.goto("/admin/login");
  await leaveForIdentity(admin);
  const { completeIdentity } = await import("./support");
  await completeIdentity(admin, "admin@thermax.test");
  await expect(admin).toHaveURL(/\/admin\/companylist$/);
  await expect(admin.getByRole("link", { name: /Edge Live/ })).toHaveCount(0);
  await context.close();
});
