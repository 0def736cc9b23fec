import { BENCH_ROUTES } from "../../bench/routes";
import { expect, test } from "./fixtures";
import { pdf } from "../support/sample-files";
import { completeIdentity, leaveForIdentity, MOCK, PUBLIC_STATE_PAGES, signIn, visitorAddress } from "./support";

/**
 * Public pages are plain HTML (docs/decisions/024): no Remix runtime, no JavaScript bundle, at
 * most the small inline script with the request's nonce. Checked from the browser's network log.
 */
const PLAIN_PAGES = [...BENCH_ROUTES.filter((r) => r.hydrate === false).map((r) => r.path), "/sign-in", "/signup", "/admin/login", "/link", ...PUBLIC_STATE_PAGES];

test("no public page requests a JavaScript bundle", { tag: "@same-without-js" }, async ({ page }) => {
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

test("the privacy policy has its date, contact mailbox and the spec's sections", { tag: "@same-without-js" }, async ({ page }) => {
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
});

test("without the operator's terms, the terms page says none are published yet and holds no legal text of its own", { tag: "@same-without-js" }, async ({ page }) => {
  await page.goto("/terms-of-service");
  await expect(page.getByRole("heading", { level: 1, name: "Terms of Service" })).toBeVisible();
  // The suite sets neither TERMS_URL nor TERMS_FILE (issue 53 §3, decision 111).
  const main = page.getByRole("main");
  await expect(main).toContainText("The terms of service of the Thermax Customer Portal have not been published yet.");
  await expect(main).not.toContainText(/liab|governing law|jurisdiction|you accept|Template/i);
  await expect(main.getByRole("heading")).toHaveCount(1);
  await expect(main.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
  await expect(main.getByRole("link", { name: "customer.portal@thermax.test" })).toHaveAttribute("href", "mailto:customer.portal@thermax.test");
});

test("the FAQ's Contact Us: a form that sends its message and a file to the catalogue's mail-us, with or without JavaScript (issue 53 §3)", async ({ page }) => {
  // Its own visitor: the per-address limit, and the upstream's call log told apart by address.
  const visitor = visitorAddress();
  await page.setExtraHTTPHeaders({ "x-forwarded-for": visitor });
  const since = new Date().toISOString();
  await page.goto("/FAQs");
  await page.getByRole("complementary", { name: "Contact" }).getByRole("link", { name: "Contact Us" }).click();
  await expect(page).toHaveURL(/\/contact-us$/);
  await expect(page.getByRole("heading", { level: 1, name: "Contact Us" })).toBeVisible();
  // Nothing filled: the messages under their fields, nothing sent.
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Full name is required")).toBeVisible();
  await expect(page.getByText("Email is required")).toBeVisible();
  await expect(page.getByText("Details are required")).toBeVisible();
  await page.getByLabel("Full name").fill("Asha Rao");
  await page.getByLabel("Email").fill("asha.rao@example.test");
  await page.getByLabel("Mobile number (optional)").fill("+91 98765 43210");
  await page.getByLabel("Your question").fill("Where do I find the wiring diagram of our chiller?");
  await page.getByLabel("Files (optional)").setInputFiles({ name: "nameplate.pdf", mimeType: "application/pdf", buffer: pdf() });
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/contact-us\?sent=1$/);
  await expect(page.getByRole("heading", { level: 1, name: "Message sent" })).toBeVisible();

  const calls = (await (await page.request.get(`${MOCK}/__calls?path=/supportapi/mail-us&since=${since}`)).json()) as { body: Record<string, string>; client?: string }[];
  const mine = calls.filter((c) => c.client === visitor);
  expect(mine).toHaveLength(1);
  expect(JSON.parse(mine[0].body.customerData)).toEqual({ fullName: "Asha Rao", emailId: "asha.rao@example.test", contactNo: "9876543210", companyName: null, description: "Where do I find the wiring diagram of our chiller?" });
  expect(mine[0].body.myFiles).toMatch(/^\[file nameplate\.pdf, \d+ bytes, application\/pdf\]$/);
});

/** The public pages that know their visitor (issue 24): the help page is /link. */
const VISITOR_PAGES = ["/FAQs", "/privacy-policy", "/terms-of-service", "/link/faqs"];

test("signed out, the public pages offer 'Sign in'", { tag: "@same-without-js" }, async ({ page }) => {
  for (const path of VISITOR_PAGES) {
    await page.goto(path);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign in" }), path).toHaveAttribute("href", "/login");
    await expect(banner.getByRole("link", { name: /^Go to / }), path).toHaveCount(0);
  }
});

test("signed in, they show the user's initials and the way back to the dashboard, still without a script", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/FAQs");
  for (const path of VISITOR_PAGES) {
    await page.goto(path);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign in" }), path).toHaveCount(0);
    const back = banner.getByRole("link", { name: "Go to Dashboard (signed in as Priya Sharma)" });
    await expect(back, path).toHaveAttribute("href", "/");
    await expect(back, path).toContainText("PS");
    await expect(back, path).toBeVisible();
    expect(await page.locator('script[type="module"], link[rel="modulepreload"], script[src]').count(), path).toBe(0);
  }
  await page.getByRole("banner").getByRole("link", { name: /^Go to Dashboard/ }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { name: /Priya/ }).first()).toBeVisible();
});

test("an admin signed in is sent back to the admin portal, not the customer dashboard", async ({ page }) => {
  // Admins sign in through the admin portal's own page.
  await page.goto("/admin/login");
  await leaveForIdentity(page);
  await completeIdentity(page, "admin@thermax.test");
  await expect(page).toHaveURL(/\/admin\/companylist$/);
  for (const path of VISITOR_PAGES) {
    await page.goto(path);
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: "Sign in" }), path).toHaveCount(0);
    const back = banner.getByRole("link", { name: "Go to Admin Portal (signed in as Kavita Menon)" });
    await expect(back, path).toHaveAttribute("href", "/admin/companylist");
    await expect(back, path).toContainText("KM");
  }
  await page.getByRole("banner").getByRole("link", { name: /^Go to Admin Portal/ }).click();
  await expect(page).toHaveURL(/\/admin\/companylist$/);
  await expect(page.getByRole("heading", { name: "Companies" })).toBeVisible();
});

/** India's calendar year now, as the server computes it. */
const yearInIndia = () => Number(new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", year: "numeric" }).format(new Date()));

test("footers name the current year, the server's, even when the browser's clock says another", async ({ page }) => {
  const year = yearInIndia();
  await page.goto("/FAQs");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Thermax Limited. All rights reserved.`);
  // A browser whose clock is years off hydrates the signed-in shell without a mismatch: the year is the server's.
  await page.clock.setSystemTime(new Date(`${year + 9}-06-15T12:00:00Z`));
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(m.text());
  });
  await signIn(page, "customer@demo.test", "/account-settings");
  await expect(page.getByRole("contentinfo")).toContainText(`© ${year} Thermax Limited. All rights reserved.`);
  await expect(page.getByRole("contentinfo")).not.toContainText("2021");
  expect(errors.filter((e) => /hydrat|#418|#423|#425|did not match/i.test(e))).toEqual([]);
});
