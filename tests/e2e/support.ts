import { expect, test, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { deriveKey, seal, SESSION_COOKIE_PURPOSE, unseal } from "../../app/session/sealed-cookie.server";
import { readFile } from "node:fs/promises";
import { LOG_FILE, METRICS_PORT, MOCK_PORT, PORT } from "../../playwright.config";
import { formAction } from "../support/http-session";
import { seededSurveyQuery } from "../support/survey-links";

export const PORTAL = `http://localhost:${PORT}`;
export const MOCK = `http://localhost:${MOCK_PORT}`;

interface Mail {
  to: string;
  subject: string;
  code?: string;
  ref?: string;
  sentAt: string;
}

/** The one-time code the identity service mailed for this interaction (tests run in parallel). */
export async function codeFor(request: APIRequestContext, email: string, interaction: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const response = await request.get(`${MOCK}/outbox?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as Mail[];
    const mail = mails.find((m) => m.ref === interaction && m.code);
    if (mail?.code) return mail.code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`No code mailed to ${email} for interaction ${interaction}`);
}

function interactionOf(url: string): string {
  const match = /\/interaction\/([^/?#]+)/.exec(url);
  if (!match) throw new Error(`Not on an identity interaction page: ${url}`);
  return match[1];
}

/** On the identity service's page: Email, Send code, One-time code, Sign in; then back on the portal. */
export async function completeIdentity(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("One-time code")).toBeVisible();
  const code = await codeFor(page.request, email, interactionOf(page.url()));
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
  // Back on the portal: its controls answer only once hydrated (a click before would be lost).
  await page.waitForURL((url) => url.origin === PORTAL);
  await hydrated(page);
}

/**
 * Press the portal's sign-in button until the identity page opens. Under load, Chromium without
 * JavaScript has (once in several hundred runs) dropped the form submission of a click that
 * came right after the redirect to /login; the page itself is not at fault, so press again.
 */
export async function leaveForIdentity(page: Page) {
  await expect(async () => {
    if (!page.url().includes("/identity/")) await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/identity\//, { timeout: 4_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Sign in as `email`, then open `startAt` (by default where the sign-in lands). The sign-in itself
 * runs over the browser context's own HTTP client (the same authorization-code flow the pages
 * drive, the cookies landing in the browser): tests that are about the sign-in pages drive them
 * with `leaveForIdentity` and `completeIdentity` (auth.spec, shell.spec, admin.spec).
 */
export async function signIn(page: Page, email: string, startAt = "/login") {
  const landedOn = await signInOverRequest(page.request, email);
  await page.goto(startAt === "/login" ? landedOn : startAt);
  await hydrated(page);
}

/**
 * The authorization-code flow over HTTP with the context's cookie jar: the portal's sign-in
 * start, the identity service's e-mail and code forms, the portal's callback. Returns where the
 * callback sends the user (not fetched: the caller opens a page next). Admins start at
 * `/admin/login`.
 */
export async function signInOverRequest(request: APIRequestContext, email: string, loginPath = "/login"): Promise<string> {
  const start = await request.post(`${PORTAL}${loginPath}`, { headers: { origin: PORTAL }, form: {} });
  const interaction = start.url();
  const codePage = await request.post(new URL(formAction(await start.text(), "Send code"), interaction).toString(), {
    headers: { origin: new URL(interaction).origin },
    form: { email },
  });
  const code = await codeFor(request, email, interactionOf(interaction));
  let response = await request.post(new URL(formAction(await codePage.text(), "Sign in"), codePage.url()).toString(), {
    headers: { origin: new URL(interaction).origin },
    form: { code },
    maxRedirects: 0,
  });
  // Follow the identity service's redirects up to the portal's callback, which sets the session.
  for (let hops = 0; hops < 10; hops++) {
    const location = response.headers()["location"];
    if (!location) break;
    const next = new URL(location, response.url());
    if (next.origin === PORTAL && !next.pathname.startsWith("/auth/")) {
      if (new URL(response.url()).origin === PORTAL) return next.toString();
    }
    response = await request.get(next.toString(), { maxRedirects: 0 });
  }
  throw new Error(`Signing ${email} in ended at ${response.url()} (${response.status()})`);
}

/** With JavaScript, waits until the page is hydrated (its controls' handlers attached). */
export async function hydrated(page: Page) {
  // A context of its own (a second user in one test) may differ from the project: Playwright keeps
  // the context's options on it, unexposed.
  const own = (page.context() as unknown as { _options?: { javaScriptEnabled?: boolean } })._options?.javaScriptEnabled;
  if ((own ?? test.info().project.use.javaScriptEnabled) === false) return;
  // Pages served without JavaScript (sign-in, public pages) never hydrate.
  if ((await page.locator("script[type=module]").count()) === 0) return;
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** The session as the browser holds it, opened with this run's secret (the browser cannot read it). */
export async function sessionTokens(context: BrowserContext) {
  const cookie = (await context.cookies(PORTAL)).find((c) => c.name.endsWith("portal-session"));
  if (!cookie) throw new Error("No session cookie");
  const secret = process.env.E2E_SESSION_SECRET;
  if (!secret) throw new Error("E2E_SESSION_SECRET is not set (playwright.config sets it)");
  const data = (await unseal(cookie.value, [deriveKey(secret, SESSION_COOKIE_PURPOSE)])) as {
    tokens: { accessToken: string; refreshToken: string };
  } | null;
  if (!data) throw new Error("The session cookie could not be opened");
  return { cookie, ...data.tokens };
}

/**
 * Ends the browser's session the way the idle timeout does: the same cookie, its last request more
 * than 30 minutes ago (sealed again with this run's secret).
 */
export async function expireSession(context: BrowserContext) {
  await editSession(context, (data) => ({ ...data, lastSeenAt: Date.now() - 31 * 60 * 1000 }));
}

export interface SealedSession {
  user: { userId: string; email: string; [field: string]: unknown };
  tokens: { accessToken: string; refreshToken: string; expiresAt: number };
  createdAt: number;
  lastSeenAt: number;
  [field: string]: unknown;
}

/** Changes the browser's session cookie as only the server could (sealed again with this run's secret). */
export async function editSession(context: BrowserContext, edit: (data: SealedSession) => SealedSession) {
  const cookie = (await context.cookies(PORTAL)).find((c) => c.name.endsWith("portal-session"));
  if (!cookie) throw new Error("No session cookie");
  const key = deriveKey(process.env.E2E_SESSION_SECRET ?? "", SESSION_COOKIE_PURPOSE);
  const data = (await unseal(cookie.value, [key])) as SealedSession | null;
  if (!data) throw new Error("The session cookie could not be opened");
  await context.addCookies([{ ...cookie, value: await seal(edit(data), key) }]);
}

export async function openProfileMenu(page: Page) {
  await page.locator("summary", { hasText: "Profile menu for" }).click();
}

export type FaultMode = number | "network" | "hang" | "malformed" | "empty";

/** The ways an upstream call can fail; every form must keep what was typed through each. */
export const FAULT_MODES: FaultMode[] = [500, "network", "malformed", "hang"];

/**
 * Make the embedded upstream fail the next `times` calls of one user, or of one visitor address
 * for the public pages' calls (parallel tests stay apart).
 */
export async function injectFault(
  request: APIRequestContext,
  spec: { call: string; mode: FaultMode; times?: number } & ({ userId: string } | { client: string }),
) {
  const response = await request.post(`${MOCK}/__faults`, { data: spec });
  expect(response.status()).toBe(201);
}

/**
 * A user of the test's own, like `userId` (same company and role), made by the embedded upstream
 * (`POST /__users/:userId/clone`): its faults and its call log are the test's alone, even beside
 * a repeat of the same test (`--repeat-each`, two workers).
 */
export async function ownUser(request: APIRequestContext, userId: string): Promise<{ email: string; userId: string }> {
  const response = await request.post(`${MOCK}/__users/${userId}/clone`);
  expect(response.status()).toBe(201);
  return (await response.json()) as { email: string; userId: string };
}

/**
 * Accounts reserved for tests that change the whole user (logout revokes every token, profile
 * edits), one per browser project so the js and no-js runs never meet.
 */
const RESERVED_SUFFIX = {
  logout: 1,
  profile: 2,
  complaint: 3,
  tickets: 4,
  faults: 5,
  thread: 6,
  probe: 7,
  assets: 8,
  notify: 9,
} as const;

export function reservedUser(kind: keyof typeof RESERVED_SUFFIX, info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  const index = project === "js" ? 0 : 1;
  return { email: `${kind}.${project}@demo.test`, userId: `U-90${index}${RESERVED_SUFFIX[kind]}` };
}

export interface PortalLogLine {
  level: string;
  msg: string;
  requestId?: string;
  [field: string]: unknown;
}

/** The portal's log lines of one request (the log file the e2e portal writes; lines land within a moment). */
export async function portalLogLines(requestId: string): Promise<PortalLogLine[]> {
  let lines: PortalLogLine[] = [];
  for (let i = 0; i < 30; i++) {
    const text = await readFile(LOG_FILE, "utf8").catch(() => "");
    lines = text
      .split("\n")
      .filter((l) => l.includes(requestId))
      .map((l) => JSON.parse(l) as PortalLogLine);
    if (lines.some((l) => l.msg === "request")) return lines;
    await new Promise((r) => setTimeout(r, 100));
  }
  return lines;
}

/** One counter or histogram count from the portal's metrics endpoint (0 when absent). */
export async function metricValue(name: string, labels: Record<string, string> = {}): Promise<number> {
  const text = await (await fetch(`http://localhost:${METRICS_PORT}/metrics`)).text();
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  let total = 0;
  for (const line of text.split("\n")) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== " " && rest[0] !== "{") continue;
    if (wanted.every((w) => rest.includes(w))) total += Number(line.split(" ").pop());
  }
  return total;
}
export { visitorAddress } from "../support/visitor-address";

/**
 * The seeded, already answered Case Closure link of customer@demo.test (mocks/store/surveys.ts),
 * signed with the run's key (playwright.config.ts gives it to the portal and its upstream).
 */
export const TAKEN_SURVEY_LINK = seededSurveyQuery("CMP-0009");

/** Public page states outside bench/routes.ts: the urban-water result, the survey outcomes, a bad link. */
export const PUBLIC_STATE_PAGES = [
  "/urban-water?sent=1",
  `/survey/already-taken?${TAKEN_SURVEY_LINK}`,
  `/survey/thank-you?${TAKEN_SURVEY_LINK}`,
  "/survey/csat?not-a-link",
];

/**
 * Until the portal's service worker controls the page (a page it did not load yet is not
 * controlled): the worker holds the outbox's chunk and the kept documents.
 */
export async function workerControls(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) {
    await page.reload();
    await hydrated(page);
  }
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}
