import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * A 375 px phone (issue 24 §2; docs/decisions/005): the header title is never cut, and the four
 * lists put their filters behind a 'Filters' disclosure, closed until filters are applied and then
 * open with their count; on a desktop the panel shows as before. JavaScript on and off.
 */
test.use({ viewport: { width: 375, height: 800 } });

test("the header names each page and fits a phone on every kind of page", { tag: "@same-without-js" }, async ({ page }) => {
  // Eleven page loads.
  test.setTimeout(60_000);
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  for (const [path, title] of [
    ["/", "Home"],
    // Every page names itself (issue 31); the spec's titles where its table names the path (issue 33).
    ["/dashboard/tickets", "Tickets"],
    ["/dashboard/spares-and-services", "Spares & Services"],
    ["/dashboard/assets", "Assets"],
    ["/knowledge-hub", "Knowledge Store"],
    ["/account-settings", "Account Settings"],
    ["/complaints/CAS-030500", "Complaint Details"],
    ["/asset/AST-0001", "Asset Details"],
    ["/contracts/SVC-07015", "Contract Details"],
    ["/book", "My Bookings"],
  ] as const) {
    await page.goto(path);
    const heading = page.locator(".shell-title");
    await expect(heading).toHaveText(title);
    // Not truncated: the text needs no more room than the element has.
    const fits = await heading.evaluate((el) => el.scrollWidth <= el.clientWidth && getComputedStyle(el).textOverflow !== "ellipsis");
    expect(fits, `${path}: title fits`).toBe(true);
  }
});

test("the lists' filters sit behind a Filters disclosure on a phone: closed without filters, open with their count", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all");
  const disclosure = page.locator("details.filter-disclosure");
  await expect(disclosure.locator("> summary")).toHaveText("Filters");
  await expect(disclosure).not.toHaveAttribute("open", /.*/);
  await expect(page.getByRole("group", { name: "Type" })).toBeHidden();
  // Opening it shows the panel (a native details element, no script needed).
  await disclosure.locator("> summary").click();
  await expect(page.getByRole("group", { name: "Type" })).toBeVisible();

  await page.goto("/dashboard/tickets?view=all&type=Quotation&status=Open");
  await expect(disclosure).toHaveAttribute("open", "");
  await expect(disclosure.locator("> summary")).toHaveText("Filters 2 applied");
  await expect(page.getByRole("group", { name: "Type" }).getByRole("checkbox", { name: "Quotation" })).toBeChecked();

  for (const path of ["/dashboard/assets?view=all", "/dashboard/spares-and-services", "/knowledge-hub"]) {
    await page.goto(path);
    await expect(page.locator("details.filter-disclosure > summary"), path).toHaveText("Filters");
  }
});

test("on a desktop the filter panel shows as before, with no Filters summary", { tag: "@same-without-js" }, async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all");
  await expect(page.locator("details.filter-disclosure > summary")).toBeHidden();
  await expect(page.getByRole("group", { name: "Type" })).toBeVisible();
});

test("the dashboard's tabs take one row on a phone, and an order's line items stack with their status in view", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  const tabs = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link");
  await expect(tabs).toHaveCount(5);
  const tops = await tabs.evaluateAll((links) => links.map((a) => Math.round(a.getBoundingClientRect().top)));
  expect(new Set(tops).size, `one row: ${tops.join(", ")}`).toBe(1);
  // The row scrolls sideways: the last tab is reachable, not wrapped under the first.
  await tabs.last().scrollIntoViewIfNeeded();
  await expect(tabs.last()).toBeInViewport();

  await page.goto("/order/ORD-0003");
  const rows = page.getByRole("table").locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  // Every cell of the first row, Status included, lies inside the 375 px screen (no sideways scroll).
  const right = await rows.first().locator("td").evaluateAll((cells) => Math.max(...cells.map((c) => c.getBoundingClientRect().right)));
  expect(right).toBeLessThanOrEqual(375);
  // Scrolled to, it shows without the page moving sideways.
  const statusCell = rows.first().locator('td[data-label="Status"]');
  await statusCell.scrollIntoViewIfNeeded();
  await expect(statusCell).toBeInViewport();
  expect(await page.evaluate(() => document.scrollingElement?.scrollLeft ?? 0)).toBe(0);
  const label = await rows.first().locator('td[data-label="Status"]').evaluate((td) => getComputedStyle(td, "::before").content);
  expect(label).toBe('"Status"');
});

test("the menu drawer closes once a link in it is followed, to a page or to a dialog over the page", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  const menu = page.getByRole("navigation", { name: "Main" });
  await expect(menu).toBeHidden();
  await page.locator("header").getByText("Menu", { exact: true }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Knowledge Hub" }).click();
  await expect(page).toHaveURL(/\/knowledge-hub$/);
  await expect(page.locator(".shell-title")).toHaveText("Knowledge Store");
  await expect(menu).toBeHidden();

  await page.locator("header").getByText("Menu", { exact: true }).click();
  await menu.getByRole("link", { name: "Quick Actions" }).click();
  await expect(page.getByRole("dialog", { name: "Quick Actions" })).toBeVisible();
  await expect(menu).toBeHidden();
});

test("a tap on the backdrop beside the open menu drawer closes it, and the backdrop is not in the accessibility tree", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  const menu = page.getByRole("navigation", { name: "Main" });
  await page.locator("header").getByText("Menu", { exact: true }).click();
  await expect(menu).toBeVisible();
  // The drawer is 256 px wide: the backdrop shows right of it (a CSS checkbox drawer, JavaScript or not).
  const backdrop = page.locator('div[aria-hidden="true"]:has(> label[for="nav-drawer"])');
  await expect(backdrop).toBeVisible();
  await page.mouse.click(330, 400);
  await expect(menu).toBeHidden();
  await expect(backdrop).toBeHidden();
});
