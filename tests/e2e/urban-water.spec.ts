import { Agent, request as undiciRequest } from "undici";
import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";
import { fieldMessage } from "./dialog-support";
import { PORT } from "../../playwright.config";
import { MOCK, visitorAddress } from "./support";

/**
 * /urban-water, a public page without hydration (docs/decisions/024-026): the lead form, its
 * captcha (answers read from the embedded upstream's test control, never from the page), the
 * spec's messages, the 400 and 429 outcomes. Each test is its own visitor (X-Forwarded-For).
 */
/** The spec's words first, then what is expected (issue 32 §3, decision 079). */
const M = {
  name: "Invalid Name. Enter your name, letters and spaces only.",
  mobile: "Invalid Phone Number. Enter your 10-digit mobile number.",
  email: "Please enter valid email address, such as name@company.com.",
  pin: "Invalid Pin Code. Enter your 6-digit PIN code.",
  building: "Invalid Value. Enter your building's name: letters, digits, spaces and & ( ) , . - / ' # only.",
  captcha: "CAPTCHA is required. Please solve the question.",
};
const SUCCESS = "We have received your registration request. Someone from Thermax will connect with you soon.";
const LEAD = { Name: "Asha Rao", Email: "asha.rao@example.test", "Mobile Number": "+91 98765 43210", "Pin Code": "411019", "Building Name": "Lotus Court, Wing B" };

let visitor: string;
test.beforeEach(async ({ context }) => {
  visitor = visitorAddress();
  await context.setExtraHTTPHeaders({ "x-forwarded-for": visitor });
});

