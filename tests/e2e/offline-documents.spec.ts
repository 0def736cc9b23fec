import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures";
import { hydrated, MOCK, openProfileMenu, PORTAL, signIn, signInOverRequest, workerControls } from "./support";

/**
 * Asset documents kept offline (issue 34 §2; docs/decisions/076, 077), in Chromium with its service
 * worker allowed (the rest of the suite blocks workers): keep a document, go offline with
 * Playwright's offline mode, open it, its viewer page and its asset page; an unkept page shows the
 * offline page; logout, another user's sign-in and a document the user may no longer see drop what
 * was kept. Without JavaScript and in lite mode nothing is offered and no worker registers.
 *
 * The tests share two users per project (logout ends every session of a user), so they run in order.
 */
// Each test signs in, waits for the worker and loads several pages: allow for a busy machine.
test.describe.configure({ mode: "default", timeout: 120_000 });
test.use({ serviceWorkers: "allow" });

const ASSET = "/asset/AST-0001";
/** A PDF of AST-0001 that every user has read (its "New" mark never changes here). */
const PDF = "CV-000007";
const VIEWER = `${ASSET}/documents/${PDF}/view`;
const FILE = `${ASSET}/documents/${PDF}`;

function users(info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  const i = project === "js" ? 0 : 1;
  return {
    first: { email: `offline.${project}@demo.test`, userId: `U-92${i}1` },
    second: { email: `offline2.${project}@demo.test`, userId: `U-92${i}2` },
  };
}

/** The kept-document caches of this browser (`portal-kept-<userId>`). */
const keptCaches = (page: Page) => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith("portal-kept-")));

/** The PDF's viewer page, its Keep offline pressed, until it says Kept offline. */
async function keepThePdf(page: Page) {
  await page.goto(VIEWER);
  await hydrated(page);
  await page.getByRole("button", { name: /^Keep offline/ }).click();
  // Three copies fetched and stored (the file, the viewer page, the asset page): slow on a busy machine.
  await expect(page.getByText("Kept offline", { exact: true })).toBeVisible({ timeout: 30_000 });
}

async function offline(context: BrowserContext, on: boolean) {
  await context.setOffline(on);
}

/** Offline, the PDF's viewer is the offline page saying the kept documents ended with the session. */
async function expectEndedOffline(page: Page, context: BrowserContext) {
  try {
    await offline(context, true);
    await page.goto(VIEWER);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByText("The documents kept on this device ended with your session.", { exact: false })).toBeVisible();
    await expect(page.getByText("You are viewing the copy kept on this device")).toHaveCount(0);
    expect(await keptCaches(page)).toEqual([]);
  } finally {
    await offline(context, false);
  }
}

