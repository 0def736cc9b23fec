import { expectToast, postForm, fieldMessage } from "./dialog-support";
import type { Page } from "@playwright/test";
import { formatDate } from "../../app/domain/dates";
import { LINE_STATUSES } from "../../app/domain/orders";
import { db } from "../../mocks/store";
import { signInOverHttp } from "../support/http-session";
import { expect, test } from "./fixtures";
import { callsOf, feedbackOrder, noJs, ordersUser } from "./orders-support";
import { injectFault, MOCK, ownUser, PORTAL, signIn } from "./support";

/**
 * Spares & Services (/dashboard/spares-and-services), the order page (/order/:id), its line items,
 * the CSV download and the order feedback dialog. customer@demo.test (U-1001, 12 ongoing and 2
 * closed orders) is only read; feedback is given by the project's own orders user.
 */
const LIST = "/dashboard/spares-and-services";
const order = (id: string) => {
  const o = db.orders.find((x) => x.id === id);
  if (!o) throw new Error(`seed: no ${id}`);
  return o;
};

function cards(page: Page) {
  return page.getByRole("list", { name: "Orders" }).getByRole("article");
}

async function apply(page: Page, label = "Filter orders") {
  await page.getByRole("search", { name: label }).getByRole("button", { name: "Apply" }).click();
}

test.describe.configure({ mode: "serial" });

