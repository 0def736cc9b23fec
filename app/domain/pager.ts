/**
 * The pager's page window (spec document 2 sections 5 and 9): at most `size` page numbers (6),
 * the current page centred where possible. Pages are 1-based here, as in the URL. Pure.
 */
export const PAGER_WINDOW = 6;

/**
 * The page numbers to show. With an even size the current page sits just left of the middle
 * (size 6: two before, three after), and the window slides against either end so it always shows
 * `size` numbers when there are that many pages.
 */
export function pagerWindow(current: number, totalPages: number, size = PAGER_WINDOW): number[] {
  const total = Math.max(0, Math.trunc(totalPages));
  const width = Math.max(1, Math.trunc(size));
  if (total === 0) return [];
  const page = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const before = Math.floor((width - 1) / 2);
  const start = Math.max(1, Math.min(page - before, total - width + 1));
  const end = Math.min(total, start + width - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

/** Total pages for a total element count and page size (at least 0). */
export function pageCount(totalElements: number, pageSize: number): number {
  if (totalElements <= 0 || pageSize <= 0) return 0;
  return Math.ceil(totalElements / pageSize);
}
