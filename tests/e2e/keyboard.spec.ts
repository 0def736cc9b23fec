import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { assetEntry } from "./picker-support";
import { signIn } from "./support";

/**
 * Keyboard only (issue 4, section 2): the skip link, the side menu, the profile menu, focus into
 * a dialog on open, and form errors tied to their fields. Read-only, so customer@demo.test serves.
 */
const noJs = (info: TestInfo) => info.project.name === "no-js";

const hasFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement);

/** Press Tab until `target` has focus (no press if it has already); fails after `max` presses. */
async function tabTo(page: Page, target: Locator, max = 40) {
  if (await hasFocus(target)) return;
  for (let i = 0; i < max; i++) {
    await page.keyboard.press("Tab");
    if (await hasFocus(target)) return;
  }
  throw new Error(`Tab did not reach ${target.toString()} in ${max} presses`);
}

test("the skip link moves focus to the page's main content", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to main content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
});

test("the side menu works from the keyboard: follow an entry, collapse and expand", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  const menu = page.getByRole("navigation", { name: "Main" });
  await tabTo(page, menu.getByRole("link", { name: "Edge Live Benefits" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/edgelive-benefits$/);

  await tabTo(page, menu.getByRole("button", { name: "Collapse menu" }));
  await page.keyboard.press("Enter");
  const expand = menu.getByRole("button", { name: "Expand menu" });
  await expect(expand).toBeVisible();
  // Collapsed, each entry keeps its name for screen readers and a tooltip for the eye.
  await expect(menu.getByRole("link", { name: "Home", exact: true })).toHaveAttribute("title", "Home");
  await tabTo(page, expand);
  await page.keyboard.press("Enter");
  await expect(menu.getByRole("button", { name: "Collapse menu" })).toBeVisible();
});

test("the profile menu opens, is walked and followed from the keyboard", async ({ page }, info) => {
  await signIn(page, "customer@demo.test", "/");
  const summary = page.locator("summary", { hasText: "Profile menu for" });
  const settings = page.getByRole("link", { name: "Account Settings" });
  await tabTo(page, summary);
  await page.keyboard.press("Enter");
  await expect(settings).toBeVisible();
  if (!noJs(info)) {
    // Escape closes it and gives focus back to the summary.
    await page.keyboard.press("Escape");
    await expect(settings).toBeHidden();
    await expect(summary).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(settings).toBeVisible();
  }
  await page.keyboard.press("Tab");
  await expect(settings).toBeFocused();
  // Then Offline documents (issue 34), then Logout; back twice to Account Settings and follow it.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Offline documents" })).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Logout" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await page.keyboard.press("Shift+Tab");
  await expect(settings).toBeFocused();
  await page.keyboard.press("Enter");
  // With JavaScript the Edit Profile dialog, focus inside it; without, the Account Settings page.
  if (noJs(info)) await expect(page).toHaveURL(/\/account-settings\?back=%2F$/);
  else {
    await expect(page).toHaveURL(/\/edit-profile\?returnTo=%2F$/);
    await expect(page.getByRole("dialog", { name: "Edit Profile" }).locator(":focus")).toHaveCount(1);
  }
});

test("a dialog page puts focus in the dialog when it opens; over a page it is a modal that keeps Tab inside", async ({ page }, info) => {
  await signIn(page, "customer@demo.test", "/complaints/new");
  const dialog = page.getByRole("dialog", { name: "Register a Complaint" });
  await expect(dialog).toBeVisible();
  // Nothing behind it (a direct visit): the dialog is the page itself (088), and the browser's
  // autofocus puts focus on it, with JavaScript or without.
  await expect(dialog).toBeFocused();
  // From there the keyboard reaches the first field within a few presses.
  await tabTo(page, assetEntry(dialog), 3);
  if (noJs(info)) return;
  // Opened over a page: a modal, focus inside it, and Tab does not leave it for the page behind.
  await page.goto("/notifications");
  await page.getByRole("complementary", { name: "Quick actions" }).getByRole("link", { name: /Register a Complaint/ }).click();
  await expect(dialog).toBeVisible();
  expect(await dialog.evaluate((el) => el.matches(":modal"))).toBe(true);
  await expect.poll(() => dialog.evaluate((el) => el !== document.activeElement && el.contains(document.activeElement))).toBe(true);
  // On its first field (issue 40 §6), not its Close.
  await expect(assetEntry(dialog)).toBeFocused();
  for (let i = 0; i < 10; i++) {
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => !document.activeElement?.closest("main, nav, header, footer, aside") || !!document.activeElement?.closest("dialog"))).toBe(true);
  }
});

test("form errors are tied to their fields", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const first = page.getByLabel("First name", { exact: true });
  await first.fill("");
  await page.getByLabel("Contact number", { exact: true }).fill("12345");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(first).toHaveAttribute("aria-invalid", "true");
  await expect(first).toHaveAccessibleDescription(/First name is required/);
  await expect(page.getByLabel("Contact number", { exact: true })).toHaveAccessibleDescription(/Contact number should be 10 digits/);
});
