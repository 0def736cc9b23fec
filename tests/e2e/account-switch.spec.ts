import { readFile } from "node:fs/promises";
import type { Page, TestInfo } from "@playwright/test";
import { LOG_FILE } from "../../playwright.config";
import { expect, test } from "./fixtures";
import { hydrated, injectFault, MOCK, PORTAL, signIn } from "./support";

/**
 * The account switcher (issue 13 §3, docs/decisions/041): staff and a dealer choose another company,
 * sign in again without a code (single sign-on with the e-mail as login hint) and see that
 * company's data; failures are silent for the user and logged by the portal. Each project has its
 * own staff and dealer users (U-97{project}1 and 2), put back as seeded before each test.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

function users(info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  const i = project === "js" ? 0 : 1;
  return {
    staff: { email: `switch.${project}@thermax.test`, userId: `U-97${i}1` },
    dealer: { email: `switchdealer.${project}@demo.test`, userId: `U-97${i}2` },
  };
}

async function reset(page: Page, userId: string) {
  expect((await page.request.post(`${MOCK}/__users/${userId}/reset`)).status()).toBe(204);
}

interface Call {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  userId?: string;
}

async function callsOf(page: Page, path: string, since: string, userId: string): Promise<Call[]> {
  const calls = (await (await page.request.get(`${MOCK}/__calls?path=${encodeURIComponent(path)}&since=${since}`)).json()) as Call[];
  return calls.filter((c) => c.userId === userId);
}

/** Locations on the asset cards of the "All" view: which companies' assets the page shows. */
async function assetLocations(page: Page): Promise<string> {
  await page.goto("/dashboard/assets?view=all");
  return (await page.locator("main").innerText()).replace(/\s+/g, " ");
}

async function openSwitcher(page: Page) {
  await page.getByRole("link", { name: /^Search Account\. Current company:/ }).click();
  await expect(page.getByRole("dialog", { name: "Switch account" })).toBeVisible();
  await hydrated(page);
}

async function search(page: Page, text: string, js: boolean) {
  const box = page.getByRole("searchbox", { name: "Search Account" });
  if (js) {
    // Typed key by key: only the text as it stands 1000 ms after the last key is searched.
    await box.pressSequentially(text, { delay: 60 });
  } else {
    await box.fill(text);
    await page.getByRole("dialog", { name: "Switch account" }).getByRole("button", { name: "Search", exact: true }).click();
  }
}

test("a staff member switches company, signs in again without a code and sees the other company's data", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const { staff } = users(info);
  await reset(page, staff.userId);
  await signIn(page, staff.email, "/dashboard/assets?view=all");
  await expect(page.getByRole("link", { name: /Current company: Acme Dairy Products Pvt Ltd/ })).toBeVisible();
  const before = await assetLocations(page);
  expect(before).toContain("Pune");
  expect(before).not.toContain("Chandrapur");

  await openSwitcher(page);
  // Pages of 15: staff see every company (28 seeded), two pages.
  await expect(page.getByRole("list", { name: "Companies" }).getByRole("listitem")).toHaveCount(15);
  await expect(page.getByRole("navigation", { name: "Company pages" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Acme Dairy Products Pvt Ltd/ })).toBeDisabled();

  const since = new Date().toISOString();
  await search(page, "Sunrise", js);
  await expect(page.getByRole("list", { name: "Companies" }).getByRole("listitem")).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: '1 company matching "Sunrise"' })).toBeVisible();
  const searches = await callsOf(page, "/userapi/api/um/companyListing", since, staff.userId);
  // One search only, for the whole word (no call per keystroke), 15 a page from page 0, with the
  // spec's parameters of the company list (document 1 section 7), not the admin listing's.
  expect(searches.map((c) => c.query.searchText)).toEqual(["Sunrise"]);
  expect(searches[0].query).toMatchObject({ currentPage: "0", pageSize: "15" });
  expect(searches[0].query).not.toHaveProperty("accountPrefix");
  expect(searches[0].query).not.toHaveProperty("page");

  await page.getByRole("button", { name: "Sunrise Cement Ltd" }).click();
  // Signed in again through the identity service (still signed in there: no code), back on the
  // page the switcher was opened on (issue 31), now the other company's.
  await expect(page).toHaveURL(`${PORTAL}/dashboard/assets?view=all`);
  await expect(page.getByRole("link", { name: /Current company: Sunrise Cement Ltd/ })).toBeVisible();
  const [switched] = await callsOf(page, "/userapi/api/um/auth/modifyJwtToken", since, staff.userId);
  expect(switched.body).toEqual({ accountId: "ACC-1002", accountName: "Sunrise Cement Ltd", email: staff.email });

  const after = await assetLocations(page);
  expect(after).toContain("Chandrapur");
  expect(after).not.toContain("Pune");
});

