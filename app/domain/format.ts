/** Display formats shared by every screen (spec document 2 section 9). Pure; see format.test.ts. */

/** Numbers, counts and unread badges are zero-padded to 2 digits: 4 → "04", 12 → "12", 120 → "120". */
export function pad2(value: number): string {
  const n = Number.isFinite(value) ? Math.max(0, Math.trunc(value)) : 0;
  return String(n).padStart(2, "0");
}