test("@js-only keep a document, then offline: it, its viewer page and its asset page open; another page is the offline page listing it", async ({ page, context }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  // Installable: Chromium finds a usable manifest and no other obstacle ('in-incognito' is the
  // test browser's own profile, which a user's browser is not).
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as { installabilityErrors: { errorId: string }[] };
  expect(installabilityErrors.map((e) => e.errorId).filter((id) => id !== "in-incognito")).toEqual([]);

  await keepThePdf(page);
  expect(await keptCaches(page)).toEqual([`portal-kept-${first.userId}`]);
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim() ?? "";

  try {
    await offline(context, true);
    // The viewer page: the copy kept on this device, plain HTML (no script), with its note.
    await page.goto(VIEWER);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("You are viewing the copy kept on this device");
    await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
    // The file itself, as its frame asks for it (under its file's name, docs/decisions/104), from the kept copy.
    const framed = await page.locator("iframe").getAttribute("src");
    expect(framed).toMatch(new RegExp(`^${FILE}/[^/]+\\.pdf\\?view=1$`));
    const file = await page.evaluate(async (href) => {
      const response = await fetch(href);
      return { status: response.status, type: response.headers.get("content-type"), bytes: (await response.arrayBuffer()).byteLength };
    }, framed!);
    expect(file).toMatchObject({ status: 200, type: "application/pdf" });
    expect(file.bytes).toBeGreaterThan(500);

    // Its asset page.
    await page.goto(ASSET);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("You are viewing the copy kept on this device");
    await expect(page.getByRole("heading", { name: "Documents" })).toBeVisible();
    // What needs the network is left out, and the note says so (issue 40 §6).
    await expect(page.getByRole("note")).toContainText("What needs the network (renewing, renaming, filtering, requesting a document, the quick actions) is left out of this copy.");
    for (const control of [page.getByText("Rename asset"), page.getByRole("link", { name: "Request Document" }), page.getByRole("button", { name: "Apply" }), page.getByRole("complementary", { name: "Quick actions" })]) {
      await expect(control).toBeHidden();
    }

    // A page that was not kept: the offline page, listing the kept document with a working link.
    await page.goto("/dashboard/tickets");
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    const kept = page.getByRole("list", { name: "Documents kept on this device" });
    await expect(kept.getByRole("link", { name: title })).toHaveAttribute("href", VIEWER);
    await expect(page.getByRole("link", { name: "Offline documents" })).toHaveAttribute("href", "/offline-documents");
    await kept.getByRole("link", { name: title }).click();
    await expect(page).toHaveURL(VIEWER);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  } finally {
    await offline(context, false);
  }

  // Online again: the Offline documents page lists it with its size, and Remove removes it.
  await page.goto("/offline-documents");
  await hydrated(page);
  const list = page.getByRole("list", { name: "Documents kept on this device" });
  await expect(list.getByRole("link", { name: title })).toBeVisible();
  await expect(list).toContainText(/ · \d+(\.\d)? (B|KB|MB) · kept \d\d \w{3} \d{4} \d\d:\d\d [AP]M/);
  await list.getByRole("button", { name: `Remove ${title}` }).click();
  await expect(page.getByText("No documents are kept on this device.")).toBeVisible();
  expect(await keptCaches(page)).toEqual([]);
});

test("@js-only after logout nothing kept opens: the browser's storage is cleared and offline the page is not there", async ({ page, context }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  await keepThePdf(page);
  expect(await keptCaches(page)).toHaveLength(1);

  await openProfileMenu(page);
  const [logout] = await Promise.all([
    // With JavaScript the form posts to /logout.data (Remix's single fetch).
    page.waitForResponse((r) => new URL(r.url()).pathname.startsWith("/logout") && r.request().method() === "POST"),
    page.getByRole("button", { name: "Logout" }).click(),
  ]);
  expect(await logout.headerValue("clear-site-data")).toBe('"cache", "storage"');
  await expect(page).toHaveURL(/\/login/);
  await expect.poll(() => keptCaches(page)).toEqual([]);

  try {
    await offline(context, true);
    // No worker is left to answer (the storage went with it), or it answers the offline page: either
    // way the kept document is not shown.
    await page.goto(VIEWER).catch(() => null);
    await expect(page.getByRole("heading", { level: 1, name: /General arrangement|drawing|report|manual|certificate/i })).toHaveCount(0);
    await expect(page.getByText("You are viewing the copy kept on this device")).toHaveCount(0);
  } finally {
    await offline(context, false);
  }
});

test("@js-only past the session's end as the worker last learnt it, nothing kept opens and the offline page says they ended (issue 41 §2)", async ({ page, context }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  await keepThePdf(page);
  const [name] = await keptCaches(page);
  // Every signed-in answer tells the worker when the session ends if nothing moves it (the idle end).
  await page.goto(ASSET);
  await hydrated(page);
  const learnt = () => page.evaluate(async (cache) => (await (await caches.open(cache)).match("/__kept/session.json"))?.json() as Promise<{ endsAt: number } | undefined>, name);
  await expect.poll(async () => (await learnt())?.endsAt ?? 0).toBeGreaterThan(Date.now() + 60_000);
  // Time passes past it with no answer of the server (the device put away, then offline).
  await page.evaluate(async (cache) => (await caches.open(cache)).put("/__kept/session.json", new Response(JSON.stringify({ endsAt: Date.now() - 1_000 }))), name);
  await expectEndedOffline(page, context);
});

