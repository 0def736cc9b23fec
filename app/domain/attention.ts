import { contractDay, RENEWAL_WINDOW_DAYS, rescheduleRequestedText } from "./contracts";
import { formatDate } from "./dates";
import { ticketTypeLabel } from "./labels";
import { isComplaintType, objectHref, objectName, ticketThreadHref, type PortalObject } from "./links";
import { isClosedOrder, orderKindOf } from "./orders";

/**
 * 'Needs your attention', first on Home (issue 34 §1, decision 074): what is waiting on the
 * customer, built from the lists Home reads in its one parallel round of upstream calls. Each item
 * is one sentence naming its object and one link that opens that object. Pure; see attention.test.ts.
 */

/** At most this many items on Home; the rest are behind 'See all' links. */
export const ATTENTION_LIMIT = 6;
/** In the first pass no kind takes more than this many places, so one busy kind cannot hide the others. */
export const ATTENTION_PER_KIND_FIRST = 2;
/** A service visit this many days ahead (or fewer) is due. */
export const VISIT_DUE_DAYS = 14;

/** The kinds, most urgent first: the order of this list is the order on Home. */
export const ATTENTION_KINDS = [
  // The maker wrote and waits for the customer.
  "reply",
  // Already late: a visit that did not happen, cover that ended, an order behind its date.
  "visit-overdue",
  "contract-expired",
  "order-late",
  // Coming: a renewal window that is open, a visit in the next two weeks.
  "renewal-open",
  "visit-due",
  // Whenever it suits: feedback on a delivered order, documents not opened yet.
  "order-feedback",
  "documents",
] as const;
export type AttentionKind = (typeof ATTENTION_KINDS)[number];

/**
 * 'See all' per kind (issue 42 §5): what the hidden items are, counted ('8 more late orders'), and
 * the list they belong to, filtered to them where its filter can say it (expired contracts, those
 * open for renewal, running contracts for visits, the order history for feedback).
 */
const SEE_MORE: Record<AttentionKind, { one: string; many: string; href: string }> = {
  reply: { one: "ticket with a reply", many: "tickets with a reply", href: "/dashboard/tickets" },
  "visit-overdue": { one: "overdue service visit", many: "overdue service visits", href: "/dashboard/contracts?amc=active&amc=expiring" },
  "contract-expired": { one: "expired contract", many: "expired contracts", href: "/dashboard/contracts?amc=expired" },
  "order-late": { one: "late order", many: "late orders", href: "/dashboard/spares-and-services?due=late" },
  "renewal-open": { one: "contract open for renewal", many: "contracts open for renewal", href: "/dashboard/contracts?amc=expiring" },
  "visit-due": { one: "service visit due soon", many: "service visits due soon", href: "/dashboard/contracts?amc=active&amc=expiring" },
  "order-feedback": { one: "delivered order to rate", many: "delivered orders to rate", href: "/dashboard/spares-and-services?view=history&due=feedback" },
  documents: { one: "asset with new documents", many: "assets with new documents", href: "/dashboard/assets?view=all" },
};

export interface AttentionItem {
  kind: AttentionKind;
  /** Unique among the items (kind and object). */
  key: string;
  /** The sentence, naming the object. */
  text: string;
  /** The one action: opens the object itself. `label` is visible, `name` completes it for screen readers. */
  action: { label: string; href: string; name: string };
}

export interface SeeAll {
  kind: AttentionKind;
  /** '8 more late orders'. */
  label: string;
  href: string;
  /** Items of this kind not shown on Home. */
  more: number;
}

export interface AttentionView {
  items: AttentionItem[];
  seeAll: SeeAll[];
  /** Every item found, shown or not. */
  total: number;
  /** Whether some (or all) of the lists could not be read: then an empty list is not 'nothing'. */
  failed: "none" | "some" | "all";
}

/* What the rules read: the fields of the upstream lists they need (null: that list failed). */

