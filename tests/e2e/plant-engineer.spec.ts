import type { TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * A plant engineer's day on a 375 px phone, round 2 (issue 52): the page the machine's sticker
 * opens offers the requests for that machine, a dealer's header names the company, Home's 'more'
 * links open what they count, the smaller things on the way. customer@demo.test and
 * dealer@demo.test are only read here (no request is sent).
 */
const noJs = (info: TestInfo) => info.project.name === "no-js";

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

test("the asset page offers the requests that take its asset, filled in, without opening a menu (issue 52 §1, §5)", async ({ page }, info) => {
  await signIn(page, "customer@demo.test", "/asset/AST-0001");
  const actions = page.getByRole("navigation", { name: "Requests for this asset" });
  await expect(actions).toBeInViewport();
  await expect(actions.getByRole("link")).toHaveText(["Register a Complaint", "Request Callback", "Request Document", "Plan Shutdown"]);
  await expect(actions.getByRole("link", { name: "Plan Shutdown" })).toHaveAttribute("href", "/plan-shutdown?assetId=AST-0001&returnTo=%2Fasset%2FAST-0001");

  // Register a Complaint starts with the asset chosen: the type comes first, no list of assets above it.
  await actions.getByRole("link", { name: "Register a Complaint" }).click();
  const form = page.getByRole("dialog", { name: "Register a Complaint" });
  await expect(form.getByLabel("Complaint type")).toBeInViewport();
  if (noJs(info)) {
    await expect(form.getByRole("radio", { name: /^Chiller Heater Unit 1/ })).toBeChecked();
    await expect(form.getByRole("list", { name: "Matching assets" })).toBeHidden();
    await expect(form.getByText("Choose another asset")).toBeVisible();
  } else {
    await expect(form.getByRole("textbox", { name: "Asset" }).or(form.getByRole("combobox", { name: "Asset" }))).toHaveValue(/^Chiller Heater Unit 1/);
  }
  await expect(form.getByLabel("Product")).toHaveValue("Absorption Cooling");

  // Request Callback names the asset as its label does.
  await page.goto("/asset/AST-0001");
  await actions.getByRole("link", { name: "Request Callback" }).click();
  await expect(page.getByRole("dialog", { name: "Request a callback" }).getByLabel("Details")).toHaveValue(/^About my asset Chiller Heater Unit 1 \(.+\) P\.O\. PO\/1001\/2023\/0300: $/);

  // A contract's page likewise: a complaint for its asset, a callback about the contract.
  await page.goto("/contracts/SVC-07000");
  const about = page.getByRole("navigation", { name: "Requests about this contract" });
  await expect(about).toBeInViewport();
  await expect(about.getByRole("link", { name: "Register a Complaint" })).toHaveAttribute("href", /^\/complaints\/new\?assetId=AST-0003&returnTo=/);
  await about.getByRole("link", { name: "Request Callback" }).click();
  await expect(page.getByRole("dialog", { name: "Request a callback" }).getByLabel("Details")).toHaveValue(/^About my service contract .+ for .+: $/);
});

test("a dealer's phone header names the company, shortened if it must be, in one row (issue 52 §3) @same-without-js", async ({ page }) => {
  await signIn(page, "dealer@demo.test", "/dashboard");
  const header = page.getByRole("banner");
  const switcher = header.getByRole("link", { name: /^Search Account\. Current company: / });
  const company = (await switcher.getAttribute("aria-label"))!.replace(/^Search Account\. Current company: /, "");
  expect(company.length).toBeGreaterThan(0);
  const name = switcher.locator("span:not(.glyph)");
  await expect(name).toBeVisible();
  await expect(name).toHaveText(company);
  // Shortened with an ellipsis, never wrapped.
  await expect(name).toHaveCSS("text-overflow", "ellipsis");
  await expect(name).toHaveCSS("white-space", "nowrap");
  expect((await name.boundingBox())!.width).toBeGreaterThan(40);
  // One row: the menu, the switcher, the bell and the profile share it.
  const row = [header.locator(".shell-menu-button"), switcher, header.getByRole("button", { name: /Notifications/ }).or(header.getByRole("link", { name: /Notifications/ })).first(), header.getByRole("button", { name: /profile|account menu/i }).or(header.locator("details summary")).first()];
  const middles = await Promise.all(row.map(async (l) => {
    const box = (await l.boundingBox())!;
    return box.y + box.height / 2;
  }));
  for (const m of middles) expect(Math.abs(m - middles[0])).toBeLessThan(4);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("Home's 'more late orders' opens the late orders only (issue 52 §3) @same-without-js", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  const more = page.getByRole("link", { name: /^\d+ more late orders?$/ });
  const n = Number((await more.textContent())!.replace(/\D+/g, ""));
  await more.click();
  await expect(page).toHaveURL(/\/dashboard\/spares-and-services\?due=late$/);
  // Home shows some of them itself: the list has those and the n more.
  await expect(page.getByRole("status").filter({ hasText: /^Showing \d+ late orders? only\./ })).toBeVisible();
  const cards = page.getByRole("list", { name: "Orders" }).getByRole("article");
  expect(await cards.count()).toBeGreaterThan(n);
  for (const card of await cards.all()) await expect(card).toContainText("(overdue)");
  await expect(page.getByRole("link", { name: "Show all ongoing orders" })).toHaveAttribute("href", "/dashboard/spares-and-services");
});

test("the smaller things: Quotation says it includes New Equipment Request; phone numbers are tel: links (issue 52 §5) @same-without-js", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  // On a phone the filters are behind their disclosure.
  await page.getByText("Filters", { exact: true }).click();
  await expect(page.getByRole("checkbox", { name: "Quotation (includes New Equipment Request)" })).toBeVisible();
  await page.goto("/complaints/CMP-0001");
  const owner = page.getByRole("link", { name: /^\+?[\d ]{10,}$/ }).first();
  await expect(owner).toHaveAttribute("href", /^tel:\+?\d{10,15}$/);
  await page.goto("/my-team");
  const phones = page.locator("dd a[href^='tel:']");
  expect(await phones.count()).toBeGreaterThan(0);
});
