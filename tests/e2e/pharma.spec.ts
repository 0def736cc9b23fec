import { expect, test } from "./fixtures";
import { MOCK, completeIdentity, hydrated, leaveForIdentity, signIn } from "./support";

/**
 * The pharma offering (spec document 2 section 2.17; docs/decisions/052): the provider's page
 * (PHARMA_PAGE_URL: the embedded upstream's stand-in in the tests) full screen; the CSP lets this
 * page, and no other, frame exactly that origin.
 */
const PHARMA_ORIGIN = new URL(MOCK).origin;
const frameSrc = (csp: string | undefined) => (csp ?? "").split(";").map((d) => d.trim()).filter((d) => d.startsWith("frame-src"));

test("the pharma page shows the provider's page full screen, framing exactly that origin", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const response = await page.goto("/pharma");
  expect(response?.status()).toBe(200);
  expect(frameSrc((await response!.allHeaders())["content-security-policy"])).toEqual([`frame-src ${PHARMA_ORIGIN}`]);
  await expect(page.getByRole("heading", { level: 1, name: "Solutions for Pharma" })).toBeVisible();
  const frame = page.locator('iframe[title="Thermax solutions for the pharmaceutical industry"]');
  await expect(frame).toHaveAttribute("src", `${MOCK}/sites/pharma`);
  // The page inside, loaded (not refused by either side's policy).
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "Engineering for pharma, from utilities to effluent" })).toBeVisible();
  // Full screen: the frame fills the window under the bar.
  const viewport = page.viewportSize()!;
  const box = (await frame.boundingBox())!;
  expect(box.width).toBe(viewport.width);
  expect(box.y + box.height).toBeCloseTo(viewport.height, 0);
  expect(box.height).toBeGreaterThan(viewport.height - 80);
  // Plain HTML: no script of the portal's on it (decision 024).
  expect(await page.locator("script[src], script[type=module]").count()).toBe(0);
  await expect(page.getByRole("link", { name: "Back to the portal" })).toHaveAttribute("href", "/");
  await expect(page.getByRole("link", { name: /^Open in a new tab/ })).toHaveAttribute("href", `${MOCK}/sites/pharma`);
});

test("no other page may frame the pharma origin, and the pharma page frames nothing else", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  for (const path of ["/", "/knowledge-hub", "/asset/AST-0001/documents/CV-000007/view", "/no-such-page", "/login"]) {
    const response = await page.request.get(path);
    const csp = response.headers()["content-security-policy"];
    expect(frameSrc(csp), path).toEqual([]);
    expect(csp, path).toContain("default-src 'self'");
  }
  const csp = (await page.request.get("/pharma")).headers()["content-security-policy"];
  // One directive, one source: not 'self', no scheme or wildcard.
  expect(frameSrc(csp)).toEqual([`frame-src ${PHARMA_ORIGIN}`]);
  expect(csp).toContain("frame-ancestors 'none'");
});

test("the Pharmaceuticals tile of the knowledge hub opens it as a document of its own, and Back returns", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/knowledge-hub");
  const documents: string[] = [];
  page.on("response", (r) => {
    if (r.request().resourceType() === "document" && r.request().frame() === page.mainFrame()) documents.push(new URL(r.url()).pathname);
  });
  await page.getByRole("region", { name: "Industries we serve" }).getByRole("link", { name: "Pharmaceuticals" }).click();
  await expect(page).toHaveURL(/\/pharma\?back=\/knowledge-hub$/);
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "What we offer" })).toBeVisible();
  // Its own document: the policy that allows the frame came with it.
  expect(documents).toContain("/pharma");
  await page.getByRole("link", { name: "Back to the portal" }).click();
  await expect(page).toHaveURL(/\/knowledge-hub$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (test.info().project.use.javaScriptEnabled === false) return;

  // A client-side navigation of the hydrated portal (any <Link> to it) becomes a document load too.
  await hydrated(page);
  documents.length = 0;
  await page.evaluate(() => {
    void (window as unknown as { __remixRouter: { navigate(to: string): Promise<void> } }).__remixRouter.navigate("/pharma");
  });
  await expect(page).toHaveURL(/\/pharma$/);
  await expect(page.frameLocator("iframe").getByRole("heading", { name: "What we offer" })).toBeVisible();
  expect(documents).toEqual(["/pharma"]);
});

test("signed out it asks for sign-in; an admin may not open it", { tag: "@same-without-js" }, async ({ page, browser }) => {
  const signedOut = await page.request.get("/pharma", { maxRedirects: 0 });
  expect(signedOut.status()).toBe(302);
  expect(signedOut.headers()["location"]).toMatch(/^\/login/);
  const context = await browser.newContext({ javaScriptEnabled: test.info().project.use.javaScriptEnabled });
  const admin = await context.newPage();
  await admin.goto("/admin/login");
  await leaveForIdentity(admin);
  await completeIdentity(admin, "admin@thermax.test");
  await expect(admin).toHaveURL(/\/admin\/companylist$/);
  const refused = await admin.goto("/pharma");
  expect(refused?.status()).toBe(403);
  expect(frameSrc((await refused!.allHeaders())["content-security-policy"])).toEqual([]);
  await expect(admin.locator("iframe")).toHaveCount(0);
  await context.close();
});
