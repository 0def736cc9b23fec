import { expectToast, fieldMessage } from "./dialog-support";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { callsOf, noJs, ordersUser } from "./orders-support";
import { injectFault, PORTAL, signIn } from "./support";

/**
 * Get a Quote: the quote dialog (/quotes/new: Equipment or Spares/Services) and /get-a-quote
 * (recommendations, the cart, Request quote). The project's orders user owns the cart it changes.
 */
function quoteDialog(page: Page) {
  return page.getByRole("dialog", { name: "Get a Quote" });
}

function cartBadge(page: Page) {
  return page.getByRole("banner").getByRole("link", { name: /^Cart/ });
}

/** Start from an empty cart (a failed earlier run may have left lines). */
async function emptyCart(page: Page) {
  await page.goto("/get-a-quote");
  const cart = page.locator("#cart");
  for (let i = 0; i < 20 && (await cart.getByRole("button", { name: /^Remove/ }).count()) > 0; i++) {
    await cart.getByRole("button", { name: /^Remove/ }).first().click();
    await page.waitForLoadState("load");
  }
  await expect(cart).toContainText("Your cart is empty.");
}

test.describe.configure({ mode: "serial" });

test("raise an equipment quote from the quick action: messages, a failure that keeps every field, the ticket", async ({ page }, info) => {
  const { email, userId } = ordersUser(info);
  await signIn(page, email, "/account-settings");
  await page.getByRole("complementary", { name: "Quick actions" }).getByRole("link", { name: /Get a Quote/ }).click();
  await expect(quoteDialog(page)).toContainText("What would you like a quote for?");
  await expect(quoteDialog(page).getByRole("link", { name: /Spares\/Services/ })).toHaveAttribute("href", "/get-a-quote");
  await quoteDialog(page).getByRole("link", { name: /^Equipment/ }).click();
  const dialog = quoteDialog(page);
  const since = new Date().toISOString();

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(fieldMessage(dialog, "Interest field is required.", { exact: false })).toBeVisible();
  await expect(fieldMessage(dialog, "Details field is required.", { exact: false })).toBeVisible();

  await dialog.getByLabel("Interest area").selectOption("Process Heating");
  await dialog.getByLabel("Details").fill("A 4 TPH steam boiler for the new paper machine, biomass fired.");
  if (!noJs(info)) await expect(dialog.getByText("62/500")).toBeVisible();
  await injectFault(page.request, { call: "POST /enquiryapi/newAssetEnquiry", mode: 500, userId });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Something went wrong, please try again.");
  await expect(dialog.getByLabel("Interest area")).toHaveValue("Process Heating");
  await expect(dialog.getByLabel("Details")).toHaveValue("A 4 TPH steam boiler for the new paper machine, biomass fired.");

  await dialog.getByRole("button", { name: "Submit" }).click();
  const result = page.getByRole("dialog", { name: "Success!" });
  await expect(result).toContainText("Request Submitted.");
  await expect(result).toContainText(/Ticket number: TCK-\d+/);
  await expect(result.getByRole("link", { name: "Go to Tickets" })).toHaveAttribute("href", "/dashboard/tickets");
  await expect(result.getByRole("link", { name: "Raise another" })).toHaveAttribute("href", /^\/quotes\/new\?type=equipment&returnTo=%2Faccount-settings$/);
  const posts = (await callsOf(page, "/enquiryapi/newAssetEnquiry", userId, since)).filter((c) => !c.fault);
  expect(posts.map((c) => c.body)).toEqual([
    {
      name: `Orders Tester ${noJs(info) ? "nojs" : "js"}`,
      email,
      phone: expect.stringMatching(/^\+91/),
      accountId: "ACC-1006",
      accountName: "Godavari Paper Mills Ltd",
      interestArea: "Process Heating",
      details: "A 4 TPH steam boiler for the new paper machine, biomass fired.",
      userId,
    },
  ]);
});

