import { createEvent, type EventAttributes } from "ics";
import { rfc5545 } from "./ics-lines";
import { isCalendarDay } from "./shutdown";

/**
 * The planned shutdown as an iCalendar file (RFC 5545), made on the server with the `ics`
 * library (it escapes text), its lines folded at 75 octets by `rfc5545` (decision 110). The shutdown is a whole calendar day in India
 * Standard Time, so the event is an all-day event on that date (DTSTART;VALUE=DATE), which every
 * calendar shows on that day whatever its own time zone; DTSTAMP is the moment the file was made.
 */
export interface ShutdownEvent {
  ticketNumber: string;
  /** YYYY-MM-DD, a day in Kolkata. */
  shutdownDate: string;
  assetName: string;
  plannedActivities: string;
}

export const ICS_CONTENT_TYPE = "text/calendar; charset=utf-8";

export function shutdownIcs(event: ShutdownEvent, now: Date = new Date()): string {
  if (!isCalendarDay(event.shutdownDate)) throw new Error("shutdownDate must be YYYY-MM-DD");
  const [y, m, d] = event.shutdownDate.split("-").map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1));
  // `timestamp` (DTSTAMP) is read by the library but missing from its types.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: "-//Thermax//Customer Portal//EN",
    uid: `${event.ticketNumber}@customer-portal.thermax`,
    start: [y, m, d],
    end: [next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate()],
    timestamp: now.getTime(),
    title: `Planned shutdown: ${event.assetName}`,
    description: `Ticket ${event.ticketNumber}. Planned activities: ${event.plannedActivities}`,
    status: "CONFIRMED",
    busyStatus: "BUSY",
    calName: "Thermax planned shutdowns",
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("The calendar file could not be made");
  return rfc5545(value);
}

/** `shutdown-TCK-300001.ics`: letters, digits and dashes of the ticket number only (the route's header goes through `dispositionOf`). */
export function icsFileName(ticketNumber: string): string {
  const safe = ticketNumber.replace(/[^A-Za-z0-9-]/g, "");
  return `shutdown-${safe || "request"}.ics`;
}
