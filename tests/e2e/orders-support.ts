import type { Page, TestInfo } from "@playwright/test";
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