export interface TicketSource {
  ticketNumber: string;
  type: string | null;
  assetName: string | null;
  contactId: string | null;
  /** Replies from the maker the customer's side has not read (null: the upstream does not say). */
  unreadCount: number | null;
}
export interface OrderSource {
  id: string;
  customerPo: string | null;
  erpOrderNumber: string | null;
  assetName: string | null;
  type: string | null;
  erpStatus: string | null;
  /** Expected (readiness) date, YYYY-MM-DD. */
  edd: string | null;
  /** null: the upstream does not say, so no feedback item. */
  feedbackGiven: boolean | null;
}
export interface ContractSource {
  serviceId: string;
  /** "Annual Service Contract". */
  description: string | null;
  assetName: string | null;
  thermaxName: string | null;
  contractEndDate: string | null;
  expirationDate: string | null;
  amcExpiried: boolean | null;
  /** The earliest pending visit, YYYY-MM-DD. */
  nextVisitDate: string | null;
  /** The renewal enquiry already raised for this contract, if any. */
  renewalEnquiryId: string | null;
  /** A reschedule asked for the next pending visit: the day asked and its ticket (issue 42 §4); absent or null when none. */
  rescheduleRequestedTo?: string | null;
  rescheduleTicketNumber?: string | null;
  rescheduleRequestedOn?: string | null;
}
export interface AssetSource {
  id: string;
  name: string | null;
  thermaxName: string | null;
  documentCount: Record<"drawings" | "reports" | "others", { unreadCount: number }>;
}

export interface AttentionSources {
  tickets: TicketSource[] | null;
  /** Ongoing orders (not closed). */
  orders: OrderSource[] | null;
  /** Order history (closed orders). */
  closedOrders: OrderSource[] | null;
  contracts: ContractSource[] | null;
  assets: AssetSource[] | null;
}

export interface Viewer {
  userId: string;
  /** Staff may open every ticket's thread; everyone else only their own (View Messages rule). */
  staff: boolean;
}

const DAY_MS = 86_400_000;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})/;

/** A calendar day (YYYY-MM-DD, or an ISO timestamp's day) as a day number, or null. */
function dayNumber(value: string | null | undefined): number | null {
  const m = value ? ISO_DAY.exec(value.trim()) : null;
  if (!m) return null;
  const time = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return Number.isNaN(time) ? null : Math.round(time / DAY_MS);
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function inDays(days: number): string {
  if (days === 0) return "today";
  if (days === 1) return "tomorrow";
  return `in ${days} days`;
}

const forAsset = (asset: string | null) => (asset ? ` for ${asset}` : "");


interface Candidate extends AttentionItem {
  /** Order within its kind: lower first. */
  rank: number;
}

/** Object pages opened from Home come back to Home with their Back link. */
const fromHome = (object: PortalObject) => objectHref(object, { back: "/" });
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);

function replies(tickets: TicketSource[], viewer: Viewer): Candidate[] {
  return tickets.flatMap((t, i): Candidate[] => {
    const unread = t.unreadCount ?? 0;
    // Only a thread this user may open (staff any; everyone else their own tickets).
    if (unread <= 0 || !(viewer.staff || (t.contactId !== null && t.contactId === viewer.userId))) return [];
    const name = objectName({ kind: "ticket", ticketNumber: t.ticketNumber, type: t.type });
    const what = [isComplaintType(t.type) ? null : ticketTypeLabel(t.type), t.assetName?.trim() || null].filter(Boolean).join(", ");
    return [
      {
        kind: "reply",
        key: `reply:${t.ticketNumber}`,
        rank: i,
        text: `Thermax replied on ${name}${what ? ` (${what})` : ""}: ${plural(unread, "reply", "replies")} not read yet.`,
        // The reply is in the ticket's thread (a complaint's too, whose own page has no messages):
        // opening it there reads it.
        action: { label: unread === 1 ? "Read the reply" : "Read the replies", href: ticketThreadHref(t.ticketNumber), name: ` on ${name}` },
      },
    ];
  });
}

/** "The order with P.O. CPO/1" or "Thermax order SO-1", from the order's one name (decision 065). */
function orderOf(o: OrderSource): { phrase: string; name: string; href: string } {
  const object: PortalObject = { kind: "order", id: o.id, poNumber: o.customerPo, orderNumber: o.erpOrderNumber };
  const name = objectName(object);
  return { phrase: name.startsWith("P.O.") ? `The order with ${name}` : name, name, href: fromHome(object) };
}

