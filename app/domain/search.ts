/**
 * Global search (spec document 1 sections 3, 4 and 9; docs/decisions/038): the minimum length,
 * the grouped answer of globalSearch-v2 turned into labelled groups, and where each result leads.
 * Pure and shared by the results page and the header's dropdown; see search.test.ts.
 */
import { normaliseSearch } from "./asset-picker";
import { objectHref, objectName, type PortalObject } from "./links";

/** Search needs at least 3 characters (spec document 1 section 9). */
export const SEARCH_MIN_LENGTH = 3;
/** Longer text is refused with a 400 before anything is asked of the upstream (the spec gives no limit). */
export const SEARCH_MAX_LENGTH = 100;
/** The dropdown waits this long after the last keystroke (the spec does not give the value). */
export const SEARCH_DEBOUNCE_MS = 300;

export const SEARCH_TOO_SHORT = `Type at least ${SEARCH_MIN_LENGTH} characters to search.`;
export const SEARCH_TOO_LONG = `Search text can be at most ${SEARCH_MAX_LENGTH} characters.`;
export const SEARCH_EMPTY = "No Result Found";
/** What search finds, said after the spec's 'No Result Found' and as the results page's box label (issue 52 §4, issue 53). */
export const SEARCH_FINDS = "Search by asset name, serial number, P.O., Thermax order, ticket or complaint number.";
export const SEARCH_EMPTY_EXPLAINED = `${SEARCH_EMPTY}. ${SEARCH_FINDS}`;
export const SEARCH_BOX_LABEL = "Asset name, serial number, P.O., Thermax order, ticket or complaint number";
export const SEARCH_FAILED = "We could not search right now. Please try again in a moment.";

export type SearchText =
  | { kind: "empty" }
  | { kind: "short"; q: string }
  | { kind: "long"; q: string }
  | { kind: "ok"; q: string };

/** What the typed text allows: nothing typed, too short (no upstream call), too long, or a search. */
export function readSearchText(raw: string | null | undefined): SearchText {
  const q = (raw ?? "").replace(/\s+/g, " ").trim();
  if (q.length === 0) return { kind: "empty" };
  if (q.length < SEARCH_MIN_LENGTH) return { kind: "short", q };
  if (q.length > SEARCH_MAX_LENGTH) return { kind: "long", q: q.slice(0, SEARCH_MAX_LENGTH) };
  return { kind: "ok", q };
}

/** The grouped answer of globalSearch-v2 (docs/upstream-api.md, "global search"). */
export interface GroupedSearchAnswer {
  assets: { assetId: string; name: string | null }[];
  /** `poNumber`: the customer's P.O. number where the upstream gives it (issue 31). */
  orders: { orderId: string; orderNumber: string | null; assetName: string | null; poNumber?: string | null }[];
  /**
   * `type`: the ticket's type where the upstream gives it (a Complaint ticket opens the complaint);
   * `enquiryId`: the enquiry that opened the ticket; the result opens the ticket's thread all the
   * same, as everywhere else, and the thread links to the enquiry (issue 53 §3, decision 112).
   */
  tickets: { ticketNumber: string; assetName: string | null; type?: string | null; enquiryId?: string | null }[];
}

/** The result kinds of the flat variant (spec document 1 section 3) and the grouped one. */
export type SearchResultType = "asset" | "order" | "complaint" | "enquiry" | "ticket";

/**
 * Where choosing a result leads (spec document 1 section 4, Global search): an asset to its page,
 * an order to its page, a complaint or an enquiry to its details, a ticket to its thread when the
 * viewer may read it, else the tickets list narrowed to its card (links.ts decides, decision 065;
 * the same place Recent Activity opens, issue 42 §5).
 */
export function searchTarget(type: SearchResultType, id: string): string {
  const objects: Record<SearchResultType, PortalObject> = {
    asset: { kind: "asset", id },
    order: { kind: "order", id },
    complaint: { kind: "complaint", id },
    enquiry: { kind: "enquiry", id },
    ticket: { kind: "ticket", ticketNumber: id },
  };
  return objectHref(objects[type]);
}

export type SearchGroupKey = "assets" | "orders" | "tickets";

export interface SearchItem {
  /** Unique in the whole answer (group and id). */
  key: string;
  /** 'Asset Name:', 'P.O.:' / 'Thermax order:' or 'Ticket Number:' (spec document 1 section 3; decision 094). */
  label: string;
  /** The value after the label. */
  text: string;
  /** A second line: the asset an order or ticket belongs to, or a complaint's type. */
  detail: string | null;
  href: string;
}

export interface SearchGroup {
  key: SearchGroupKey;
  heading: string;
  items: SearchItem[];
}

const GROUPS: { key: SearchGroupKey; heading: string; label: string }[] = [
  { key: "assets", heading: "Assets", label: "Asset Name:" },
  { key: "orders", heading: "Orders", label: "P.O.:" },
  { key: "tickets", heading: "Tickets", label: "Ticket Number:" },
];

