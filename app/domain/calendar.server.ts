import { fromZonedTime } from "date-fns-tz";
import { createEvent } from "ics";
import { TIME_ZONE } from "./dates";
import { rfc5545 } from "./ics-lines";

/**
 * Calendar files (.ics) for a contract's pending visits and its end date (decision 021). Built with
 * the `ics` library (escaping, UID, DTSTAMP), its lines then written as RFC 5545 asks (`rfc5545`:
 * folded at 75 octets, `P1D`; decision 110). Times are India Standard Time, written
 * as UTC instants, so every calendar shows them right in its own zone:
 *
 * - a visit is a timed event from 09:00 to 18:00 IST on its day (the support hours, when engineers
 *   visit), so the plant team blocks the working day;
 * - the contract's end is an all-day event on its IST calendar day.
 */
const PRODUCT_ID = "thermax-customer-portal/contracts";

function dayParts(day: string): [number, number, number] {
  const [y, m, d] = day.split("-").map(Number);
  return [y, m, d];
}

function istInstant(day: string, hour: number): number {
  return fromZonedTime(`${day}T${String(hour).padStart(2, "0")}:00:00`, TIME_ZONE).getTime();
}

function build(attributes: Parameters<typeof createEvent>[0]): string {
  const { error, value } = createEvent(attributes);
  if (error || !value) throw error ?? new Error("calendar event could not be built");
  return rfc5545(value);
}

export interface VisitEvent {
  serviceId: string;
  visitId: string;
  /** YYYY-MM-DD, an IST calendar day. */
  day: string;
  assetName: string;
  engineerName: string | null;
  portalUrl: string;
}

export function visitCalendar(v: VisitEvent): string {
  return build({
    productId: PRODUCT_ID,
    uid: `${v.serviceId}.${v.visitId}@thermax-customer-portal`,
    title: `AMC service visit: ${v.assetName}`,
    description: `Annual Service Contract ${v.serviceId}, visit ${v.visitId}${v.engineerName ? `, engineer ${v.engineerName}` : ""}. 09:00 to 18:00 IST. Contract details: ${v.portalUrl}`,
    start: istInstant(v.day, 9),
    startInputType: "utc",
    startOutputType: "utc",
    end: istInstant(v.day, 18),
    endInputType: "utc",
    endOutputType: "utc",
    url: v.portalUrl,
    status: "CONFIRMED",
    busyStatus: "BUSY",
  });
}

export interface ContractEndEvent {
  serviceId: string;
  /** YYYY-MM-DD, an IST calendar day. */
  day: string;
  assetName: string;
  portalUrl: string;
}

export function contractEndCalendar(c: ContractEndEvent): string {
  const [y, m, d] = dayParts(c.day);
  return build({
    productId: PRODUCT_ID,
    uid: `${c.serviceId}.end@thermax-customer-portal`,
    title: `AMC ends: ${c.assetName}`,
    description: `Annual Service Contract ${c.serviceId} ends on this day (IST). Renewal opens 90 days before. Contract details: ${c.portalUrl}`,
    start: [y, m, d],
    duration: { days: 1 },
    url: c.portalUrl,
    transp: "TRANSPARENT",
    busyStatus: "FREE",
  });
}

/** A calendar file name of letters, digits, dots and dashes only (the route's header goes through `dispositionOf`). */
export function calendarFileName(name: string): string {
  return name.replace(/[^A-Za-z0-9._-]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 100) || "calendar.ics";
}
