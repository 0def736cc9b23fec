import { z } from "zod";
import { text } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/** Recent activity (spec document 2 sections 2.2, 3 and 7): page 0, size 10. */

/** `orderId`: the order an order's activity is about, where the upstream gives it (decision 067). */
const activity = z.object({ type: text, assetName: text, poNumber: text, ticketNumber: text, status: text, orderId: text.optional() });
export type Activity = z.infer<typeof activity>;

export const RECENT_ACTIVITY_SIZE = 10;

export async function recentActivity(tokens: TokenSource, opts: { tcaUser?: string; signal?: AbortSignal }): Promise<Activity[]> {
  const answer = await callUpstream(
    "/ticketapi/recent-activity",
    { query: { page: 0, size: RECENT_ACTIVITY_SIZE, tcaUser: opts.tcaUser }, schema: z.object({ recentActivities: z.array(activity) }), signal: opts.signal },
    tokens,
  );
  return answer.recentActivities;
}
