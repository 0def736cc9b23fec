import type { Page } from "@playwright/test";
import { dialogUser, expectFieldError, noJs, postForm, postTwice, upstreamCalls } from "./dialog-support";
import { expect, test } from "./fixtures";
import { FAULT_MODES, PORTAL, expireSession, injectFault, signIn } from "./support";
import { chosenAssetId, pickAsset } from "./picker-support";
import { db } from "../../mocks/store";

/**
 * Request a callback and Register Planned Shutdown (spec document 3 sections 3 to 5, 8), and the
 * quick actions that open them (document 1 section 2), with JavaScript on and off.
 */
const CALLBACK = "/userapi/api/um/register-support-request";
const SHUTDOWN = "/enquiryapi/enquiry/plan-shutdown";

const callbackDialog = (page: Page) => page.getByRole("dialog", { name: "Request a callback" });
const shutdownDialog = (page: Page) => page.getByRole("dialog", { name: "Register Planned Shutdown" });

/** A day `days` from today in Kolkata, YYYY-MM-DD. */
function kolkataDay(days: number): string {
  const now = new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000);
  return now.toISOString().slice(0, 10);
}

test.describe.configure({ mode: "serial" });

test.describe("Request a callback", () => {
  test("what was typed when the session ended comes back after signing in again, said not sent yet, and nothing was sent (issue 51 §4)", async ({ page }, info) => {
    const { email, userId } = dialogUser("callback", info);
    await signIn(page, email, "/request-callback?returnTo=/notifications");
    const since = new Date().toISOString();
    const d = callbackDialog(page);
    await d.getByLabel("Details").fill("Call before the night shift, please.");
    await expireSession(page.context());
    await d.getByRole("button", { name: "Submit" }).click();
    await expect(page).toHaveURL(/\/login\?reason=expired$/);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/request-callback\?returnTo=(%2F|\/)notifications$/);
    const again = callbackDialog(page);
    await expect(again.getByRole("note").filter({ hasText: "Not sent yet: your session ended before this was sent." })).toBeVisible();
    await expect(again.getByLabel("Details")).toHaveValue("Call before the night shift, please.");
    expect(await upstreamCalls(page.request, CALLBACK, since, userId)).toHaveLength(0);
  });

  test("prefills the profile, sends the request and shows the ticket number", async ({ page }, info) => {
    const { email, userId, mobile } = dialogUser("callback", info);
    await signIn(page, email, "/request-callback?returnTo=/notifications");
    const d = callbackDialog(page);
    await expect(d.getByLabel("Mobile No.")).toHaveValue(mobile);
    await expect(d.getByLabel("Email")).toHaveValue(email);
    // A disabled Submit says what it waits for (issue 32 §3); without JavaScript it is never disabled.
    const waiting = d.getByText("Write the details to submit.", { exact: true });
    if (!noJs(info)) {
      await expect(d.getByRole("button", { name: "Submit" })).toBeDisabled();
      await expect(waiting).toBeVisible();
    }
    const since = new Date().toISOString();
    // Written as people write it (issue 40 §4): accepted, sent as its 10 digits.
    await d.getByLabel("Mobile No.").fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await expect(d.getByText("Your 10-digit mobile number; +91, spaces and dashes are fine.")).toBeVisible();
    await d.getByLabel("Details").fill("Please call about the boiler feed pump noise.");
    if (!noJs(info)) await expect(d.getByText("45/500")).toBeVisible();
    await expect(waiting).toHaveCount(0);
    await d.getByRole("button", { name: "Submit" }).click();
    const done = page.getByRole("dialog", { name: "Success!" }).filter({ hasText: "Request Submitted." });
    await expect(done).toContainText("Our representative will get in touch with you in sometime.");
    const ticket = (await done.getByRole("strong").textContent()) ?? "";
    expect(ticket).toMatch(/^TCK-3\d+$/);
    // The result opens what it made (issue 40 §3): the new ticket's conversation.
    await expect(done.getByRole("link", { name: "View ticket" })).toHaveAttribute("href", `/dashboard/tickets/${ticket}/messages?view=all&ticket=${ticket}#thread-start`);
    const [call] = await upstreamCalls(page.request, CALLBACK, since, userId);
    expect(call.body).toEqual({ mobileNumber: mobile, emailId: email, message: "Please call about the boiler feed pump noise." });
    // Closing returns to the page it was opened from; the new ticket is listed.
    await done.getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await page.goto("/dashboard/tickets");
    await expect(page.getByRole("heading", { name: ticket })).toBeVisible();
  });

  test("shows every validation message, in the spec's order", async ({ page }, info) => {
    const { email, userId } = dialogUser("callback", info);
    await signIn(page, email, "/request-callback");
    const d = callbackDialog(page);
    const since = new Date().toISOString();
    await d.getByLabel("Mobile No.").fill("");
    await d.getByLabel("Email").fill("");
    await d.getByLabel("Details").fill("!!!");
    await d.getByRole("button", { name: "Submit" }).click();
    await expectFieldError(page, d, "Mobile No.", "Mobile No. is required");
    await expectFieldError(page, d, "Email", "Email is required");
    await expectFieldError(page, d, "Details", "Invalid Details");
    await d.getByLabel("Mobile No.").fill("98200");
    await d.getByLabel("Email").fill("priya@");
    await d.getByLabel("Details").fill("Call me");
    await d.getByRole("button", { name: "Submit" }).click();
    await expectFieldError(page, d, "Mobile No.", "Mobile No. is not valid");
    await expectFieldError(page, d, "Email", "Please enter valid email address");
    await expect(d.getByLabel("Details")).toHaveValue("Call me");
    // An empty message: Submit stays disabled with JavaScript; the server says why either way.
    const empty = await postForm(page.request, "/request-callback", { mobileNumber: "9820012345", emailId: email, message: "  " });
    expect(empty.status()).toBe(400);
    expect(await empty.text()).toContain("Details are required");
    expect(await upstreamCalls(page.request, CALLBACK, since, userId)).toHaveLength(0);
  });

  test("a 400 shows the server's message and keeps every field", async ({ page }, info) => {
    const { email } = dialogUser("callback", info);
    await signIn(page, email, "/request-callback");
    const d = callbackDialog(page);
    // The portal's pattern takes any 10 digits; the upstream wants an Indian mobile number.
    await d.getByLabel("Mobile No.").fill("1234567890");
    await d.getByLabel("Details").fill("Second line please");
    await d.getByRole("button", { name: "Submit" }).click();
    await expect(d.getByRole("alert").filter({ hasText: "Error!" })).toContainText("Please share a valid Indian mobile number starting with 6, 7, 8 or 9.");
    await expect(d.getByLabel("Mobile No.")).toHaveValue("1234567890");
    await expect(d.getByLabel("Details")).toHaveValue("Second line please");
  });

  for (const mode of FAULT_MODES) {
    test(`an upstream ${mode} shows 'Something went wrong' and keeps every field`, async ({ page }, info) => {
      const { email, userId, mobile } = dialogUser("callback", info);
      await signIn(page, email, "/request-callback");
      const d = callbackDialog(page);
      await d.getByLabel("Email").fill("plant.office@acme.test");
      await d.getByLabel("Details").fill("Chiller trips at night.");
      const since = new Date().toISOString();
      await injectFault(page.request, { call: `POST ${CALLBACK}`, mode, userId });
      await d.getByRole("button", { name: "Submit" }).click();
      await expect(d.getByRole("alert").filter({ hasText: "Error!" })).toContainText("Something went wrong, please try again.");
      await expect(d.getByLabel("Mobile No.")).toHaveValue(mobile);
      await expect(d.getByLabel("Email")).toHaveValue("plant.office@acme.test");
      await expect(d.getByLabel("Details")).toHaveValue("Chiller trips at night.");
      expect(await upstreamCalls(page.request, CALLBACK, since, userId)).toHaveLength(1);
    });
  }

  test("two POSTs of one rendered form make one request", async ({ page }, info) => {
    const { email, userId } = dialogUser("callback", info);
    await signIn(page, email, "/request-callback");
    const since = new Date().toISOString();
    const location = await postTwice(page, "/request-callback", { mobileNumber: "9820012345", emailId: email, message: "Once only" });
    expect(location).toMatch(/^\/request-callback\?done=TCK-3\d+&returnTo=/);
    expect(await upstreamCalls(page.request, CALLBACK, since, userId)).toHaveLength(1);
  });
});

