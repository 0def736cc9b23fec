/** The list's query the invite dialog keeps (search, statuses, page), so closing it returns to the same list. */
export function teamListSearch(url: URL): string {
  const kept = new URLSearchParams();
  const q = url.searchParams.get("q");
  if (q && q.length <= 100) kept.set("q", q);
  for (const s of url.searchParams.getAll("status")) if (/^[A-Z]{1,20}$/.test(s)) kept.append("status", s);
  const page = url.searchParams.get("page");
  if (page && /^\d{1,4}$/.test(page) && page !== "1") kept.set("page", page);
  const search = kept.toString();
  return search ? `?${search}` : "";
}
