import type { Page } from "@playwright/test";
import { dialogUser, expectFieldError, noJs, postForm, postTwice, upstreamCalls, expectToast } from "./dialog-support";
import { expect, test } from "./fixtures";
import { injectFault, signIn } from "./support";

/**
 * The Register Asset drawer (spec document 3 sections 2 to 5, 8, 9): Add Asset and Report Asset
 * tabs, with JavaScript on and off. The customer (asset.*) and dealer (assetdealer.*) users of
 * each project belong to Deccan Textiles (ACC-1004).
 */
const CREATE = "/assetsApi/assets/asset-creation";
const REPORT = "/assetsApi/assets/report-missing-asset";

const drawer = (page: Page) => page.getByRole("dialog", { name: "Register Asset" });
const unique = (info: { project: { name: string } }) => `E2E-${info.project.name}-${Date.now()}`;

test.describe.configure({ mode: "serial" });

test("Add Asset registers the asset, shows the spec's success text, and closing closes the drawer", async ({ page }, info) => {
  const { email, userId } = dialogUser("asset", info);
  await signIn(page, email, "/notifications");
  await page.getByRole("complementary", { name: "Quick actions" }).getByRole("link", { name: /Add or Report Asset/ }).click();
  const d = drawer(page);
  await expect(d.getByRole("link", { name: "Add Asset" })).toHaveAttribute("aria-current", "page");
  // Regions: the special region first, then India East, West, North, South.
  const regions = await d.getByLabel("Region").locator("option").allTextContents();
  expect(regions.slice(0, 6)).toEqual(["Select region", "Head Office", "India - East", "India - West", "India - North", "India - South"]);
  expect(regions).not.toContain("Middle East");
  const divisions = await d.getByLabel("Division").locator("option").allTextContents();
  expect(divisions.slice(1)).toEqual([
    "Absorption Cooling (Vapour Absorption Chiller)",
    "Air Pollution Control (ESP, Bag Filters)",
    "Process Heating (Industrial Boilers, Heaters)",
    "Large Boilers & Fired Heaters",
    "Water and Waste Solution",
  ]);
  const serial = unique(info);
  const since = new Date().toISOString();
  await d.getByLabel("Equipment model & Sr. No.").fill(serial);
  await d.getByLabel("Division").selectOption({ label: "Process Heating (Industrial Boilers, Heaters)" });
  await d.getByLabel("Region").selectOption({ label: "India - West" });
  await d.getByRole("button", { name: "Submit" }).click();
  const done = page.getByRole("dialog", { name: "Success!" }).filter({ hasText: "Asset registration request has been sent for validation and approval" });
  await expect(done).toContainText("within 4 business days");
  await expect(done.getByRole("strong")).toHaveText(/^TCK-3\d+$/);
  const [call] = await upstreamCalls(page.request, CREATE, since, userId);
  expect(call.body).toEqual({
    data: { serialOcNumber: serial, division: "HEATING", region: "WEST" },
    accountId: "ACC-1004",
    accountName: "Deccan Textiles Ltd",
    complaintsFlow: "false",
  });
  await done.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole("dialog")).toHaveCount(0);
});

test("Add Asset: required fields, a duplicate serial and an invalid division land on their fields", async ({ page }, info) => {
  const { email, userId } = dialogUser("asset", info);
  await signIn(page, email, "/register-asset");
  await expect(page).toHaveURL(/\/register-asset\/add$/);
  const d = drawer(page);
  const since = new Date().toISOString();
  await d.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, d, "Equipment model & Sr. No.", "Equipment model & Sr. No. is required");
  await expectFieldError(page, d, "Division", "Division is required");
  await expectFieldError(page, d, "Region", "Region is required");
  expect(await upstreamCalls(page.request, CREATE, since, userId)).toHaveLength(0);

  await d.getByLabel("Equipment model & Sr. No.").fill("TX-2020-0001");
  await d.getByLabel("Division").selectOption("HEATING");
  await d.getByLabel("Region").selectOption("EAST");
  await d.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, d, "Equipment model & Sr. No.", "Equipment model & Sr No already exists!");
  await expect(d.getByLabel("Division")).toHaveValue("HEATING");
  await expect(d.getByLabel("Region")).toHaveValue("EAST");

  // The upstream registers Large Boilers & Fired Heaters for Indian sites only.
  await d.getByLabel("Equipment model & Sr. No.").fill(unique(info));
  await d.getByLabel("Division").selectOption("TBWES");
  await d.getByLabel("Region").selectOption("EUROPE");
  await d.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, d, "Division", "Please send a valid division!");
  await expect(d.getByLabel("Region")).toHaveValue("EUROPE");
});

test("Add Asset: an upstream 500 keeps every field; two POSTs of one form register once", async ({ page }, info) => {
  const { email, userId } = dialogUser("asset", info);
  await signIn(page, email, "/register-asset/add");
  const d = drawer(page);
  const serial = unique(info);
  await d.getByLabel("Equipment model & Sr. No.").fill(serial);
  await d.getByLabel("Division").selectOption("WATER");
  await d.getByLabel("Region").selectOption("SAARC");
  await injectFault(page.request, { call: `POST ${CREATE}`, mode: 500, userId });
  await d.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Something went wrong, please try again.");
  await expect(d.getByLabel("Equipment model & Sr. No.")).toHaveValue(serial);
  await expect(d.getByLabel("Division")).toHaveValue("WATER");
  await expect(d.getByLabel("Region")).toHaveValue("SAARC");

  const since = new Date().toISOString();
  await postTwice(page, "/register-asset/add", { intent: "submit", serialOcNumber: `${serial}-2`, division: "WATER", region: "SAARC" });
  expect(await upstreamCalls(page.request, CREATE, since, userId)).toHaveLength(1);
});