test("add two recommended spares, change a quantity, the badge follows, then request the quote", async ({ page }, info) => {
  // About fifteen round trips, each re-rendering the page and the header badge.
  test.setTimeout(90_000);
  const { email, userId } = ordersUser(info);
  await signIn(page, email, "/get-a-quote");
  await emptyCart(page);
  await expect(cartBadge(page)).toHaveAttribute("href", "/get-a-quote#cart");
  await expect(cartBadge(page)).toHaveAccessibleName("Cart, 0 items");
  const since = new Date().toISOString();

  // Search narrows the recommendations; groups are assets.
  await page.getByRole("search", { name: "Search recommendations" }).getByLabel("Search by asset, spare or service").fill("mechanical seal");
  await page.getByRole("search", { name: "Search recommendations" }).getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/\?q=mechanical\+seal$/);
  const group = page.getByRole("region", { name: "Chiller Heater Unit 1", exact: true });
  await expect(group.getByRole("listitem")).toHaveCount(1);
  await group.getByRole("button", { name: /^Add to cart\b.*Solution pump mechanical seal/ }).click();
  await expect(cartBadge(page)).toHaveAccessibleName("Cart, 1 item");
  await expect(group.getByRole("link", { name: /^In cart/ })).toBeVisible();

  await page.getByRole("search", { name: "Search recommendations" }).getByRole("link", { name: "Clear" }).click();
  await page.getByRole("region", { name: "Sewage Treatment Plant Block 3", exact: true }).getByRole("button", { name: /^Add to cart\b.*Dosing pump diaphragm/ }).click();
  await expect(cartBadge(page)).toHaveAccessibleName("Cart, 2 items");
  const cart = page.locator("#cart");
  await expect(cart.getByRole("region")).toHaveCount(2);
  await expect(cart.getByRole("heading", { level: 2 })).toHaveText("Your cart (2 items)");

  // A quantity outside 1 to 99 is refused with a message and the typed value stays.
  const seal = cart.getByRole("listitem").filter({ hasText: "Solution pump mechanical seal" });
  await seal.getByLabel("Quantity").fill("250");
  await seal.getByRole("button", { name: /^Update/ }).click();
  await expect(seal.getByRole("alert")).toHaveText("Enter a whole number from 1 to 99.");
  await expect(seal.getByLabel("Quantity")).toHaveValue("250");
  await seal.getByLabel("Quantity").fill("3");
  await seal.getByRole("button", { name: /^Update/ }).click();
  await expect(seal.getByLabel("Quantity")).toHaveValue("3");
  await expect(seal.getByRole("alert")).toHaveCount(0);

  const adds = await callsOf(page, "/enquiryapi/cart/add", userId, since);
  expect(adds.map((c) => c.body)).toEqual([
    { assetId: "AST-0041", partCode: "SP-VAM-2001", itemType: "Spare", quantity: "1" },
    { assetId: "AST-0043", partCode: "SP-WTP-3003", itemType: "Spare", quantity: "1" },
  ]);
  const updates = await callsOf(page, "/enquiryapi/cart/update", userId, since);
  expect(updates.map((c) => (c.body as Record<string, string>).quantity)).toEqual(["3"]);

  // Remove one: the badge follows.
  await cart.getByRole("listitem").filter({ hasText: "Dosing pump diaphragm" }).getByRole("button", { name: /^Remove/ }).click();
  await expect(cartBadge(page)).toHaveAccessibleName("Cart, 1 item");

  // Request quote: the cart becomes an enquiry with a ticket number, and empties.
  await cart.getByRole("button", { name: "Request quote" }).click();
  const result = page.getByRole("dialog", { name: "Success!" });
  await expect(result).toContainText(/Ticket number: TCK-\d+/);
  expect((await callsOf(page, "/enquiryapi/enquiry/generate", userId, since)).map((c) => c.body)).toEqual([{ userId }]);
  // The request can be followed: its enquiry (decision 048).
  const enquiry = await result.getByRole("link", { name: "View your enquiry" }).getAttribute("href");
  expect(enquiry).toMatch(/^\/enquiries\/ENQ-\d+$/);
  await result.getByRole("link", { name: "Get another Quote" }).click();
  await expect(page.locator("#cart")).toContainText("Your cart is empty.");
  await expect(cartBadge(page)).toHaveAccessibleName("Cart, 0 items");
  await page.goto(enquiry as string);
  const asked = page.getByRole("region", { name: "What was asked" });
  await expect(asked.getByRole("row").filter({ hasText: "Solution pump mechanical seal" })).toContainText("3");
  await expect(page.locator("[data-tone]").first()).toHaveText("Drafted");
});

test("/cart leads to the cart on Get a Quote", { tag: "@same-without-js" }, async ({ page }, info) => {
  await signIn(page, ordersUser(info).email, "/cart");
  await expect(page).toHaveURL(/\/get-a-quote#cart$/);
  await expect(page.getByRole("heading", { name: /^Your cart/ })).toBeVisible();
});

test("staff are refused on every submit: quote, cart changes and the quote request (button and crafted POST)", async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/quotes/new?type=equipment");
  await expect(quoteDialog(page).getByRole("button", { name: "Submit" })).toBeDisabled();
  const quote = await page.request.post("/quotes/new", { headers: { Origin: PORTAL }, form: { interestArea: "Others", details: "forced" }, maxRedirects: 0 });
  expect(quote.status()).toBe(403);
  expect(await quote.text()).toContain("cannot request a quote");

  await page.goto("/get-a-quote");
  await expect(page.getByRole("note")).toContainText("cannot change a cart or request a quote");
  await expect(page.getByRole("button", { name: /^Add to cart/ }).first()).toBeDisabled();
  const forms: Record<string, string>[] = [
    { intent: "add", assetId: "AST-0001", partCode: "SP-TH-1001", itemType: "Spare", quantity: "1" },
    { intent: "update", itemId: "CI-001", quantity: "2" },
    { intent: "remove", itemId: "CI-001" },
    { intent: "request" },
  ];
  for (const form of forms) {
    const response = await page.request.post("/get-a-quote", { headers: { Origin: PORTAL }, form, maxRedirects: 0 });
    expect(response.status(), form.intent).toBe(403);
  }
});
