import type { Page, TestInfo } from "@playwright/test";
import { signInOverHttp } from "../support/http-session";
import { expectAudit } from "./audit-support";
import { expect, test } from "./fixtures";
import { fieldMessage } from "./dialog-support";
import { routeModules } from "./routes";
import { MOCK, PORTAL, completeIdentity, leaveForIdentity, signIn } from "./support";

/**
 * The admin portal (issue 14), with JavaScript on and off: companies, users, add user, status,
 * restricted assets, delete, bulk CSV, login as user and back, refusals, and the audit lines the
 * portal logs for each action (read from its log file, LOG_FILE).
 */

const BLUE_RIVER = "ACC-1003";
const KINDS = { status: 1, restrict: 2, delete: 3, loginas: 4, edit: 5 } as const;

/** The reserved users of mocks/data/users.ts (U-95xx), one set per browser project. */
function reserved(kind: keyof typeof KINDS, info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  const index = project === "js" ? 0 : 1;
  const first = `Admin${kind[0].toUpperCase()}${kind.slice(1)}`;
  return { email: `admin-${kind}.${project}@demo.test`, userId: `U-95${index}${KINDS[kind]}`, name: `Ms. ${first} Tester ${project}`, first };
}

async function adminSignIn(page: Page, email = "admin@thermax.test") {
  await page.goto("/admin/login");
  await leaveForIdentity(page);
  await completeIdentity(page, email);
  await expect(page).toHaveURL(/\/admin\/companylist$/);
}

async function openCompanyUsers(page: Page, search?: string) {
  await page.goto(`/admin/customers/${BLUE_RIVER}${search ? `?q=${encodeURIComponent(search)}` : ""}`);
  await expect(page.getByRole("heading", { level: 1, name: "Blue River Pharmaceuticals Ltd" })).toBeVisible();
}

function actionsOf(page: Page, name: string) {
  return page.getByRole("list", { name: `Actions for ${name}` });
}

test("an admin finds a company by prefix and opens its users, with the Admin Portal header", async ({ page }) => {
  await adminSignIn(page);
  await expect(page.getByRole("banner")).toContainText("Admin Portal");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Companies" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("searchbox", { name: "Search Account" }).fill("blue");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=blue/);
  await page.getByRole("link", { name: /Blue River Pharmaceuticals Ltd/ }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${BLUE_RIVER}$`));
  // The Companies section stays marked on a company's page (issue 42 §5).
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Companies" })).toHaveAttribute("aria-current", "true");
  // More users than one page of 10: the pager shows.
  await expect(page.getByRole("navigation", { name: "User pages" })).toBeVisible();
  // Search by user name.
  await page.getByRole("searchbox", { name: "User name" }).fill("Sanjay");
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/q=Sanjay/);
  await expect(page.getByRole("list", { name: /^Actions for/ })).toHaveCount(1);
  await expect(actionsOf(page, "Mr. Sanjay Patil")).toBeVisible();
  // Users sign in with an e-mailed code: no 'Reset password' on a verified user, and a crafted resend
  // is refused with nothing sent (issue 42 §5).
  await expect(actionsOf(page, "Mr. Sanjay Patil").getByRole("link", { name: /Reset password|Resend invitation/ })).toHaveCount(0);
  const edit = await actionsOf(page, "Mr. Sanjay Patil").getByRole("link", { name: "Edit" }).getAttribute("href");
  const userPath = (edit ?? "").split("?")[0].replace(/\/edit$/, "");
  const since = new Date().toISOString();
  const resend = await page.request.post(`${userPath}/reset-password`, { headers: { Origin: PORTAL }, form: { idempotencyKey: "resend-verified" }, maxRedirects: 0 });
  expect(resend.status()).toBe(409);
  const calls = (await (await page.request.get(`${MOCK}/__calls?path=/userapi/api/um/forgotPwd&since=${since}`)).json()) as unknown[];
  expect(calls).toEqual([]);
});

test("Add user checks the e-mail first ('user already exists'), then adds the user", async ({ page }, info) => {
  const since = new Date().toISOString();
  await adminSignIn(page);
  await openCompanyUsers(page);
  await page.getByRole("link", { name: "Add user" }).click();
  const dialog = page.getByRole("dialog", { name: "Add user" });
  await dialog.getByLabel("Email").fill("customer@demo.test");
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText("user already exists")).toBeVisible();

  const stamp = Date.now().toString(36);
  const email = `new.${info.project.name}.${stamp}@example.com`;
  const lastName = `Shah${stamp}`;
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByRole("button", { name: "Continue" }).click();
  await expect(dialog.getByText(`${email} is not registered`)).toBeVisible();
  // Server-side validation with the spec's messages, every field kept.
  await dialog.getByLabel("First name").fill("Nina");
  await dialog.getByRole("button", { name: "Add user" }).click();
  await expect(fieldMessage(dialog, "Last name is required", { exact: false })).toBeVisible();
  await expect(dialog.getByLabel("First name")).toHaveValue("Nina");
  await dialog.getByLabel("Last name").fill(lastName);
  await dialog.getByLabel("Phone number (10 digits)").fill("9876501234");
  await dialog.getByLabel("Designation").fill("Energy Manager");
  await dialog.getByLabel("Profile").selectOption("Customer User");
  await dialog.getByRole("button", { name: "Add user" }).click();
  const result = page.getByRole("dialog", { name: "Success!" });
  await expect(result.getByText("Created")).toBeVisible();
  await result.getByRole("link", { name: "Back to users" }).click();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("searchbox", { name: "User name" }).fill(lastName);
  await page.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${lastName}`));
  await expect(page.getByText(email)).toBeVisible();
  await expect(actionsOf(page, `Nina ${lastName}`).locator("..")).toContainText("PENDING");
  await expectAudit(since, { action: "user.add", outcome: "ok", actor: "U-3001", account: BLUE_RIVER });
});

