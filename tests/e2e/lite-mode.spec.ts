import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * Lite mode (issue 26, docs/decisions/057-lite-mode.md): signed-in pages served as plain HTML, no
 * module script and no hydration, for `Save-Data: on`, a slow connection (ECT) or the user's own
 * choice from the footer or Account Settings (a cookie that wins over the hints).
 */
const PAGES = [
  { path: "/dashboard/tickets", heading: "Tickets" },
  { path: "/dashboard/tickets/TCK-100203/messages", heading: /TCK-100203/ },
  { path: "/complaints/new", heading: "Register a Complaint" },
  // The customer's own asset: its name is its heading.
  { path: "/asset/AST-0001", heading: null },
];

const SCRIPT_TAGS = 'script[type="module"], link[rel="modulepreload"], script[src]';

/** Every script the browser asks for from now on (bundles under /assets/ or any other). */
function watchScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(r.url()).pathname)) scripts.push(r.url());
  });
  return scripts;
}

const jsOn = () => test.info().project.use.javaScriptEnabled !== false;

/**
 * A full page: with JavaScript, hydrated (Remix takes its own script tags out once it has run);
 * without, the module script is in the page.
 */
async function expectFull(page: Page) {
  if (jsOn()) await expect(page.locator("html[data-hydrated]")).toBeAttached();
  else await expect(page.locator('script[type="module"]').first()).toBeAttached();
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Lite version" })).toBeVisible();
}

/** A lite page: no module script, modulepreload or script file; inline scripts under 2 KB; never hydrated. */
async function expectLite(page: Page, response: Response | null, path: string) {
  expect(response?.status(), path).toBe(200);
  await page.waitForLoadState("load");
  expect(await page.locator("html[data-hydrated]").count(), path).toBe(0);
  expect(await page.locator(SCRIPT_TAGS).count(), path).toBe(0);
  const inline = await page.locator("script").evaluateAll((els) => els.map((e) => e.textContent ?? "").join(""));
  expect(inline.length, path).toBeLessThan(2048);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Full version" })).toBeVisible();
}

function expectVary(response: Response | null) {
  const headers = response?.headers() ?? {};
  expect(headers["vary"]).toMatch(/Save-Data/);
  expect(headers["vary"]).toMatch(/ECT/);
  expect(headers["vary"]).toMatch(/Cookie/);
  expect(headers["accept-ch"]).toBe("ECT");
}

test.describe("with Save-Data: on", () => {
  // On every request of the page, redirects included (Playwright's extra headers are not sent
  // after a redirect, as after the switch's 303).
  test.beforeEach(async ({ page }) => {
    await page.route("**/*", (route) => route.continue({ headers: { ...route.request().headers(), "save-data": "on" } }));
  });

  test("signed-in pages load no script bundle and still work", async ({ page }) => {
    const scripts = watchScripts(page);
    await signIn(page, "customer@demo.test", "/dashboard/tickets");
    for (const { path, heading } of PAGES) {
      const response = await page.goto(path);
      await expectLite(page, response, path);
      expectVary(response);
      await expect(page.getByRole("heading", heading ? { name: heading } : { level: 1 }).first()).toBeVisible();
    }
    expect(scripts).toEqual([]);
  });

  test("'Full version' in the footer brings the scripts back, though the browser still saves data", async ({ page }) => {
    await signIn(page, "customer@demo.test", "/dashboard/tickets");
    await expectLite(page, await page.reload(), "/dashboard/tickets");
    await page.getByRole("contentinfo").getByRole("button", { name: "Full version" }).click();
    await expect(page).toHaveURL(/\/dashboard\/tickets$/);
    await expectFull(page);
    // The choice is a cookie: it holds on the next page too.
    await page.goto("/complaints/new");
    await expectFull(page);
    // The choice wins over the header: a request that says Save-Data: on gets the full page.
    const response = await page.request.get("/dashboard/tickets", { headers: { "Save-Data": "on" } });
    expect(await response.text()).toMatch(/<script[^>]*type="module"/);
  });
});

test("a slow connection reported by the ECT client hint gets lite pages; a fast one does not", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  // The portal asks for the hint on every document.
  expectVary(await page.goto("/dashboard/tickets"));
  for (const [ect, lite] of [["slow-2g", true], ["2g", true], ["3g", false], ["4g", false]] as const) {
    const response = await page.request.get("/dashboard/tickets", { headers: { ECT: ect } });
    expect(response.status()).toBe(200);
    expect(/<script[^>]*type="module"/.test(await response.text()), ect).toBe(!lite);
  }
});

test("'Lite version' in the footer turns lite mode on for the next pages, and 'Full version' off", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all");
  await expectFull(page);
  const scripts = watchScripts(page);
  await page.getByRole("contentinfo").getByRole("button", { name: "Lite version" }).click();
  // Back on the same page, query included, now as plain HTML.
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all$/);
  await expect(page.getByRole("contentinfo").getByRole("button", { name: "Full version" })).toBeVisible();
  await expect(page.locator(SCRIPT_TAGS)).toHaveCount(0);
  await expectLite(page, await page.goto("/asset/AST-0001"), "/asset/AST-0001");
  expect(scripts).toEqual([]);
  await page.getByRole("contentinfo").getByRole("button", { name: "Full version" }).click();
  await expect(page).toHaveURL(/\/asset\/AST-0001$/);
  await expectFull(page);
});

test("Account Settings has the lite-mode switch", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const section = page.getByRole("region", { name: "Lite version" });
  await expect(section.getByText("You are using the full version.")).toBeVisible();
  await section.getByRole("button", { name: "Lite version" }).click();
  await expect(page).toHaveURL(/\/account-settings$/);
  await expect(section.getByText("You are using the lite version.")).toBeVisible();
  await expect(page.locator(SCRIPT_TAGS)).toHaveCount(0);
  await section.getByRole("button", { name: "Full version" }).click();
  await expect(section.getByText("You are using the full version.")).toBeVisible();
  await expectFull(page);
});
