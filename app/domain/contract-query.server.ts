import { z } from "zod";
import { AMC_STATUS_OPTIONS, type AmcStatus } from "./contracts";
import { PRODUCT_OPTIONS } from "./orders";

/**
 * The Contracts tab's URL query (spec document 2 section 2.4 'Contracts' filter section; issue 33
 * §1), validated on the server only: repeated `product` (the filters' product families) and `amc`
 * (active, expiring, expired), one `asset` (an asset id), `page` (1-based). Anything unknown is
 * dropped, a malformed page is page 1 (docs/decisions/009, 072).
 */
const MAX_PAGE = 10_000;
const list = z.array(z.string().max(60)).max(20).catch([]);
const querySchema = z.object({
  products: list,
  amc: list,
  asset: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/).nullable().catch(null),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export interface ContractQuery {
  products: string[];
  amc: AmcStatus[];
  asset: string | null;
  page: number;
}

export function parseContractQuery(url: URL): ContractQuery {
  const p = url.searchParams;
  const raw = querySchema.parse({ products: p.getAll("product"), amc: p.getAll("amc"), asset: p.get("asset") || null, page: p.get("page") ?? undefined });
  return {
    products: PRODUCT_OPTIONS.filter((o) => raw.products.includes(o)),
    amc: AMC_STATUS_OPTIONS.map((o) => o.value).filter((v) => raw.amc.includes(v)),
    asset: raw.asset,
    page: raw.page,
  };
}

/** The upstream's filter parameters: `product` and `amcStatus` as `;` lists, `assetId`; none when nothing is chosen. */
export function contractFilterParams(query: ContractQuery): { product?: string; amcStatus?: string; assetId?: string } {
  return {
    product: query.products.length ? query.products.join(";") : undefined,
    amcStatus: query.amc.length ? query.amc.map((s) => s.toUpperCase()).join(";") : undefined,
    assetId: query.asset ?? undefined,
  };
}