test("filter and page orders; the URL holds the state and the upstream gets the spec's encoding", async ({ page }) => {
  const since = new Date().toISOString();
  await signIn(page, "customer@demo.test", LIST);
  const tab = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Spares & Services/ });
  await expect(tab).toHaveAttribute("aria-current", "page");
  await expect(tab).toContainText("12");
  await expect(page.getByRole("navigation", { name: "Orders view" }).getByRole("link", { name: "Ongoing Orders" })).toHaveAttribute("aria-current", "true");

  // 12 ongoing orders: 8 on page 1, 4 on page 2.
  await expect(cards(page)).toHaveCount(8);
  const pager = page.getByRole("navigation", { name: "Order pages" });
  await pager.getByRole("link", { name: "Next" }).click();
  await expect(page).toHaveURL(/\?page=2$/);
  await expect(cards(page)).toHaveCount(4);
  await expect.poll(async () => (await callsOf(page, "/orderapi/v2/orders", "U-1001", since)).map((c) => `${c.query.page}|${c.query.pageSize}|${c.query.filterBy}`)).toContain("1|8|Spares;R&R;Services;Project;Product");

  // Status: the two confirmed orders, a spares and a services one, shown with their display names.
  const filters = page.getByRole("search", { name: "Filter orders" });
  await filters.getByRole("checkbox", { name: "Order confirmed" }).check();
  await apply(page);
  await expect(page).toHaveURL(/\?status=Order\+confirmed$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).locator("[data-tone]")).toHaveText(["Order Confirmed", "Order Confirmed"]);
  await expect(page.getByRole("link", { name: /^View Spares Page/ })).toHaveCount(1);
  await expect(page.getByRole("link", { name: /^View Service Page/ })).toHaveCount(1);
  // Product: semicolon-joined families.
  await page.goto(LIST);
  await filters.getByRole("checkbox", { name: "Water" }).check();
  await filters.getByRole("checkbox", { name: "Enviro" }).check();
  await apply(page);
  await expect(page).toHaveURL(/\?product=Water&product=Enviro$/);
  const expected = db.orders.filter((o) => o.accountId === "ACC-1001" && o.erpStatus !== "Order closed" && ["WATER", "ENVIRO"].includes(o.opportunityDivision)).length;
  await expect(cards(page)).toHaveCount(expected);
  await expect.poll(async () => (await callsOf(page, "/orderapi/v2/orders", "U-1001", since)).map((c) => c.query.product)).toContain("Water;Enviro");

  // Retrofit and Revamp is sent as R&R; its chip reads Retrofit and Revamp.
  await page.goto(LIST);
  await filters.getByRole("checkbox", { name: "Retrofit and Revamp" }).check();
  await apply(page);
  await expect(page).toHaveURL(/\?type=R%26R$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("Retrofit and Revamp");
  await expect.poll(async () => (await callsOf(page, "/orderapi/v2/orders", "U-1001", since)).map((c) => c.query.filterBy)).toContain("R&R");

  // Order History keeps the filter; no closed R&R order: the empty state.
  await page.getByRole("navigation", { name: "Orders view" }).getByRole("link", { name: "Order History" }).click();
  await expect(page).toHaveURL(/\?type=R%26R&view=history$/);
  await expect(page.getByText("You have no spares and services as of now!")).toBeVisible();
  await expect(filters.getByRole("group", { name: "Status" })).toHaveCount(0);

  // Reset Filters returns to Ongoing with nothing chosen.
  await filters.getByRole("link", { name: "Reset Filters" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}$`));
  await expect(cards(page)).toHaveCount(8);
});

test("a dealer's order list and badge calls carry the dealer code", { tag: "@same-without-js" }, async ({ request }) => {
  const since = new Date().toISOString();
  const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "dealer@demo.test" });
  const response = await fetch(`${PORTAL}${LIST}`, { headers: { cookie } });
  expect(response.status).toBe(200);
  const calls = (await (await request.get(`${MOCK}/__calls?path=/orderapi/v2/orders&since=${since}`)).json()) as { userId: string; query: Record<string, string> }[];
  const mine = calls.filter((c) => c.userId === "U-1004");
  expect(mine.length).toBeGreaterThanOrEqual(2);
  for (const c of mine) expect(c.query.tcaUser).toBe("TCA-501");
});

test("every order type a card shows can be filtered, and a project order is named as one, page and button (issue 42 §2, §3)", async ({ page }) => {
  await signIn(page, "customer@demo.test", LIST);
  const filters = page.getByRole("search", { name: "Filter orders" });
  const types = filters.getByRole("group", { name: "Order type" });
  await expect(types.locator("label")).toHaveText(["Spares", "Retrofit and Revamp", "Service Order", "Project Order", "Product Order"]);
  await types.getByRole("checkbox", { name: "Project Order" }).check();
  await apply(page);
  await expect(page).toHaveURL(/\?type=Project$/);
  // Every card a project order (asserted as a whole: with JavaScript the old list stays until the new one arrives).
  await expect(cards(page)).not.toHaveCount(0);
  await expect(cards(page).filter({ hasNot: page.getByText("Project Order", { exact: true }) })).toHaveCount(0);
  await page.getByRole("link", { name: /^View Project Order/ }).first().click();
  await expect(page.getByRole("heading", { name: "Project Order Details", level: 1 })).toBeVisible();
  await expect(page.getByRole("banner").getByText("Order Details", { exact: true })).toBeVisible();
  const summary = page.getByRole("region", { name: "Order Summary" });
  await expect(summary.getByText("Thermax order", { exact: true })).toBeVisible();
  await expect(summary.getByText("Order number", { exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /View Spares Page/ })).toHaveCount(0);
});

test("a spares and a services order: timeline labels and dates, summary, Back to the list", async ({ page }) => {
  await signIn(page, "customer@demo.test", `${LIST}?status=Order+confirmed`);
  await page.getByRole("link", { name: /^View Spares Page/ }).click();
  await expect(page).toHaveURL(/\/order\/ORD-0003\?back=/);
  await expect(page.getByRole("heading", { name: "Spare Details", level: 1 })).toBeVisible();
  const spares = order("ORD-0003");
  const steps = page.getByRole("list", { name: "Order status" }).getByRole("listitem");
  await expect(steps).toHaveText([
    new RegExp(`^Order Confirmed \\(current\\)${formatDate(spares.erpOrderBookedDate)}$`),
    /^Order Processing \(not reached\)$/,
    /^Partially Ready for Shipment \(not reached\)$/,
    /^Ready for Shipment \(not reached\)$/,
    /^Partially Dispatched \(not reached\)$/,
    new RegExp(`^Order Dispatched \\(not reached\\)Expected ${formatDate(spares.edd)}$`),
  ]);
  await expect(steps.first()).toHaveAttribute("aria-current", "step");
  const summary = page.getByRole("region", { name: "Order Summary" });
  for (const text of [spares.customerPo, spares.erpOrderNumber, "Order Confirmed", spares.opportunityNumber, spares.ownerName, spares.ownerEmail, spares.ownerContact, formatDate(spares.dateOrdered)]) {
    await expect(summary).toContainText(text);
  }
  // One identity (issue 31): the order is its P.O. number, as on its card; one label per status, no codes.
  await expect(page.getByRole("main").getByText(`P.O. ${spares.customerPo} · Order Confirmed`)).toBeVisible();
  await expect(summary).not.toContainText("Order confirmed");
  await expect(summary).not.toContainText(spares.opportunityDivision);
  // Register a Complaint preselects the asset, the type and this active order.
  await expect(page.getByRole("main").getByRole("link", { name: "Register a Complaint", exact: true })).toHaveAttribute("href", new RegExp(`assetId=${spares.assetId}.*type=order&orderId=ORD-0003`));
  // The header's Back returns to the filtered list.
  await page.getByRole("banner").getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(new RegExp(`${LIST}\\?status=Order\\+confirmed$`));

  const services = order("ORD-0010");
  await page.goto("/order/ORD-0010");
  await expect(page.getByRole("list", { name: "Order status" }).getByRole("listitem")).toHaveText([
    new RegExp(`^Order Confirmed \\(completed\\)${formatDate(services.erpOrderBookedDate)}$`),
    /^Order Processing \(completed\)$/,
    /^Partially Ready for Shipment \(completed\)$/,
    /^Order in Execution \(current\)$/,
    /^Partially Executed \(not reached\)$/,
    new RegExp(`^Order Executed \\(not reached\\)Expected ${formatDate(services.edd)}$`),
  ]);
  await expect(page.getByText(`P.O. ${services.customerPo} · Order in Execution`)).toBeVisible();

  // An unknown order, or another account's, is a 404 inside the shell.
  for (const id of ["ORD-9999", "ORD-0015"]) {
    const missing = await page.goto(`/order/${id}`);
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Main" })).toBeAttached();
  }
});

test("page the line items and filter them by status", async ({ page }) => {
  const since = new Date().toISOString();
  await signIn(page, "customer@demo.test", "/order/ORD-0003");
  const rows = page.getByRole("table").getByRole("row");
  await expect(rows).toHaveCount(7); // header + 6
  const pager = page.getByRole("navigation", { name: "Line item pages" });
  await expect(pager.getByRole("link", { name: /Page/ })).toHaveText(["Page 1", "Page 2", "Page 3"]);
  await pager.getByRole("link", { name: "Page 3" }).click();
  await expect(page).toHaveURL(/\?page=3$/);
  await expect(rows).toHaveCount(3); // 14 lines: 6, 6, 2
  // A line without an expected date says so in words, never 'NA' (issue 32).
  const lines = order("ORD-0003").lineItems;
  expect(lines[9].edd).toBeNull(); // every fifth line has none (mocks/store/orders.ts)
  await pager.getByRole("link", { name: "Page 2" }).click();
  await expect(rows.filter({ hasText: lines[9].orderedItem }).getByRole("cell").nth(3)).toHaveText("Not yet scheduled");
  await expect(page.getByRole("table")).not.toContainText(/\bNA\b/);
  await pager.getByRole("link", { name: "Page 3" }).click();
  await expect(rows).toHaveCount(3);

  const filters = page.getByRole("search", { name: "Filter line items" });
  await filters.getByText("Line status", { exact: true }).first().click();
  // Line statuses read as words (issue 31: no raw codes); the filter still sends the codes.
  await expect(page.getByRole("table")).not.toContainText("AWAITING_RECEIPT");
  await filters.getByRole("checkbox", { name: "Awaiting Receipt" }).check();
  await filters.getByRole("checkbox", { name: "Item Is Ready" }).check();
  await apply(page, "Filter line items");
  await expect(page).toHaveURL(/\?lineStatus=AWAITING_RECEIPT&lineStatus=Item\+is\+Ready$/);
  await expect(rows).toHaveCount(4); // 2 awaiting receipt, 1 ready
  await expect(pager).toHaveCount(0);
  await expect
    .poll(async () => (await callsOf(page, "/orderapi/v2/order-line-items", "U-1001", since)).map((c) => `${c.query.orderNumber}|${c.query.status ?? ""}|${c.query.pageSize}`))
    .toContain(`${order("ORD-0003").erpOrderNumber}|AWAITING_RECEIPT;Item is Ready|6`);

  await page.goto("/order/ORD-0003?lineStatus=Shipped+%26+Invoiced&lineStatus=Order+Confirmed");
  await expect(rows).toHaveCount(3);
  const absent = LINE_STATUSES.find((st) => !order("ORD-0001").lineItems.some((l) => l.lineStatusView === st));
  await page.goto(`/order/ORD-0001?lineStatus=${encodeURIComponent(absent ?? "")}`);
  await expect(page.getByText("No parts list available for this order.")).toBeVisible();
});

test("Download CSV and Excel carry the list's filters; the old CSV address leads there (decision 102)", { tag: "@same-without-js" }, async ({ page }, info) => {
  const { email } = await ownUser(page.request, ordersUser(info).userId);
  await signIn(page, email, `${LIST}?view=history&page=1`);
  const links = page.getByRole("group", { name: "Download these orders" });
  await expect(links.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/exports/spares-and-services/csv?view=history");
  await expect(links.getByRole("link", { name: "Download Excel" })).toHaveAttribute("href", "/exports/spares-and-services/xlsx?view=history");
  const old = await page.request.get("/orders/csv?view=history&product=Water", { maxRedirects: 0 });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe("/exports/spares-and-services/csv?view=history&product=Water");
  const lines = (await (await page.request.get(old.headers().location)).text()).trim().split("\r\n");
  // (trim() took the byte-order mark.)
  expect(lines[0]).toBe("Asset name,Order type,Status,Company,P.O. number,Thermax order,Product family,Order date,Readiness date");
  const po = order("ORD-0039").customerPo || order("ORD-0039").poNumber;
  expect(po).toBeTruthy();
  expect(lines.slice(1)).toEqual([expect.stringContaining(`,${po},`)]);
});

test("give feedback on a closed order: reasons follow the rating, every field kept; then the dialog says it was given and a second is refused", async ({ page }, info) => {
  const { email, userId } = await ownUser(page.request, ordersUser(info).userId);
  const own = await feedbackOrder(page, info, "orders");
  await signIn(page, email, `/order/${own}`);
  await page.getByRole("link", { name: "Give Feedback" }).click();
  const dialog = page.getByRole("dialog", { name: "Order Feedback" });
  await expect(dialog).toBeVisible();
  const since = new Date().toISOString();

  // One form in both modes (issue 40 §6): Submit from the start, no staging step without JavaScript.
  await expect(dialog.locator('button[type="submit"]:visible')).toHaveText(["Submit"]);
  await expect(dialog.getByRole("group", { name: /What went/ })).toHaveCount(0);
  await expect(dialog.getByText("Choose a rating to see the reasons.")).toBeVisible();
  await dialog.getByLabel("Note (optional)").fill("Typed first.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(fieldMessage(dialog, "Rating is required")).toBeVisible();
  await expect(dialog.getByLabel("Note (optional)")).toHaveValue("Typed first.");

  const choose = (rating: string) => dialog.getByRole("radio", { name: `${rating} of 5` }).check();
  await choose("5");
  const good = dialog.getByRole("group", { name: "What went well?" });
  await expect(good.getByRole("checkbox")).toHaveCount(5);
  await expect(dialog.getByText("Choose a rating to see the reasons.")).toBeHidden();
  // A tick in the list a changed rating hides is not sent (the server drops it without JavaScript).
  await good.getByRole("checkbox").first().check();
  await dialog.getByLabel("Note (optional)").fill("Engineer was on time, report came late.");
  await choose("2");
  await expect(good).toBeHidden();
  const bad = dialog.getByRole("group", { name: "What went wrong?" });
  await expect(bad.getByRole("checkbox")).toHaveCount(6);
  await expect(dialog.getByLabel("Note (optional)")).toHaveValue("Engineer was on time, report came late.");
  await bad.getByLabel("Delayed delivery").check();
  await bad.getByLabel("Poor communication").check();

  // An upstream failure keeps the rating, the reasons and the note.
  await injectFault(page.request, { call: "POST /feedbackapi/feedback/order", mode: 500, userId });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Something went wrong, please try again.");
  await expect(dialog.getByRole("radio", { name: "2 of 5" })).toBeChecked();
  await expect(bad.getByLabel("Delayed delivery")).toBeChecked();
  await expect(bad.getByLabel("Poor communication")).toBeChecked();
  await expect(dialog.getByLabel("Note (optional)")).toHaveValue("Engineer was on time, report came late.");

  await dialog.getByRole("button", { name: "Submit" }).click();
  // No success dialog in the spec for it: back on the order, with a toast (issue 32, decision 068).
  await expectToast(page, "Thank you for sharing feedback!");
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((url) => url.pathname === `/order/${own}` && url.search === "");
  const posts = (await callsOf(page, "/feedbackapi/feedback/order", userId, since)).filter((c) => c.method === "POST");
  expect(posts).toHaveLength(2);
  expect(posts[1].body).toEqual({
    entityType: "ORDER",
    referenceId: own,
    feedbackCategory: "Delayed delivery,Poor communication",
    rating: 2,
    additionalNote: "Engineer was on time, report came late.",
    userId,
  });

  // Issue 32 §2: opened again, the dialog says when it was given and with which rating, no form.
  const given = `Feedback given on ${formatDate(new Date())} (rating 2 of 5).`;
  await page.goto(`/order/${own}/feedback`);
  await expect(dialog.getByRole("note")).toHaveText(`${given} Thank you for sharing it.`);
  await expect(dialog.getByRole("radio")).toHaveCount(0);
  await expect(dialog.getByRole("button", { name: "Submit" })).toHaveCount(0);
  await expect(dialog.getByRole("link", { name: "Back to Order" })).toHaveAttribute("href", `/order/${own}`);
  // The order page says it too, in place of Give Feedback.
  await page.goto(`/order/${own}`);
  await expect(page.getByRole("main").getByText(given, { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "Give Feedback" })).toHaveCount(0);
  // A second post (a stale form, another tab) is refused with those words; nothing reaches the upstream.
  const again = new Date().toISOString();
  const second = await postForm(page.request, `/order/${own}/feedback`, { intent: "submit", rating: "5", reasons: "On-time delivery" });
  expect(second.status()).toBe(409);
  expect(await second.text()).toContain(given);
  expect((await callsOf(page, "/feedbackapi/feedback/order", userId, again)).filter((c) => c.method === "POST")).toEqual([]);
});

test("staff may give order feedback (issue 25, decision 047); an open order takes none", async ({ page }, info) => {
  // Staff of the project's own (U-95x8), on a closed order of the project's own: feedback is given once.
  const own = await feedbackOrder(page, info, "staff");
  const staff = await ownUser(page.request, noJs(info) ? "U-9518" : "U-9508");
  await signIn(page, staff.email, `/order/${own}/feedback`);
  const dialog = page.getByRole("dialog", { name: "Order Feedback" });
  await expect(dialog.getByText(/cannot give order feedback/)).toHaveCount(0);
  await dialog.getByRole("radio", { name: "5 of 5" }).check();
  await dialog.getByRole("group", { name: "What went well?" }).getByRole("checkbox").first().check();
  const since = new Date().toISOString();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Thank you for sharing feedback!");
  await expect(page).toHaveURL((url) => url.pathname === `/order/${own}`);
  const posts = (await callsOf(page, "/feedbackapi/feedback/order", staff.userId, since)).filter((c) => c.method === "POST");
  expect(posts).toHaveLength(1);
  expect(posts[0].body).toMatchObject({ entityType: "ORDER", referenceId: own, rating: 5, userId: staff.userId });

  await page.goto("/order/ORD-0030/feedback");
  await expect(page.getByRole("dialog", { name: "Order Feedback" })).toContainText("Feedback can be given once the order is closed.");
  await expect(page.getByRole("link", { name: "Give Feedback" })).toHaveCount(0);
});

test("a top rating is enough: 5 of 5 sends with no reason and no note (issue 40 §4)", async ({ page }, info) => {
  const { email, userId } = await ownUser(page.request, ordersUser(info).userId);
  const own = await feedbackOrder(page, info, "orders");
  await signIn(page, email, `/order/${own}/feedback`);
  const dialog = page.getByRole("dialog", { name: "Order Feedback" });
  const since = new Date().toISOString();
  await dialog.getByRole("radio", { name: "5 of 5" }).check();
  await expect(dialog.getByRole("group", { name: "What went well? (optional)" })).toBeVisible();
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Thank you for sharing feedback!");
  const posts = (await callsOf(page, "/feedbackapi/feedback/order", userId, since)).filter((c) => c.method === "POST");
  expect(posts.map((c) => c.body)).toEqual([expect.objectContaining({ referenceId: own, rating: 5, feedbackCategory: "" })]);
});
