import { ticketThreadHref } from "~/domain/links";
import { isCalendarDay, shutdownDateLabel } from "~/domain/shutdown";
import { dialogResultWithDetails, TICKET_NUMBER } from "~/forms/dialog.server";
import type { Auth } from "~/session/guard.server";

/**
 * What the success dialog shows after POST, redirect, GET: the ticket number and the shutdown's
 * date, asset and activities, kept in the user's result cookie (session/result-flash.server.ts),
 * never read from the URL. The calendar file is made from the same cookie.
 */
export const SHUTDOWN_TEXT_MAX = { asset: 200, activities: 100 } as const;

export const SHUTDOWN_PATH = "/plan-shutdown";

export interface ShutdownDetails {
  ticket: string;
  date: string;
  asset: string;
  activities: string;
}

/** The details when they are well-formed, else null (the dialog then shows the ticket alone). */
export function readShutdownDetails(details: Record<string, string>, ticket: string): ShutdownDetails | null {
  const date = details.date ?? "";
  const asset = (details.asset ?? "").trim();
  const activities = (details.activities ?? "").trim();
  if (!isCalendarDay(date) || !asset || asset.length > SHUTDOWN_TEXT_MAX.asset || !activities || activities.length > SHUTDOWN_TEXT_MAX.activities) return null;
  return { ticket, date, asset, activities };
}

/** The shutdown this user just registered, named by ticket number in `request`'s URL (`done` or `ticket`). */
export async function keptShutdown(request: Request, auth: Pick<Auth, "user">, param: "done" | "ticket"): Promise<{ ticket: string; details: ShutdownDetails | null } | null> {
  const url = new URL(request.url);
  // The calendar file's own address names the ticket; the result is looked up as the dialog's.
  const asked = new Request(`${url.origin}${SHUTDOWN_PATH}?done=${encodeURIComponent(url.searchParams.get(param) ?? "")}`, { headers: request.headers });
  const kept = await dialogResultWithDetails(asked, auth, TICKET_NUMBER);
  return kept ? { ticket: kept.value, details: readShutdownDetails(kept.details, kept.value) } : null;
}

export function shutdownResult(ticket: string, details: ShutdownDetails | null) {
  const ticketHref = ticketThreadHref(ticket);
  if (!details) return { ticket, ticketHref, dateLabel: null, asset: null, calendarHref: null };
  return { ticket, ticketHref, dateLabel: shutdownDateLabel(details.date), asset: details.asset, calendarHref: `${SHUTDOWN_PATH}/calendar?${new URLSearchParams({ ticket })}` };
}
