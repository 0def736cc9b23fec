import { addDays, differenceInCalendarDays, format, parseISO } from "date-fns";
import { formatInTimeZone } from "date-fns-tz";
import { formatDate, TIME_ZONE } from "./dates";
import { objectHref } from "./links";

/**
 * Service contract (AMC) rules (spec document 2 sections 2.8, 2.9, 4.6, 9; document 3 sections 3,
 * 4, 5): contract dates, the AMC label of the card, who may renew and when, the renewal enquiry,
 * and the reschedule date's limits. Pure; see contracts.test.ts. Choices: docs/decisions/021.
 */

export const CONTRACT_PAGE_SIZE = 8;
/** The contract page's visits: page 1-based, 12 a page. */
export const VISIT_PAGE_SIZE = 12;

/** Renewal opens this many days before the contract ends (and stays open after it expired). */
export const RENEWAL_WINDOW_DAYS = 90;

/** The fixed part code of an AMC renewal (the spec hides the value; decision 021). */
export const AMC_RENEWAL_PART_CODE = "SC-AMC-RENEWAL";

/**
 * A contract date as a calendar day (YYYY-MM-DD): the upstream's `dd.mm.yyyy` expirationDate or an
 * ISO date. null when it is neither or not a real day.
 */
export function contractDay(value: string | null | undefined): string | null {
  if (!value) return null;
  const dotted = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(value.trim());
  const iso = dotted ? `${dotted[3]}-${dotted[2]}-${dotted[1]}` : value.trim().slice(0, 10);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) return null;
  const date = parseISO(iso);
  return Number.isNaN(date.getTime()) || format(date, "yyyy-MM-dd") !== iso ? null : iso;
}

/**
 * A contract day as every page shows it: dd MMM yyyy, or NA (the contract page's end date too, where
 * the spec wrote dd-MMM-yy: one date format everywhere, issue 42 §6, decision 094).
 */
export function formatContractDay(value: string | null | undefined): string {
  const day = contractDay(value);
  return day ? format(parseISO(day), "dd MMM yyyy") : "NA";
}

/** Today's calendar day in India (YYYY-MM-DD). */
export function todayInIndia(now: Date = new Date()): string {
  return formatInTimeZone(now, TIME_ZONE, "yyyy-MM-dd");
}

/**
 * A visit as the customer reads it (issue 31): Completed; Planned while its day is today or later;
 * Overdue once a pending visit's day has passed (no longer offered for the calendar). Other
 * statuses keep their own label.
 */
export function visitState(visit: { status: string | null; visitDate: string | null }, today: string): { label: string; upcoming: boolean } {
  const status = visit.status?.trim() ?? "";
  if (status.toLowerCase() !== "pending") return { label: status || "Status not given", upcoming: false };
  const day = contractDay(visit.visitDate);
  if (day && day < today) return { label: "Overdue", upcoming: false };
  return { label: "Planned", upcoming: Boolean(day) };
}

/** The first day a visit may be moved to: tomorrow in India (past dates and today are refused). */
export function earliestRescheduleDay(now: Date = new Date()): string {
  return format(addDays(parseISO(todayInIndia(now)), 1), "yyyy-MM-dd");
}

/** Expired when the end day is before today in India; the upstream's own flag wins when it sends one. */
export function isContractExpired(contract: { amcExpiried?: boolean | null; endDay: string | null }, now: Date = new Date()): boolean {
  if (typeof contract.amcExpiried === "boolean") return contract.amcExpiried;
  return contract.endDay !== null && contract.endDay < todayInIndia(now);
}

/** The card's AMC line: 'AMC until <dd MMM yyyy>' or 'AMC Expired'. */
export function amcLabel(expired: boolean, endDay: string | null): string {
  return expired ? "AMC Expired" : `AMC until ${formatContractDay(endDay)}`;
}

/**
 * The Contracts filter's AMC statuses (issue 33 §1): active (more than 90 days left), expiring
 * (ends within the renewal window, not yet ended) and expired. The upstream takes them in upper
 * case (`amcStatus`) and judges them against its own clock, as it does `amcExpiried`.
 */
