import { isCalendarDay, shutdownDateLabel } from "~/domain/shutdown";

/**
 * What the success dialog shows after POST, redirect, GET: the ticket number and, from the result
 * query, the shutdown's date, asset and activities, which also make the calendar file's link.
 */
export const SHUTDOWN_TEXT_MAX = { asset: 200, activities: 100 } as const;

export interface ShutdownDetails {
  ticket: string;
  date: string;
  asset: string;
  activities: string;
}

/** The details when they are well-formed, else null (the dialog then shows the ticket alone). */
export function readShutdownDetails(params: URLSearchParams, ticket: string): ShutdownDetails | null {
  const date = params.get("date") ?? "";
  const asset = (params.get("asset") ?? "").trim();
  const activities = (params.get("activities") ?? "").trim();
  if (!isCalendarDay(date) || !asset || asset.length > SHUTDOWN_TEXT_MAX.asset || !activities || activities.length > SHUTDOWN_TEXT_MAX.activities) return null;
  return { ticket, date, asset, activities };
}

export function shutdownResult(request: Request, ticket: string) {
  const details = readShutdownDetails(new URL(request.url).searchParams, ticket);
  if (!details) return { ticket, dateLabel: null, asset: null, calendarHref: null };
  const query = new URLSearchParams({ ticket, date: details.date, asset: details.asset, activities: details.activities });
  return { ticket, dateLabel: shutdownDateLabel(details.date), asset: details.asset, calendarHref: `/plan-shutdown/calendar?${query}` };
}
