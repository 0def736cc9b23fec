import type { Page } from "@playwright/test";
import { dialogUser, expectFieldError, fieldMessage, noJs, postTwice, upstreamCalls, expectToast } from "./dialog-support";
import { expect, expectNoSeriousViolations, test } from "./fixtures";
import { MOCK, hydrated, injectFault, leaveForIdentity, openProfileMenu, signIn } from "./support";

/**
 * General feedback from the side menu and feedback before logout (spec document 1 sections 3 to
 * 5), JavaScript on and off. Logout without the feedback step (feedbackDate in the future) is
 * auth.spec.ts's logout test.
 */
const FEEDBACK = "/userapi/api/um/customer-feedback";
const LOGOUT = "/userapi/api/um/auth/logout";
const feedback = (page: Page) => page.getByRole("dialog", { name: "Feedback" });

test.describe.configure({ mode: "serial" });

test("general feedback: the rating and reason messages, tags appended to the reason, and the thanks", async ({ page }, info) => {
  const { email, userId } = dialogUser("feedback", info);
  await signIn(page, email, "/notifications");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Feedback" }).click();
  const d = feedback(page);
  const since = new Date().toISOString();
  await d.getByRole("button", { name: "Submit" }).click();
  await expect(d.getByRole("group", { name: /Rate it from 1 to 10/ })).toHaveAttribute("aria-invalid", "true");
  await expect(fieldMessage(d, "This field is required")).toHaveCount(1);
  await d.getByRole("radio", { name: "8" }).check({ force: true });
  await d.getByRole("button", { name: "Submit" }).click();
  await expectFieldError(page, d, "Tell us the reason for your rating", "This field is required");
  await expect(d.getByRole("radio", { name: "8" })).toBeChecked();

  await d.getByLabel("Tell us the reason for your rating").fill("Orders are easy to follow.");
  if (noJs(info)) {
    await d.getByRole("checkbox", { name: "Quick Support" }).check();
    await d.getByRole("checkbox", { name: "Easy Tracking" }).check();
  } else {
    await d.getByRole("button", { name: "+ Easy Tracking" }).click();
    await d.getByRole("button", { name: "+ Quick Support" }).click();
    await expect(d.getByLabel("Tell us the reason for your rating")).toHaveValue("Orders are easy to follow. Easy Tracking Quick Support");
  }
  await d.getByRole("button", { name: "Submit" }).click();
  const done = page.getByRole("dialog", { name: "Success!" });
  await expect(done).toContainText("Thank you for sharing feedback!");
  const [call] = await upstreamCalls(page.request, FEEDBACK, since, userId);
  expect(call.query).toEqual({});
  expect(call.body).toEqual({ rating: 8, otherDesc: "Orders are easy to follow. Easy Tracking Quick Support" });
  await done.getByRole("link", { name: "Close" }).click();
  await expect(page).toHaveURL(/\/notifications$/);
});

test("general feedback: an upstream 500 keeps every field; two POSTs of one form send once", async ({ page }, info) => {
  const { email, userId } = dialogUser("feedback", info);
  await signIn(page, email, "/feedback");
  const d = feedback(page);
  await d.getByRole("radio", { name: "3" }).check({ force: true });
  await d.getByLabel("Tell us the reason for your rating").fill("Slow pages on mobile.");
  await injectFault(page.request, { call: `POST ${FEEDBACK}`, mode: 500, userId });
  await d.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Something went wrong, please try again.");
  await expect(d.getByRole("alert").filter({ hasText: "Error!" })).toHaveCount(0);
  await expect(d.getByRole("radio", { name: "3" })).toBeChecked();
  await expect(d.getByLabel("Tell us the reason for your rating")).toHaveValue("Slow pages on mobile.");
  const since = new Date().toISOString();
  await postTwice(page, "/feedback", { rating: "9", otherDesc: "Once" });
  expect(await upstreamCalls(page.request, FEEDBACK, since, userId)).toHaveLength(1);
});

test("staff may give general feedback: no refusal note, Submit sends it to the upstream (issue 25, decision 047)", async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/feedback");
  const d = feedback(page);
  await expect(d.getByText(/cannot send customer feedback/)).toHaveCount(0);
  await d.getByRole("radio", { name: "7" }).check({ force: true });
  await d.getByLabel("Tell us the reason for your rating").fill("Threads are easy to answer.");
  const since = new Date().toISOString();
  await d.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("dialog", { name: "Success!" })).toContainText("Thank you for sharing feedback!");
  const calls = await upstreamCalls(page.request, FEEDBACK, since, "U-2001");
  expect(calls.map((c) => c.body)).toEqual([{ rating: 7, otherDesc: "Threads are easy to answer." }]);
});

