/** Display rules for profile fields (spec document 1 section 3). */

/** 'INDIA- +91' or 'India +91' is shown as 'India- +91'. */
export function formatIcc(icc: string | null | undefined): string {
  if (!icc) return "";
  const match = /^\s*([A-Za-z][A-Za-z .&'-]*?)\s*-?\s*(\+\d{1,4})\s*$/.exec(icc);
  if (!match) return icc.trim();
  const country = match[1]
    .toLowerCase()
    .replace(/(^|[\s-])([a-z])/g, (_, sep: string, ch: string) => `${sep}${ch.toUpperCase()}`);
  return `${country}- ${match[2]}`;
}

/** The last 10 digits of a phone number are shown. */
export function lastTenDigits(phone: string | null | undefined): string {
  const digits = (phone ?? "").replace(/\D/g, "");
  return digits.slice(-10);
}
