import { expect, test } from "./fixtures";
import { MOCK, openProfileMenu, PORTAL, reservedUser, signIn } from "./support";

/**
 * Rules the portal read differently from the spec (issue 25 §5), JavaScript on and off: any other
 * value after /dashboard/ shows the Overview; Get Help lists Raise a Ticket; Logout goes through
 * the identity provider's end-session endpoint, then lands on /login. (The contract end date's
 * dd-MMM-yy is in contracts.spec.ts, staff feedback in feedback.spec.ts and orders.spec.ts, an
 * acting admin's feedback in acting.spec.ts.)
 */

test("any other value after /dashboard/ shows the Overview; the tabs still open; a deeper path is a 404", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/whatever");
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(page.getByRole("region", { name: "Recent Activity" })).toBeVisible();
  await page.goto("/dashboard/overview");
  await expect(page).toHaveURL(`${PORTAL}/`);
  const tickets = await page.goto("/dashboard/tickets");
  expect(tickets?.status()).toBe(200);
  await expect(page).toHaveURL(/\/dashboard\/tickets$/);
  const deeper = await page.goto("/dashboard/whatever/else");
  expect(deeper?.status()).toBe(404);
});

test("Get Help lists Raise a Ticket, Request Callback and Register a Complaint; Raise a Ticket opens every request", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  await page.getByRole("link", { name: /^Get Help/ }).click();
  const help = page.getByRole("dialog", { name: "Get Help" });
  const entries = help.getByRole("list").first().getByRole("link");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Raise a Ticket");
  await expect(entries.nth(1)).toContainText("Request Callback");
  await expect(entries.nth(2)).toContainText("Register a Complaint");
  await entries.nth(0).click();
  const all = page.getByRole("dialog", { name: "Quick Actions" });
  await expect(all.getByRole("link", { name: /^Plan Shutdown/ })).toBeVisible();
  await all.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
});

test("Logout goes through the identity provider's end-session endpoint and lands on /login; the next sign-in asks again", async ({ page }, info) => {
  const { email } = reservedUser("logout", info);
  await signIn(page, email, "/account-settings");
  const visited: string[] = [];
  page.on("request", (r) => {
    if (r.isNavigationRequest()) visited.push(r.url());
  });
  await openProfileMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page).toHaveURL(`${PORTAL}/login?reason=logged-out`);
  await expect(page.getByRole("status").filter({ hasText: "You have been logged out." })).toBeVisible();
  const end = visited.map((u) => new URL(u)).find((u) => u.origin === MOCK && u.pathname.endsWith("/session/end"));
  expect(end, visited.join("\n")).toBeDefined();
  expect(end!.searchParams.get("post_logout_redirect_uri")).toBe(`${PORTAL}/login?reason=logged-out`);
  expect(end!.searchParams.get("client_id")).toBeTruthy();
  // The identity provider's own sign-in ended too: signing in again asks for the e-mail.
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/identity\//);
  await expect(page.getByLabel("Email")).toBeVisible();
});
