/**
 * The account switcher's rules (spec document 1 sections 4, 6 and 9; docs/decisions/041). Who sees
 * it is `canSwitchAccount` in roles.ts; this module holds the search's shape. No I/O.
 */
export { canSwitchAccount } from "./roles";

/** Spec: the company search waits 1000 ms after the last keystroke (with JavaScript). */
export const COMPANY_SEARCH_DEBOUNCE_MS = 1000;

/** Spec field limit for company names (companyName 50); a longer search cannot match. */
export const COMPANY_SEARCH_MAX = 50;

export interface CompanySearch {
  q: string;
  /** Zero-based, as the upstream's currentPage. */
  page: number;
}

/** The search from the page's URL (`?q=&page=`, page one-based in the URL): trimmed, capped, sane. */
export function parseCompanySearch(params: URLSearchParams): CompanySearch {
  const q = (params.get("q") ?? "").trim().slice(0, COMPANY_SEARCH_MAX);
  const raw = (params.get("page") ?? "").trim();
  const page = /^\d{1,4}$/.test(raw) ? Math.max(1, Number(raw)) - 1 : 0;
  return { q, page };
}

/** The URL query of a search (empty parts left out), for links and the pager. */
export function companySearchQuery(search: CompanySearch, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (search.q) params.set("q", search.q);
  if (search.page > 0) params.set("page", String(search.page + 1));
  for (const [key, value] of Object.entries(extra)) if (value) params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : "";
}
