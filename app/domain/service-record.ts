import { addMonths, differenceInCalendarDays, format, parseISO } from "date-fns";
import { isoDateInIndia } from "./dates";
import { TICKET_FILTER_TYPES, normaliseTicketFilter } from "./tickets";

/**
 * The service record (issue 44 §3, decision 103): a company's last twelve months from the lists
 * the portal already reads. Pure figures on plain inputs and a given 'today' (YYYY-MM-DD in
 * India), and the list each figure links to. The charts' geometry is in service-record-charts.ts.
 */

/** Statuses that end a ticket; every other status is open. */
export const ENDED_STATUSES = ["Completed", "Closed", "Invalid"] as const;
/** The open statuses, as the Tickets filter offers them (no type chosen). */
export const OPEN_STATUSES = ["Open", "Drafted", "Validated", "Registered", "Resolution In Progress"] as const;

export interface RecordTicket {
  createdOn: string | null;
  closedOn: string | null;
  type: string;
  status: string;
}
export interface RecordOrder {
  edd: string | null;
  closedOn: string | null;
}
export interface RecordVisit {
  visitDate: string | null;
  status: string | null;
}

export interface Month {
  /** YYYY-MM */
  key: string;
  /** "Dec 2025" */
  label: string;
  /** "Dec" */
  short: string;
}

/** The twelve calendar months (India) ending with today's, oldest first. */
export function recordMonths(today: string): Month[] {
  const first = addMonths(parseISO(`${today.slice(0, 7)}-01`), -11);
  return Array.from({ length: 12 }, (_, i) => {
    const d = addMonths(first, i);
    return { key: format(d, "yyyy-MM"), label: format(d, "MMM yyyy"), short: format(d, "MMM") };
  });
}

const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);
const monthOf = (value: string | null): string | null => isoDateInIndia(value)?.slice(0, 7) ?? null;

export interface TicketMonth extends Month {
  opened: number;
  closed: number;
}

/** Tickets opened and tickets closed in each month (India), by `createdOn` and `closedOn`. */
export function ticketsByMonth(tickets: readonly RecordTicket[], months: readonly Month[]): TicketMonth[] {
  return months.map((m) => ({
    ...m,
    opened: tickets.filter((t) => monthOf(t.createdOn) === m.key).length,
    closed: tickets.filter((t) => isEnded(t.status) && monthOf(t.closedOn) === m.key).length,
  }));
}

