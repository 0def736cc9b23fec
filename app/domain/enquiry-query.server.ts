import { z } from "zod";
import { DEFAULT_ENQUIRY_SORT, ENQUIRY_SEARCH_MAX, ENQUIRY_SORTS, ENQUIRY_STATUSES, type EnquirySort, type EnquiryStatus } from "./enquiries";

/**
 * The enquiry list's URL query, checked on the server only (decisions 009 and 048): repeated
 * `status`, `q` (the name search), `sort`, `page` (1-based). Anything unknown falls back to the
 * default; statuses the spec does not name are dropped.
 */
const MAX_PAGE = 10_000;
const querySchema = z.object({
  statuses: z.array(z.string().max(60)).max(20).catch([]),
  q: z.string().catch(""),
  sort: z.enum(ENQUIRY_SORTS.map((s) => s.value) as [EnquirySort, ...EnquirySort[]]).catch(DEFAULT_ENQUIRY_SORT),
  page: z.coerce.number().int().min(1).max(MAX_PAGE).catch(1),
});

export interface EnquiryQuery {
  statuses: EnquiryStatus[];
  q: string;
  sort: EnquirySort;
  page: number;
}

export function parseEnquiryQuery(url: URL): EnquiryQuery {
  const p = url.searchParams;
  const raw = querySchema.parse({ statuses: p.getAll("status"), q: p.get("q") ?? "", sort: p.get("sort") ?? undefined, page: p.get("page") ?? undefined });
  return {
    statuses: ENQUIRY_STATUSES.filter((s) => raw.statuses.includes(s)),
    q: raw.q.replace(/\s+/g, " ").trim().slice(0, ENQUIRY_SEARCH_MAX),
    sort: raw.sort,
    page: raw.page,
  };
}

/**
 * The search string that states exactly the applied query when the URL asks for more or other
 * (an unknown status, a sort that is not offered, a search with extra spaces), or null when it
 * already does: the URL and the form always show what the list shows. The URL it makes leaves the
 * default sort and an empty search out.
 */
export function canonicalEnquirySearch(url: URL, query: EnquiryQuery): string | null {
  const params = url.searchParams;
  const same = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((v, i) => v === b[i]);
  // The filter form always sends `q` and `sort`: an empty search and the default sort are fine as sent.
  const sortOk = (params.get("sort") ?? DEFAULT_ENQUIRY_SORT) === query.sort;
  const qOk = (params.get("q") ?? "") === query.q;
  if (same(params.getAll("status"), query.statuses) && sortOk && qOk) return null;
  const next = new URLSearchParams();
  for (const s of query.statuses) next.append("status", s);
  if (query.q) next.set("q", query.q);
  if (query.sort !== DEFAULT_ENQUIRY_SORT) next.set("sort", query.sort);
  const search = next.toString();
  return search ? `?${search}` : "";
}