test("an admin deactivates and activates a user; the outcome shows and is audited", async ({ page }, info) => {
  const user = reserved("status", info);
  const since = new Date().toISOString();
  await adminSignIn(page);
  await openCompanyUsers(page, user.first);
  await actionsOf(page, user.name).getByRole("link", { name: "Deactivate" }).click();
  const dialog = page.getByRole("dialog", { name: "Deactivate user" });
  await expect(dialog).toContainText(user.email);
  await dialog.getByRole("button", { name: "Deactivate" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" }).getByText("Deactivated")).toBeVisible();
  await page.getByRole("link", { name: "Back to users" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/customers/${BLUE_RIVER}\\?q=${user.first}$`));
  await expect(actionsOf(page, user.name).locator("..")).toContainText("DEACTIVATED");
  // The deactivated user can no longer sign in.
  await expect(signInOverHttp({ portal: PORTAL, mock: MOCK, email: user.email })).rejects.toThrow();

  await actionsOf(page, user.name).getByRole("link", { name: "Activate" }).click();
  await page.getByRole("dialog", { name: "Activate user" }).getByRole("button", { name: "Activate" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" }).getByText("Activated")).toBeVisible();
  await expectAudit(since, { action: "user.status", outcome: "ok", targetUser: user.userId, detail: { from: "ACTIVE", to: "DEACTIVATED" } });
  await expectAudit(since, { action: "user.status", outcome: "ok", targetUser: user.userId, detail: { from: "DEACTIVATED", to: "ACTIVE" } });
});

test("an admin removes access to two assets and the customer no longer sees them", async ({ page, browser }, info) => {
  const user = reserved("restrict", info);
  const since = new Date().toISOString();
  await adminSignIn(page);
  await openCompanyUsers(page, user.first);
  await actionsOf(page, user.name).getByRole("link", { name: "Remove asset access" }).click();
  const dialog = page.getByRole("dialog", { name: "Remove asset access" });
  const boxes = dialog.getByRole("group", { name: "Assets without access" }).getByRole("checkbox");
  await expect(boxes).toHaveCount(8);
  const names: string[] = [];
  for (let i = 0; i < 8; i++) {
    const box = boxes.nth(i);
    if (i < 2) {
      await box.check();
      names.push((await box.locator("xpath=..").innerText()).trim());
    } else await box.uncheck();
  }
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" }).getByText("Updated")).toBeVisible();
  await expectAudit(since, { action: "user.restrict-assets", outcome: "ok", targetUser: user.userId, detail: { restrictedCount: 2 } });

  // The customer's own asset list (the complaint dialog's asset picker) leaves them out.
  const customer = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled });
  const customerPage = await customer.newPage();
  await signIn(customerPage, user.email, "/complaints/new");
  await expect(customerPage).toHaveURL(/\/complaints\/new/);
  // The picker's matches (the same list with and without JavaScript): the six assets left.
  const answer = (await (await customerPage.request.get("/asset-picker?q=")).json()) as { total: number; options: { label: string }[] };
  expect(answer.total).toBe(6);
  const options = answer.options.map((o) => o.label);
  for (const name of names) expect(options).not.toContain(name);
  await customer.close();
});

test("an admin deletes a user after confirming", async ({ page }, info) => {
  const user = reserved("delete", info);
  const since = new Date().toISOString();
  await adminSignIn(page);
  await openCompanyUsers(page, user.first);
  await actionsOf(page, user.name).getByRole("link", { name: "Delete" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete user" });
  await expect(dialog).toContainText(`Delete ${user.name}`);
  // Cancel keeps the user.
  await dialog.getByRole("link", { name: "Cancel" }).click();
  await expect(actionsOf(page, user.name).locator("..")).toContainText("ACTIVE");
  await actionsOf(page, user.name).getByRole("link", { name: "Delete" }).click();
  await page.getByRole("dialog", { name: "Delete user" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" }).getByText("Deleted")).toBeVisible();
  await page.getByRole("link", { name: "Back to users" }).click();
  await expect(actionsOf(page, user.name).locator("..")).toContainText("DELETED");
  await expect(actionsOf(page, user.name).getByRole("link")).toHaveCount(0);
  await expectAudit(since, { action: "user.delete", outcome: "ok", targetUser: user.userId, account: BLUE_RIVER });
});

test("a CSV with one bad row shows its problem before upload, then the created and failed report", async ({ page }, info) => {
  const since = new Date().toISOString();
  const fresh = `bulk.${info.project.name}.${Date.now()}@example.com`;
  const csv = [
    "salutation,firstName,lastName,email,mobilePhone,designation,cpContactProfile",
    `Mr.,Ravi,Kumar,${fresh},9876543210,Operator,Customer User`,
    "Ms.,Priya,Sharma,customer@demo.test,9876543211,Plant Manager,Customer User",
    "Mr.,Bad,Row,not-an-email,9876543212,Fitter,Customer User",
  ].join("\n");
  await adminSignIn(page, "superadmin@thermax.test");
  await page.goto(`/admin/customers/${BLUE_RIVER}/upload`);
  await page.getByLabel("CSV file").setInputFiles({ name: "users.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByText("3 rows, 2 ready, 1 with problems")).toBeVisible();
  const badRow = page.getByRole("row", { name: /^4 / });
  await expect(badRow).toContainText("Bad e-mail address");
  await expect(page.getByText("Columns found: salutation, firstName, lastName, email, mobilePhone, designation, cpContactProfile")).toBeVisible();
  await page.getByRole("button", { name: "Upload 2 rows" }).click();
  const report = page.getByRole("status").filter({ hasText: "Upload report" });
  await expect(report).toContainText("Created: 1. Failed: 1. Not sent (problems in the file): 1.");
  await expect(report).toContainText(`Line 2: ${fresh}`);
  await expect(report).toContainText("Line 3: customer@demo.test: user already exists");
  await expectAudit(since, { action: "users.csv-upload", outcome: "ok", actorRole: "SUPER_ADMIN", detail: { mode: "create", sent: 2, created: 1, failed: 1 } });
});

test("Login as user shows the banner, refuses a complaint, and Log out as returns to the admin page", async ({ page, request }, info) => {
  const user = reserved("loginas", info);
  // An admin of its own: coming back refreshes the admin's token, which another sign-in of a shared admin would supersede.
  const project = info.project.name === "js" ? "js" : "nojs";
  const admin = { email: `acting-admin.${project}@thermax.test`, userId: project === "js" ? "U-9507" : "U-9517", name: `Acting Admin ${project}` };
  const since = new Date().toISOString();
  await adminSignIn(page, admin.email);
  await openCompanyUsers(page, user.first);
  const listUrl = page.url();
  await actionsOf(page, user.name).getByRole("link", { name: "Login as user" }).click();
  await page.getByRole("dialog", { name: "Login as user" }).getByRole("button", { name: "Login as user" }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
  const banner = page.getByRole("region", { name: "Acting as a customer" });
  await expect(banner).toHaveText(`Logged in as ${user.first} Tester ${user.email.includes(".js@") ? "js" : "nojs"} (Log out as ${admin.name})`);
  // The bell is disabled while acting.
  await expect(page.getByRole("link", { name: "Notifications, visible only to Customer" })).toHaveAttribute("aria-disabled", "true");

  await page.goto("/complaints/new");
  await expect(page.getByText("Staff, administrators acting as a customer and this profile can view this form but cannot register a complaint.")).toBeVisible();
  // A crafted complaint post with the session is refused on the server.
  const cookies = await page.context().cookies(PORTAL);
  const crafted = await request.post("/complaints/new", {
    headers: { origin: PORTAL, cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    multipart: { intent: "submit", assetId: "AST-0001", type: "OTHER", reason: "Other", description: "x" },
    maxRedirects: 0,
  });
  expect(crafted.status()).toBe(403);
  // No return path is remembered while acting.
  expect((await page.context().cookies(PORTAL)).find((c) => c.name.endsWith("return-to"))).toBeUndefined();

  await page.goto("/");
  await banner.getByRole("button", { name: `Log out as ${admin.name}` }).click();
  await expect(page).toHaveURL(listUrl);
  await expect(page.getByRole("banner")).toContainText("Admin Portal");
  await expect(page.getByRole("region", { name: "Acting as a customer" })).toHaveCount(0);
  await expectAudit(since, { action: "impersonation.start", outcome: "ok", actor: admin.userId, targetUser: user.userId });
  await expectAudit(since, { action: "impersonation.end", outcome: "ok", actor: admin.userId, targetUser: user.userId });
});

test("a super-admin may Switch Profile to Admin (no reports) and back", async ({ page }) => {
  const since = new Date().toISOString();
  await adminSignIn(page, "superadmin@thermax.test");
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" })).toBeVisible();
  await page.locator("summary", { hasText: "Profile menu for" }).click();
  await page.getByRole("button", { name: "Switch Profile (to Admin)" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" })).toHaveCount(0);
  const refused = await page.goto("/admin/reports");
  expect(refused?.status()).toBe(403);
  await page.goto("/admin/companylist");
  await page.locator("summary", { hasText: "Profile menu for" }).click();
  await page.getByRole("button", { name: "Switch Profile (to Super Admin)" }).click();
  await expect(page.getByRole("navigation", { name: "Admin" }).getByRole("link", { name: "Reports" })).toBeVisible();
  await expectAudit(since, { action: "profile.switch", outcome: "ok", actor: "U-3002", detail: { from: "SUPER_ADMIN", to: "Admin" } });
});

test("reports: the CSV downloads stream through the portal and the templates are shown cleaned", async ({ page }) => {
  const since = new Date().toISOString();
  await adminSignIn(page, "superadmin@thermax.test");
  await page.getByRole("link", { name: "Reports" }).click();
  await expect(page.getByRole("heading", { name: "E-mail tracking templates" })).toBeVisible();
  await expect(page.getByText("Order shipped")).toBeVisible();
  expect(await page.content()).not.toContain("alert('x')");
  const response = await page.request.post("/admin/reports/orders", { headers: { origin: PORTAL }, form: {} });
  expect(response.status()).toBe(200);
  expect(response.headers()["content-disposition"]).toBe('attachment; filename="orders.csv"');
  expect((await response.text()).split("\r\n")[0]).toBe("orderNumber,accountId,type,status,dateOrdered,assetName");
  await expectAudit(since, { action: "report.download", outcome: "ok", actor: "U-3002", detail: { report: "orders" } });
});

test("a customer gets 403 on every /admin route and on a crafted admin POST, which is audited", { tag: "@same-without-js" }, async () => {
  const since = new Date().toISOString();
  const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" });
  const admin = routeModules().filter((r) => r.id.startsWith("routes/admin") && r.id !== "routes/admin_.login");
  expect(admin.length).toBeGreaterThan(10);
  for (const route of admin) {
    if (route.hasLoader) {
      const response = await fetch(`${PORTAL}${route.url}`, { headers: { cookie }, redirect: "manual" });
      await response.body?.cancel();
      expect(response.status, `GET ${route.url}`).toBe(403);
    }
    if (route.hasAction) {
      const response = await fetch(`${PORTAL}${route.url}`, {
        method: "POST",
        headers: { cookie, origin: PORTAL, "content-type": "application/x-www-form-urlencoded" },
        body: "to=DEACTIVATED&intent=create&email=x%40example.com",
        redirect: "manual",
      });
      await response.body?.cancel();
      expect(response.status, `POST ${route.url}`).toBe(403);
    }
  }
  await expectAudit(since, { action: "admin.denied", outcome: "denied", actor: "U-1001", detail: { route: "admin.customers.$id.users.$userId.status", method: "POST" } });
});
