/**
 * The Firefox suite (issue 43 §3, docs/decisions/096): the portal's main flows in a second engine,
 * Debian's Firefox ESR driven over WebDriver BiDi by puppeteer-core (Playwright cannot drive
 * Debian's Firefox). It starts the portal and its embedded upstream as the Playwright suite does
 * (tests/support/e2e-servers.ts) on ports of its own, runs each flow as a named step, prints each
 * step's result and time, and exits 1 on any failed step or any console error or page error the
 * browser reported. It needs a build (`npm run build`; CI runs it after `npm test`, which builds).
 *
 * Usage: npm run test:firefox   (E2E_PORT, default 3500; E2E_MOCK_PORT, default 4510; FIREFOX_PATH,
 * default /usr/bin/firefox-esr; FIREFOX_VERBOSE=1 also prints console warnings and failed requests)
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createWriteStream, existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import puppeteer, { type Browser, type ElementHandle, type HTTPRequest, type Page } from "puppeteer-core";
import { E2E_SERVER_COMMAND, e2eServerEnv } from "../support/e2e-servers";
import { onDisk, png } from "../support/sample-files";

const PORT = Number(process.env.E2E_PORT ?? 3500);
const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4510);
const METRICS_PORT = Number(process.env.E2E_METRICS_PORT ?? PORT + 1000);
const LOG_FILE = path.resolve(process.env.E2E_LOG_FILE ?? `test-logs/portal-${PORT}.log`);
const SERVER_OUTPUT = path.resolve(`test-logs/firefox-servers-${PORT}.log`);
const FIREFOX = process.env.FIREFOX_PATH ?? "/usr/bin/firefox-esr";
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const VERBOSE = process.env.FIREFOX_VERBOSE === "1";
const PORTAL = `http://localhost:${PORT}`;
const MOCK = `http://localhost:${MOCK_PORT}`;
/** How long a step waits for what it expects (the Playwright suite's expect timeout). */
const TIMEOUT = 7_000;
/** The demo customer the Playwright suites read (README, "Demo users"). */
const CUSTOMER = { email: "customer@demo.test", userId: "U-1001" };

// ---------------------------------------------------------------------------------------------
// Waiting and finding, in the page
// ---------------------------------------------------------------------------------------------

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `probe` until it gives something truthy; throws naming `what` after `timeout`. */
async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeout = TIMEOUT): Promise<T> {
  const end = Date.now() + timeout;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value) return value;
    } catch (error) {
      // A page between two documents answers nothing: ask again.
      lastError = error;
    }
    if (Date.now() > end) {
      const why = lastError instanceof Error ? ` (last error: ${lastError.message})` : "";
      throw new Error(`Timed out after ${timeout} ms waiting for ${what}${why}`);
    }
    await sleep(100);
  }
}

/**
 * What to find: elements matching `css`, shown, whose accessible name (aria-labelledby,
 * aria-label, a form field's labels, else its text) is `name` (a string: exactly; a RegExp: matching),
 * inside the open dialog (a <dialog> or a popover with role=dialog) named `dialog` when given.
 */
interface Target {
  css: string;
  name?: string | RegExp;
  dialog?: string;
}

/**
 * The finder, run in the page. Kept as source text: functions written in this file are rewritten
 * by tsx (named helpers get wrappers the page does not know), so nothing here is serialised.
 */
const FIND = `(spec) => {
  const norm = (s) => (s || "").replace(/\\s+/g, " ").trim();
  const byIds = (ids) => ids.split(/\\s+/).map((id) => (document.getElementById(id) || {}).textContent || "").join(" ");
  const nameOf = (el) => {
    if (el.hasAttribute("aria-labelledby")) return norm(byIds(el.getAttribute("aria-labelledby")));
    if (el.hasAttribute("aria-label")) return norm(el.getAttribute("aria-label"));
    if (el.labels && el.labels.length) return norm([...el.labels].map((l) => l.textContent).join(" "));
    return norm(el.textContent || el.value);
  };
  const matches = (name) =>
    spec.exact !== undefined ? name === spec.exact : spec.pattern !== undefined ? new RegExp(spec.pattern, spec.flags).test(name) : true;
  const shown = (el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== "hidden";
  const roots = spec.dialog === undefined ? [document] : [...document.querySelectorAll("dialog[open], [role=dialog]")].filter((d) => nameOf(d) === spec.dialog);
  for (const root of roots) for (const el of root.querySelectorAll(spec.css)) if (shown(el) && matches(nameOf(el))) return el;
  return null;
}`;

