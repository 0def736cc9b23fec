import type { Page, Request as PwRequest } from "@playwright/test";
import { dialogUser, expectFieldError, fieldMessage, noJs } from "./dialog-support";
import { expect, test } from "./fixtures";
import { MOCK, reservedUser, signIn, visitorAddress } from "./support";

/**
 * Validation while typing (issue 25 §3, spec document 1 section 5 and document 3 section 5:
 * "validated on blur and on submit"; docs/decisions/060). With JavaScript a field is checked by
 * the server when it is left, then on input while it shows an error: the form posts Conform's
 * validate intent to its own action, which answers the zod schema's messages and sends nothing
 * upstream. Without JavaScript the same forms validate on submit, as before.
 */

/** Every call the embedded upstream received since `since` that was not a read (a write). */
async function writesSince(page: Page, since: string, match: (call: { client?: string; userId?: string }) => boolean) {
  const calls = (await (await page.request.get(`${MOCK}/__calls?since=${since}`)).json()) as { method: string; path: string; client?: string; userId?: string }[];
  return calls.filter((c) => c.method !== "GET" && match(c));
}

/** The posts and data requests (loader reloads) the page makes to the portal while `run` runs. */
async function portalRequests(page: Page, run: () => Promise<void>): Promise<PwRequest[]> {
  const seen: PwRequest[] = [];
  const listener = (r: PwRequest) => {
    if (!r.url().startsWith(MOCK) && (r.method() !== "GET" || new URL(r.url()).pathname.endsWith(".data"))) seen.push(r);
  };
  page.on("request", listener);
  try {
    await run();
  } finally {
    page.off("request", listener);
  }
  return seen;
}

test.describe.configure({ mode: "serial" });

test("Request a callback: with JavaScript, leaving an invalid field shows the spec's message from one post and typing a valid value clears it; without, Submit says it", async ({ page }, info) => {
  const { email, userId } = dialogUser("callback", info);
  await signIn(page, email, "/request-callback");
  const d = page.getByRole("dialog", { name: "Request a callback" });
  const since = new Date().toISOString();
  const mobile = d.getByLabel("Mobile No.", { exact: true });

  if (noJs(info)) {
    // Leaving a field does nothing without JavaScript; Submit validates, with the same message.
    await mobile.fill("98200");
    await d.getByLabel("Email", { exact: true }).focus();
    await expect(d.getByText("Mobile No. is not valid")).toHaveCount(0);
    await d.getByLabel("Details", { exact: true }).fill("Please call me");
    await d.getByRole("button", { name: "Submit" }).click();
    await expectFieldError(page, d, "Mobile No.", "Mobile No. is not valid");
    await expect(mobile).toHaveValue("98200");
    expect(await writesSince(page, since, (c) => c.userId === userId)).toEqual([]);
    return;
  }

  // Typing without an error shows nothing and posts nothing; leaving the field posts once, and no
  // loader is asked again.
  const requests = await portalRequests(page, async () => {
    await mobile.fill("98200");
    await d.getByLabel("Email", { exact: true }).focus();
    await expectFieldError(page, d, "Mobile No.", "Mobile No. is not valid");
  });
  expect(requests.map((r) => `${r.method()} ${new URL(r.url()).pathname}`)).toEqual(["POST /request-callback.data"]);
  expect(requests[0].postData()).toContain("__intent__=");
  await expect(page).toHaveURL(/\/request-callback$/);
  // A field not yet left shows no message.
  await expect(d.getByLabel("Email", { exact: true })).not.toHaveAttribute("aria-invalid", "true");

  // Now in error, the field is checked again as it is typed: a valid number clears the message.
  await mobile.fill("9820012345");
  await expect(d.getByText("Mobile No. is not valid")).toHaveCount(0);
  await expect(mobile).not.toHaveAttribute("aria-invalid", "true");

  // An emptied e-mail, left: the spec's first message for it, then its second while typing.
  await d.getByLabel("Email", { exact: true }).fill("");
  await d.getByLabel("Details", { exact: true }).focus();
  await expectFieldError(page, d, "Email", "Email is required");
  await d.getByLabel("Email", { exact: true }).fill("priya@");
  await expect(fieldMessage(d, "Please enter valid email address")).toBeVisible();
  await d.getByLabel("Email", { exact: true }).fill("priya@example.test");
  await expect(d.getByText("Please enter valid email address", { exact: true })).toHaveCount(0);

  // Nothing was sent upstream, and the dialog is still the form (no submit happened).
  expect(await writesSince(page, since, (c) => c.userId === userId)).toEqual([]);
  await expect(d.getByRole("button", { name: "Submit" })).toBeVisible();
});

