import { z } from "zod";
import { text } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * The provider's news for the home page (spec document 2 section 2.17: "a home news list holds 4
 * items, 3 flagged visible"; document 3 section 7: the provider's public news endpoint). The
 * upstream hands the whole list with each item's flag; the portal shows the visible ones
 * (`homeNews`, app/domain/news.ts). docs/upstream-api.md, "news".
 */

const item = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  summary: text,
  url: text,
  publishedAt: text,
  isVisible: z.boolean().nullish().transform((v) => v === true),
});

export type NewsItem = z.infer<typeof item>;

export async function listNews(tokens: TokenSource, signal?: AbortSignal): Promise<NewsItem[]> {
  const answer = await callUpstream("/contentapi/news", { schema: z.object({ news: z.array(item) }), signal }, tokens);
  return answer.news;
}
