import { z } from "zod";
import { pageOf, text } from "./shapes";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

/**
 * The knowledge hub's calls (docs/upstream-api.md, "knowledge options" and "knowledge items"):
 * the filter options (sections, solutions with their products, resource types) and one page of
 * items. Paging is zero-based.
 */

const options = z.object({
  sections: z.array(z.object({ label: z.string(), value: z.string() })),
  solutions: z.array(z.object({ solution: z.string(), products: z.array(z.string()).default([]) })),
  resourceTypes: z.array(z.string()),
});

const item = z.object({
  id: z.union([z.string(), z.number()]).transform(String),
  title: z.string(),
  section: z.string(),
  resourceType: z.string(),
  solution: text,
  product: text,
  url: z.string(),
  thumbnailUrl: text,
});

const page = pageOf("items", item);

export type KnowledgeOptions = z.infer<typeof options>;
export type KnowledgeItem = z.infer<typeof item>;
export type KnowledgePage = z.infer<typeof page>;

export function knowledgeOptions(tokens: TokenSource, signal?: AbortSignal): Promise<KnowledgeOptions> {
  return callUpstream("/knowledgeapi/knowledge/options", { schema: options, signal }, tokens);
}

export interface KnowledgeQuery {
  section: string | null;
  resourceTypes: readonly string[];
  solutions: readonly string[];
  products: readonly string[];
  /** Zero-based. */
  page: number;
  size: number;
}

export function knowledgeItems(tokens: TokenSource, query: KnowledgeQuery, signal?: AbortSignal): Promise<KnowledgePage> {
  const list = (values: readonly string[]) => (values.length ? values.join(",") : undefined);
  return callUpstream(
    "/knowledgeapi/knowledge/items",
    {
      query: {
        section: query.section ?? undefined,
        resourceTypes: list(query.resourceTypes),
        solutions: list(query.solutions),
        products: list(query.products),
        page: query.page,
        size: query.size,
      },
      schema: page,
      signal,
    },
    tokens,
  );
}