async function fill(page: Page, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

async function shownToken(page: Page): Promise<string> {
  const token = await page.locator('input[name="captchaToken"]').inputValue();
  expect(token).not.toBe("");
  return token;
}

async function answerOf(page: Page, token: string): Promise<string> {
  const response = await page.request.get(`${MOCK}/__captcha/${token}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { answer: string }).answer;
}

/** The form's own submit, not a validation while typing (its `__intent__` post, decision 060). */
const isSubmit = (r: Response) => r.request().method() === "POST" && !(r.request().postData() ?? "").includes("__intent__");

async function expectLead(page: Page) {
  for (const [label, value] of Object.entries(LEAD)) await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
}

test("a visitor sends a lead after solving the captcha, and the upstream receives it with the encoded answer", async ({ page }) => {
  const since = new Date().toISOString();
  await page.goto("/urban-water");
  await expect(page.getByRole("heading", { name: "To know more about our solutions and a free plant Health checkup, drop your details" })).toBeVisible();
  await expect(page.getByRole("img", { name: /Captcha: a sum of two numbers/ })).toBeVisible();
  await fill(page, LEAD);
  const token = await shownToken(page);
  const answer = await answerOf(page, token);
  await page.getByLabel("Result of the sum").fill(answer);
  // Enter in a field sends the lead (not "New captcha").
  await page.getByLabel("Result of the sum").press("Enter");
  await expect(page).toHaveURL(/\/urban-water\?sent=1$/);
  await expect(page.getByRole("dialog")).toContainText(SUCCESS);

  const calls = (await (await page.request.get(`${MOCK}/__calls?path=/formsapi/v1/form-submission/verify&since=${since}`)).json()) as {
    body: Record<string, string>;
    client?: string;
  }[];
  const mine = calls.filter((c) => c.client === visitor);
  expect(mine).toHaveLength(1);
  expect(mine[0].body).toEqual({
    name: "Asha Rao",
    email: "asha.rao@example.test",
    mobileNumber: "9876543210",
    pinCode: "411019",
    buildingName: "Lotus Court, Wing B",
    formType: "Urban Water",
    captchaToken: token,
    captchaAnswer: Buffer.from(answer).toString("base64"),
  });
  // Okay closes the dialog and reloads the form with a new captcha.
  await page.getByRole("link", { name: "Okay" }).click();
  await expect(page).toHaveURL(/\/urban-water$/);
  expect(await shownToken(page)).not.toBe(token);
});

test("every field shows the spec's message, and what was typed stays", async ({ page }) => {
  await page.goto("/urban-water");
  const token = await shownToken(page);
  const response = page.waitForResponse(isSubmit);
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await response).status()).toBe(400);
  for (const message of Object.values(M)) await expect(fieldMessage(page, message)).toBeVisible();
  await expect(page.getByLabel("Name", { exact: true })).toBeFocused();
  await expect(page.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");

  await fill(page, { Name: "Asha 2", Email: "asha@", "Mobile Number": "98765", "Pin Code": "011019", "Building Name": "<b>", "Result of the sum": "7" });
  await page.getByRole("button", { name: "Submit" }).click();
  for (const message of [M.name, M.email, M.mobile, M.pin, M.building]) await expect(fieldMessage(page, message)).toBeVisible();
  await expect(page.getByText(M.captcha, { exact: true })).toHaveCount(0);
  await expect(page.getByLabel("Pin Code")).toHaveValue("011019");
  await expect(page.getByLabel("Result of the sum")).toHaveValue("7");
  // Validation never reaches the upstream, so the same captcha is still shown and unused.
  expect(await shownToken(page)).toBe(token);
  expect(((await (await page.request.get(`${MOCK}/__captcha/${token}`)).json()) as { used: boolean }).used).toBe(false);
});

test("a wrong answer shows the upstream's message and a new captcha, with every field kept", async ({ page }, info) => {
  await page.goto("/urban-water");
  await fill(page, LEAD);
  const token = await shownToken(page);
  const answer = await answerOf(page, token);
  await page.getByLabel("Result of the sum").fill(String(Number(answer) + 1));
  const response = page.waitForResponse(isSubmit);
  await page.getByRole("button", { name: "Submit" }).click();
  expect((await response).status()).toBe(400);
  const notice = page.getByRole("alert").filter({ hasText: "Incorrect captcha answer. Please try again." });
  await expect(notice).toBeVisible();
  await expectLead(page);
  await expect(page.getByLabel("Result of the sum")).toHaveValue("");
  await expect(page.getByLabel("Result of the sum")).toBeFocused();
  expect(await shownToken(page)).not.toBe(token);
  if (info.project.use.javaScriptEnabled) {
    // With JavaScript the message is a toast that leaves after 5 seconds; without, it stays.
    await expect(notice).toHaveAttribute("data-toast-on", "");
    await expect(notice).toBeHidden({ timeout: 8_000 });
  } else {
    await page.waitForTimeout(5_500);
    await expect(notice).toBeVisible();
  }
});

test("an expired captcha is refused with the upstream's message", async ({ page }) => {
  await page.goto("/urban-water");
  await fill(page, LEAD);
  const token = await shownToken(page);
  await page.getByLabel("Result of the sum").fill(await answerOf(page, token));
  expect((await page.request.post(`${MOCK}/__captcha/${token}/expire`)).status()).toBe(204);
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "The captcha has expired. Please try again with a new one." })).toBeVisible();
  await expectLead(page);
  expect(await shownToken(page)).not.toBe(token);
});

test("New captcha gives another one and keeps every typed field (after the 30 s countdown with JavaScript)", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled;
  if (js) await page.clock.install();
  await page.goto("/urban-water");
  const token = await shownToken(page);
  await fill(page, LEAD);
  const newCaptcha = page.getByRole("button", { name: "New captcha" });
  if (js) {
    // The page's clock runs on from its start, so read the seconds left rather than expect 30.
    await expect(newCaptcha).toBeHidden();
    const counter = page.getByText(/You can ask for a new captcha in \d+ s\./);
    await expect(counter).toBeVisible();
    const left = Number(/in (\d+) s/.exec((await counter.textContent()) ?? "")?.[1]);
    expect(left).toBeGreaterThan(20);
    expect(left).toBeLessThanOrEqual(30);
    await page.clock.runFor(10_000);
    const later = Number(/in (\d+) s/.exec((await counter.textContent()) ?? "")?.[1]);
    expect(left - later).toBeGreaterThanOrEqual(10);
    expect(left - later).toBeLessThanOrEqual(12);
    await expect(newCaptcha).toBeHidden();
    await page.clock.runFor(21_000);
    await expect(counter).toBeHidden();
    await expect(page.getByText("You can now ask for a new captcha.")).toBeAttached();
  }
  await expect(newCaptcha).toBeVisible();
  await newCaptcha.click();
  await expect.poll(() => shownToken(page)).not.toBe(token);
  await expectLead(page);
  await expect(page.getByText(M.name, { exact: true })).toHaveCount(0);
});

test("the captcha upstream failing leaves the form usable with a note", async ({ page }) => {
  await page.request.post(`${MOCK}/__faults`, { data: { call: "GET /formsapi/v1/generate-captcha", mode: 500, times: 1, client: visitor } });
  await page.goto("/urban-water");
  await expect(page.getByText("The captcha could not be loaded. Please ask for a new one.")).toBeVisible();
  await expect(page.getByRole("button", { name: "New captcha" })).toBeVisible();
  await fill(page, LEAD);
  await page.getByLabel("Result of the sum").fill("5");
  await page.getByRole("button", { name: "Submit" }).click();
  await expect(page.getByText(M.captcha, { exact: true })).toBeVisible();
  await expectLead(page);
  await expect(page.getByRole("img", { name: /Captcha: a sum of two numbers/ })).toBeVisible();
});

test("too many captchas or submissions from one address get a 429 with Retry-After and a clear message", async ({ request }) => {
  const headers = { "x-forwarded-for": visitorAddress() };
  for (let i = 0; i < 30; i++) expect((await request.get("/urban-water", { headers })).status()).toBe(200);
  const page = await request.get("/urban-water", { headers });
  expect(page.status()).toBe(429);
  expect(Number(page.headers()["retry-after"])).toBeGreaterThan(800);
  const html = await page.text();
  expect(html).toContain("Too many requests");
  expect(html).toMatch(/We have received too many requests from your network\. Please try again in 1[45] minutes\./);

  const poster = { "x-forwarded-for": visitorAddress(), origin: `http://localhost:${PORT}` };
  const form = { intent: "submit", name: "Asha Rao", email: "asha@example.test", mobileNumber: "98765", pinCode: "411019", buildingName: "Lotus Court" };
  for (let i = 0; i < 10; i++) expect((await request.post("/urban-water", { headers: poster, form })).status()).toBe(400);
  const refused = await request.post("/urban-water", { headers: poster, form });
  expect(refused.status()).toBe(429);
  expect(refused.headers()["retry-after"]).toMatch(/^\d+$/);
  const body = await refused.text();
  expect(body).toContain("We have received too many requests from your network.");
  // What was typed is still in the form.
  expect(body).toContain('value="Asha Rao"');
});

test("X-Forwarded-For from a client that is not the trusted proxy is ignored by the limits", async ({ request: _request }, info) => {
  // The e2e portal trusts X-Forwarded-For from 127.0.0.1 and ::1 only; this client is 127.0.0.2.
  const agent = new Agent({ localAddress: info.project.name === "js" ? "127.0.0.2" : "127.0.0.3" });
  const statuses: number[] = [];
  try {
    for (let i = 0; i < 31; i++) {
      const response = await undiciRequest(`http://127.0.0.1:${PORT}/urban-water`, { dispatcher: agent, headers: { "x-forwarded-for": visitorAddress() } });
      await response.body.dump();
      statuses.push(response.statusCode);
    }
  } finally {
    await agent.close();
  }
  // A fresh forwarded address each time did not help: the socket's own address was counted.
  expect(statuses.at(-1)).toBe(429);
});
