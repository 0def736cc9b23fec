import { expectToast, fieldMessage } from "./dialog-support";
import type { Page } from "@playwright/test";
import { addDays, format } from "date-fns";
import { todayInIndia } from "../../app/domain/contracts";
import { expect, test } from "./fixtures";
import { callsOf, noJs, ordersUser, renewalContract } from "./orders-support";
import { injectFault, MOCK, PORTAL, signIn } from "./support";

/**
 * Contracts (/dashboard/contracts), the contract page (/contracts/:id) with its calendar files, and
 * the AMC renewal and reschedule dialogs. customer@demo.test's contracts are only read; the
 * project's orders user (Godavari: SVC-07015 far from expiry with pending visits) reschedules, and
 * renews an expired contract of its project's own (SVC-09201 js, SVC-09211 no-js).
 */
const day = (offset: number) => format(addDays(new Date(`${todayInIndia()}T00:00:00`), offset), "yyyy-MM-dd");

function cards(page: Page) {
  return page.getByRole("list", { name: "Contracts" }).getByRole("article");
}

test.describe.configure({ mode: "serial" });

test("contract cards: AMC until, AMC Expired in red with Renew AMC, the asset page link, the badge", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/contracts");
  const tab = page.getByRole("navigation", { name: "Dashboard" }).getByRole("link", { name: /^Contracts/ });
  await expect(tab).toHaveAttribute("aria-current", "page");
  // Counts read as plain numbers (issue 31): 5, not 05.
  await expect(tab).toHaveAccessibleName(/^Contracts total 5$/);
  await expect(cards(page)).toHaveCount(5);
  for (const card of await cards(page).all()) await expect(card).toContainText("Services Contract");
  // Active first (soonest end first), then expired.
  await expect(cards(page).nth(0)).toContainText("AMC until 20 Jun 2027");
  await expect(cards(page).nth(1)).toContainText("AMC until 06 Sep 2027");
  const expired = cards(page).nth(2);
  await expect(expired.getByText("AMC Expired")).toHaveClass(/text-red-700/);
  await expect(expired.getByRole("link", { name: /^Renew AMC/ })).toBeVisible();
  await expect(cards(page).nth(0).getByRole("link", { name: /^Renew AMC/ })).toHaveCount(0);
  await expect(cards(page).nth(0).getByRole("link", { name: /^View Asset Page/ })).toHaveAttribute("href", "/asset/AST-0003?type=contract");
  await cards(page).nth(0).getByRole("link", { name: /^Contract Details/ }).click();
  await expect(page).toHaveURL(/\/contracts\/SVC-07000\?back=%2Fdashboard%2Fcontracts$/);
  await expect(page.getByRole("heading", { name: "Contract Details", level: 1 })).toBeVisible();
  await page.getByRole("banner").getByRole("link", { name: "Back" }).click();
  await expect(page).toHaveURL(/\/dashboard\/contracts$/);
});

test("contracts filter by product, AMC status and asset, each in the URL and sent upstream", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/contracts");
  const since = new Date().toISOString();
  const filters = page.getByRole("search", { name: "Filter contracts" });
  await filters.getByRole("checkbox", { name: "Expired" }).check();
  await filters.getByRole("button", { name: "Apply" }).click();
  // The form's empty asset choice rides along (asset=), as a GET form sends it.
  await expect(page).toHaveURL(/\/dashboard\/contracts\?amc=expired&asset=$/);
  await expect(cards(page)).toHaveCount(3);
  for (const card of await cards(page).all()) await expect(card).toContainText("AMC Expired");

  await page.getByRole("search", { name: "Filter contracts" }).getByRole("checkbox", { name: "Water" }).check();
  await page.getByRole("search", { name: "Filter contracts" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?product=Water&amc=expired&asset=$/);
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).getByRole("heading")).toHaveText(["Zero Liquid Discharge Plant 8", "Tubular Membrane System Unit 13"]);

  // One asset, from the filter's list of the user's assets.
  await page.goto("/dashboard/contracts");
  await page.getByRole("search", { name: "Filter contracts" }).getByLabel("Asset").selectOption({ label: "Chiller Heater Block 11 (Chiller Heater VAM-959)" });
  await page.getByRole("search", { name: "Filter contracts" }).getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\?asset=AST-0011$/);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first()).toContainText("AMC until 06 Sep 2027");

  // Nothing expiring within 90 days: said as a filter's result, not as 'no contracts'.
  await page.goto("/dashboard/contracts?amc=expiring&product=Cooling");
  await expect(page.getByText("No contracts match these filters.")).toBeVisible();
  await expect(page.getByRole("search", { name: "Filter contracts" }).getByRole("checkbox", { name: "Expiring in 90 days" })).toBeChecked();

  const calls = (await callsOf(page, "/serviceapi/getActiveServices", "U-1001", since)).map((c) => c.query);
  expect(calls).toContainEqual(expect.objectContaining({ amcStatus: "EXPIRED", product: "Water" }));
  expect(calls).toContainEqual(expect.objectContaining({ assetId: "AST-0011" }));
  expect(calls).toContainEqual(expect.objectContaining({ amcStatus: "EXPIRING", product: "Cooling" }));
});