function lateOrders(orders: OrderSource[], today: number): Candidate[] {
  return orders.flatMap((o): Candidate[] => {
    const due = dayNumber(o.edd);
    if (due === null || due >= today || isClosedOrder(o.erpStatus)) return [];
    const order = orderOf(o);
    return [
      {
        kind: "order-late",
        key: `order-late:${o.id}`,
        // The longest overdue first.
        rank: due,
        text: `${order.phrase}${forAsset(o.assetName)} was expected by ${formatDate(o.edd)} and is not complete yet.`,
        action: { label: "View order", href: order.href, name: ` ${order.name}` },
      },
    ];
  });
}

function feedbackDue(orders: OrderSource[]): Candidate[] {
  return orders.flatMap((o, i): Candidate[] => {
    if (o.feedbackGiven !== false || !isClosedOrder(o.erpStatus)) return [];
    const order = orderOf(o);
    const done = orderKindOf(o.type) === "services" ? "executed" : "dispatched";
    return [
      {
        kind: "order-feedback",
        key: `order-feedback:${o.id}`,
        rank: i,
        text: `${order.phrase}${forAsset(o.assetName)} was ${done}. Tell us how it went.`,
        action: { label: "View order", href: order.href, name: ` ${order.name}` },
      },
    ];
  });
}

function contractItems(contracts: ContractSource[], today: number): Candidate[] {
  return contracts.flatMap((c): Candidate[] => {
    const endDay = contractDay(c.contractEndDate) ?? contractDay(c.expirationDate);
    const end = dayNumber(endDay);
    const expired = typeof c.amcExpiried === "boolean" ? c.amcExpiried : end !== null && end < today;
    const asset = c.assetName?.trim() || c.thermaxName?.trim() || null;
    // Named by its asset, as the Contracts tab and the contract page name it (decision 065).
    const object: PortalObject = { kind: "contract", serviceId: c.serviceId, assetName: asset };
    const name = `the ${lowerFirst(objectName(object))}`;
    const action = { label: "View contract", href: fromHome(object), name: asset ? ` for ${asset}` : "" };
    const found: Candidate[] = [];
    const renewalAsked = Boolean(c.renewalEnquiryId);
    if (expired && !renewalAsked) {
      // The most recently expired first.
      found.push({ kind: "contract-expired", key: `contract-expired:${c.serviceId}`, rank: -(end ?? 0), text: `${capital(name)} expired on ${formatDate(endDay)}.`, action });
    }
    if (!expired && end !== null && !renewalAsked && end >= today && end - today <= RENEWAL_WINDOW_DAYS) {
      found.push({
        kind: "renewal-open",
        key: `renewal-open:${c.serviceId}`,
        rank: end,
        text: `${capital(name)} ends on ${formatDate(endDay)}, ${inDays(end - today)}. Renewal is open.`,
        action,
      });
    }
    // Visits belong to a running contract; an expired one is covered by its own item.
    const visit = dayNumber(c.nextVisitDate);
    if (!expired && visit !== null) {
      const where = asset ? ` to ${asset}` : ` under ${name}`;
      if (visit < today) {
        // A reschedule already asked for is said (issue 42 §4): the customer has acted on it.
        const asked = rescheduleRequestedText({ to: c.rescheduleRequestedTo, ticketNumber: c.rescheduleTicketNumber, on: c.rescheduleRequestedOn });
        const text = `The service visit${where} planned for ${formatDate(c.nextVisitDate)} is overdue.${asked ? ` ${asked}` : ""}`;
        found.push({ kind: "visit-overdue", key: `visit-overdue:${c.serviceId}`, rank: visit, text, action });
      } else if (visit - today <= VISIT_DUE_DAYS) {
        found.push({ kind: "visit-due", key: `visit-due:${c.serviceId}`, rank: visit, text: `A service visit${where} is planned for ${formatDate(c.nextVisitDate)}, ${inDays(visit - today)}.`, action });
      }
    }
    return found;
  });
}

