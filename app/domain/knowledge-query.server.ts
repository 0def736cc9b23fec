import { z } from "zod";

/**
 * The knowledge hub's URL query, validated on the server only: `section` (one value), repeated
 * `type`, `solution` and `product`, and `page` (1-based). Anything malformed falls back to the
 * default instead of failing the page (docs/decisions/009 and 040).
 */
const value = z.string().trim().min(1).max(60);
const values = z.array(value).max(40).catch([]);

const schema = z.object({
  section: value.nullable().catch(null),
  types: values,
  solutions: values,
  products: values,
  page: z.coerce.number().int().min(1).max(10_000).catch(1),
});

export type KnowledgeFilter = z.infer<typeof schema>;

export function parseKnowledgeQuery(url: URL): KnowledgeFilter {
  const p = url.searchParams;
  const unique = (list: string[]) => [...new Set(list)];
  const parsed = schema.parse({
    section: p.get("section") || null,
    types: unique(p.getAll("type")),
    solutions: unique(p.getAll("solution")),
    products: unique(p.getAll("product")),
    page: p.get("page") ?? undefined,
  });
  return parsed;
}
