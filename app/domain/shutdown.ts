import { addDays } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { TIME_ZONE } from "./dates";

/**
 * Register Planned Shutdown (spec document 3 sections 3 to 5 and 9). Dates are calendar days in
 * India Standard Time. Pure; tested in shutdown.test.ts.
 */
export const SHUTDOWN_LIMITS = { plannedActivities: 100, additionalNotes: 500 } as const;

export const SHUTDOWN_MESSAGES = {
  asset: "Asset is required",
  date: "Shutdown Date is required",
  future: "Date should be a future date",
  activities: "Planned Activities are required",
  activitiesLength: `Planned Activities cannot be more than ${SHUTDOWN_LIMITS.plannedActivities} characters`,
  notesLength: `Additional Notes cannot be more than ${SHUTDOWN_LIMITS.additionalNotes} characters`,
} as const;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (no 2026-02-30). */
export function isCalendarDay(value: string): boolean {
  const m = ISO_DAY.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/** Today's calendar day in Kolkata, YYYY-MM-DD. */
export function todayInKolkata(now: Date = new Date()): string {
  return formatInTimeZone(now, TIME_ZONE, "yyyy-MM-dd");
}

/** The earliest shutdown date: tomorrow in Kolkata (the date input's `min`). */
export function earliestShutdownDate(now: Date = new Date()): string {
  const [y, m, d] = todayInKolkata(now).split("-").map(Number);
  return addDays(new Date(Date.UTC(y, m - 1, d, 12)), 1).toISOString().slice(0, 10);
}

/** A shutdown date must be a calendar day after today in Kolkata. */
export function isFutureShutdownDate(value: string, now: Date = new Date()): boolean {
  return isCalendarDay(value) && value >= earliestShutdownDate(now);
}

/** "2026-12-05" → "05 Dec 2026" (the spec's dd Mon yyyy). */
export function shutdownDateLabel(value: string): string {
  if (!isCalendarDay(value)) return value;
  const [y, m, d] = value.split("-").map(Number);
  return formatInTimeZone(new Date(Date.UTC(y, m - 1, d, 12)), "UTC", "dd MMM yyyy");
}
