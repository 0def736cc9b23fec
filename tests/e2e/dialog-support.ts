import { expect, type APIRequestContext, type Locator, type Page, type TestInfo } from "@playwright/test";
import { MOCK, PORTAL } from "./support";

/**
 * Helpers for the issue-11 dialog specs. Each browser project signs in as its own reserved user
 * (mocks/data/users.ts, U-96{project}{kind}), because these tests create tickets, team members
 * and feedback and read the upstream's call log per user.
 */
const KINDS = { callback: 1, asset: 2, shutdown: 3, team: 4, feedback: 5, logoutfb: 6, logoutskip: 7, assetdealer: 8 } as const;

export function dialogUser(kind: keyof typeof KINDS, info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  const index = project === "js" ? 0 : 1;
  // The profile's mobile number is +91982096{project}{kind}00; forms prefill its last 10 digits.
  return { email: `${kind}.${project}@demo.test`, userId: `U-96${index}${KINDS[kind]}`, mobile: `982096${index}${KINDS[kind]}00` };
}

export const noJs = (info: TestInfo) => info.project.name === "no-js";

export interface UpstreamCall {
  method: string;
  path: string;
  query: Record<string, string>;
  body: Record<string, unknown>;
  userId?: string;
}

/** The upstream calls one user made to `path` since `since` (ISO). */
export async function upstreamCalls(request: APIRequestContext, path: string, since: string, userId: string): Promise<UpstreamCall[]> {
  const response = await request.get(`${MOCK}/__calls?path=${encodeURIComponent(path)}&since=${since}`);
  const calls = (await response.json()) as UpstreamCall[];
  return calls.filter((c) => c.userId === userId && c.method !== "GET");
}

/** POST a form the way a browser does (same Origin), without following the redirect. */
export function postForm(request: APIRequestContext, path: string, form: Record<string, string>) {
  return request.post(`${PORTAL}${path}`, { headers: { Origin: PORTAL }, form, maxRedirects: 0 });
}

/** Two POSTs of one rendered form (same idempotency key): both answer the same redirect. */
export async function postTwice(page: Page, path: string, form: Record<string, string>) {
  const key = await page.locator('input[name="idempotencyKey"]').first().inputValue();
  const first = await postForm(page.request, path, { ...form, idempotencyKey: key });
  const second = await postForm(page.request, path, { ...form, idempotencyKey: key });
  expect(first.status()).toBe(303);
  expect(second.status()).toBe(303);
  expect(second.headers().location).toBe(first.headers().location);
  return first.headers().location;
}

/**
 * A field's own message: the text under the control, not the summary's link to it at the top of a
 * refused form (docs/decisions/088-dialog-pages-and-error-summary.md), which repeats it.
 */
export function fieldMessage(scope: Locator | Page, message: string | RegExp, options: { exact?: boolean } = { exact: true }) {
  const page = "mainFrame" in scope ? scope : scope.page();
  return scope.getByText(message, options).and(page.locator(":not(.error-summary a)"));
}

/** Field error text under a labelled control (the error list it describes). */
export async function expectFieldError(page: Page, scope: ReturnType<Page["getByRole"]>, label: string, message: string) {
  const control = scope.getByLabel(label, { exact: true });
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(fieldMessage(scope, message)).toBeVisible();
}

/** A toast in the page's one toast region (docs/decisions/059-toasts.md), visible. */
export async function expectToast(page: Page, text: string | RegExp) {
  await expect(page.locator(".toast-region > div").filter({ hasText: text })).toBeVisible();
}