test("a contract: details, visits, Renew held until 90 days before the end, calendar files in IST", async ({ page }, info) => {
  const { email } = ordersUser(info);
  await signIn(page, email, "/contracts/SVC-07015");
  const details = page.locator("dl").first();
  for (const text of ["AMC-STD-0001", "Annual Service Contract", "Sewage Treatment Plant Block 3", "13 Sep 2027"]) await expect(details).toContainText(text);
  await expect(details.getByText("Completed visits").locator("..")).toHaveText(/^Completed visits\s*1$/);
  await expect(details.getByText("Pending visits").locator("..")).toHaveText(/^Pending visits\s*3$/);
  await expect(page.getByRole("list", { name: "Visits" }).getByRole("listitem")).toHaveCount(4);
  const renew = page.getByRole("link", { name: "Renew", exact: true });
  await expect(renew).toHaveAttribute("aria-disabled", "true");
  await expect(page.getByText("Renewal opens 90 days before the contract ends.")).toBeVisible();
  // A crafted renewal outside the window is refused too.
  const early = await page.request.post("/contracts/SVC-07015/renew", { headers: { Origin: PORTAL }, form: { idempotencyKey: "x" }, maxRedirects: 0 });
  expect(early.status()).toBe(409);

  const visitLink = page.getByRole("link", { name: "Add to calendar (visit on 26 Jan 2027)" });
  await expect(visitLink).toHaveAttribute("href", "/contracts/SVC-07015/ics?visit=VIS-016-2");
  const visit = await page.request.get("/contracts/SVC-07015/ics?visit=VIS-016-2");
  expect(visit.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(visit.headers()["content-disposition"]).toBe('attachment; filename="amc-visit-VIS-016-2-2027-01-26.ics"');
  const ics = (await visit.text()).replace(/\r\n[ \t]/g, "");
  expect(ics).toContain("DTSTART:20270126T033000Z");
  expect(ics).toContain("DTEND:20270126T123000Z");
  const end = await page.request.get((await page.getByRole("link", { name: "Add to calendar (contract end date)" }).getAttribute("href")) ?? "");
  expect(await end.text()).toMatch(/DTSTART;VALUE=DATE:20270913/);
  // Completed visits and foreign contracts have no calendar file.
  expect((await page.request.get("/contracts/SVC-07015/ics?visit=VIS-016-1")).status()).toBe(404);
  expect((await page.request.get("/contracts/SVC-07000/ics")).status()).toBe(404);
});

test("reschedule a visit: required, a past date refused, the server's message, then a ticket", async ({ page }, info) => {
  const { email, userId } = ordersUser(info);
  await signIn(page, email, "/contracts/SVC-07015");
  await page.getByRole("link", { name: "Reschedule Visit" }).click();
  const dialog = page.getByRole("dialog", { name: "Reschedule Visit" });
  await expect(dialog).toContainText("The next visit to Sewage Treatment Plant Block 3 is planned for 26 Jan 2027.");
  const date = dialog.getByLabel("New visit date");
  await expect(date).toHaveAttribute("min", day(1));
  const since = new Date().toISOString();

  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(fieldMessage(dialog, "Reschedule Date is required", { exact: false })).toBeVisible();
  await date.fill(day(-3));
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expect(dialog.getByText("Date should be a future date")).toBeVisible();
  await expect(date).toHaveAttribute("aria-invalid", "true");
  expect((await callsOf(page, "/serviceapi/reschedule-visit", userId, since)).length).toBe(0);

  // A 400 with a message shows it; any other failure the spec's text. The date stays.
  await date.fill(day(10));
  await injectFault(page.request, { call: "POST /serviceapi/reschedule-visit", mode: 400, userId });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Injected fault");
  // The chosen day in the spec's dd Mon yyyy beside the input, whose own display is the browser's (issue 33 §4).
  await expect(dialog.getByText(`Chosen date: ${format(new Date(`${day(10)}T00:00:00`), "dd MMM yyyy")}`)).toBeVisible();
  await injectFault(page.request, { call: "POST /serviceapi/reschedule-visit", mode: 500, userId });
  await dialog.getByRole("button", { name: "Submit" }).click();
  await expectToast(page, "Something went wrong, please try again.");
  await expect(dialog.getByRole("alert").filter({ hasText: "Error!" })).toHaveCount(0);
  await expect(date).toHaveValue(day(10));

  await dialog.getByRole("button", { name: "Submit" }).click();
  const result = page.getByRole("dialog", { name: "Success!" });
  await expect(result).toContainText(/Ticket number: TCK-\d+/);
  await expect(result.getByRole("link", { name: "Go to Tickets" })).toBeVisible();
  const posts = (await callsOf(page, "/serviceapi/reschedule-visit", userId, since)).filter((c) => !c.fault);
  expect(posts.map((c) => c.body)).toEqual([{ assetId: "AST-0043", amcOwner: "OWN-04", rescheduleDate: day(10) }]);

  // The request leaves a trace on the contract's visit (issue 42 §4): the day asked and its ticket.
  const ticket = /TCK-\d+/.exec((await result.textContent()) ?? "")![0];
  await page.goto("/contracts/SVC-07015");
  const visit = page.getByRole("list", { name: "Visits" }).getByRole("listitem").filter({ hasText: "26 Jan 2027" });
  // When it was asked too (issue 52 §3).
  await expect(visit).toContainText(`Reschedule to ${format(new Date(`${day(10)}T00:00:00`), "dd MMM yyyy")} requested on ${format(new Date(`${todayInIndia()}T00:00:00`), "dd MMM yyyy")}, ticket ${ticket}.`);
});

test.describe("on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

  test("Reschedule Visit opened again after a request says so, and a second request must say it replaces the first (issue 52 §3)", async ({ page }, info) => {
    // After the test above: the next visit of SVC-07015 has a reschedule asked for.
    const { email } = ordersUser(info);
    await signIn(page, email, "/contracts/SVC-07015");
    await page.getByRole("link", { name: "Reschedule Visit" }).click();
    const dialog = page.getByRole("dialog", { name: "Reschedule Visit" });
    const asked = new RegExp(`^Reschedule to \\d\\d \\w{3} \\d{4} requested on ${format(new Date(`${todayInIndia()}T00:00:00`), "dd MMM yyyy")}, ticket TCK-\\d+\\. A new date replaces that request\\.$`);
    await expect(dialog.locator("#reschedule-requested")).toHaveText(asked);
    await expect(dialog.locator("#reschedule-requested")).toBeInViewport();
    // A post from a form that did not say so (another tab, a crafted post) is refused with those words.
    const crafted = await page.request.post("/contracts/SVC-07015/reschedule", { headers: { origin: PORTAL }, form: { idempotencyKey: crypto.randomUUID(), rescheduleDate: day(12) } });
    expect(crafted.status()).toBe(409);
    expect(await crafted.text()).toMatch(/A new date replaces that request\./);
  });
});

