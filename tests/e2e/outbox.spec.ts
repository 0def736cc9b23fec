import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { completeIdentity, expireSession, hydrated, MOCK, openProfileMenu, PORTAL, signIn, signInOverRequest, workerControls } from "./support";
import { png } from "../support/sample-files";

/**
 * What is written where there is no signal goes when the signal returns (issue 55,
 * docs/decisions/115), in Chromium with its service worker allowed and Playwright's offline mode:
 * a reply and a complaint with a photo sent offline are kept on the device and shown waiting (Home
 * counts them, Cancel drops one, Logout asks first); back online each reaches the embedded upstream once and shows in
 * the thread; a session that ended keeps them for the same person's next sign-in, and another
 * person signing in on the device sends nothing of the first's. Without JavaScript nothing changes
 * (the browser's own offline page), so these are @js-only. The Firefox suite sends one on its
 * `online` event.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });
test.use({ serviceWorkers: "allow" });

const KEPT = "Not sent yet: no connection. It will be sent when you are back online.";
const SAVE = "/ticketapi/ticket-messages/save";
const COMPLAINT = "/enquiryapi/enquiry/services/complaints";
const PNG = png();
/** An asset of Konkan Sugar Mills, the writers' company (mocks/store/assets.ts). */
const ASSET = "AST-0037";

function users(info: TestInfo) {
  const i = info.project.name === "js" ? 0 : 1;
  const project = i === 0 ? "js" : "nojs";
  return {
    writer: { email: `outbox.${project}@demo.test`, userId: `U-92${i}3`, ticket: `TCK-1092${i}3` },
    other: { email: `outbox2.${project}@demo.test`, userId: `U-92${i}4` },
  };
}

interface Call {
  method: string;
  userId?: string;
  body: Record<string, unknown>;
}

async function calls(page: Page, path: string, since: string, userId: string): Promise<Call[]> {
  const response = await page.request.get(`${MOCK}/__calls?path=${encodeURIComponent(path)}&since=${since}`);
  return ((await response.json()) as Call[]).filter((c) => c.userId === userId && c.method === "POST");
}

const savesOf = async (page: Page, since: string, userId: string, text: string) =>
  (await calls(page, SAVE, since, userId)).filter((c) => String(c.body.message ?? "").includes(text));

/** What waits in this browser's outbox (IndexedDB `portal-outbox`), read in the page. */
const waitingInBrowser = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open("portal-outbox");
        open.onupgradeneeded = () => open.result.createObjectStore("entries");
        open.onsuccess = () => {
          const count = open.result.transaction("entries").objectStore("entries").count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );

/** The outbox's status region: what was kept, sent or refused. */
const outbox = (page: Page) => page.getByRole("status", { name: "Written offline" });

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

/** The thread with its rich editor in place (the composer's chunk loaded). */
async function openThread(page: Page, ticket: string) {
  await page.goto(`/dashboard/tickets/${ticket}/messages`);
  await hydrated(page);
  await workerControls(page);
  const dialog = page.getByRole("dialog", { name: `Messages: ${ticket}` });
  await expect(dialog.getByRole("toolbar", { name: "Formatting" })).toBeVisible();
  return dialog;
}

async function reply(page: Page, dialog: ReturnType<Page["getByRole"]>, text: string) {
  await dialog.getByRole("textbox", { name: "Message" }).click();
  await page.keyboard.type(text);
  await dialog.getByRole("button", { name: "Send" }).click();
}

