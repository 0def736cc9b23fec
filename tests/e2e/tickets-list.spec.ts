import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { MOCK, hydrated, injectFault, portalLogLines, reservedUser, signIn } from "./support";

/**
 * The tickets list (/dashboard/tickets): URL-query filters and pager, cards, empty state, View
 * Messages rules, the badge, and an upstream failure. Expected data is the mock's seed
 * (mocks/store/tickets.ts); customer@demo.test (U-1001, account ACC-1001) is only read here.
 */

interface RecordedCall {
  path: string;
  query: Record<string, string | string[]>;
  userId?: string;
  at: string;
}

async function filterBysSent(page: Page, path: string, userId: string, since: string): Promise<string[]> {
  const response = await page.request.get(`${MOCK}/__calls?path=${encodeURIComponent(path)}&since=${since}`);
  const calls = (await response.json()) as RecordedCall[];
  return calls.filter((c) => c.userId === userId).map((c) => String(c.query.filterBy ?? ""));
}

function cards(page: Page) {
  return page.getByRole("list", { name: "Tickets" }).getByRole("article");
}

function pager(page: Page) {
  return page.getByRole("navigation", { name: "Ticket pages" });
}

async function apply(page: Page) {
  await page.getByRole("search", { name: "Filter tickets" }).getByRole("button", { name: "Apply" }).click();
}


// The tests share each project's reserved user and read its upstream calls: one at a time.
test.describe.configure({ mode: "serial" });

test("filter by type and status and page through them; the URL holds the state", async ({ page }) => {
  const since = new Date().toISOString();
  await signIn(page, "customer@demo.test", "/dashboard/tickets");
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Tickets/ }),
  ).toHaveAttribute("aria-current", "page");

  await page.getByRole("navigation", { name: "Tickets view" }).getByRole("link", { name: "All Tickets" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all$/);

  // No type chosen: every status a card can show is offered (issue 42 §3), and every type, Reschedule Visit too.
  const filters = page.getByRole("search", { name: "Filter tickets" });
  const statusGroup = filters.getByRole("group", { name: "Status" });
  await expect(statusGroup.getByRole("checkbox")).toHaveCount(8);
  for (const status of ["Drafted", "Invalid", "Registered", "Closed", "Resolution In Progress"]) await expect(statusGroup.getByRole("checkbox", { name: status })).toBeVisible();
  await expect(filters.getByRole("group", { name: "Type" }).getByRole("checkbox", { name: "Reschedule Visit" })).toBeVisible();

  // With JavaScript, filters and pages apply without a full reload: a mark on window survives.
  const js = test.info().project.name === "js";
  if (js) await page.evaluate(() => Object.assign(window, { __noReload: true }));

  await filters.getByRole("checkbox", { name: "Quotation" }).check();
  await apply(page);
  await expect(page).toHaveURL(/\?view=all&type=Quotation$/);
  await expect(statusGroup.getByRole("checkbox")).toHaveCount(6);
  for (const status of ["Open", "Drafted", "Completed", "Closed"])
    await statusGroup.getByRole("checkbox", { name: status }).check();
  await apply(page);
  await expect(page).toHaveURL(/\?view=all&type=Quotation&status=Open&status=Drafted&status=Completed&status=Closed$/);

  // The upstream got the spec's encoding, with New Equipment Request added for Quotation.
  const expected = "status-Open,Drafted,Completed,Closed$type-Quotation,New Equipment Request";
  await expect.poll(() => filterBysSent(page, "/ticketapi/tickets", "U-1001", since)).toContain(expected);

  // Five tickets match (seed), newest first, all on one page: eight to a page, no pager (decision 099).
  await expect(cards(page).getByRole("heading")).toHaveText(["TCK-100201", "TCK-100203", "TCK-100205", "TCK-100206", "TCK-100200"]);
  await expect(pager(page)).toHaveCount(0);
  for (const card of await cards(page).all()) {
    await expect(card.getByText(/^(Quotation|New Equipment Request)$/)).toBeVisible();
    await expect(card.locator("[data-tone]")).toHaveText(/^(Open|Drafted|Completed|Closed)$/);
  }
  await expect(page.getByRole("article", { name: "TCK-100201" }).locator("[data-tone]")).toHaveAttribute(
    "data-tone",
    "green",
  );
  await expect(page.getByRole("article", { name: "TCK-100203" }).locator("[data-tone]")).toHaveAttribute(
    "data-tone",
    "orange",
  );
  // Each card shows the latest update (updatedMessage), its formatting kept (issue 33 §3).
  const latest = page.getByRole("article", { name: "TCK-100203" }).getByRole("group", { name: "Latest update" });
  await expect(latest).toContainText("Quotation drafted; it is with our sales team for approval.");

  // The state survives a reload: the same cards, the filter still checked.
  await page.reload();
  await expect(cards(page)).toHaveCount(5);
  await expect(filters.getByRole("checkbox", { name: "Quotation" })).toBeChecked();
  await expect(statusGroup.getByRole("checkbox", { name: "Drafted" })).toBeChecked();
  await expect(statusGroup.getByRole("checkbox", { name: "Validated" })).not.toBeChecked();

  // Reset Filters goes back to My Tickets without a filter.
  await filters.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  await expect(page.getByRole("link", { name: "My Tickets" })).toHaveAttribute("aria-current", "true");
  await expect(filters.getByRole("checkbox", { name: "Quotation" })).not.toBeChecked();

  // Pages: the company's finished tickets (seed only: no test finishes one) are 12, 8 on page 1 and 4 on page 2.
  await page.goto("/dashboard/tickets?view=all&status=Completed&status=Closed&status=Invalid");
  await hydrated(page);
  if (js) await page.evaluate(() => Object.assign(window, { __noReload: true }));
  await expect(cards(page)).toHaveCount(8);
  await expect(pager(page).getByRole("link", { name: "Previous" })).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByRole("link", { name: "Page 1" })).toHaveAttribute("aria-current", "page");
  const firstPage = await cards(page).getByRole("heading").allTextContents();
  await pager(page).getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?view=all&status=Completed&status=Closed&status=Invalid&page=2$/);
  await expect(cards(page)).toHaveCount(4);
  for (const heading of await cards(page).getByRole("heading").allTextContents()) expect(firstPage).not.toContain(heading);
  await expect(pager(page).getByRole("link", { name: "Next" })).toHaveAttribute("aria-disabled", "true");
  await expect(pager(page).getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page");
  if (js) expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  await pager(page).getByRole("link", { name: "Previous" }).click();
  await expect(page).toHaveURL(/&status=Invalid(&page=1)?$/);
  await expect(cards(page).getByRole("heading")).toHaveText(firstPage);
});