test("@js-only the session's end is written with the first kept copy; where none was learnt, the idle limit from keeping ends them (issue 51 §3)", async ({ page, context }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  const before = Date.now();
  await keepThePdf(page);
  const [name] = await keptCaches(page);
  // No other signed-in answer since the keep (the laptop closed right after): the end is known.
  const learnt = await page.evaluate(async (cache) => (await (await caches.open(cache)).match("/__kept/session.json"))?.json() as Promise<{ endsAt: number } | undefined>, name);
  expect(learnt?.endsAt ?? 0).toBeGreaterThan(before + 29 * 60_000);
  expect(learnt?.endsAt ?? Infinity).toBeLessThanOrEqual(Date.now() + 30 * 60_000);
  // Where no end was ever learnt (the note lost), the idle limit counts from the last copy kept:
  // kept 31 minutes ago, the copies are over.
  await page.evaluate(async (cache) => {
    const c = await caches.open(cache);
    await c.delete("/__kept/session.json");
    const index = await (await c.match("/__kept/index.json"))!.json();
    for (const d of index.documents) d.keptAt = Date.now() - 31 * 60_000;
    await c.put("/__kept/index.json", new Response(JSON.stringify(index), { headers: { "Content-Type": "application/json" } }));
  }, name);
  await expectEndedOffline(page, context);
});

test("@js-only cookies cleared: the next signed-out answer makes the worker forget what was kept (issue 41 §2)", async ({ page, context }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  await keepThePdf(page);
  expect(await keptCaches(page)).toHaveLength(1);
  // The session ends without a word to the browser's storage: its cookie is simply gone.
  await context.clearCookies();
  const [answer] = await Promise.all([page.waitForResponse((r) => new URL(r.url()).pathname === "/login"), page.goto("/login")]);
  expect(await answer.headerValue("x-portal-signed-out")).toBe("1");
  await expect.poll(() => keptCaches(page)).toEqual([]);
  try {
    await offline(context, true);
    await page.goto(VIEWER);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByText("The documents kept on this device ended with your session.", { exact: false })).toBeVisible();
  } finally {
    await offline(context, false);
  }
});

test("@js-only another user's sign-in on the same browser drops the first user's kept documents", async ({ page, context }, info) => {
  const { first, second } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  await keepThePdf(page);
  expect(await keptCaches(page)).toEqual([`portal-kept-${first.userId}`]);

  // The first user's cookie is gone (an expired browser session, a cleared cookie); the second
  // user signs in on this browser.
  await context.clearCookies();
  await page.goto(await signInOverRequest(page.request, second.email));
  await hydrated(page);
  // The worker saw whose session answered, and the page's own check agrees: the first user's are gone.
  await expect.poll(() => keptCaches(page)).toEqual([]);
  await workerControls(page);

  try {
    await offline(context, true);
    await page.goto(VIEWER);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await expect(page.getByText("No documents are kept on this device.")).toBeVisible();
  } finally {
    await offline(context, false);
  }
});

test("@js-only a kept document the user may no longer see is dropped at the next online visit", async ({ page, request }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  await workerControls(page);
  await keepThePdf(page);
  // The asset is no longer the user's: the upstream answers 404 for it.
  const fault = await request.post(`${MOCK}/__faults`, { data: { call: "GET /assetsApi/assets/get-asset-by-id/*", mode: 404, userId: first.userId, times: 3 } });
  expect(fault.status()).toBe(201);
  try {
    await page.goto("/dashboard/tickets");
    await expect.poll(() => keptCaches(page)).toEqual([]);
    await page.goto("/offline-documents");
    await hydrated(page);
    await expect(page.getByText("No documents are kept on this device.")).toBeVisible();
  } finally {
    await request.delete(`${MOCK}/__faults?userId=${first.userId}`);
  }
});

