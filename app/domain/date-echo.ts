/**
 * A chosen calendar day (YYYY-MM-DD, a date input's value) in the spec's formats, next to the date
 * input, whose own display follows the browser's locale (issue 33 §4; decision 066): dd Mon yyyy
 * for the reschedule date (spec document 3 section 3), dd-MM-yyyy for the other date pickers (the
 * format the spec lists for them, decision 021). No date library: this runs in the browser too.
 * Pure; tested in date-echo.test.ts.
 */
export type EchoFormat = "dd Mon yyyy" | "dd-MM-yyyy";

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

export function echoDate(value: string | null | undefined, format: EchoFormat): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value?.trim() ?? "");
  if (!match) return null;
  const [, y, m, d] = match;
  const month = Number(m);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(Number(y), month, 0)).getUTCDate()) return null;
  return format === "dd-MM-yyyy" ? `${d}-${m}-${y}` : `${d} ${MONTHS[month - 1]} ${y}`;
}