test("changing the type clears the chosen statuses", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all&type=Quotation&status=Drafted");
  const filters = page.getByRole("search", { name: "Filter tickets" });
  const statusGroup = filters.getByRole("group", { name: "Status" });
  await expect(statusGroup.getByRole("checkbox", { name: "Drafted" })).toBeChecked();

  await filters.getByRole("checkbox", { name: "Quotation" }).uncheck();
  await filters.getByRole("checkbox", { name: "Complaint" }).check();
  if (test.info().project.name === "js") {
    // With JavaScript the offered statuses follow at once and the choice is cleared.
    await expect(statusGroup.getByRole("checkbox", { name: "Registered" })).not.toBeChecked();
    await expect(statusGroup.getByRole("checkbox", { name: "Drafted" })).toHaveCount(0);
  }
  await apply(page);
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all&type=Complaint$/);
  await expect(statusGroup.getByRole("checkbox", { name: "Registered" })).not.toBeChecked();
  await expect(statusGroup.getByRole("checkbox", { name: "Drafted" })).toHaveCount(0);
  for (const card of await cards(page).all()) await expect(card.getByText("Complaint", { exact: true })).toBeVisible();
});

test("a filter without tickets shows the empty state and no pager", { tag: "@same-without-js" }, async ({ page }) => {
  // A complaint's ticket has its complaint's status (Registered, Resolution In Progress, Closed): none is Invalid.
  await signIn(page, "customer@demo.test", "/dashboard/tickets?type=Complaint&status=Invalid");
  await expect(page.getByText("You have no tickets as of now!")).toBeVisible();
  await expect(pager(page)).toHaveCount(0);
  await expect(page.getByRole("checkbox", { name: "Invalid" })).toBeChecked();
});

test("View Messages: a customer sees it on their own tickets only, staff on every ticket", { tag: "@same-without-js" }, async ({
  page,
  browser,
}) => {
  const list = "/dashboard/tickets?view=all&type=Quotation";
  await signIn(page, "customer@demo.test", list);
  await expect(cards(page)).toHaveCount(6);
  // TCK-100203 is Priya's (U-1001); TCK-100201 and TCK-100205 are Rahul's, TCK-100206 Meera's.
  const own = page.getByRole("article", { name: "TCK-100203" });
  await expect(own.getByRole("link", { name: /View Messages/ })).toHaveAttribute(
    "href",
    "/dashboard/tickets/TCK-100203/messages?view=all&type=Quotation#thread-start",
  );
  for (const other of ["TCK-100201", "TCK-100205", "TCK-100206"]) {
    await expect(page.getByRole("article", { name: other }).getByRole("link", { name: /View Messages/ })).toHaveCount(
      0,
    );
  }

  const context = await browser.newContext({ javaScriptEnabled: test.info().project.name === "js" });
  const staff = await context.newPage();
  await signIn(staff, "staff@thermax.test", list);
  await expect(cards(staff)).toHaveCount(6);
  await expect(staff.getByRole("link", { name: /View Messages/ })).toHaveCount(6);
  // Staff open All Tickets by default, the list Home's replies come from and the badge counts (decision 099).
  await staff.goto("/dashboard/tickets");
  await expect(staff.getByRole("navigation", { name: "Tickets view" }).getByRole("link", { name: "All Tickets" })).toHaveAttribute("aria-current", "true");
  await expect(cards(staff)).toHaveCount(8);
  await context.close();
});