test("Keep offline is offered only with JavaScript; without it the Offline documents page says why", async ({ page }, info) => {
  const { first } = users(info);
  await signIn(page, first.email, ASSET);
  const jsOn = info.project.use.javaScriptEnabled !== false;
  const documents = page.locator("#documents");
  await expect(documents.getByRole("link", { name: /^Download/ }).first()).toBeVisible();
  if (jsOn) {
    await expect(documents.getByRole("button", { name: "Keep this asset's documents offline" })).toBeVisible();
    await expect(documents.getByRole("button", { name: /^Keep offline/ }).first()).toBeVisible();
  } else {
    await expect(documents.getByRole("button", { name: /Keep/ })).toHaveCount(0);
  }
  // The profile menu leads to the page, which explains what it needs.
  await openProfileMenu(page);
  await page.getByRole("banner").getByRole("link", { name: "Offline documents" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Offline documents" })).toBeVisible();
  await hydrated(page);
  const needsScript = page.getByText("Keeping documents offline needs JavaScript");
  if (jsOn) {
    await expect(page.getByText("No documents are kept on this device.")).toBeVisible();
    await expect(needsScript).toHaveCount(0);
  } else {
    await expect(needsScript).toBeVisible();
  }
});

test("@js-only lite mode loads no script and registers no service worker, and offers no Keep offline", async ({ page }, info) => {
  const { first } = users(info);
  // Signed in without opening a full page first (that page would register the worker).
  await signInOverRequest(page.request, first.email);
  // The footer's 'Lite version' switch, posted as the browser would.
  const lite = await page.request.post("/preferences/lite", { headers: { origin: PORTAL }, form: { mode: "on", returnTo: ASSET }, maxRedirects: 0 });
  expect(lite.status()).toBe(303);
  await page.goto(ASSET);
  await expect(page.locator("#documents").getByRole("link", { name: /^Download/ }).first()).toBeVisible();
  await expect(page.locator("script[src], script[type=module]")).toHaveCount(0);
  await expect(page.locator("#documents").getByRole("button", { name: /Keep/ })).toHaveCount(0);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test("@js-only the server's side: the check names what the user may no longer see, keeps what it could not check, refuses a bad list; an asset's list to keep", async ({ request }, info) => {
  const { first } = users(info);
  // Signed out: to the sign-in page, never a list.
  const anonymous = await request.get(`/offline-documents/check?d=AST-0001~${PDF}`, { maxRedirects: 0 });
  expect(anonymous.status()).toBe(302);
  expect(anonymous.headers()["location"]).toMatch(/^\/login/);
  await signInOverRequest(request, first.email);
  const check = (query: string) => request.get(`/offline-documents/check?${query}`);
  // CV-000007 is one of AST-0001's; CV-999999 is not; AST-9999 is not the user's asset.
  let answer = await check(`d=AST-0001~${PDF}&d=AST-0001~CV-999999&d=AST-9999~CV-000001`);
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ gone: ["AST-0001~CV-999999", "AST-9999~CV-000001"], failed: [] });
  // The upstream fails: nothing is called gone, the device keeps it.
  await request.post(`${MOCK}/__faults`, { data: { call: "GET /assetsApi/assets/asset-documents", mode: 500, userId: first.userId } });
  answer = await check(`d=AST-0001~${PDF}`);
  expect(await answer.json()).toEqual({ gone: [], failed: [`AST-0001~${PDF}`] });
  // Nothing named: nothing to drop.
  expect(await (await check("")).json()).toEqual({ gone: [], failed: [] });
  for (const bad of ["d=", "d=AST-0001", "d=AST-0001~CV-1~x", "d=..%2Fx~CV-1", Array.from({ length: 201 }, (_, i) => `d=A~C${i}`).join("&")]) {
    answer = await check(bad);
    expect(answer.status(), bad.slice(0, 40)).toBe(400);
  }
  // Every document of an asset, to keep them all; another company's asset is not found.
  const list = await request.get(`${ASSET}/keep`);
  expect(list.status()).toBe(200);
  const body = (await list.json()) as { assetName: string; documents: { cvId: string; pdf: boolean; viewable: boolean }[] };
  expect(body.assetName).not.toBe("");
  expect(body.documents.find((d) => d.cvId === PDF)).toMatchObject({ pdf: true, viewable: true });
  expect((await request.get("/asset/AST-9999/keep")).status()).toBe(404);
});
