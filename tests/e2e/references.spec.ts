import type { Page } from "@playwright/test";
import { db } from "../../mocks/store";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * One object, one name, one page (issue 31, decisions 065 to 067): every reference opens the thing
 * it names and calls it what its own page calls it. customer@demo.test's records are only read here
 * (read notifications are links: following one changes nothing).
 */

const activity = (page: Page) => page.getByRole("region", { name: "Recent Activity" });

test("Recent Activity: an order opens its order, a complaint its complaint, a ticket its thread", async ({ page }) => {
  // Nine page loads.
  test.setTimeout(90_000);
  await signIn(page, "customer@demo.test", "/");
  const po = "CPO/1001/04106";
  const order = db.orders.find((o) => o.customerPo === po)!;
  const card = activity(page).getByRole("article", { name: new RegExp(`^P\\.O\\. ${po}`) });
  // The chips read as the order's own card in Spares & Services does (one vocabulary).
  const chips = await card.locator("span.rounded-full").allInnerTexts();
  await card.getByRole("link", { name: `View Details of P.O. ${po}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.id}$`));
  await expect(page.getByRole("main").getByText(`P.O. ${po}`).first()).toBeVisible();
  await page.goto("/dashboard/spares-and-services");
  const listCard = page.getByRole("list", { name: "Orders" }).getByRole("article").filter({ hasText: po });
  expect(await listCard.locator("span.rounded-full").allInnerTexts()).toEqual(chips);

  // A complaint's activity carries its case number (its ticket's number): its complaint page opens.
  await page.goto("/");
  await activity(page).getByRole("link", { name: "View Details of Complaint CAS-030505" }).click();
  await expect(page).toHaveURL(/\/complaints\/CAS-030505$/);
  await expect(page.getByRole("main")).toContainText("CAS-030505");
  await page.goto("/");

  // TCK-100203 is Priya's own: its thread opens, over the tickets list narrowed to it.
  await activity(page).getByRole("link", { name: "View Details of Ticket TCK-100203" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\/TCK-100203\/messages\?view=all&ticket=TCK-100203#thread-start$/);
  await expect(page.getByRole("dialog")).toContainText("TCK-100203");

  // TCK-100201 is a colleague's: its card (the thread would be refused).
  await page.goto("/");
  await activity(page).getByRole("link", { name: "View Details of Ticket TCK-100201" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all&ticket=TCK-100201$/);
  await expect(page.getByRole("list", { name: "Tickets" }).getByRole("article", { name: "TCK-100201" })).toBeVisible();
});

test("notifications name their object as its page does and open it: a reply its thread, a contract its page", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "customer@demo.test", "/notifications?show=30");
  const list = page.getByRole("main");
  // No internal id in any message: orders by P.O. number, complaints by case number, assets by name.
  await expect(list.getByRole("listitem").first()).toBeVisible();
  expect((await list.innerText()).match(/\b(ORD|CMP|AST)-\d+/g)).toBeNull();

  // Read notifications are links to their object.
  const contract = list.getByRole("link", { name: /^Your service contract for Zero Liquid Discharge Plant 8/ });
  const serviceId = db.contracts.find((c) => c.accountId === "ACC-1001" && c.assetName === "Zero Liquid Discharge Plant 8")!.serviceId;
  await expect(contract).toHaveAttribute("href", `/contracts/${serviceId}`);
  const complaint = list.getByRole("link", { name: /^Complaint CAS-030500 has a new status/ });
  await expect(complaint).toHaveAttribute("href", "/complaints/CAS-030500");

  await list.getByRole("link", { name: /^You have a new reply on ticket TCK-100200\./ }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\/TCK-100200\/messages\?view=all&ticket=TCK-100200#thread-start$/);
  await expect(page.getByRole("dialog")).toContainText("TCK-100200");

  await page.goto("/notifications?show=30");
  await page.getByRole("main").getByRole("link", { name: /^Your service contract for Zero Liquid Discharge Plant 8/ }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/${serviceId}$`));
  await expect(page.getByRole("heading", { name: "Contract Details", level: 1 })).toBeVisible();
});

test("a complaint's ticket card and its thread link to its complaint page, all under one case number", async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, "customer@demo.test", "/dashboard/tickets?view=all&type=Complaint&ticket=CAS-030500");
  const card = page.getByRole("list", { name: "Tickets" }).getByRole("article", { name: "CAS-030500" });
  await card.getByRole("link", { name: "View Complaint CAS-030500" }).click();
  await expect(page).toHaveURL(/\/complaints\/CAS-030500\?back=/);
  await expect(page.getByRole("heading", { name: "Complaint CAS-030500", level: 1 })).toBeVisible();
  // Back returns to the list it came from.
  await page.getByRole("main").getByRole("link", { name: "← Back" }).click();
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all&type=Complaint&ticket=CAS-030500$/);

  await page.goto("/dashboard/tickets/CAS-030500/messages?view=all&ticket=CAS-030500");
  await page.getByRole("dialog").getByRole("link", { name: "Complaint details of CAS-030500" }).click();
  await expect(page).toHaveURL(/\/complaints\/CAS-030500\?back=/);
});

test("one label per status: a status filter returns cards showing the label it offers", async ({ page }) => {
  test.setTimeout(60_000);
  // The project order in execution (a spares-kind order: its statuses read as spares do).
  await signIn(page, "customer@demo.test", "/dashboard/spares-and-services?type=Project");
  const filters = page.getByRole("search", { name: "Filter orders" });
  const status = filters.getByRole("group", { name: "Status" });
  // The filter offers the cards' words, never the ERP's ('Order execution in progress').
  await expect(status.getByRole("checkbox", { name: "Order execution in progress" })).toHaveCount(0);
  await status.getByRole("checkbox", { name: "Order Processing" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/status=Order\+execution\+in\+progress/);
  const cards = page.getByRole("list", { name: "Orders" }).getByRole("article");
  // Every card of the filtered list (read as one, so a list still being replaced is read again).
  await expect
    .poll(async () => {
      const texts = await cards.allInnerTexts();
      return texts.length > 0 && texts.every((text) => text.includes("Order Processing"));
    })
    .toBe(true);

  // A complaint's status reads one way on the filter, its card and its page.
  await page.goto("/dashboard/tickets?view=all&type=Complaint");
  await expect(page.getByRole("search", { name: "Filter tickets" }).getByRole("checkbox", { name: "Resolution in Progress" })).toBeVisible();
  await expect(page.getByRole("main").getByText("Resolution in Progress", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Resolution In Progress", { exact: true })).toHaveCount(0);
});

test("a visit planned in the past is overdue, with no calendar file; counts are plain numbers", { tag: "@same-without-js" }, async ({ page }) => {
  // SVC-07000's second visit was due on 02 Nov 2026 and is still pending.
  await signIn(page, "customer@demo.test", "/contracts/SVC-07000");
  const visits = page.getByRole("list", { name: "Visits" }).getByRole("listitem");
  const overdue = visits.filter({ hasText: "02 Nov 2026" });
  await expect(overdue).toContainText("Overdue");
  await expect(overdue).not.toContainText("Planned");
  await expect(overdue.getByRole("link", { name: /Add to calendar/ })).toHaveCount(0);
  expect((await page.request.get("/contracts/SVC-07000/ics?visit=VIS-001-2")).status()).toBe(404);
  await expect(visits.filter({ hasText: "31 Jan 2027" })).toContainText("Planned");
  await expect(page.getByRole("link", { name: "Add to calendar (visit on 31 Jan 2027)" })).toBeVisible();
});

test("My Assets says what it holds: how many of the badge's assets it shows, with a way to All Assets", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/assets");
  const badge = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Assets/ });
  const all = Number(/(\d+)$/.exec((await badge.innerText()).trim())?.[1]);
  const shown = await page.getByRole("list", { name: "Assets" }).getByRole("article").count();
  const hint = page.getByRole("note").filter({ hasText: /^Showing/ });
  await expect(hint).toContainText(new RegExp(`^Showing ${shown} of ${all} \\(your favourites`));
  await hint.getByRole("link", { name: "See All Assets" }).click();
  await expect(page).toHaveURL(/\/dashboard\/assets\?view=all$/);
  // All Assets shows what the badge counts: no hint needed there.
  await expect(page.getByRole("note").filter({ hasText: /^Showing/ })).toHaveCount(0);
});

test("the location filter lists states and cities as such", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/assets?view=all");
  const location = page.getByRole("search", { name: "Filter assets" }).getByRole("group", { name: "Location" });
  await expect(location.getByRole("group", { name: "States" }).getByRole("checkbox", { name: "Maharashtra" })).toBeAttached();
  await expect(location.getByRole("group", { name: "Cities" }).getByRole("checkbox", { name: "Pune" })).toBeAttached();
  await expect(location.getByRole("group", { name: "Cities" }).getByRole("checkbox", { name: "Maharashtra" })).toHaveCount(0);
});
