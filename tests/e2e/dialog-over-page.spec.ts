import type { Locator, Page } from "@playwright/test";
import { expect, expectNoSeriousViolations, test } from "./fixtures";
import { hydrated, openProfileMenu, signIn } from "./support";
import { fieldMessage } from "./dialog-support";

/**
 * Route dialogs over the page they were opened from (issue 32 §1, docs/decisions/068), one row per
 * dialog and the control that opens it. With JavaScript: the dialog's URL is its own (with the
 * page as `returnTo`), the page's content stays visible behind it, and Close (or Escape, or Back)
 * returns to the page's URL with focus on that control. Without JavaScript: the control opens the
 * dialog as a page of its own, whose Close leads back to the page.
 *
 * The rows only look (nothing is sent): they share one signed-in page per user and project, each
 * row a short test of its own on it. Sending from a dialog over a page: dialog-results.spec.ts.
 */
interface Row {
  dialog: string;
  /** The page the dialog is opened from, and something only that page shows. */
  from: string;
  behind: (page: Page) => Locator;
  /** The control that opens it. */
  opener: (page: Page) => Locator | Promise<Locator>;
  /** The dialog's own path (its URL without the query). */
  path: RegExp;
  /** How it is closed with JavaScript: its Close link (default), Escape or the browser's Back. */
  close?: "link" | "escape" | "back";
  /** Where focus goes back to, when not the opener (a menu's item: the menu's button, the menu closed). */
  focus?: (page: Page) => Locator;
  /** A dialog only with JavaScript (without it the control opens a page, Account Settings): tagged @js-only. */
  jsOnly?: true;
}

const panel = (page: Page) => page.getByRole("complementary", { name: "Quick actions" });
/**
 * The page's own first heading, never a dialog's: a dialog over a page is outside its main region,
 * but one that replaced the page (a plain navigation) is inside it, and must not pass for the page.
 */
const pageHeading = (page: Page) => page.locator("main :is(h1, h2, h3):not(dialog *)").first();

