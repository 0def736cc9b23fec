/** The list's query the invite dialog keeps (only the page), so closing it returns to the same page. */
export function teamListSearch(url: URL): string {
  const page = url.searchParams.get("page");
  return page && /^\d{1,4}$/.test(page) && page !== "1" ? `?page=${page}` : "";
}