function describe(target: Target): string {
  const name = target.name === undefined ? "" : ` named ${String(target.name instanceof RegExp ? target.name : JSON.stringify(target.name))}`;
  return `${target.css}${name}${target.dialog ? ` in the dialog "${target.dialog}"` : ""}`;
}

async function find(page: Page, target: Target, timeout = TIMEOUT): Promise<ElementHandle<Element>> {
  const spec = {
    css: target.css,
    dialog: target.dialog,
    exact: typeof target.name === "string" ? target.name : undefined,
    pattern: target.name instanceof RegExp ? target.name.source : undefined,
    flags: target.name instanceof RegExp ? target.name.flags : undefined,
  };
  return until(
    describe(target),
    async () => {
      const handle = await page.evaluateHandle(`(${FIND})(${JSON.stringify(spec)})`);
      const element = handle.asElement();
      if (!element) await handle.dispose();
      return element as ElementHandle<Element> | null;
    },
    timeout,
  );
}

async function click(page: Page, target: Target) {
  const element = await find(page, target);
  await element.asLocator().setTimeout(TIMEOUT).click();
  await element.dispose();
}

async function fill(page: Page, target: Target, value: string) {
  const element = await find(page, target);
  await element.asLocator().setTimeout(TIMEOUT).fill(value);
  await element.dispose();
}

/** The page's address, read in the page (client navigations included). */
async function address(page: Page): Promise<URL> {
  return new URL((await page.evaluate("location.href")) as string);
}

async function atPath(page: Page, pathname: string, timeout = TIMEOUT) {
  await until(`the address ${pathname}`, async () => (await address(page)).pathname === pathname, timeout);
}

/** The page's controls answer only once hydrated (app/root.tsx marks <html data-hydrated>). */
async function hydrated(page: Page) {
  await until("the page to hydrate", async () => (await page.evaluate(`document.documentElement.hasAttribute("data-hydrated")`)) === true);
}

async function textOf(page: Page, css: string): Promise<string> {
  return (await page.evaluate(`(document.querySelector(${JSON.stringify(css)}) || {}).textContent || ""`)) as string;
}

async function expectText(page: Page, css: string, wanted: string | RegExp, what = css) {
  await until(`${what} to read ${String(wanted)}`, async () => {
    const text = (await textOf(page, css)).replace(/\s+/g, " ").trim();
    return typeof wanted === "string" ? text === wanted : wanted.test(text);
  });
}

/**
 * The page's own requests in flight, but the notification stream, which stays open as long as the
 * page (tracked by watch()). Leaving a page while one is in flight makes Firefox reject it in the
 * page being left, whose scripts still run: Remix's route discovery then logs 'Failed to fetch
 * manifest patches', a lazy chunk's import fails a render (docs/decisions/096). Chromium drops
 * them silently. A document navigation therefore waits until the page is done with its requests.
 */
const inFlight = new Set<HTTPRequest>();
const LONG_LIVED = /\/notifications\/stream$/;

async function quiet() {
  await until(`the page's requests to finish (${[...inFlight].map((r) => r.url()).join(", ")})`, async () => inFlight.size === 0, 10_000);
}

async function open(page: Page, pathname: string) {
  await quiet();
  await page.goto(`${PORTAL}${pathname}`, { waitUntil: "load" });
  await hydrated(page);
}

/** The bell's count: its name is 'Notifications, 12 unread' (app/ui/shell/NotificationBell.tsx). */
async function unreadCount(page: Page): Promise<number> {
  const bell = await find(page, { css: "header button", name: /^Notifications/ });
  const name = (await bell.evaluate((el) => el.textContent ?? "")).replace(/\s+/g, " ");
  await bell.dispose();
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0);
}