/** The type a ticket is filtered by: New Equipment Request tickets come with Quotation (the Tickets filter's rule). */
export function filterTypeOf(type: string): string {
  return type === "New Equipment Request" ? "Quotation" : type;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export interface TypeMedian {
  type: string;
  closed: number;
  /** Days, one decimal. */
  medianDays: number;
}

/**
 * The median days from opened to closed, per ticket type, of the tickets closed within the months
 * (those with both dates); types in the Tickets filter's order, others after them by name.
 */
export function medianDaysToClose(tickets: readonly RecordTicket[], months: readonly Month[]): TypeMedian[] {
  const keys = new Set(months.map((m) => m.key));
  const byType = new Map<string, number[]>();
  for (const t of tickets) {
    const month = monthOf(t.closedOn);
    if (!isEnded(t.status) || !month || !keys.has(month) || !t.createdOn) continue;
    const days = (Date.parse(t.closedOn as string) - Date.parse(t.createdOn)) / 86_400_000;
    if (!Number.isFinite(days) || days < 0) continue;
    const type = filterTypeOf(t.type);
    byType.set(type, [...(byType.get(type) ?? []), days]);
  }
  const order = (type: string) => {
    const i = (TICKET_FILTER_TYPES as readonly string[]).indexOf(type);
    return i < 0 ? TICKET_FILTER_TYPES.length : i;
  };
  return [...byType.entries()]
    .map(([type, days]) => ({ type, closed: days.length, medianDays: Math.round((median(days) ?? 0) * 10) / 10 }))
    .sort((a, b) => order(a.type) - order(b.type) || a.type.localeCompare(b.type));
}

export interface VisitMonth extends Month {
  due: number;
  done: number;
}

/**
 * AMC visits due in each month (scheduled on a day up to today) and how many of those were done
 * (Completed). A visit scheduled after today is not due yet.
 */
export function visitsByMonth(visits: readonly RecordVisit[], months: readonly Month[], today: string): VisitMonth[] {
  const due = visits.filter((v) => v.visitDate && v.visitDate.slice(0, 10) <= today);
  return months.map((m) => {
    const inMonth = due.filter((v) => (v.visitDate as string).slice(0, 7) === m.key);
    return { ...m, due: inMonth.length, done: inMonth.filter((v) => v.status?.toLowerCase() === "completed").length };
  });
}

export interface OrderTimeliness {
  onTime: number;
  late: number;
  /** Delivered without a readiness date to compare with. */
  undated: number;
}

/**
 * Closed orders delivered within the months: on or before their readiness date (edd), after it,
 * or without a readiness date.
 */
export function ordersOnTime(orders: readonly RecordOrder[], months: readonly Month[]): OrderTimeliness {
  const keys = new Set(months.map((m) => m.key));
  const result: OrderTimeliness = { onTime: 0, late: 0, undated: 0 };
  for (const o of orders) {
    const delivered = o.closedOn?.slice(0, 10);
    if (!delivered || !keys.has(delivered.slice(0, 7))) continue;
    const ready = o.edd?.slice(0, 10);
    if (!ready || !/^\d{4}-\d{2}-\d{2}$/.test(ready)) result.undated++;
    else if (delivered <= ready) result.onTime++;
    else result.late++;
  }
  return result;
}

export const AGE_BUCKETS = [
  { label: "0–7 days", min: 0, max: 7 },
  { label: "8–30 days", min: 8, max: 30 },
  { label: "31–90 days", min: 31, max: 90 },
  { label: "Over 90 days", min: 91, max: Infinity },
] as const;

export interface AgeBucket {
  label: string;
  count: number;
}

/** Open tickets now by age in days since they were opened (India calendar days). */
export function openByAge(tickets: readonly RecordTicket[], today: string): AgeBucket[] {
  const ages = tickets
    .filter((t) => !isEnded(t.status))
    .map((t) => isoDateInIndia(t.createdOn))
    .map((day) => (day ? Math.max(0, differenceInCalendarDays(parseISO(today), parseISO(day))) : 0));
  return AGE_BUCKETS.map((b) => ({ label: b.label, count: ages.filter((a) => a >= b.min && a <= b.max).length }));
}

/** The Tickets list of the company (All Tickets), filtered by types and statuses the filter offers for them. */
export function ticketsHref(filter: { types?: string[]; statuses?: readonly string[] } = {}): string {
  const { types, statuses } = normaliseTicketFilter({ types: filter.types ?? [], statuses: [...(filter.statuses ?? [])] });
  const params = new URLSearchParams({ view: "all" });
  for (const t of types) params.append("type", t);
  for (const s of statuses) params.append("status", s);
  return `/dashboard/tickets?${params}`;
}

export const RECORD_LINKS = {
  opened: ticketsHref(),
  closed: ticketsHref({ statuses: ENDED_STATUSES }),
  open: ticketsHref({ statuses: OPEN_STATUSES }),
  closedOfType: (type: string) => ticketsHref({ types: [type], statuses: ENDED_STATUSES }),
  orders: "/dashboard/spares-and-services?view=history",
  contracts: "/dashboard/contracts",
} as const;

/** A section whose list could not be read says so in its place (decision 103). */
export const RECORD_FAILED = {
  tickets: "We could not load your tickets right now, so this figure is not shown. Please try again in a moment.",
  orders: "We could not load your order history right now, so this figure is not shown. Please try again in a moment.",
  visits: "We could not load your contracts' visits right now, so this figure is not shown. Please try again in a moment.",
} as const;

export interface RecordFigures {
  months: Month[];
  /** The first and last day of the twelve months, for the page's heading (YYYY-MM-DD). */
  from: string;
  to: string;
  tickets: { months: TicketMonth[]; opened: number; closed: number; summary: string } | null;
  medians: { rows: TypeMedian[]; summary: string } | null;
  visits: { months: VisitMonth[]; due: number; done: number; summary: string } | null;
  orders: (OrderTimeliness & { total: number; summary: string }) | null;
  age: { buckets: AgeBucket[]; open: number; summary: string } | null;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** Every figure of the page with its one-sentence summary; a list that failed (null) leaves its figures null. */
export function serviceRecordFigures(lists: { tickets: readonly RecordTicket[] | null; orders: readonly RecordOrder[] | null; visits: readonly RecordVisit[] | null }, today: string): RecordFigures {
  const months = recordMonths(today);
  const base = { months, from: `${months[0].key}-01`, to: today };
  let tickets: RecordFigures["tickets"] = null;
  let medians: RecordFigures["medians"] = null;
  let age: RecordFigures["age"] = null;
  if (lists.tickets) {
    const perMonth = ticketsByMonth(lists.tickets, months);
    const opened = perMonth.reduce((n, m) => n + m.opened, 0);
    const closed = perMonth.reduce((n, m) => n + m.closed, 0);
    const busiest = perMonth.reduce((a, b) => (b.opened > a.opened ? b : a), perMonth[0]);
    tickets = {
      months: perMonth,
      opened,
      closed,
      summary:
        opened + closed === 0
          ? "No tickets were opened or closed in the last 12 months."
          : `${plural(opened, "ticket")} opened and ${closed} closed in the last 12 months` +
            (busiest.opened > 0 ? `; the most were opened in ${busiest.label} (${busiest.opened}).` : "."),
    };
    const rows = medianDaysToClose(lists.tickets, months);
    const slowest = rows.reduce<TypeMedian | null>((a, b) => (a && a.medianDays >= b.medianDays ? a : b), null);
    medians = {
      rows,
      summary: slowest
        ? `Across ${plural(rows.reduce((n, row) => n + row.closed, 0), "ticket")} closed in the last 12 months, ${slowest.type} took the longest to close: a median of ${plural(slowest.medianDays, "day")}.`
        : "No tickets were closed in the last 12 months.",
    };
    const buckets = openByAge(lists.tickets, today);
    const open = buckets.reduce((n, b) => n + b.count, 0);
    const old = buckets[buckets.length - 1].count;
    age = {
      buckets,
      open,
      summary: open === 0 ? "No tickets are open now." : `${plural(open, "ticket is", "tickets are")} open now; ${old} of them for more than 90 days.`,
    };
  }
  let visits: RecordFigures["visits"] = null;
  if (lists.visits) {
    const perMonth = visitsByMonth(lists.visits, months, today);
    const due = perMonth.reduce((n, m) => n + m.due, 0);
    const done = perMonth.reduce((n, m) => n + m.done, 0);
    visits = {
      months: perMonth,
      due,
      done,
      summary: due === 0 ? "No AMC visits were due in the last 12 months." : `${done} of ${plural(due, "AMC visit")} due in the last 12 months ${done === 1 ? "was" : "were"} done (${Math.round((done / due) * 100)}%).`,
    };
  }
  let orders: RecordFigures["orders"] = null;
  if (lists.orders) {
    const t = ordersOnTime(lists.orders, months);
    const total = t.onTime + t.late + t.undated;
    orders = {
      ...t,
      total,
      summary:
        total === 0
          ? "No orders were delivered in the last 12 months."
          : `${t.onTime} of ${plural(total, "order")} delivered in the last 12 months ${t.onTime === 1 ? "was" : "were"} ready on or before the readiness date; ${t.late} after it.`,
    };
  }
  return { ...base, tickets, medians, visits, orders, age };
}