test.describe("Register Planned Shutdown", () => {
  test("registers a shutdown, shows the ticket number and offers it as a calendar file", async ({ page }, info) => {
    const { email, userId } = dialogUser("shutdown", info);
    await signIn(page, email, "/plan-shutdown?returnTo=/dashboard/tickets");
    const d = shutdownDialog(page);
    const waiting = d.getByText("Choose the asset and the date and write the planned activities to submit.", { exact: true });
    if (!noJs(info)) {
      await expect(d.getByRole("button", { name: "Submit" })).toBeDisabled();
      await expect(waiting).toBeVisible();
    } else await expect(waiting).toHaveCount(0);
    await expect(d.getByLabel("Shutdown Date")).toHaveAttribute("min", kolkataDay(1));
    const since = new Date().toISOString();
    const date = kolkataDay(12);
    await pickAsset(d, "CFBC Boiler Line 2 (CFBC Boiler BLR-609)", "blr-609");
    await d.getByLabel("Shutdown Date").fill(date);
    await d.getByLabel("Planned Activities").fill("Descaling and safety valve test");
    await d.getByLabel("Additional Notes (optional)").fill("Crane needed on site.");
    await d.getByRole("button", { name: "Submit" }).click();
    const done = page.getByRole("dialog", { name: "Success!" });
    const ticket = (await done.getByRole("strong").textContent()) ?? "";
    expect(ticket).toMatch(/^TCK-3\d+$/);
    const [call] = await upstreamCalls(page.request, SHUTDOWN, since, userId);
    expect(call.body).toEqual({
      shutdownDate: date,
      plannedActivities: "Descaling and safety valve test",
      additionalNotes: "Crane needed on site.",
      assetId: "AST-0034",
      asset: "CFBC Boiler Line 2 (CFBC Boiler BLR-609)",
    });
    const href = await done.getByRole("link", { name: "Add to calendar (.ics)" }).getAttribute("href");
    const ics = await page.request.get(href ?? "");
    expect(ics.status()).toBe(200);
    expect(ics.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(ics.headers()["content-disposition"]).toBe(`attachment; filename="shutdown-${ticket}.ics"`);
    const text = await ics.text();
    expect(text).toContain(`DTSTART;VALUE=DATE:${date.replaceAll("-", "")}`);
    expect(text).toContain(`UID:${ticket}@customer-portal.thermax`);
    // RFC 5545 as strict parsers read it (issue 53 §2): lines of at most 75 octets.
    for (const line of text.split("\r\n")) expect(Buffer.byteLength(line, "utf8")).toBeLessThanOrEqual(75);
    await done.getByRole("link", { name: "Go to Tickets" }).click();
    await expect(page.getByRole("heading", { name: ticket })).toBeVisible();
  });

  test("shows every validation message and checks the date on the server", async ({ page }, info) => {
    const { email, userId } = dialogUser("shutdown", info);
    await signIn(page, email, "/plan-shutdown");
    const d = shutdownDialog(page);
    const since = new Date().toISOString();
    const empty = await postForm(page.request, "/plan-shutdown", {});
    expect(empty.status()).toBe(400);
    const html = await empty.text();
    for (const m of ["Asset is required", "Shutdown Date is required", "Planned Activities are required"]) expect(html).toContain(m);
    if (noJs(info)) {
      await d.getByRole("button", { name: "Submit" }).click();
      await expectFieldError(page, d, "Shutdown Date", "Shutdown Date is required");
      await expectFieldError(page, d, "Planned Activities", "Planned Activities are required");
    }
    // Today is not a future date (typed past the input's min).
    await pickAsset(d, "Flue Gas Conditioning System Block 3 (Flue Gas Conditioning System APC-431)", "flue gas");
    await d.getByLabel("Shutdown Date").fill(kolkataDay(0));
    if (!noJs(info)) {
      // With JavaScript the date is checked when the field is left, before any submit (issue 32 §3).
      await d.getByLabel("Shutdown Date").blur();
      await expectFieldError(page, d, "Shutdown Date", "Date should be a future date");
    }
    await d.getByLabel("Planned Activities").fill("Bag replacement");
    await d.getByRole("button", { name: "Submit" }).click();
    await expectFieldError(page, d, "Shutdown Date", "Date should be a future date");
    await expect(d.getByLabel("Planned Activities")).toHaveValue("Bag replacement");
    await expect(chosenAssetId(d)).toHaveValue("AST-0035");
    expect(await upstreamCalls(page.request, SHUTDOWN, since, userId)).toHaveLength(0);
  });

  test("an upstream 500 keeps every field; two POSTs of one form make one shutdown", async ({ page }, info) => {
    const { email, userId } = dialogUser("shutdown", info);
    await signIn(page, email, "/plan-shutdown");
    const d = shutdownDialog(page);
    await pickAsset(d, "Chiller Heater Plant 4 (Chiller Heater VAM-333)", "chiller");
    await d.getByLabel("Shutdown Date").fill(kolkataDay(3));
    await d.getByLabel("Planned Activities").fill("Purge unit service");
    await d.getByLabel("Additional Notes (optional)").fill("Night shift only");
    await injectFault(page.request, { call: `POST ${SHUTDOWN}`, mode: 500, userId });
    await d.getByRole("button", { name: "Submit" }).click();
    await expect(d.getByRole("alert").filter({ hasText: "Error!" })).toContainText("Something went wrong, please try again.");
    await expect(chosenAssetId(d)).toHaveValue("AST-0036");
    await expect(d.getByLabel("Shutdown Date")).toHaveValue(kolkataDay(3));
    // The chosen day in the date pickers' dd-MM-yyyy beside the input (issue 33 §4).
    await expect(d.getByText(`Chosen date: ${kolkataDay(3).split("-").reverse().join("-")}`)).toBeVisible();
    await expect(d.getByLabel("Planned Activities")).toHaveValue("Purge unit service");
    await expect(d.getByLabel("Additional Notes (optional)")).toHaveValue("Night shift only");

    const since = new Date().toISOString();
    await postTwice(page, "/plan-shutdown", { assetId: "AST-0036", shutdownDate: kolkataDay(4), plannedActivities: "Once" });
    expect(await upstreamCalls(page.request, SHUTDOWN, since, userId)).toHaveLength(1);
  });
});

test("staff see both dialogs with Submit disabled, and a forced POST gets 403", async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/request-callback");
  await expect(callbackDialog(page).getByRole("button", { name: "Submit" })).toBeDisabled();
  await expect(callbackDialog(page).getByRole("note")).toContainText("cannot request a callback");
  // The note says why; no second reason beside Submit.
  await expect(callbackDialog(page).getByText("Write the details to submit.")).toHaveCount(0);
  const callback = await postForm(page.request, "/request-callback", { mobileNumber: "9820012345", emailId: "staff@thermax.test", message: "forced" });
  expect(callback.status()).toBe(403);
  await page.goto("/plan-shutdown");
  await expect(shutdownDialog(page).getByRole("button", { name: "Submit" })).toBeDisabled();
  const shutdown = await postForm(page.request, "/plan-shutdown", { assetId: "AST-0001", shutdownDate: kolkataDay(5), plannedActivities: "forced" });
  expect(shutdown.status()).toBe(403);
  expect(await shutdown.text()).toContain("cannot register a planned shutdown");
});