// ---------------------------------------------------------------------------------------------
// The embedded upstream's test controls (mocks/server.ts)
// ---------------------------------------------------------------------------------------------

async function mock<T>(pathAndQuery: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${MOCK}${pathAndQuery}`, init);
  if (!response.ok) throw new Error(`${init?.method ?? "GET"} ${pathAndQuery}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The one-time code the identity service mailed for this interaction. */
async function codeFor(email: string, interaction: string): Promise<string> {
  return until(`a code mailed to ${email}`, async () => {
    const mails = await mock<{ ref?: string; code?: string }[]>(`/outbox?to=${encodeURIComponent(email)}`);
    return mails.find((m) => m.ref === interaction && m.code)?.code;
  });
}

// ---------------------------------------------------------------------------------------------
// The servers
// ---------------------------------------------------------------------------------------------

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

async function startServers(): Promise<ChildProcess> {
  if (!existsSync(path.join(BUILD_DIR, "server", "index.js"))) throw new Error(`No build in ${BUILD_DIR}/: run \`npm run build\` first`);
  // A fresh portal and upstream of this run only: never a server another run left behind.
  for (const url of [`${PORTAL}/readyz`, `${MOCK}/__health`]) {
    if (await answers(url)) throw new Error(`${url} already answers: stop that server or set E2E_PORT / E2E_MOCK_PORT`);
  }
  mkdirSync(path.dirname(LOG_FILE), { recursive: true });
  rmSync(LOG_FILE, { force: true });
  const output = createWriteStream(SERVER_OUTPUT);
  const env = e2eServerEnv({
    port: PORT,
    mockPort: MOCK_PORT,
    metricsPort: METRICS_PORT,
    logFile: LOG_FILE,
    sessionSecret: randomBytes(32).toString("base64url"),
    surveyLinkSecret: randomBytes(32).toString("base64url"),
    surveyViewsPerWindow: 100,
  });
  const [command, ...args] = E2E_SERVER_COMMAND.split(" ");
  const child = spawn(command === "node" ? process.execPath : command, args, { env: { ...process.env, ...env }, stdio: ["ignore", "pipe", "pipe"] });
  child.stdout?.pipe(output);
  child.stderr?.pipe(output);
  const exited = new Promise<never>((_, reject) => child.once("exit", (code) => reject(new Error(`the servers exited (${code}) before they were ready; see ${SERVER_OUTPUT}`))));
  await Promise.race([until(`${PORTAL}/readyz`, () => answers(`${PORTAL}/readyz`), 60_000), exited]);
  return child;
}

/** SIGTERM lets scripts/start.js stop the portal and the embedded upstream it started. */
async function stopServers(child: ChildProcess | undefined) {
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
  await exited;
  clearTimeout(timer);
}

// ---------------------------------------------------------------------------------------------
// Steps and what the browser reports
// ---------------------------------------------------------------------------------------------

interface Reported {
  step: string;
  text: string;
}

const reported: Reported[] = [];
let currentStep = "launch";

function watch(page: Page) {
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "assert" && !(VERBOSE && type === "warn")) return;
    const where = message.location().url ? ` (${message.location().url})` : "";
    const entry = { step: currentStep, text: `console.${type}: ${message.text()}${where}` };
    if (type === "warn") return void console.log(`    [warn] ${entry.text}`);
    reported.push(entry);
    // The arguments' own words (an Error's name and message), when the page still has them.
    void Promise.all(message.args().map((arg) => arg.evaluate((value) => (value instanceof Error ? `${value.name}: ${value.message}` : String(value))).catch(() => "?"))).then(
      (words) => (entry.text = `console.${type}: ${words.join(" ")}${where}`),
      () => undefined,
    );
  });
  page.on("request", (request) => void (LONG_LIVED.test(new URL(request.url()).pathname) || inFlight.add(request)));
  page.on("requestfinished", (request) => void inFlight.delete(request));
  page.on("requestfailed", (request) => void inFlight.delete(request));
  // A redirect's first request is done when its answer comes.
  page.on("response", (response) => void (response.status() >= 300 && response.status() < 400 && inFlight.delete(response.request())));
  page.on("pageerror", (error) => reported.push({ step: currentStep, text: `page error: ${error instanceof Error ? `${error.name}: ${error.message}` : String(error)}` }));
  if (VERBOSE) {
    page.on("requestfailed", (request) => console.log(`    [request failed] ${request.method()} ${request.url()}: ${request.failure()?.errorText ?? "?"}`));
    page.on("response", (response) => {
      if (response.status() >= 400 || response.url().includes("/__manifest")) console.log(`    [response] ${response.status()} ${response.request().method()} ${response.url()}`);
    });
  }
}

