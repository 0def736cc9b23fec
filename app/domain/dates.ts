import { formatInTimeZone } from "date-fns-tz";

/** Every date the portal shows is in India Standard Time, on the server and in the browser alike. */
export const TIME_ZONE = "Asia/Kolkata";

function valid(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === "") return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** dd MMM yyyy hh:mm a, or NA. */
export function formatDateTime(value: string | number | Date | null | undefined): string {
  const date = valid(value);
  return date ? formatInTimeZone(date, TIME_ZONE, "dd MMM yyyy hh:mm a") : "NA";
}

/** dd MMM yyyy, or NA. */
export function formatDate(value: string | number | Date | null | undefined): string {
  const date = valid(value);
  return date ? formatInTimeZone(date, TIME_ZONE, "dd MMM yyyy") : "NA";
}

/** The calendar date in India, YYYY-MM-DD, for `<time dateTime>`; null for no or a bad date. */
export function isoDateInIndia(value: string | number | Date | null | undefined): string | null {
  const date = valid(value);
  return date ? formatInTimeZone(date, TIME_ZONE, "yyyy-MM-dd") : null;
}

/** Today's calendar date in India, YYYY-MM-DD (what warranty and AMC ends are compared with). */
export function todayInIndia(now: Date = new Date()): string {
  return formatInTimeZone(now, TIME_ZONE, "yyyy-MM-dd");
}