test.describe("quick actions", () => {
  test("the right panel lists the page's actions; Plan Shutdown only in View All, which closes back to the page", async ({ page }, info) => {
    const { email } = dialogUser("shutdown", info);
    await signIn(page, email, "/notifications");
    const panel = page.getByRole("complementary", { name: "Quick actions" });
    await expect(panel.getByRole("listitem")).toHaveText([/^Request Callback/, /^Get a Quote/, /^Add or Report Asset/, /^Register a Complaint/]);
    await panel.getByRole("link", { name: "View All" }).click();
    const all = page.getByRole("dialog", { name: "Quick Actions" });
    await expect(all.getByRole("listitem")).toHaveText([/^Request Callback/, /^Get a Quote/, /^Add or Report Asset/, /^Register a Complaint/, /^Plan Shutdown/]);
    await expect(all.getByRole("link", { name: "Go to Dashboard" })).toHaveAttribute("href", "/");
    await all.getByRole("link", { name: /Plan Shutdown/ }).click();
    await expect(shutdownDialog(page)).toBeVisible();
    // The dialog opened from View All closes back to the page under it.
    await shutdownDialog(page).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
    await panel.getByRole("link", { name: "View All" }).click();
    await page.getByRole("dialog", { name: "Quick Actions" }).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/notifications$/);
  });

  test("on a phone the menu reaches every action through View All", async ({ page }, info) => {
    const { email } = dialogUser("callback", info);
    await page.setViewportSize({ width: 375, height: 800 });
    await signIn(page, email, "/account-settings");
    await expect(page.getByRole("complementary", { name: "Quick actions" })).toBeHidden();
    await page.getByText("Menu", { exact: true }).click();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Quick Actions" }).click();
    const all = page.getByRole("dialog", { name: "Quick Actions" });
    await all.getByRole("link", { name: /Request Callback/ }).click();
    await expect(callbackDialog(page)).toBeVisible();
    await callbackDialog(page).getByRole("link", { name: "Close" }).click();
    await expect(page).toHaveURL(/\/account-settings$/);
  });
});