/** The Assets tab's count badge and the cards' companies, as the page shows them. */
async function assetsShown(page: Page) {
  await page.goto("/dashboard/assets?view=all");
  const badge = Number((await page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Assets/ }).innerText()).replace(/\D+/g, ""));
  const companies = (await page.locator("main").innerText()).replace(/\s+/g, " ").match(/Company [A-Z][\w ]+?Ltd/g) ?? [];
  return { badge, companies: [...new Set(companies)].sort() };
}

test("a dealer's first screen is the company it names: 'All companies' until one is chosen, then only its data (issue 51 §5)", async ({ page }, info) => {
  const { dealer } = users(info);
  await reset(page, dealer.userId);
  await signIn(page, dealer.email, "/dashboard/assets?view=all");
  // The upstream answers every company sold through the dealer's code: the portal says so.
  await expect(page.getByRole("link", { name: "Search Account. Current company: All companies" })).toBeVisible();
  const before = await assetLocations(page);
  expect(before).toContain("Pune");
  expect(before).toContain("Chandrapur");
  // Every card names its company, the sign-in's own (Sunrise) included (issue 32 §4).
  const all = await assetsShown(page);
  expect(all.companies).toEqual(["Company Acme Dairy Products Pvt Ltd", "Company Deccan Textiles Ltd", "Company Sunrise Cement Ltd"]);

  await openSwitcher(page);
  const d = page.getByRole("dialog", { name: "Switch account" });
  await expect(d.getByText("You are seeing All companies you sell to. Choose a company to work in it.")).toBeVisible();
  // None of them is the current one: the sign-in's own company can be chosen too.
  const names = await page.getByRole("list", { name: "Companies" }).getByRole("button").allInnerTexts();
  expect(names.map((n) => n.trim())).toEqual(["Acme Dairy Products Pvt Ltd", "Deccan Textiles Ltd", "Sunrise Cement Ltd"]);
  await expect(page.getByRole("button", { name: "Sunrise Cement Ltd" })).toBeEnabled();
  await page.getByRole("button", { name: "Deccan Textiles Ltd" }).click();
  await expect(page).toHaveURL(`${PORTAL}/dashboard/assets?view=all`);
  await expect(page.getByRole("link", { name: /Current company: Deccan Textiles Ltd/ })).toBeVisible();

  const after = await assetLocations(page);
  expect(after).toContain("Coimbatore");
  expect(after).not.toContain("Pune");
  expect(after).not.toContain("Chandrapur");
  // One company chosen, the one in the header: no card names it, and the tab counts its assets only.
  expect(after).not.toMatch(/Company (Acme|Deccan|Sunrise)/);
  const chosen = await assetsShown(page);
  expect(chosen.companies).toEqual([]);
  expect(chosen.badge).toBeGreaterThan(0);
  expect(chosen.badge).toBeLessThan(all.badge);

  // A later sign-in without a switch (the next day): every company again, and the portal says so.
  await page.context().clearCookies();
  await signIn(page, dealer.email, "/dashboard/assets?view=all");
  await expect(page.getByRole("link", { name: "Search Account. Current company: All companies" })).toBeVisible();
  expect((await assetsShown(page)).companies).toHaveLength(3);
});

