import type { Page, TestInfo } from "@playwright/test";
import { FEEDBACK_TEST_ORDERS } from "../../mocks/store/feedback-fixtures";
import { RENEWAL_TEST_CONTRACTS } from "../../mocks/store/renewal";
import { MOCK } from "./support";

/**
 * The orders, contracts and quotes specs' own accounts (mocks/data/users.ts: Godavari Paper Mills,
 * one user per browser project): they give feedback, renew AMCs, reschedule visits and fill carts.
 */
export function ordersUser(info: TestInfo) {
  const js = info.project.name === "js";
  return { email: `orders.${js ? "js" : "nojs"}@demo.test`, userId: js ? "U-9101" : "U-9111" };
}

/** The project's own expired contract in Godavari, which its renewal test renews (mocks/store/renewal.ts). */
export function renewalContract(info: TestInfo) {
  const found = RENEWAL_TEST_CONTRACTS.find((c) => c.project === (info.project.name === "js" ? "js" : "nojs"));
  if (!found) throw new Error(`no renewal contract for ${info.project.name}`);
  return found;
}

/**
 * The project's own closed order for a feedback test (mocks/store/feedback-fixtures.ts), its
 * feedback forgotten first: feedback once given is refused a second time (issue 32 §2).
 */
export async function feedbackOrder(page: Page, info: TestInfo, by: "orders" | "staff"): Promise<string> {
  const project = info.project.name === "js" ? "js" : "nojs";
  const found = FEEDBACK_TEST_ORDERS.find((o) => o.project === project && o.by === by);
  if (!found) throw new Error(`no feedback order for ${info.project.name}`);
  const forgotten = await page.request.post(`${MOCK}/__orders/${found.orderId}/forget-feedback`);
  if (forgotten.status() !== 204) throw new Error(`forget-feedback ${found.orderId}: ${forgotten.status()}`);
  return found.orderId;
}

export const noJs = (info: TestInfo) => info.project.name === "no-js";

export interface Call {
  method: string;
  path: string;
  query: Record<string, string | string[]>;
  body: unknown;
  userId?: string;
  fault?: string;
}

/** The embedded upstream's calls of one user since an instant (path exact, or a prefix ending in *). */
export async function callsOf(page: Page, path: string, userId: string, since: string): Promise<Call[]> {
  const response = await page.request.get(`${MOCK}/__calls?path=${encodeURIComponent(path)}&since=${since}`);
  return ((await response.json()) as Call[]).filter((c) => c.userId === userId);
}