test("@js-only offline, a reply and a complaint with a photo are kept and shown waiting; back online each reaches the upstream once and its page", async ({ page, context }, info) => {
  const { writer } = users(info);
  const since = new Date().toISOString();
  const stamp = `${info.project.name} ${Date.now()}`;
  await signIn(page, writer.email, `/dashboard/tickets/${writer.ticket}/messages`);
  const thread = await openThread(page, writer.ticket);
  // The complaint's dialog, opened while the signal is there, in a second tab.
  const second = await context.newPage();
  await second.goto(`/complaints/new?assetId=${ASSET}&type=OTHER`);
  await hydrated(second);
  await workerControls(second);
  const complaint = second.getByRole("dialog", { name: "Register a Complaint" });
  await complaint.getByLabel("Reason", { exact: true }).selectOption("Other");
  const po = complaint.getByLabel("PO number", { exact: true });
  if (await po.count()) await po.fill("PO-55");
  await complaint.getByLabel("Description (optional)").fill(`Feed pump seal leaking ${stamp}`);
  await complaint.getByLabel("Attachments (optional)").setInputFiles({ name: "seal.png", mimeType: "image/png", buffer: PNG });

  try {
    await offline(context, true);
    // A reply: said at once, the box emptied, the reply at the end of its thread as waiting.
    await reply(page, thread, `Seal replaced at 14:00 ${stamp}`);
    await expect(outbox(page).filter({ hasText: KEPT })).toBeVisible();
    const waiting = thread.getByRole("list", { name: "Waiting to be sent" }).getByRole("article", { name: "You, waiting to be sent" });
    await expect(waiting).toHaveCount(1);
    await expect(waiting).toContainText(`Seal replaced at 14:00 ${stamp}`);
    await expect(thread.getByRole("textbox", { name: "Message" })).toHaveText("");
    // A second one, cancelled: it never goes.
    await reply(page, thread, `Ignore this ${stamp}`);
    await expect(waiting).toHaveCount(2);
    await waiting.filter({ hasText: `Ignore this ${stamp}` }).getByRole("button", { name: /^Cancel/ }).click();
    await expect(waiting).toHaveCount(1);
    // The complaint with its photo: the form gives way to the note.
    await complaint.getByRole("button", { name: "Submit" }).click();
    await expect(complaint.getByText(KEPT)).toBeVisible();
    await expect(complaint.getByRole("button", { name: "Submit" })).toBeHidden();
    expect(await waitingInBrowser(page)).toBe(2);
    await second.close();

    // Back online but the portal out of reach for the outbox (its posts refused by the network):
    // Home says what waits.
    await context.route("**/*.data*", (route) => (route.request().headers()["x-portal-outbox"] ? route.abort() : route.fallback()));
    await offline(context, false);
    await page.goto("/");
    await hydrated(page);
    const attention = page.getByRole("region", { name: "Needs your attention" });
    await expect(attention.getByText("2 messages waiting to be sent", { exact: true })).toBeVisible();
    expect(await calls(page, SAVE, since, writer.userId)).toEqual([]);
    expect(await calls(page, COMPLAINT, since, writer.userId)).toEqual([]);
    // Logout would discard them: it asks first, and No keeps the session and what waits.
    const asked = new Promise<string>((resolve) => page.once("dialog", (dialog) => void dialog.dismiss().then(() => resolve(dialog.message()))));
    await openProfileMenu(page);
    await page.getByRole("button", { name: "Logout" }).click();
    expect(await asked).toBe("2 messages waiting to be sent on this device. Logging out discards them. Log out anyway?");
    await expect(page).toHaveURL(`${PORTAL}/`);
    expect(await waitingInBrowser(page)).toBe(2);

    // The signal is back for good: the next `online` event sends each, once.
    await context.unroute("**/*.data*");
    await offline(context, true);
    await offline(context, false);
    await expect(outbox(page)).toContainText(`Your reply to ${writer.ticket} was sent.`);
    await expect(outbox(page)).toContainText(/Your complaint was registered: CAS-\d+\./);
    await expect(attention.getByText(/waiting to be sent/)).toHaveCount(0);
  } finally {
    await context.unroute("**/*.data*");
    await offline(context, false);
  }
  await expect.poll(() => waitingInBrowser(page)).toBe(0);
  expect(await savesOf(page, since, writer.userId, `Seal replaced at 14:00 ${stamp}`)).toHaveLength(1);
  expect(await savesOf(page, since, writer.userId, `Ignore this ${stamp}`)).toHaveLength(0);
  const [registered, ...more] = await calls(page, COMPLAINT, since, writer.userId);
  expect(more).toEqual([]);
  expect(String(registered.body.description ?? registered.body.complaintData)).toContain(`Feed pump seal leaking ${stamp}`);
  expect(registered.body.files).toBe(`[file seal.png, ${PNG.length} bytes, image/png]`);
  // In its thread, from the server, once.
  const again = await openThread(page, writer.ticket);
  await expect(again.locator("li[data-side=own]", { hasText: `Seal replaced at 14:00 ${stamp}` })).toHaveCount(1);
  // And the device holds nothing more: nothing is sent twice on the next pages.
  await page.goto("/");
  await hydrated(page);
  expect(await savesOf(page, since, writer.userId, `Seal replaced at 14:00 ${stamp}`)).toHaveLength(1);
});

test("@js-only a session that ended keeps what waits for the same person's next sign-in; another person signing in on the device sends nothing of it", async ({ page, context }, info) => {
  const { writer, other } = users(info);
  const since = new Date().toISOString();
  const stamp = `${info.project.name} ${Date.now()}`;
  await signIn(page, writer.email, `/dashboard/tickets/${writer.ticket}/messages`);
  let thread = await openThread(page, writer.ticket);
  try {
    await offline(context, true);
    await reply(page, thread, `Kept over a sign-in ${stamp}`);
    await expect(outbox(page).filter({ hasText: KEPT })).toBeVisible();
    // The session ends while the signal is away (idle, as the timeout does).
    await expireSession(context);
  } finally {
    await offline(context, false);
  }
  // Back online, the session is over: nothing is sent, nothing is lost.
  await page.goto(`/dashboard/tickets/${writer.ticket}/messages`);
  await expect(page).toHaveURL(/\/login\?reason=expired$/);
  // The same person signs in again: it goes, once.
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL((url) => url.pathname.includes("/identity/") || url.pathname.startsWith("/dashboard/tickets"));
  if (page.url().includes("/identity/")) await completeIdentity(page, writer.email);
  await hydrated(page);
  await expect.poll(async () => (await savesOf(page, since, writer.userId, `Kept over a sign-in ${stamp}`)).length).toBe(1);
  await expect.poll(() => waitingInBrowser(page)).toBe(0);

  // Again, and this time someone else signs in on the device after the session ended.
  thread = await openThread(page, writer.ticket);
  try {
    await offline(context, true);
    await reply(page, thread, `Never sent by another ${stamp}`);
    await expect(outbox(page).filter({ hasText: KEPT })).toBeVisible();
    expect(await waitingInBrowser(page)).toBe(1);
    await expireSession(context);
  } finally {
    await offline(context, false);
  }
  // The writer's browser session is gone (its cookies cleared); another person signs in here.
  await context.clearCookies();
  await page.goto(await signInOverRequest(page.request, other.email));
  await hydrated(page);
  await expect(page.getByRole("region", { name: "Needs your attention" })).toBeVisible();
  expect(await waitingInBrowser(page)).toBe(0);
  await expect(page.getByText(/waiting to be sent/)).toHaveCount(0);
  expect(await savesOf(page, since, writer.userId, `Never sent by another ${stamp}`)).toHaveLength(0);
  expect(await savesOf(page, since, other.userId, `Never sent by another ${stamp}`)).toHaveLength(0);
});
