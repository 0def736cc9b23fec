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
 * A closed order of the test's own (a copy of the project's fixture, mocks/store/feedback-fixtures.ts,
 * made by `POST /__orders/:orderId/copy`): feedback is given once per order (issue 32 §2), and a
 * repeat of the test running beside it gives its own.
 */
export async function feedbackOrder(page: Page, info: TestInfo, by: "orders" | "staff"): Promise<string> {
  const project = info.project.name === "js" ? "js" : "nojs";
  const found = FEEDBACK_TEST_ORDERS.find((o) => o.project === project && o.by === by);
  if (!found) throw new Error(`no feedback order for ${info.project.name}`);
  const copied = await page.request.post(`${MOCK}/__orders/${found.orderId}/copy`);
  if (copied.status() !== 201) throw new Error(`copy ${found.orderId}: ${copied.status()}`);
  return ((await copied.json()) as { orderId: string }).orderId;
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