function newDocuments(assets: AssetSource[]): Candidate[] {
  return assets.flatMap((a, i): Candidate[] => {
    const { drawings, reports, others } = a.documentCount;
    const unread = drawings.unreadCount + reports.unreadCount + others.unreadCount;
    if (unread <= 0) return [];
    // As the asset's page names it (its heading).
    const object: PortalObject = { kind: "asset", id: a.id, name: a.name?.trim() || a.thermaxName };
    const name = objectName(object);
    return [
      {
        kind: "documents",
        key: `documents:${a.id}`,
        // The most new documents first, then the list's order.
        rank: -unread * 10_000 + i,
        text: `${plural(unread, "new document", "new documents")} for ${name} that you have not opened yet.`,
        // The asset's documents, newest first (unread ones marked New).
        action: { label: "View documents", href: `${fromHome(object)}#documents`, name: ` of ${name}` },
      },
    ];
  });
}

const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** Every item the lists show, in urgency order (kind, then within the kind). */
export function attentionCandidates(sources: AttentionSources, viewer: Viewer, todayIso: string): AttentionItem[] {
  const today = dayNumber(todayIso);
  if (today === null) throw new Error(`attention: not a day: ${todayIso}`);
  const all: Candidate[] = [
    ...replies(sources.tickets ?? [], viewer),
    ...lateOrders(sources.orders ?? [], today),
    ...feedbackDue(sources.closedOrders ?? []),
    ...contractItems(sources.contracts ?? [], today),
    ...newDocuments(sources.assets ?? []),
  ];
  const order = (k: AttentionKind) => ATTENTION_KINDS.indexOf(k);
  return all
    .sort((a, b) => order(a.kind) - order(b.kind) || a.rank - b.rank)
    .map(({ rank: _rank, ...item }) => item);
}

/**
 * The items Home shows: most urgent first, at most `limit`. A first pass takes up to
 * `perKindFirst` of each kind in urgency order, so a company with ten late orders still sees the
 * reply waiting for it; places left over go to the most urgent of what remains. Shown in urgency
 * order. `candidates` must be in urgency order (attentionCandidates).
 */
export function pickAttention(candidates: AttentionItem[], limit = ATTENTION_LIMIT, perKindFirst = ATTENTION_PER_KIND_FIRST): { shown: AttentionItem[]; hidden: AttentionItem[] } {
  const chosen = new Set<AttentionItem>();
  const taken = new Map<AttentionKind, number>();
  for (const item of candidates) {
    if (chosen.size >= limit) break;
    const n = taken.get(item.kind) ?? 0;
    if (n < perKindFirst) {
      chosen.add(item);
      taken.set(item.kind, n + 1);
    }
  }
  for (const item of candidates) {
    if (chosen.size >= limit) break;
    chosen.add(item);
  }
  return { shown: candidates.filter((c) => chosen.has(c)), hidden: candidates.filter((c) => !chosen.has(c)) };
}

/** 'See all' for each kind that has items not shown, in the order of its first hidden item, saying how many of what. */
export function seeAllLinks(hidden: AttentionItem[], viewer: Viewer): SeeAll[] {
  const more = new Map<AttentionKind, number>();
  for (const item of hidden) more.set(item.kind, (more.get(item.kind) ?? 0) + 1);
  return [...more].map(([kind, n]) => {
    const what = SEE_MORE[kind];
    return {
      kind,
      label: `${n} more ${n === 1 ? what.one : what.many}`,
      // Staff read every ticket of the company, so their list is All Tickets.
      href: kind === "reply" && viewer.staff ? "/dashboard/tickets?view=all" : what.href,
      more: n,
    };
  });
}

/** The section's content from what the lists answered (null: that list failed). */
export function attentionView(sources: AttentionSources, viewer: Viewer, todayIso: string): AttentionView {
  const lists = Object.values(sources);
  const failedCount = lists.filter((l) => l === null).length;
  const candidates = attentionCandidates(sources, viewer, todayIso);
  const { shown, hidden } = pickAttention(candidates);
  return {
    items: shown,
    seeAll: seeAllLinks(hidden, viewer),
    total: candidates.length,
    failed: failedCount === 0 ? "none" : failedCount === lists.length ? "all" : "some",
  };
}
