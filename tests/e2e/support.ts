import { expect, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { MOCK_PORT, PORT } from "../../playwright.config";

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

/** On the identity service's page: Email, Send code, One-time code, Sign in. */
export async function completeIdentity(page: Page, email: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Send code" }).click();
  await expect(page.getByLabel("One-time code")).toBeVisible();
  const code = await codeFor(page.request, email, interactionOf(page.url()));
  await page.getByLabel("One-time code").fill(code);
  await page.getByRole("button", { name: "Sign in" }).click();
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

/** Sign in through the real pages: the portal's sign-in button, then the identity service. */
export async function signIn(page: Page, email: string, startAt = "/login") {
  await page.goto(startAt);
  await expect(page).toHaveURL(/\/login/);
  await leaveForIdentity(page);
  await completeIdentity(page, email);
  await page.waitForURL((url) => url.origin === PORTAL);
}

/** The signed session as the browser holds it, decoded (it is signed, not encrypted). */
export async function sessionTokens(context: BrowserContext) {
  const cookie = (await context.cookies(PORTAL)).find((c) => c.name.endsWith("portal-session"));
  if (!cookie) throw new Error("No session cookie");
  const value = decodeURIComponent(cookie.value);
  const payload = value.slice(0, value.lastIndexOf("."));
  const json = JSON.parse(decodeURIComponent(escape(Buffer.from(payload, "base64").toString("binary")))) as {
    tokens: { accessToken: string; refreshToken: string };
  };
  return { cookie, ...json.tokens };
}

export async function openProfileMenu(page: Page) {
  await page.locator("summary", { hasText: "Profile menu for" }).click();
}

export type FaultMode = number | "network" | "hang" | "malformed";

/** The ways an upstream call can fail; every form must keep what was typed through each. */
export const FAULT_MODES: FaultMode[] = [500, "network", "malformed", "hang"];

/** Make the embedded upstream fail the next `times` calls of one user (parallel tests stay apart). */
export async function injectFault(
  request: APIRequestContext,
  spec: { call: string; mode: FaultMode; times?: number; userId: string },
) {
  const response = await request.post(`${MOCK}/__faults`, { data: spec });
  expect(response.status()).toBe(201);
}

/**
 * Accounts reserved for tests that change the whole user (logout revokes every token, profile
 * edits), one per browser project so the js and no-js runs never meet.
 */
const RESERVED_SUFFIX = { logout: 1, profile: 2, complaint: 3, tickets: 4, faults: 5, thread: 6, assets: 7 } as const;

export function reservedUser(kind: keyof typeof RESERVED_SUFFIX, info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  const index = project === "js" ? 0 : 1;
  return { email: `${kind}.${project}@demo.test`, userId: `U-90${index}${RESERVED_SUFFIX[kind]}` };
}