test("Account Settings: the profile's own messages on blur and cleared while typing with JavaScript, on Save without; nothing saved", async ({ page }, info) => {
  const { email, userId } = reservedUser("profile", info);
  await signIn(page, email, "/account-settings");
  const since = new Date().toISOString();
  const lastName = page.getByLabel("Last name", { exact: true });
  const phone = page.getByLabel("Contact number", { exact: true });
  await lastName.fill("");
  await page.getByLabel("Designation", { exact: true }).focus();
  await phone.fill("12345");
  await lastName.focus();
  if (noJs(info)) {
    await expect(page.getByText("last name is required", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Save" }).click();
  }
  await expect(fieldMessage(page, "last name is required")).toBeVisible();
  await expect(lastName).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Contact number should be 10 digits", { exact: true })).toBeVisible();
  if (!noJs(info)) {
    await lastName.fill("Sharma");
    await expect(page.getByText("last name is required", { exact: true })).toHaveCount(0);
    await phone.fill("9820012345");
    await expect(page.getByText("Contact number should be 10 digits", { exact: true })).toHaveCount(0);
    await expect(page).toHaveURL(/\/account-settings$/);
  }
  expect(await writesSince(page, since, (c) => c.userId === userId)).toEqual([]);
});

test("fields left before the validation code arrived are all checked once it does (issue 45: a slow chunk showed only the last) @js-only", async ({ page }, info) => {
  const { email } = reservedUser("profile", info);
  // The code that validates while typing loads on the first focus in a form; hold it back until
  // two fields have been left, as a slow network does.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/live-validation-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await signIn(page, email, "/account-settings");
  const lastName = page.getByLabel("Last name", { exact: true });
  const phone = page.getByLabel("Contact number", { exact: true });
  await lastName.fill("");
  await phone.focus();
  await phone.fill("12345");
  await page.getByLabel("Designation", { exact: true }).focus();
  release();
  await expect(fieldMessage(page, "last name is required")).toBeVisible();
  await expect(fieldMessage(page, "Contact number should be 10 digits")).toBeVisible();
  await expect(page).toHaveURL(/\/account-settings$/);
});

test("Urban water (a page without hydration): the message on blur with JavaScript (no point, no new captcha, nothing sent), on Submit without", async ({ page, context }, info) => {
  const visitor = visitorAddress();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitor });
  await page.goto("/urban-water");
  const email = page.getByLabel("Email", { exact: true });
  if (noJs(info)) {
    await email.fill("asha@");
    await page.getByLabel("Mobile Number", { exact: true }).focus();
    await expect(page.getByText("Please enter valid email address, such as name@company.com.", { exact: true })).toHaveCount(0);
    await page.getByRole("button", { name: "Submit" }).click();
    await expect(fieldMessage(page, "Please enter valid email address, such as name@company.com.")).toBeVisible();
    await expect(email).toHaveValue("asha@");
    return;
  }
  const token = await page.locator('input[name="captchaToken"]').inputValue();
  const since = new Date().toISOString();
  await email.fill("asha@");
  await page.getByLabel("Mobile Number", { exact: true }).focus();
  await expect(fieldMessage(page, "Please enter valid email address, such as name@company.com.")).toBeVisible();
  await expect(email).toHaveAttribute("aria-invalid", "true");
  // Only the field left shows a message: the empty name was never left.
  await expect(page.getByText("Invalid Name. Enter your name, letters and spaces only.", { exact: true })).toHaveCount(0);
  await email.fill("asha@example.test");
  await expect(page.getByText("Please enter valid email address, such as name@company.com.", { exact: true })).toHaveCount(0);
  await expect(email).not.toHaveAttribute("aria-invalid", "true");
  // The same captcha, none drawn, nothing sent upstream for this visitor.
  await expect(page.locator('input[name="captchaToken"]')).toHaveValue(token);
  const upstream = (await (await page.request.get(`${MOCK}/__calls?since=${since}`)).json()) as { client?: string }[];
  expect(upstream.filter((c) => c.client === visitor)).toEqual([]);
  await expect(page).toHaveURL(/\/urban-water$/);
});
