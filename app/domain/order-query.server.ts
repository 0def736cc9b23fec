import { z } from "zod";
import { normaliseOrderTypes, ORDER_DUE_VIEW, PRODUCT_OPTIONS, STATUS_OPTIONS, type OrderDue, type OrderTypeFilter, type OrderView } from "./orders";

/**
 * The Spares & Services list's URL query, validated on the server only: `view=ongoing|history`
 * (default ongoing), repeated `type`, `status` and `product`, `page` (1-based). Anything unknown
 * falls back to the default; values a view does not offer are dropped (decision 020).
 */
const MAX_PAGE = 10_000;
const list = z.array(z.string().max(60)).max(20).catch([]);
const querySchema = z.object({
  view: z.enum(["ongoing", "history"]).catch("ongoing"),
  types: list,
  statuses: list,
  products: list,
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
  due: z.enum(["late", "feedback"]).optional().catch(undefined),
});

export interface OrderQuery {
  view: OrderView;
  types: OrderTypeFilter[];
  statuses: string[];
  products: string[];
  page: number;
  /** Home's 'N more …' (issue 52 §3): only the late orders, or those waiting for feedback; null for the whole list. */
  due: OrderDue | null;
}

const OWNED = { types: "type", statuses: "status", products: "product" } as const;

export function parseOrderQuery(url: URL): OrderQuery {
  const p = url.searchParams;
  const raw = querySchema.parse({ view: p.get("view") ?? undefined, types: p.getAll("type"), statuses: p.getAll("status"), products: p.getAll("product"), page: p.get("page") ?? undefined, due: p.get("due") ?? undefined });
  return {
    view: raw.view,
    types: normaliseOrderTypes(raw.types),
    statuses: STATUS_OPTIONS[raw.view].filter((s) => raw.statuses.includes(s)),
    products: PRODUCT_OPTIONS.filter((o) => raw.products.includes(o)),
    page: raw.page,
    // Only in the view it belongs to.
    due: raw.due && ORDER_DUE_VIEW[raw.due] === raw.view ? raw.due : null,
  };
}

/**
 * The search string that states exactly the applied filter when the URL asks for more (a status
 * kept while switching to Order History, a type spelled as its label), or null when it already
 * does: the URL and the form always show what the list shows.
 */
export function canonicalOrderSearch(url: URL, query: OrderQuery): string | null {
  const params = url.searchParams;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  if ((Object.keys(OWNED) as (keyof typeof OWNED)[]).every((key) => same(params.getAll(OWNED[key]), query[key]))) return null;
  const next = new URLSearchParams(params);
  for (const key of Object.keys(OWNED) as (keyof typeof OWNED)[]) {
    next.delete(OWNED[key]);
    for (const value of query[key]) next.append(OWNED[key], value);
  }
  next.delete("page");
  const search = next.toString();
  return search ? `?${search}` : "";
}