export const AMC_STATUS_OPTIONS = [
  { value: "active", label: "Active" },
  { value: "expiring", label: `Expiring in ${RENEWAL_WINDOW_DAYS} days` },
  { value: "expired", label: "Expired" },
] as const;
export type AmcStatus = (typeof AMC_STATUS_OPTIONS)[number]["value"];

/** A contract's AMC status for its end day, today in India. */
export function amcStatusOf(contract: { endDay: string | null; expired: boolean }, now: Date = new Date()): AmcStatus {
  if (contract.expired) return "expired";
  if (contract.endDay === null) return "active";
  return differenceInCalendarDays(parseISO(contract.endDay), parseISO(todayInIndia(now))) <= RENEWAL_WINDOW_DAYS ? "expiring" : "active";
}

export type RenewBlock = "internal" | "too-early" | null;

/**
 * Who may renew (the spec's hidden permission rule, our reading, decision 021): not staff,
 * impersonating admins or the profile at index 4, and only from 90 days before the end day on
 * (expired contracts included).
 */
export function renewBlock(contract: { endDay: string | null; expired: boolean }, internal: boolean, now: Date = new Date()): RenewBlock {
  if (internal) return "internal";
  if (contract.expired || contract.endDay === null) return null;
  const daysLeft = differenceInCalendarDays(parseISO(contract.endDay), parseISO(todayInIndia(now)));
  return daysLeft > RENEWAL_WINDOW_DAYS ? "too-early" : null;
}

/**
 * A renewal already asked for (an open renewal enquiry; issue 32 §2): the contract says so instead
 * of offering a second Renew, and a second post is refused with the same words.
 */
export function renewalRequestedText(renewal: { on: string | null; ticketNumber: string | null }): string {
  const day = formatDate(renewal.on);
  const when = day === "NA" ? "" : ` on ${day}`;
  return `Renewal requested${when}${renewal.ticketNumber ? `, ticket ${renewal.ticketNumber}` : ""}.`;
}

/**
 * A reschedule asked for a visit (issue 42 §4, issue 52 §3): said on the contract, on its visit,
 * on Home and in Reschedule Visit opened again, 'Reschedule to 05 Dec 2026 requested on 03 Dec
 * 2026, ticket TCK-200001.'; null when none was asked.
 */
export function rescheduleRequestedText(request: { to: string | null | undefined; ticketNumber: string | null | undefined; on?: string | null }): string | null {
  if (!request.to && !request.ticketNumber) return null;
  const day = formatContractDay(request.to);
  const on = formatDate(request.on ?? null);
  return `Reschedule${day === "NA" ? "" : ` to ${day}`} requested${on === "NA" ? "" : ` on ${on}`}${request.ticketNumber ? `, ticket ${request.ticketNumber}` : ""}.`;
}

/** What a second request for the same visit is told, and what its form says (issue 52 §3). */
export function rescheduleReplacesText(requested: string): string {
  return `${requested} A new date replaces that request.`;
}

export const RENEW_BLOCK_TEXT: Record<Exclude<RenewBlock, null>, string> = {
  internal: "Staff, administrators acting as a customer and this profile cannot renew a contract.",
  "too-early": `Renewal opens ${RENEWAL_WINDOW_DAYS} days before the contract ends.`,
};

export interface RenewableContract {
  serviceId: string;
  orderedItem: string;
  description: string;
  assetId: string;
  assetName: string | null;
  thermaxName: string | null;
  expirationDate: string | null;
}

/**
 * The AMC renewal enquiry (document 3 section 3): the asset, one service entry (quantity 1) and
 * the renewal draft with the fixed part code and type STANDARD.
 */
export function amcEnquiry(contract: RenewableContract) {
  const assetName = contract.assetName ?? contract.thermaxName ?? contract.assetId;
  const serviceName = `${contract.description} renewal`;
  return {
    enquiryAssetId: contract.assetId,
    name: assetName,
    thermaxName: contract.thermaxName ?? "",
    services: [
      {
        serviceId: contract.serviceId,
        name: serviceName,
        description: contract.description,
        type: "STANDARD",
        quantity: 1,
        assetId: contract.assetId,
      },
    ],
    renewal: {
      partCode: AMC_RENEWAL_PART_CODE,
      description: contract.description,
      serviceName,
      assetName,
      thermaxName: contract.thermaxName ?? "",
      assetId: contract.assetId,
      serviceId: contract.serviceId,
      type: "STANDARD" as const,
      expirationDate: contract.expirationDate,
    },
  };
}