interface StepResult {
  name: string;
  ok: boolean;
  ms: number;
  error?: string;
}

const results: StepResult[] = [];

/** One named flow: its result and time are printed; a console or page error during it fails it. */
async function step(name: string, run: () => Promise<void>): Promise<boolean> {
  currentStep = name;
  const before = reported.length;
  const started = performance.now();
  let error: string | undefined;
  try {
    await run();
  } catch (thrown) {
    error = thrown instanceof Error ? thrown.message : String(thrown);
  }
  // Errors reported a moment after the step's last action (a fetch the page started) are its own.
  await sleep(300);
  const errors = reported.slice(before);
  if (!error && errors.length) error = `${errors.length} console/page error(s): ${errors.map((e) => e.text).join(" | ")}`;
  const ms = Math.round(performance.now() - started);
  results.push({ name, ok: !error, ms, error });
  console.log(`${error ? "✗" : "✓"} ${name} (${(ms / 1000).toFixed(1)} s)${error ? `\n    ${error}` : ""}`);
  return !error;
}

// ---------------------------------------------------------------------------------------------
// The flows
// ---------------------------------------------------------------------------------------------

async function flows(page: Page) {
  const signedIn = await step("Sign in as customer@demo.test through the identity service", async () => {
    await page.goto(`${PORTAL}/login`, { waitUntil: "load" });
    await click(page, { css: "button", name: "Sign in" });
    await find(page, { css: "#email" });
    const interaction = /\/interaction\/([^/?#]+)/.exec((await address(page)).pathname)?.[1];
    if (!interaction) throw new Error(`Not on an identity interaction page: ${(await address(page)).href}`);
    await fill(page, { css: "#email" }, CUSTOMER.email);
    await click(page, { css: "button", name: "Send code" });
    await find(page, { css: "#code" });
    await fill(page, { css: "#code" }, await codeFor(CUSTOMER.email, interaction));
    await click(page, { css: 'button[value="verify"]' });
    await until("the portal again", async () => (await address(page)).origin === PORTAL, 15_000);
    await atPath(page, "/");
    await hydrated(page);
  });
  // Nothing else can run signed out.
  if (!signedIn) return;

  await step("Home: its heading, Recent Activity and Get Help", async () => {
    await expectText(page, "main h1", "Home");
    await find(page, { css: "main h2", name: "Recent Activity" });
    await find(page, { css: "main a", name: /^Get Help/ });
  });

  await step("Get Help: the dialog over Home lists its three ways; Raise a Ticket opens Quick Actions", async () => {
    await open(page, "/");
    await click(page, { css: "main a", name: /^Get Help/ });
    await atPath(page, "/get-help");
    for (const entry of [/^Raise a Ticket/, /^Request Callback/, /^Register a Complaint/]) await find(page, { css: "a", name: entry, dialog: "Get Help" });
    // The page stays behind the dialog.
    await expectText(page, "main h1", "Home");
    await click(page, { css: "a", name: /^Raise a Ticket/, dialog: "Get Help" });
    await find(page, { css: "a", name: /^Plan Shutdown/, dialog: "Quick Actions" });
    await click(page, { css: "a", name: "Close", dialog: "Quick Actions" });
    await atPath(page, "/");
    await until("no dialog open", async () => (await page.evaluate(`document.querySelectorAll("dialog[open]").length`)) === 0);
  });

  // The four tabs, the first opened by address, the others by the tab bar (client navigations).
  const tabs = [
    { label: "Assets", to: "/dashboard/assets" },
    { label: "Spares & Services", to: "/dashboard/spares-and-services" },
    { label: "Contracts", to: "/dashboard/contracts" },
    { label: "Tickets", to: "/dashboard/tickets" },
  ];
  for (const [index, tab] of tabs.entries()) {
    await step(`Dashboard tab: ${tab.label}`, async () => {
      if (index === 0) await open(page, tab.to);
      else await click(page, { css: `nav[aria-label="Dashboard"] a[href="${tab.to}"]` });
      await atPath(page, tab.to);
      await expectText(page, "main h1", tab.label);
      await until(`the ${tab.label} tab marked current`, async () => (await page.evaluate(`document.querySelector('nav[aria-label="Dashboard"] a[aria-current="page"]')?.getAttribute("href")`)) === tab.to);
      if (await page.$("#error-heading")) throw new Error(`The ${tab.label} tab shows an error: ${await textOf(page, "#error-heading")}`);
    });
  }

  await step("Asset page: /asset/AST-0001", async () => {
    await open(page, "/asset/AST-0001");
    await expectText(page, "#asset-heading", /Chiller Heater Unit 1/, "the asset's heading");
  });

  await step("Ticket reply: a thread opened over the tickets list takes a reply", async () => {
    const list = "/dashboard/tickets?view=all&type=Quotation&status=Open";
    await open(page, list);
    await click(page, { css: "a", name: "View Messages of TCK-100200" });
    const dialog = "Messages: TCK-100200";
    await find(page, { css: "li[data-side]", dialog });
    // The list stays behind the thread.
    await expectText(page, "main h1", "Tickets");
    // The rich editor replaces the textarea once its chunk has loaded.
    const editor = await find(page, { css: "#composer-editor", dialog });
    await editor.click();
    await editor.dispose();
    const text = `Firefox reply ${Date.now()}`;
    await page.keyboard.type(text);
    await click(page, { css: "#composer-form button[type=submit]", name: "Send", dialog });
    // Shown as the user's own, marked 'Sent' (issue 32 §2).
    await find(page, { css: "li[data-side=own]", name: new RegExp(`(?=.*${text})(?=.* · Sent)`), dialog }, 15_000);
    await until("the address to name the message sent", async () => /[?&]sent=/.test((await address(page)).search));
  });

  await step("Outbox: a reply and a complaint with a photo sent offline wait; the `online` event sends each once (issue 55)", async () => {
    const since = new Date().toISOString();
    const thread = "/dashboard/tickets/TCK-100200/messages";
    const dialog = "Messages: TCK-100200";
    const complaintPage = await page.browser().newPage();
    watch(complaintPage);
    try {
      // Both forms open while the signal is there, the worker controlling them (it holds the outbox's chunk).
      for (const [tab, where] of [
        [page, thread],
        [complaintPage, "/complaints/new?assetId=AST-0001&type=OTHER"],
      ] as const) {
        await tab.goto(`${PORTAL}${where}`, { waitUntil: "load" });
        await hydrated(tab);
        await until("the service worker to control the page", async () => {
          if (await tab.evaluate("Boolean(navigator.serviceWorker.controller)")) return true;
          await tab.reload({ waitUntil: "load" });
          await hydrated(tab);
          return false;
        }, 15_000);
      }
      const text = `Firefox offline reply ${Date.now()}`;
      const description = `Firefox offline complaint ${Date.now()}`;
      const form = "Register a Complaint";
      await (await find(complaintPage, { css: "select", name: "Reason", dialog: form })).select("Other");
      const po = await complaintPage.$('input[name="poNumber"]');
      if (po) await po.type("PO-55");
      await fill(complaintPage, { css: "textarea", name: /^Description/, dialog: form }, description);
      const photo = onDisk(path.resolve("test-logs/firefox-files"), [{ name: "valve.png", buffer: png() }])[0];
      const files = (await find(complaintPage, { css: "input[type=file]", dialog: form })) as ElementHandle<HTMLInputElement>;
      await files.uploadFile(photo);
      await files.dispose();

      await page.setOfflineMode(true);
      await complaintPage.setOfflineMode(true);
      const editor = await find(page, { css: "#composer-editor", dialog });
      await editor.click();
      await editor.dispose();
      await page.keyboard.type(text);
      // The element's own click: the locator's click times out in Firefox while it is offline.
      const send = await find(page, { css: "#composer-form button[type=submit]", name: "Send", dialog });
      await send.click();
      await send.dispose();
      await expectText(page, "#outbox-status", /Not sent yet: no connection\. It will be sent when you are back online\./, "the outbox's note");
      await expectText(page, '[data-outbox-thread] article[aria-label="You, waiting to be sent"]', new RegExp(`${text}.*Waiting to be sent`), "the reply waiting in its thread");
      const submit = await find(complaintPage, { css: "button", name: "Submit", dialog: form });
      await submit.click();
      await submit.dispose();
      await expectText(complaintPage, "[data-outbox-entry]", /^Not sent yet: no connection/, "the complaint's note");

      // The signal returns: Firefox has no Background Sync, the page's `online` event sends them.
      await complaintPage.setOfflineMode(false);
      await page.setOfflineMode(false);
      await expectText(page, "#outbox-status", /Your reply to TCK-100200 was sent\./, "the reply's result");
      await until("the complaint's result", async () => /Your complaint was registered: CAS-\d+\./.test((await textOf(page, "#outbox-status")) + (await textOf(complaintPage, "#outbox-status"))));
      const saves = await mock<{ userId?: string; body: { message?: string } }[]>(`/__calls?path=${encodeURIComponent("/ticketapi/ticket-messages/save")}&since=${since}`);
      const mine = saves.filter((c) => c.userId === CUSTOMER.userId && String(c.body.message ?? "").includes(text));
      if (mine.length !== 1) throw new Error(`The upstream got the reply ${mine.length} times`);
      const complaints = await mock<{ method: string; userId?: string; body: { complaintData?: string; files?: string } }[]>(`/__calls?path=${encodeURIComponent("/enquiryapi/enquiry/services/complaints")}&since=${since}`);
      const registered = complaints.filter((c) => c.method === "POST" && c.userId === CUSTOMER.userId && String(c.body.complaintData ?? "").includes(description));
      if (registered.length !== 1) throw new Error(`The upstream got the complaint ${registered.length} times`);
      if (!String(registered[0].body.files ?? "").includes("valve.png")) throw new Error(`The complaint's photo did not arrive: ${registered[0].body.files}`);
    } finally {
      await page.setOfflineMode(false).catch(() => undefined);
      await complaintPage.close().catch(() => undefined);
    }
  });

  await step("Pushed notification: the upstream pushes one and the bell shows it; it opens its asset", async () => {
    await open(page, "/account-settings");
    // The portal holds the user's upstream socket once the page's stream is open.
    await until("the notification stream", async () => ((await mock<Record<string, number>>("/__notifications/sockets"))[CUSTOMER.userId] ?? 0) >= 1);
    const before = await unreadCount(page);
    const message = `Pushed to Firefox at ${Date.now()}.`;
    const created = await mock<{ pushed: number }>("/__notifications", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: CUSTOMER.email, type: "ASSET", entityId: "AST-0001", message }),
    });
    if (created.pushed < 1) throw new Error(`The upstream pushed it on ${created.pushed} sockets`);
    await until(`the bell to say ${before + 1} unread`, async () => (await unreadCount(page)) === before + 1, 5_000);
    await click(page, { css: "header button", name: /^Notifications/ });
    // Named 'Unread: <message>', then when it came.
    await click(page, { css: "button", name: new RegExp(`^Unread: ${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`), dialog: "All Notifications" });
    await atPath(page, "/asset/AST-0001");
    // Opened, it is read: the bell drops back (the page's fresh count, not the pushed one).
    await until(`the bell to say ${before} unread`, async () => (await unreadCount(page)) === before);
  });

  await step("Request Callback: sent from the quick actions, the result names the new ticket", async () => {
    await open(page, "/notifications");
    await click(page, { css: "aside a", name: /^Request Callback/ });
    const dialog = "Request a callback";
    await atPath(page, "/request-callback");
    await fill(page, { css: "input", name: /^Mobile No\./, dialog }, "9820012345");
    await fill(page, { css: "textarea", name: /^Details/, dialog }, "Please call about the boiler feed pump noise (Firefox).");
    await click(page, { css: "button", name: "Submit", dialog });
    const done = await find(page, { css: "strong", dialog: "Success!" }, 10_000);
    const ticket = (await done.evaluate((el) => el.textContent ?? "")).trim();
    await done.dispose();
    if (!/^TCK-3\d+$/.test(ticket)) throw new Error(`The result names ${JSON.stringify(ticket)}, not a new ticket`);
    await find(page, { css: "p", name: "Request Submitted.", dialog: "Success!" });
    await click(page, { css: "a", name: "Close", dialog: "Success!" });
    await atPath(page, "/notifications");
  });

  await step("Edit Profile: opened from the profile menu over the tickets, saved, and back", async () => {
    await open(page, "/dashboard/tickets");
    await click(page, { css: "summary", name: /Profile menu for/ });
    await click(page, { css: "a", name: "Account Settings" });
    await atPath(page, "/edit-profile");
    const dialog = "Edit Profile";
    const designation = `Firefox Lead ${Date.now()}`;
    await fill(page, { css: "input", name: /^Designation/, dialog }, designation);
    await fill(page, { css: "input", name: /^Contact number/, dialog }, "9822000002");
    await click(page, { css: "button", name: "Save", dialog });
    await find(page, { css: "p", name: "Profile successfully updated.", dialog: "Success!" }, 10_000);
    await click(page, { css: "a", name: "Okay", dialog: "Success!" });
    await atPath(page, "/dashboard/tickets");
    // The header follows at once: the new title is in the profile menu.
    await click(page, { css: "summary", name: /Profile menu for/ });
    await find(page, { css: "details *", name: designation });
  });
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  const started = performance.now();
  let servers: ChildProcess | undefined;
  let browser: Browser | undefined;
  try {
    console.log(`Firefox suite: portal ${PORTAL}, embedded upstream ${MOCK}, ${FIREFOX}`);
    if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is not installed (apt-get install -y firefox-esr)`);
    const [up] = await Promise.all([
      startServers(),
      puppeteer.launch({ browser: "firefox", executablePath: FIREFOX, headless: true, defaultViewport: { width: 1280, height: 720 } }).then((b) => (browser = b)),
    ]);
    servers = up;
    console.log(`Servers and ${await browser!.version()} up (${((performance.now() - started) / 1000).toFixed(1)} s)`);
    const page = await browser!.newPage();
    page.setDefaultTimeout(TIMEOUT);
    page.setDefaultNavigationTimeout(20_000);
    watch(page);
    await flows(page);
    // Anything the browser reports after the last step counts too.
    currentStep = "after the last step";
    await sleep(500);
  } catch (error) {
    results.push({ name: "setup", ok: false, ms: 0, error: error instanceof Error ? error.message : String(error) });
    console.log(`✗ setup: ${error instanceof Error ? error.message : String(error)}`);
    if (existsSync(SERVER_OUTPUT)) console.log(readFileSync(SERVER_OUTPUT, "utf8").split("\n").slice(-20).join("\n"));
  } finally {
    await browser?.close().catch(() => undefined);
    await stopServers(servers);
  }
  const late = reported.filter((r) => r.step === "after the last step");
  for (const r of late) console.log(`✗ reported after the last step: ${r.text}`);
  const failed = results.filter((r) => !r.ok);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`\nFirefox: ${results.length - failed.length} of ${results.length} steps passed, ${reported.length} console/page error(s), ${seconds} s`);
  return failed.length || late.length || reported.length ? 1 : 0;
}

process.exitCode = await main();
