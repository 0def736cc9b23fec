import { z } from "zod";
import { id, text } from "./shapes";
import type { GroupedSearchAnswer } from "~/domain/search";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

/**
 * Global search, the grouped variant of globalSearch-v2 (docs/upstream-api.md, "global search"):
 * assets, orders and tickets that match the keyword, in the caller's scope.
 */

const answer = z.object({
  assets: z.array(z.object({ assetId: id, name: text })).default([]),
  orders: z.array(z.object({ orderId: id, orderNumber: text, assetName: text, poNumber: text.optional() })).default([]),
  tickets: z.array(z.object({ ticketNumber: id, assetName: text, type: text.optional(), enquiryId: text.optional() })).default([]),
}) satisfies z.ZodType<GroupedSearchAnswer, unknown>;

export function globalSearch(
  tokens: TokenSource,
  opts: { keyword: string; tcaUser?: string; signal?: AbortSignal },
): Promise<GroupedSearchAnswer> {
  return callUpstream(
    "/searchapi/globalSearch-v2",
    { query: { keyword: opts.keyword, tcaUser: opts.tcaUser }, schema: answer, signal: opts.signal },
    tokens,
  );
}