/** The answer as labelled groups, in the order assets, orders, tickets; empty groups left out. */
export function groupSearchResults(answer: GroupedSearchAnswer): SearchGroup[] {
  const items: Record<SearchGroupKey, SearchItem[]> = {
    assets: answer.assets.map((a) => {
      const object: PortalObject = { kind: "asset", id: a.assetId, name: a.name };
      return { key: `asset:${a.assetId}`, label: "Asset Name:", text: objectName(object), detail: null, href: objectHref(object) };
    }),
    // An order is named by the customer's P.O. number where the answer gives it (issue 31), else the
    // maker's number, each labelled by what it is: 'P.O.' and 'Thermax order' everywhere (issue 42 §2,
    // decision 094; the spec's 'Order Number:' named both).
    orders: answer.orders.map((o) => {
      const po = o.poNumber?.trim() || null;
      const so = o.orderNumber?.trim() || null;
      return {
        key: `order:${o.orderId}`,
        label: po ? "P.O.:" : "Thermax order:",
        text: po ?? so ?? "Order",
        detail: [po && so ? `Thermax order ${so}` : null, o.assetName?.trim()].filter(Boolean).join(" · ") || null,
        href: objectHref({ kind: "order", id: o.orderId }),
      };
    }),
    tickets: answer.tickets.map((t) => ({
      key: `ticket:${t.ticketNumber}`,
      label: "Ticket Number:",
      text: t.ticketNumber,
      detail: [t.assetName?.trim(), t.type?.trim()].filter(Boolean).join(" · ") || null,
      // As Recent Activity and notifications open it (issue 42 §5): the thread when the viewer may read it, else its card.
      href: objectHref({ kind: "ticket", ticketNumber: t.ticketNumber, type: t.type }),
    })),
  };
  return GROUPS.map(({ key, heading }) => ({ key, heading, items: items[key] })).filter((g) => g.items.length > 0);
}

/** The results page's address for a text (the form without JavaScript, "See all results"). */
export function searchPageHref(q: string): string {
  return `/search?q=${encodeURIComponent(q)}`;
}

/** What the search page's loader answers (routes/_app.search): the page without JavaScript, the header dropdown with it. */
export type SearchPageData = {
  q: string;
  /** empty: nothing typed; short: fewer than 3 characters (nothing asked upstream); long: 400. */
  state: "empty" | "short" | "long" | "results" | "error";
  message: string | null;
  groups: SearchGroup[];
};

/** Separators people type inside a number: spaces, dots, dashes, slashes, colons, hashes. */
const SEP = String.raw`[\s._:#/\\-]*`;
const SEP1 = String.raw`[\s._:#/\\-]+`;
/** A ticket or complaint number typed loosely: 'tck 100200', 'TCK100200', 'cas_030501'. */
const NUMBERED = new RegExp(`^(tck|cas)${SEP}(\\d{3,})$`, "i");
/** A P.O. typed loosely: 'po 1001 2023 0300', 'P.O. 1001/2023/0300', 'cpo-1001-04101'. */
const PO = new RegExp(`^(c?)p\\.?\\s?o\\.?${SEP}(\\d+)((?:${SEP1}\\d+){1,3})$`, "i");

export interface SearchKeyword {
  /** What is sent to the upstream's search. */
  keyword: string;
  /** The text reads as an asset's P.O. (PO/…): the portal finds the asset by it when the upstream does not (decision 107). */
  assetPo: string | null;
}

/**
 * The keyword for what was typed (issue 52 §4, decision 107): the numbers printed on a label or an
 * e-mail, typed loosely, are written as the records spell them ('tck 100200' and 'TCK100200' as
 * TCK-100200, 'po 1001 2023 0300' as PO/1001/2023/0300); anything else is sent as typed. A bare
 * number ('100200') is sent as it is: the upstream matches part of a number.
 */
export function searchKeyword(q: string): SearchKeyword {
  const text = q.trim();
  const numbered = NUMBERED.exec(text);
  if (numbered) return { keyword: `${numbered[1].toUpperCase()}-${numbered[2]}`, assetPo: null };
  const po = PO.exec(text);
  if (po) {
    const groups = [po[2], ...po[3].split(new RegExp(SEP1)).filter(Boolean)];
    const keyword = `${po[1] ? "CPO" : "PO"}/${groups.join("/")}`;
    return { keyword, assetPo: po[1] ? null : keyword };
  }
  return { keyword: text, assetPo: null };
}

/** The assets whose P.O. is this one (case, spaces and punctuation aside), as search results. */
export function assetsWithPo(assets: readonly { id: string; name: string | null; thermaxName?: string | null; poNumber?: string | null }[], po: string): GroupedSearchAnswer["assets"] {
  const wanted = normaliseSearch(po);
  return assets.filter((a) => a.poNumber && normaliseSearch(a.poNumber) === wanted).map((a) => ({ assetId: a.id, name: a.name ?? a.thermaxName ?? null }));
}
