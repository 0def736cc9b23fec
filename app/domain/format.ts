/** Display formats shared by every screen (spec document 2 section 9). Pure; see format.test.ts. */

/** Numbers, counts and unread badges are zero-padded to 2 digits: 4 → "04", 12 → "12", 120 → "120". */
export function pad2(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return String(n).padStart(2, "0");
}

/** A file size for people: "820 bytes", "12 KB", "2.4 MB" (1 KB = 1024 bytes). */
export function fileSize(bytes: number | null | undefined): string {
  if (bytes == null || !Number.isFinite(bytes) || bytes < 0) return "NA";
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