test("renew an expired AMC from its card, then the contract says 'Renewal requested' and refuses a second", async ({ page }, info) => {
  const { email, userId } = ordersUser(info);
  // The project's own expired contract (mocks/store/renewal.ts), its renewal forgotten by the reset.
  const own = renewalContract(info);
  expect((await page.request.post(`${MOCK}/__users/${userId}/reset`)).status()).toBe(204);
  await signIn(page, email, "/dashboard/contracts");
  await page.getByRole("link", { name: `Renew AMC for ${own.assetName}` }).click();
  const dialog = page.getByRole("dialog", { name: "AMC" });
  await expect(dialog).toContainText(`Renew the Annual Service Contract for ${own.assetName}?`);
  await expect(dialog).toContainText("It expired on 07 Jul 2026.");
  const since = new Date().toISOString();

  // The enquiry is created; its tickets cannot be read: the error, and a retry creates nothing new.
  await injectFault(page.request, { call: "GET /enquiryapi/enquiry/*", mode: 500, times: 1, userId });
  await dialog.getByRole("button", { name: "Confirm" }).click();
  await expectToast(page, "Something went wrong, please try again.");
  await dialog.getByRole("button", { name: "Confirm" }).click();

  const result = page.getByRole("dialog", { name: "Success!" });
  await expect(result).toContainText("A ticket has been placed successfully!");
  await expect(result).toContainText(/Ticket number: TCK-\d+/);
  await expect(result).toContainText("The ticket status will be updated within 3 hours.");
  const ticket = /Ticket number: (TCK-\d+)/.exec((await result.textContent()) ?? "")![1];
  // Go To Ticket opens the ticket just made, its conversation (issue 40 §3), not the whole list.
  await expect(result.getByRole("link", { name: "Go To Ticket" })).toHaveAttribute("href", `/dashboard/tickets/${ticket}/messages?view=all&ticket=${ticket}#thread-start`);
  const creates = await callsOf(page, "/enquiryapi/enquiry/amc", userId, since);
  expect(creates).toHaveLength(1);
  expect(creates[0].body).toMatchObject({
    enquiryAssetId: own.assetId,
    name: own.assetName,
    services: [{ serviceId: own.serviceId, type: "STANDARD", quantity: 1, assetId: own.assetId }],
    renewal: { partCode: "SC-AMC-RENEWAL", type: "STANDARD", serviceId: own.serviceId, assetId: own.assetId, expirationDate: "07.07.2026" },
  });
  if (!noJs(info)) {
    await page.keyboard.press("Escape");
    await expect(page).toHaveURL(/\/dashboard\/contracts$/);
  }

  // The contract now says the renewal was asked for, when, with its ticket, and offers no second Renew (issue 32 §2):
  // on its card and on its page.
  const requested = `Renewal requested on ${format(new Date(`${todayInIndia()}T00:00:00`), "dd MMM yyyy")}, ticket ${ticket}.`;
  await page.goto("/dashboard/contracts");
  const card = cards(page).filter({ has: page.getByRole("heading", { name: own.assetName }) });
  await expect(card).toContainText(requested);
  await expect(card.getByRole("link", { name: /^Renew AMC/ })).toHaveCount(0);
  await page.goto(`/contracts/${own.serviceId}`);
  const line = page.locator("#renewal-requested");
  await expect(line).toContainText(requested);
  await expect(page.getByRole("link", { name: "Renew", exact: true })).toHaveCount(0);
  // A second post of the same renewal (another form, another tab) is refused with those words; nothing is raised.
  const again = await page.request.post(`/contracts/${own.serviceId}/renew`, { headers: { Origin: PORTAL }, form: { idempotencyKey: "second-renewal" }, maxRedirects: 0 });
  expect(again.status()).toBe(409);
  expect(await again.text()).toContain(requested);
  expect(await callsOf(page, "/enquiryapi/enquiry/amc", userId, since)).toHaveLength(1);
  // The renewal dialog reached again by its address says so, with the ticket, and offers no Confirm (issue 42 §4).
  await page.goto(`/contracts/${own.serviceId}/renew`);
  const again2 = page.getByRole("dialog", { name: "AMC" });
  await expect(again2.getByText(requested, { exact: true })).toBeVisible();
  await expect(again2.getByRole("button", { name: "Confirm" })).toHaveCount(0);
  await expect(again2.getByRole("link", { name: "View ticket" })).toHaveAttribute("href", `/dashboard/tickets?view=all&ticket=${ticket}&open=messages`);
  await page.goto(`/contracts/${own.serviceId}`);
  // Its link opens that ticket's thread.
  await line.getByRole("link", { name: "View ticket" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/tickets/${ticket}/messages(\\?[^#]*)?(#thread-start)?$`));
  await expect(page.getByRole("dialog", { name: `Messages: ${ticket}` })).toBeVisible();
  // The ticket's card names the renewal, not only 'Quotation · Drafted' (issue 42 §4).
  await page.goto(`/dashboard/tickets?view=all&ticket=${ticket}`);
  await expect(page.getByRole("article").filter({ hasText: ticket })).toContainText(/AMC renewal of \S+ \(Annual Service Contract\) requested: the renewal quotation is Drafted\./);
});

test("staff are refused AMC confirm (an enquiry, button and crafted POST) but may reschedule (issue 25 §5)", async ({ page }) => {
  await signIn(page, "staff@thermax.test", "/contracts/SVC-07004/renew");
  const amc = page.getByRole("dialog", { name: "AMC" });
  await expect(amc.getByRole("button", { name: "Confirm" })).toBeDisabled();
  await page.goto("/contracts/SVC-07000");
  await expect(page.getByRole("link", { name: "Reschedule Visit", exact: true })).not.toHaveAttribute("aria-disabled", "true");
  await expect(page.getByRole("link", { name: "Renew", exact: true })).toHaveAttribute("aria-disabled", "true");
  const since = new Date().toISOString();
  const renew = await page.request.post("/contracts/SVC-07004/renew", { headers: { Origin: PORTAL }, form: { idempotencyKey: "k" }, maxRedirects: 0 });
  expect(renew.status()).toBe(403);
  // A fault keeps the demo's visits as they are; the call itself shows the reschedule was let through.
  await injectFault(page.request, { call: "POST /serviceapi/reschedule-visit", mode: 500, userId: "U-2001" });
  const reschedule = await page.request.post("/contracts/SVC-07000/reschedule", { headers: { Origin: PORTAL }, form: { rescheduleDate: day(5) }, maxRedirects: 0 });
  expect(reschedule.status()).toBe(502);
  const calls = (await (await page.request.get(`${MOCK}/__calls?path=/serviceapi/reschedule-visit&since=${since}`)).json()) as { userId: string }[];
  const amcCalls = (await (await page.request.get(`${MOCK}/__calls?path=/enquiryapi/enquiry/amc&since=${since}`)).json()) as { userId: string }[];
  expect(calls.filter((c) => c.userId === "U-2001")).toHaveLength(1);
  expect(amcCalls.filter((c) => c.userId === "U-2001")).toHaveLength(0);
});