test("the Tickets tab shows the total as a plain number, on / and on the tab", async ({ page }) => {
  // edgelive@demo.test (U-1006) is the contact of four seeded tickets (two, and complaints
  // CAS-030504 and CAS-030510, whose tickets they are) and may not submit new ones.
  await signIn(page, "edgelive@demo.test", "/dashboard/tickets");
  const tabs = page.getByRole("navigation", { name: "Dashboard" });
  await expect(tabs.getByRole("link", { name: "Tickets total 4", exact: true })).toBeVisible();
  await expect(cards(page)).toHaveCount(4);
  await expect(pager(page)).toHaveCount(0);

  await tabs.getByRole("link", { name: "Overview" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");
  await expect(tabs.getByRole("link", { name: "Tickets total 4", exact: true })).toBeVisible();

  await page.goto("/dashboard");
  await expect(page).toHaveURL(/\/$/);
});

test("an upstream 500 on the tickets call shows the message inside the shell", { tag: "@same-without-js" }, async ({ page }) => {
  const { email, userId } = reservedUser("tickets", test.info());
  await signIn(page, email, "/account-settings");
  // One page load makes two my-tickets calls: the tab badge and the list.
  await injectFault(page.request, { call: "GET /ticketapi/my-tickets", mode: 500, times: 2, userId });
  const response = await page.goto("/dashboard/tickets");
  expect(response?.status()).toBe(200);
  const alert = page.getByRole("alert");
  await expect(alert).toContainText("We could not load your tickets right now. Please try again in a moment.");
  // The reference is this request's id, and the portal's log has the failed call under it.
  const reference = response?.headers()["x-request-id"] ?? "";
  expect(reference).toMatch(/^[0-9A-Z]{12}$/);
  await expect(alert).toContainText(`Reference: ${reference}`);
  const lines = await portalLogLines(reference);
  expect(lines.some((l) => l.msg === "upstream call failed" && l.call === "GET /ticketapi/my-tickets" && l.status === 500)).toBe(true);
  expect(lines.some((l) => l.msg === "request" && l.route === "routes/_app.dashboard.tickets" && l.status === 200 && l.userId === userId)).toBe(true);
  await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Tickets", exact: true }),
  ).toBeVisible();
  await expect(page.getByRole("search", { name: "Filter tickets" })).toBeVisible();
  await expect(page.getByText("You have no tickets as of now!")).toHaveCount(0);

  // The next load works again: the reserved user has no tickets of their own.
  await page.reload();
  await expect(page.getByText("You have no tickets as of now!")).toBeVisible();
  await expect(
    page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: "Tickets total 0", exact: true }),
  ).toBeVisible();
});

test("the asset page's tickets filter by type and status, Reschedule Visit among the types", async ({ page }) => {
  const since = new Date().toISOString();
  // AST-0004 (seed): a drafted Quotation and a completed Reschedule Visit.
  await signIn(page, "customer@demo.test", "/asset/AST-0004");
  const list = page.getByRole("list", { name: "Tickets of this asset" });
  await expect(list.getByRole("article")).toHaveCount(2);
  const filters = page.getByRole("search", { name: "Filter this asset's tickets" });
  await filters.getByRole("checkbox", { name: "Reschedule Visit" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/asset\/AST-0004\?ticketType=Reschedule\+Visit(#tickets)?$/);
  await expect(list.getByRole("heading")).toHaveText(["TCK-100231"]);
  await expect(list.getByRole("article", { name: "TCK-100231" }).getByRole("group", { name: "Latest update" })).toContainText("Work completed on site.");
  await expect.poll(() => filterBysSent(page, "/ticketapi/tickets", "U-1001", since)).toContain("type-Reschedule Visit");

  // Its statuses are the common ones; a status without tickets shows the filtered empty state.
  const statusGroup = filters.getByRole("group", { name: "Status" });
  await expect(statusGroup.getByRole("checkbox")).toHaveCount(3);
  await statusGroup.getByRole("checkbox", { name: "Invalid" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?ticketType=Reschedule\+Visit&ticketStatus=Invalid(#tickets)?$/);
  await expect(page.getByText("No tickets of this asset match these filters.")).toBeVisible();

  await filters.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(/\/asset\/AST-0004(#tickets)?$/);
  await expect(list.getByRole("article")).toHaveCount(2);
});

test("a reference to a ticket opens its thread for its contact and its card for a colleague (open=messages)", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all&ticket=TCK-100200&open=messages");
  // TCK-100200 is customer@demo.test's own: its thread opens over the list narrowed to it.
  await expect(page).toHaveURL(/\/dashboard\/tickets\/TCK-100200\/messages\?view=all&ticket=TCK-100200#thread-start$/);
  await expect(page.getByRole("dialog")).toContainText("TCK-100200");
  // TCK-100201 is a colleague's (buyer@demo.test): its card, not a 403.
  const response = await page.goto("/dashboard/tickets?view=all&ticket=TCK-100201&open=messages");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all&ticket=TCK-100201$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("TCK-100201");
});