const CUSTOMER_ROWS: Row[] = [
  { dialog: "Request a callback", from: "/notifications", behind: pageHeading, opener: (p) => panel(p).getByRole("link", { name: /Request Callback/ }), path: /^\/request-callback$/ },
  { dialog: "Get a Quote", from: "/notifications", behind: pageHeading, opener: (p) => panel(p).getByRole("link", { name: /Get a Quote/ }), path: /^\/quotes\/new$/, close: "escape" },
  { dialog: "Register Asset", from: "/notifications", behind: pageHeading, opener: (p) => panel(p).getByRole("link", { name: /Add or Report Asset/ }), path: /^\/register-asset\/add$/, close: "back" },
  { dialog: "Register a Complaint", from: "/notifications", behind: pageHeading, opener: (p) => panel(p).getByRole("link", { name: /Register a Complaint/ }), path: /^\/complaints\/new$/ },
  { dialog: "Quick Actions", from: "/notifications", behind: pageHeading, opener: (p) => panel(p).getByRole("link", { name: "View All" }), path: /^\/quick-actions$/, close: "escape" },
  { dialog: "Request Document", from: "/asset/AST-0001", behind: pageHeading, opener: (p) => panel(p).getByRole("link", { name: /Request Document/ }), path: /^\/asset\/AST-0001\/request-document$/ },
  {
    dialog: "Edit Profile",
    from: "/dashboard/tickets",
    behind: (p) => p.getByRole("heading", { name: "TCK-100203" }),
    opener: async (p) => (await openProfileMenu(p), p.getByRole("link", { name: "Account Settings" })),
    path: /^\/edit-profile$/,
    close: "escape",
    focus: (p) => p.locator("summary", { hasText: "Profile menu for" }),
    jsOnly: true,
  },
  { dialog: "Get Help", from: "/", behind: (p) => p.getByRole("heading", { name: "Quick tip" }), opener: (p) => p.getByRole("main").getByRole("link", { name: /Get Help/ }), path: /^\/get-help$/ },
  { dialog: "Feedback", from: "/dashboard/contracts", behind: pageHeading, opener: (p) => p.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Feedback" }), path: /^\/feedback$/ },
  { dialog: "AMC", from: "/contracts/SVC-07004", behind: pageHeading, opener: (p) => p.getByRole("link", { name: "Renew" }), path: /^\/contracts\/SVC-07004\/renew$/ },
  { dialog: "Reschedule Visit", from: "/contracts/SVC-07000", behind: pageHeading, opener: (p) => p.getByRole("link", { name: "Reschedule Visit" }), path: /^\/contracts\/SVC-07000\/reschedule$/, close: "escape" },
  { dialog: "Order Feedback", from: "/order/ORD-0013", behind: pageHeading, opener: (p) => p.getByRole("link", { name: "Give Feedback" }), path: /^\/order\/ORD-0013\/feedback$/ },
  { dialog: "Enquire", from: "/offer/OFR-0001", behind: pageHeading, opener: (p) => p.getByRole("link", { name: "Enquire" }), path: /^\/offer\/OFR-0001\/enquire$/ },
  {
    dialog: "Location and product preferences",
    from: "/dashboard/assets",
    behind: pageHeading,
    opener: (p) => p.getByRole("link", { name: "Location and product preferences" }),
    path: /^\/dashboard\/assets\/preferences$/,
  },
  // Nested in its list: the list keeps itself behind it (Remix's nested routes), focus returns alike.
  {
    dialog: "Messages: TCK-100203",
    from: "/dashboard/tickets",
    behind: (p) => p.getByRole("heading", { name: "Tickets", level: 1 }),
    opener: (p) => p.getByRole("link", { name: "View Messages of TCK-100203" }),
    path: /^\/dashboard\/tickets\/TCK-100203\/messages$/,
    close: "escape",
  },
];

const STAFF_ROWS: Row[] = [
  { dialog: "Switch account", from: "/dashboard/tickets", behind: pageHeading, opener: (p) => p.getByRole("link", { name: /Search Account/ }), path: /^\/switch-account$/ },
];

async function checkRow(page: Page, row: Row, js: boolean) {
  await page.goto(row.from);
  await hydrated(page);
  const opener = await row.opener(page);
  await opener.click();
  const dialog = page.getByRole("dialog", { name: row.dialog });
  await expect(dialog).toBeVisible();
  const url = new URL(page.url());
  expect(url.pathname).toMatch(row.path);
  if (!js) {
    // Its own page: Close leads back to the page it was opened from.
    await dialog.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL((u) => u.pathname === row.from);
    return;
  }
  // A shareable URL that closes to this page after a reload too (a nested dialog closes to its page).
  expect(url.searchParams.get("returnTo") ?? row.from).toBe(row.from);
  await expect(row.behind(page)).toBeVisible();
  if (row.close === "escape") await page.keyboard.press("Escape");
  else if (row.close === "back") await page.goBack();
  else await dialog.getByRole("link", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL((u) => u.pathname === row.from && !u.searchParams.has("returnTo"));
  await expect(row.behind(page)).toBeVisible();
  if (row.close !== "back") await expect(row.focus?.(page) ?? opener).toBeFocused();
}

for (const [user, rows] of [
  ["customer@demo.test", CUSTOMER_ROWS],
  ["staff@thermax.test", STAFF_ROWS],
] as const) {
  test.describe(`dialogs over their page, as ${user}`, () => {
    test.describe.configure({ mode: "serial" });
    let shared: Page;
    test.beforeAll(async ({ browser }, info) => {
      const { baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor } = info.project.use;
      const context = await browser.newContext({ baseURL, javaScriptEnabled, viewport, userAgent, deviceScaleFactor });
      shared = await context.newPage();
      await signIn(shared, user, "/notifications");
    });
    test.afterAll(async () => shared?.context().close());

    for (const row of rows) {
      test(`${row.dialog}: over ${row.from}${row.jsOnly ? " @js-only" : ""}`, async ({ browser: _browser }, info) => {
        await checkRow(shared, row, info.project.name === "js");
      });
    }

    if (user === "customer@demo.test") {
      test("a dialog over a page passes the accessibility check", async ({ browser: _browser }, info) => {
        const js = info.project.name === "js";
        await shared.goto("/notifications");
        await panel(shared).getByRole("link", { name: /Request Callback/ }).click();
        await expect(shared.getByRole("dialog", { name: "Request a callback" })).toBeVisible();
        if (js) await expect(pageHeading(shared)).toBeVisible();
        await expectNoSeriousViolations(shared);
      });
    }
  });
}

/** The project's own user for what these tests send (mocks/data/users.ts, U-93{project}2). */
const stayUser = (js: boolean) => (js ? "stay.js@demo.test" : "stay.nojs@demo.test");

test("sending from a dialog over a page: a refusal keeps it there with what was typed; the result shows over the page at the page's URL", async ({ page }, info) => {
  const js = info.project.name === "js";
  await signIn(page, stayUser(js), "/notifications");
  const opener = panel(page).getByRole("link", { name: /Request Callback/ });
  await opener.click();
  const dialog = page.getByRole("dialog", { name: "Request a callback" });
  await dialog.getByLabel("Details").fill("!!!");
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(fieldMessage(dialog, "Invalid Details")).toBeVisible();
  // Without JavaScript the summary at the top names it too, a link to the field (088); with it,
  // focus is on the field.
  if (js) await expect(dialog.getByLabel("Details")).toBeFocused();
  else await expect(dialog.getByRole("alert").getByRole("link", { name: "Invalid Details" })).toHaveAttribute("href", "#request-callback-message");
  await expect(dialog.getByLabel("Details")).toHaveValue("!!!");
  if (js) await expect(pageHeading(page)).toBeVisible();
  await dialog.getByLabel("Details").fill("Please call about the feed pump.");
  await dialog.getByRole("button", { name: "Submit" }).click();
  const result = page.getByRole("dialog", { name: "Success!" });
  await expect(result).toContainText("Request Submitted.");
  await expect(result).toContainText(/Ticket number: TCK-\d+/);
  if (!js) {
    // Without JavaScript the result is the dialog's own page (POST, redirect, GET), as before.
    await expect(page).toHaveURL(/\/request-callback\?done=TCK-\d+/);
    return;
  }
  await expect(page).toHaveURL((u) => u.pathname === "/notifications" && u.search === "");
  await expect(pageHeading(page)).toBeVisible();
  await result.getByRole("link", { name: "Close" }).click();
  await expect(result).toBeHidden();
  await expect(page).toHaveURL((u) => u.pathname === "/notifications" && u.search === "");
  await expect(opener).toBeFocused();
});
