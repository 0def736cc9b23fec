/** Display formats shared by every screen (spec document 2 section 9). Pure; see format.test.ts. */

/**
 * Numbers, counts, page numbers and unread badges as plain numbers: 4 → "4", 120 → "120" (issue 31,
 * decision 066: the spec's two-digit padding read "05" where a customer reads 5).
 */
export function countText(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return String(n);
}

/**
 * What a filtered list found, as its results heading says it: "1 ticket", "12 tickets" (the
 * loaders write it, so no rule ships to the browser).
 */
export function countOf(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** A file size for people: "820 bytes", "12 KB", "2.4 MB" (1 KB = 1024 bytes). */
export function fileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return "NA";
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