test("a failed switch shows nothing, keeps the session and is logged by the portal", async ({ page }, info) => {
  const { staff } = users(info);
  await reset(page, staff.userId);
  await signIn(page, staff.email, "/dashboard/tickets");
  await openSwitcher(page);
  await injectFault(page.request, { call: "POST /userapi/api/um/auth/modifyJwtToken", mode: 500, userId: staff.userId });
  await page.getByRole("button", { name: "Deccan Textiles Ltd" }).click();
  // Back where the switcher was opened, still signed in, in the same company, no message.
  await expect(page).toHaveURL(`${PORTAL}/dashboard/tickets`);
  await expect(page.getByRole("link", { name: /Current company: Acme Dairy Products Pvt Ltd/ })).toBeVisible();
  await expect(page.getByRole("alert")).toHaveCount(0);
  await expect(async () => {
    const lines = (await readFile(LOG_FILE, "utf8")).split("\n").filter((l) => l.includes('"account-switch"') && l.includes('"failed"'));
    expect(lines.some((l) => l.includes('"accountId":"ACC-1004"') && l.includes(`"userId":"${staff.userId}"`))).toBe(true);
  }).toPass({ timeout: 5_000 });
});

test("the company name sent upstream is the list's, and only a company of the user's own list can be chosen", async ({ page }, info) => {
  const { staff, dealer } = users(info);
  await reset(page, staff.userId);
  await reset(page, dealer.userId);
  await signIn(page, dealer.email, "/dashboard/tickets");
  const since = new Date().toISOString();
  const post = (form: Record<string, string>) => page.request.post("/switch-account", { form, headers: { origin: PORTAL }, maxRedirects: 0 });
  // A name that finds no such company, and a company outside the dealer's list: 400, nothing sent.
  expect((await post({ accountId: "ACC-1004", accountName: "Anything Else" })).status()).toBe(400);
  expect((await post({ accountId: "ACC-1003", accountName: "Blue River Pharmaceuticals Ltd" })).status()).toBe(400);
  expect(await callsOf(page, "/userapi/api/um/auth/modifyJwtToken", since, dealer.userId)).toHaveLength(0);
  await page.context().clearCookies();
  await signIn(page, staff.email, "/dashboard/tickets");
  // The posted name only finds the company: the upstream gets the list's own spelling.
  const switched = await post({ accountId: "ACC-1002", accountName: "sunrise" });
  expect(switched.status()).toBe(302);
  const [call] = await callsOf(page, "/userapi/api/um/auth/modifyJwtToken", since, staff.userId);
  expect(call.body).toEqual({ accountId: "ACC-1002", accountName: "Sunrise Cement Ltd", email: staff.email });
});

test("customers have no switcher: no header control, and the page and its action answer 403", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  await expect(page.getByRole("link", { name: /Search Account/ })).toHaveCount(0);
  const response = await page.goto("/switch-account");
  expect(response?.status()).toBe(403);
  const post = await page.request.post("/switch-account", { form: { accountId: "ACC-1002", accountName: "Sunrise Cement Ltd" }, headers: { origin: PORTAL } });
  expect(post.status()).toBe(403);
});

test("the switcher works on a phone too: named for the company, its name shown as far as it fits (issue 32 §4, issue 52 §3)", async ({ page }, info) => {
  const { staff } = users(info);
  // Back in their own company (a switch the test before started is taken by the next sign-in).
  await reset(page, staff.userId);
  await page.setViewportSize({ width: 375, height: 800 });
  await signIn(page, staff.email, "/dashboard/tickets");
  const switcher = page.getByRole("link", { name: /^Search Account\. Current company:/ });
  await expect(switcher).toBeVisible();
  await expect(switcher).toContainText("Acme Dairy Products Pvt Ltd");
  const box = await switcher.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(375);
  await switcher.click();
  await expect(page.getByRole("searchbox", { name: "Search Account" })).toBeVisible();
  await page.setViewportSize({ width: 1366, height: 800 });
  await page.goto("/dashboard/tickets");
  await expect(page.getByRole("link", { name: /^Search Account\./ })).toBeVisible();
});