/**
 * The asset page's service contract section (issue 42 §1): one truth from the asset's own
 * contracts. 'AMC Expired' and Renew only for a contract that existed and ended, Renew opening that
 * contract's renewal (or, once asked for, the renewal's trace); with no contract, the warranty
 * while it runs ('Under warranty until …') and a way to ask for an AMC.
 */
export type AssetContractView =
  | { kind: "failed" }
  | { kind: "active"; items: { serviceId: string; code: string; description: string; until: string; visits: string; href: string }[] }
  | { kind: "expired"; serviceId: string; endedOn: string; renewHref: string | null; renewalRequested: string | null; detailsHref: string }
  | { kind: "uncovered"; warrantyUntil: string | null; askHref: string };

interface AssetContractInput {
  /** The asset's active contracts (get-active-service-contract), null when the call failed. */
  active: { serviceId: string; orderedItem: string | null; description: string | null; contractEndDate: string | null; completedCount?: number | null; pendingCount?: number | null; visitsCount?: number | null }[] | null;
  /** Every contract of the asset (getActiveServices?assetId), null when the call failed. */
  all: { serviceId: string; contractEndDate: string | null; amcDate: string | null; expirationDate: string | null; amcExpiried: boolean | null; renewalEnquiryId: string | null; renewalRequestedOn: string | null; renewalTicketNumber: string | null }[] | null;
  /** The asset's warranty end (YYYY-MM-DD or ISO), null when none. */
  warrantyEnd: string | null;
  assetId: string;
  /** The asset page's address (Close and Back of what opens from here). */
  self: string;
}

export function assetContractView(input: AssetContractInput, now: Date = new Date()): AssetContractView {
  const { active, all, assetId, self } = input;
  const back = encodeURIComponent(self);
  // Without both answers the section cannot tell an ended contract from none: it says it failed.
  if (active === null || (active.length === 0 && all === null)) return { kind: "failed" };
  if (active.length > 0) {
    return {
      kind: "active",
      items: active.map((c) => ({
        serviceId: c.serviceId,
        code: c.orderedItem ?? "NA",
        description: c.description ?? "Annual Service Contract",
        until: formatContractDay(c.contractEndDate),
        visits: `${c.completedCount ?? 0} completed, ${c.pendingCount ?? 0} pending of ${c.visitsCount ?? 0}`,
        href: objectHref({ kind: "contract", serviceId: c.serviceId }, { back: self }),
      })),
    };
  }
  // The latest contract that ended: the one to renew.
  const ended = (all ?? [])
    .map((c) => ({ c, endDay: contractDay(c.contractEndDate ?? c.amcDate ?? c.expirationDate) }))
    .filter((e) => isContractExpired({ amcExpiried: e.c.amcExpiried, endDay: e.endDay }, now))
    .sort((a, b) => (b.endDay ?? "").localeCompare(a.endDay ?? ""))[0];
  if (ended) {
    const id = encodeURIComponent(ended.c.serviceId);
    return {
      kind: "expired",
      serviceId: ended.c.serviceId,
      endedOn: formatContractDay(ended.endDay),
      renewHref: ended.c.renewalEnquiryId ? null : `/contracts/${id}/renew?returnTo=${back}`,
      renewalRequested: ended.c.renewalEnquiryId ? renewalRequestedText({ on: ended.c.renewalRequestedOn, ticketNumber: ended.c.renewalTicketNumber }) : null,
      detailsHref: objectHref({ kind: "contract", serviceId: ended.c.serviceId }, { back: self }),
    };
  }
  const warrantyDay = contractDay(input.warrantyEnd);
  return {
    kind: "uncovered",
    warrantyUntil: warrantyDay && warrantyDay >= todayInIndia(now) ? formatContractDay(warrantyDay) : null,
    askHref: `/quotes/new?type=equipment&amcFor=${encodeURIComponent(assetId)}&returnTo=${back}`,
  };
}
