import type { Page } from "@playwright/test";
import { expect, expectNoSeriousViolations, test } from "./fixtures";
import { noJs } from "./dialog-support";
import { signIn } from "./support";

/**
 * The one toast region (docs/decisions/059-toasts.md), JavaScript on and off: a toast flashed by the
 * server reaches the page a redirect leads to, once; with JavaScript it leaves after the spec's
 * 60 seconds (Playwright's clock) and Close hides it; without JavaScript it stays, and Close still
 * hides it. Other flows' toasts are asserted in their own specs (assets: a saved preference;
 * feedback, quotes, offers, contracts, register-asset, orders: 'Something went wrong, please try
 * again.'; surveys: the 5-second survey toast).
 */
const ALREADY = "You are already signed in.";
const region = (page: Page) => page.getByRole("status").filter({ has: page.locator(":scope > div") });
const toast = (page: Page, text: string) => page.locator(".toast-region > div").filter({ hasText: text });

test("a signed-in user who opens /login is sent home, where a toast says so, once", async ({ page }, info) => {
  await page.clock.install();
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  await page.goto("/login");
  await expect(page).toHaveURL(/\/$/);
  await expect(toast(page, ALREADY)).toBeVisible();
  // Stop the page's clock where it is (the toast's timer started a moment ago).
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 200);
  // The region: role=status, aria-live polite, bottom right on a desktop window.
  const live = page.locator(".toast-region");
  await expect(live).toHaveAttribute("role", "status");
  await expect(live).toHaveAttribute("aria-live", "polite");
  const box = (await toast(page, ALREADY).boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(box.x + box.width).toBeGreaterThan(viewport.width - 40);
  expect(box.y + box.height).toBeGreaterThan(viewport.height - 40);
  await expect(region(page)).toContainText(ALREADY);

  if (noJs(info)) {
    // Without JavaScript it stays: no timer runs, and time passing changes nothing.
    await page.clock.runFor(61_000);
    await expect(toast(page, ALREADY)).toBeVisible();
  } else {
    await page.clock.runFor(55_000);
    await expect(toast(page, ALREADY)).toBeVisible();
    await page.clock.runFor(6_000);
    await expect(toast(page, ALREADY)).toBeHidden();
  }

  // Shown once: the flash was consumed by the page that showed it.
  await page.reload();
  await expect(page.locator(".toast-region > div")).toHaveCount(0);
  // Time flows again for the after-test accessibility check (axe waits on timers).
  await page.clock.resume();
});

test("Close hides a toast, with JavaScript and without; the region passes axe with a toast in it", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  await page.goto("/login");
  await expect(toast(page, ALREADY)).toBeVisible();
  await expectNoSeriousViolations(page);
  await toast(page, ALREADY).getByRole("checkbox", { name: "Close message" }).check({ force: true });
  await expect(toast(page, ALREADY)).toBeHidden();
  // Nothing was sent: the same page, no navigation.
  await expect(page).toHaveURL(/\/$/);
});

test("the toast runs along the bottom, full width, on a phone", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  await page.goto("/login");
  const box = (await toast(page, ALREADY).boundingBox())!;
  expect(box.x).toBeLessThanOrEqual(1);
  expect(box.width).toBeGreaterThanOrEqual(373);
  expect(box.y + box.height).toBeGreaterThan(740 - 4);
});