test("Logout ends the session at the click; the feedback is asked after, signed out, and Send feedback sends SUBMIT (issue 41 §1)", async ({ page }, info) => {
  const { email, userId } = dialogUser("logoutfb", info);
  await signIn(page, email, "/account-settings");
  const since = new Date().toISOString();
  await openProfileMenu(page);
  const [answer] = await Promise.all([
    // With JavaScript the form posts to /logout.data (Remix's single fetch).
    page.waitForResponse((r) => /^\/logout(\.data)?$/.test(new URL(r.url()).pathname) && r.request().method() === "POST"),
    page.getByRole("button", { name: "Logout" }).click(),
  ]);
  // The answer to the click ends the session in the browser too (the kept documents, the worker).
  expect(await answer.headerValue("clear-site-data")).toBe('"cache", "storage"');
  await expect(page).toHaveURL(/\/logout\/feedback$/);
  // Signed out already: another tab's signed-in page is the sign-in page, and the identity
  // service's own sign-in ended at the click too (issue 51 §1): the next person at this browser who
  // presses Sign in is asked for an e-mail (and then a code), not signed in as this user.
  const other = await page.context().newPage();
  await other.goto("/account-settings");
  await expect(other).toHaveURL(/\/login/);
  await leaveForIdentity(other);
  await expect(other.getByLabel("Email")).toBeVisible();
  await expect(other.getByLabel("Email")).toHaveValue("");
  await other.close();
  // The upstream logout waits for the feedback (its call needs the user's token).
  expect(await upstreamCalls(page.request, LOGOUT, since, userId)).toHaveLength(0);

  const d = page.getByRole("dialog", { name: "You are logged out" });
  await expect(d).toBeVisible();
  await expectNoSeriousViolations(page);
  await d.getByRole("button", { name: "Send feedback" }).click();
  await expect(fieldMessage(d, "This field is required", { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/logout\/feedback$/);
  await d.getByRole("radio", { name: "10" }).check({ force: true });
  await d.getByLabel("Tell us the reason for your rating").fill("Everything in one place.");
  await d.getByRole("button", { name: "Send feedback" }).click();
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  const [call] = await upstreamCalls(page.request, FEEDBACK, since, userId);
  expect(call.query).toEqual({ type: "SUBMIT" });
  expect(call.body).toEqual({ rating: 10, otherDesc: "Everything in one place." });
  expect(await upstreamCalls(page.request, LOGOUT, since, userId)).toHaveLength(1);
  // The proof is used: the feedback page is the sign-in page now, and a second post sends nothing.
  await page.goto("/logout/feedback");
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  await page.goto("/account-settings");
  await expect(page).toHaveURL(/\/login$/);
});

test("Skip (or Close) sends SKIP, and a failing feedback call never blocks the logout", async ({ page }, info) => {
  const { email, userId } = dialogUser("logoutskip", info);
  await signIn(page, email, "/notifications");
  const since = new Date().toISOString();
  await injectFault(page.request, { call: `POST ${FEEDBACK}`, mode: 500, userId });
  await openProfileMenu(page);
  await page.getByRole("button", { name: "Logout" }).click();
  const d = page.getByRole("dialog", { name: "You are logged out" });
  if (noJs(info)) await d.getByRole("button", { name: "Skip" }).click();
  else {
    // A page of its own (nothing behind it, 088): its Close closes it, and closing counts as Skip.
    await expect(d).toBeVisible();
    await hydrated(page);
    await expect(page.locator("dialog:modal")).toHaveCount(0);
    await d.getByRole("button", { name: "Close" }).click();
  }
  await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
  const calls = await upstreamCalls(page.request, FEEDBACK, since, userId);
  expect(calls.map((c) => c.query)).toEqual([{ type: "SKIP" }]);
  expect(await upstreamCalls(page.request, LOGOUT, since, userId)).toHaveLength(1);
  // Sign in again from here asks for the e-mail: no one is signed in silently (issue 51 §1).
  await leaveForIdentity(page);
  await expect(page.getByLabel("Email")).toBeVisible();
  await page.request.delete(`${MOCK}/__faults?userId=${userId}`);
});

for (const [kind, who] of [["logoutstaff", "staff"], ["logoutedge", "the profile at index 4"]] as const) {
  test(`logout asks ${who} for feedback too, and their Submit is sent (issue 33 §4)`, async ({ page }, info) => {
    // Fixture users of their own (mocks/data/users.ts, U-99{project}{k}): each logout ends the user's sessions.
    const project = noJs(info) ? "nojs" : "js";
    const email = `${kind}.${project}@${kind === "logoutstaff" ? "thermax.test" : "demo.test"}`;
    const userId = `U-99${noJs(info) ? 1 : 0}${kind === "logoutstaff" ? 1 : 2}`;
    await signIn(page, email, "/account-settings");
    const since = new Date().toISOString();
    await openProfileMenu(page);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/logout\/feedback$/);
    const d = page.getByRole("dialog", { name: "You are logged out" });
    await d.getByRole("radio", { name: "8" }).check({ force: true });
    await d.getByLabel("Tell us the reason for your rating").fill("Quick to find a site's tickets.");
    await d.getByRole("button", { name: "Send feedback" }).click();
    await expect(page).toHaveURL(/\/login\?reason=logged-out$/);
    const [call] = await upstreamCalls(page.request, FEEDBACK, since, userId);
    expect(call.query).toEqual({ type: "SUBMIT" });
    expect(call.body).toEqual({ rating: 8, otherDesc: "Quick to find a site's tickets." });
    expect(await upstreamCalls(page.request, LOGOUT, since, userId)).toHaveLength(1);
  });
}