test("a dealer must choose the account, found by a search, and the asset is registered for it", async ({ page }, info) => {
  const { email, userId } = dialogUser("assetdealer", info);
  await signIn(page, email, "/register-asset/add");
  const d = drawer(page);
  const serial = unique(info);
  await d.getByLabel("Equipment model & Sr. No.").fill(serial);
  await d.getByLabel("Division").selectOption("COOLING");
  await d.getByLabel("Region").selectOption("SOUTH");
  await d.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, d, "Account ID", "Account ID is required");
  // The dealer's accounts (TCA-501): Acme Dairy, Deccan Textiles, Sunrise Cement.
  await expect(d.getByLabel("Account ID").locator("option")).toHaveCount(4);
  await d.getByLabel("Search Account").fill("deccan");
  if (noJs(info)) await d.getByRole("button", { name: "Search" }).click();
  await expect(d.getByLabel("Account ID").locator("option")).toHaveText(["Select account", "Deccan Textiles Ltd (ACC-1004)"]);
  await expect(d.getByLabel("Equipment model & Sr. No.")).toHaveValue(serial);
  await d.getByLabel("Account ID").selectOption("ACC-1004");
  const since = new Date().toISOString();
  await d.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" }).filter({ hasText: "Asset registration request has been sent for validation and approval" })).toBeVisible();
  const [call] = await upstreamCalls(page.request, CREATE, since, userId);
  expect(call.body).toMatchObject({ accountId: "ACC-1004", accountName: "Deccan Textiles Ltd", data: { serialOcNumber: serial, division: "COOLING", region: "SOUTH" } });
});

test("Report Asset: a tab that is a link, every message, a success, a 500 that keeps the fields, one record per form", async ({ page }, info) => {
  const { email, userId, mobile } = dialogUser("asset", info);
  await signIn(page, email, "/register-asset/add?returnTo=/notifications");
  await drawer(page).getByRole("link", { name: "Report Asset" }).click();
  await expect(page).toHaveURL(/\/register-asset\/report\?returnTo=%2Fnotifications$/);
  const d = drawer(page);
  await expect(d.getByRole("link", { name: "Report Asset" })).toHaveAttribute("aria-current", "page");
  await expect(d.getByLabel("Mobile No.")).toHaveValue(mobile);
  const since = new Date().toISOString();
  await d.getByLabel("Mobile No.").fill("");
  await d.getByLabel("Email").fill("");
  await d.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, d, "Division", "Division is required");
  await expectFieldError(page, d, "Mobile No.", "Mobile No. is required");
  await expectFieldError(page, d, "Email", "Email is required");
  await expectFieldError(page, d, "Describe the asset", "Details are required");
  expect(await upstreamCalls(page.request, REPORT, since, userId)).toHaveLength(0);

  await d.getByLabel("Division").selectOption("ENVIRO");
  await d.getByLabel("Mobile No.").fill(mobile);
  await d.getByLabel("Email").fill(email);
  await d.getByLabel("Describe the asset").fill("Old ESP at the north gate is not listed.");
  await injectFault(page.request, { call: `POST ${REPORT}`, mode: 500, userId });
  await d.getByRole("button", { name: "Submit" }).click();
  await expect(d.getByRole("alert").filter({ hasText: "Error!" })).toContainText("Something went wrong, please try again.");
  await expect(d.getByLabel("Division")).toHaveValue("ENVIRO");
  await expect(d.getByLabel("Describe the asset")).toHaveValue("Old ESP at the north gate is not listed.");
  await d.getByRole("button", { name: "Submit" }).click();
  const done = page.getByRole("dialog", { name: "Success!" });
  await expect(done.getByRole("strong")).toHaveText(/^TCK-3\d+$/);
  const calls = await upstreamCalls(page.request, REPORT, since, userId);
  expect(calls.at(-1)?.body).toEqual({ mobileNumber: mobile, emailId: email, message: "Old ESP at the north gate is not listed.", division: "ENVIRO" });
  await done.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/notifications$/);

  await page.goto("/register-asset/report");
  const twice = new Date().toISOString();
  await postTwice(page, "/register-asset/report", { mobileNumber: mobile, emailId: email, message: "Once", division: "WATER" });
  expect(await upstreamCalls(page.request, REPORT, twice, userId)).toHaveLength(1);
});

test("staff see both tabs with Submit disabled, and forced POSTs get 403", async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/register-asset/add");
  await expect(drawer(page).getByRole("button", { name: "Submit" })).toBeDisabled();
  const add = await postForm(page.request, "/register-asset/add", { intent: "submit", serialOcNumber: "forced", division: "WATER", region: "EAST" });
  expect(add.status()).toBe(403);
  expect(await add.text()).toContain("cannot register an asset");
  await page.goto("/register-asset/report");
  await expect(drawer(page).getByRole("button", { name: "Submit" })).toBeDisabled();
  const report = await postForm(page.request, "/register-asset/report", { mobileNumber: "9820012345", emailId: "staff@thermax.test", message: "forced", division: "WATER" });
  expect(report.status()).toBe(403);
});
