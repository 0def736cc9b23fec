import { BENCH_ROUTES } from "../../bench/routes";
import { expect, test } from "./fixtures";
import { PUBLIC_STATE_PAGES, signIn, visitorAddress } from "./support";

/**
 * Public pages are plain HTML (docs/decisions/024): no Remix runtime, no JavaScript bundle, at
 * most the small inline script with the request's nonce. Checked from the browser's network log.
 */
const PLAIN_PAGES = [...BENCH_ROUTES.filter((r) => r.hydrate === false).map((r) => r.path), "/sign-in", "/signup", "/admin/login", "/link", ...PUBLIC_STATE_PAGES];

test("no public page requests a JavaScript bundle", async ({ page }) => {
  // Its own visitor for the per-address captcha limit of /urban-water.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitorAddress() });
  expect(PLAIN_PAGES).toEqual(expect.arrayContaining(["/login", "/FAQs", "/privacy-policy", "/terms-of-service", "/urban-water"]));
  expect(PLAIN_PAGES.some((p) => p.startsWith("/survey/rate-my-service?"))).toBe(true);
  const scripts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "script" || /\.m?js(\?|$)/.test(new URL(r.url()).pathname)) scripts.push(r.url());
  });
  for (const path of PLAIN_PAGES) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBeLessThan(500);
    await page.waitForLoadState("load");
    expect(await page.locator('script[type="module"], link[rel="modulepreload"], script[src]').count(), path).toBe(0);
    const nonce = /'nonce-([^']+)'/.exec(response?.headers()["content-security-policy"] ?? "")?.[1];
    // The browser hides a nonce from getAttribute once parsed; the property keeps it.
    for (const tag of await page.locator("script").evaluateAll((els) => els.map((e) => (e as HTMLScriptElement).nonce))) expect(tag, path).toBe(nonce);
  }
  expect(scripts).toEqual([]);
});

test("a signed-in page's link to a public page loads it as a whole new document", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  await expect(page.getByRole("heading", { name: "Account Settings" })).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Privacy Policy" })).toBeVisible();
  // Not a client render inside the hydrated app: the served document, without the Remix runtime.
  await expect(page.locator('script[type="module"]')).toHaveCount(0);
  await expect(page.getByRole("navigation", { name: "Sections of the policy" })).toBeVisible();
});

test("the help page has its one FAQ tab, and an unknown tab is not found", async ({ page }) => {
  for (const path of ["/link", "/link/faq", "/link/FAQs"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Help" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Help topics" }).getByRole("link", { name: "FAQs" })).toHaveAttribute("aria-current", "page");
    await expect(page.locator("details")).toHaveCount(5);
  }
  await page.getByText("How do I log in?").click();
  await expect(page.getByText(/We send a one-time code to that address/)).toBeVisible();
  expect((await page.goto("/link/videos"))?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
});

test("the privacy policy has its date, contact mailbox and the spec's sections", async ({ page }) => {
  await page.goto("/privacy-policy");
  await expect(page.getByText("Last updated September 2025")).toBeVisible();
  const headings = await page.locator("article section h2").allTextContents();
  expect(headings).toEqual([
    "1. Data we collect",
    "2. How we use it",
    "3. Sharing",
    "4. Storage",
    "5. Security",
    "6. Retention",
    "7. Opting out",
    "8. Your rights",
    "9. Cookies",
    "10. Children",
    "11. Contact",
  ]);
  await expect(page.getByText(/General Data Protection Regulation/)).toBeVisible();
  await expect(page.getByText(/Digital Personal Data Protection Act/)).toBeVisible();
  await expect(page.getByText(/Information Technology Act, 2000/)).toBeVisible();
  await expect(page.getByText(/not meant for anyone under 18/)).toBeVisible();
  await expect(page.getByRole("link", { name: "dataprotection@thermax.test" })).toHaveAttribute("href", "mailto:dataprotection@thermax.test");
  await page.goto("/terms-of-service");
  await expect(page.getByRole("main")).toHaveText("Terms of Serviceservice");
});