test("the calendar file is made only from a shutdown the user registered: anything else is a 404", { tag: "@same-without-js" }, async ({ page }, info) => {
  await signIn(page, dialogUser("shutdown", info).email, "/notifications");
  const handMade = "?ticket=TCK-300001&date=2026-12-01&asset=Call+0000+to+confirm&activities=Pay+the+fee";
  for (const query of ["", "?ticket=TCK-1&date=2026-02-30&asset=A&activities=B", "?ticket=%22x&date=2026-12-01&asset=A&activities=B", handMade]) {
    const response = await page.request.get(`${PORTAL}/plan-shutdown/calendar${query}`);
    expect(response.status(), query).toBe(404);
  }
});

test("a result dialog made by hand in the URL shows the form, never a result", async ({ page }, info) => {
  await signIn(page, dialogUser("shutdown", info).email, "/notifications");
  await page.goto("/plan-shutdown?done=TCK-300001&date=2026-12-01&asset=Call+0000+to+confirm&activities=Pay+the+fee");
  await expect(shutdownDialog(page).getByLabel("Planned Activities")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Success!" })).toHaveCount(0);
  await expect(page.getByText("Call 0000 to confirm")).toHaveCount(0);
  await page.goto("/request-callback?done=TCK-300001");
  await expect(callbackDialog(page).getByLabel("Mobile No.")).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Success!" })).toHaveCount(0);
});

test("a dialog opened from an object carries it: a complaint from an asset page has that asset, a callback from an order names the order (issue 40 §3)", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/asset/AST-0001");
  const panel = page.getByRole("complementary", { name: "Quick actions" });
  await panel.getByRole("link", { name: /Register a Complaint/ }).click();
  const complaint = page.getByRole("dialog", { name: "Register a Complaint" });
  await expect(chosenAssetId(complaint)).toHaveValue("AST-0001");
  await page.goto("/order/ORD-0003");
  await panel.getByRole("link", { name: /Request Callback/ }).click();
  const order = db.orders.find((o) => o.id === "ORD-0003")!;
  await expect(callbackDialog(page).getByLabel("Details")).toHaveValue(`About my order P.O. ${order.customerPo}, Thermax order ${order.erpOrderNumber}: `);
});
