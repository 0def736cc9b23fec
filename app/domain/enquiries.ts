/**
 * Enquiries (spec document 2 section 4.6, document 3 sections 7 and 9; docs/decisions/048): the
 * statuses and their chip colours, the list's page size and sort orders, the name shown, the type
 * labels, and where an enquiry's page is. Pure; see enquiries.test.ts.
 */
import type { ChipTone } from "./status";
import { ENQUIRY_LIST_PATH } from "./links";

// Where objects lead is decided in one module (links.ts, decision 065).
export { ENQUIRY_LIST_PATH, enquiryHref } from "./links";

/**
 * The statuses the spec names ("Drafted, Validated, Order received/Enquiry cancelled, Upcoming,
 * Expiring, Expired"), in lifecycle order. "Order received/Enquiry cancelled" is read as the two
 * ways an enquiry closes: it became an order, or it was cancelled.
 */
export const ENQUIRY_STATUSES = ["Drafted", "Validated", "Order received", "Enquiry cancelled", "Upcoming", "Expiring", "Expired"] as const;
export type EnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

/**
 * Chip colours. The spec's keyword lists (document 2 section 4.3) give Drafted orange and Expired
 * red; the others follow the same meaning: blue for a step reached (Validated, like confirmed;
 * Upcoming, like booked), orange for something that needs attention soon (Expiring, like renew),
 * green for the good end (Order received, like won), grey for an end without an order (Enquiry
 * cancelled). Unknown statuses fall back to the general rule.
 */
const TONES: Record<EnquiryStatus, ChipTone> = {
  Drafted: "orange",
  Validated: "blue",
  "Order received": "green",
  "Enquiry cancelled": "neutral",
  Upcoming: "blue",
  Expiring: "orange",
  Expired: "red",
};

export function isEnquiryStatus(value: string): value is EnquiryStatus {
  return (ENQUIRY_STATUSES as readonly string[]).includes(value);
}

/** The chip tone of an enquiry status (case-insensitive), or null for a status the spec does not name. */
export function enquiryTone(status: string | null | undefined): ChipTone | null {
  const match = ENQUIRY_STATUSES.find((s) => s.toLowerCase() === (status ?? "").trim().toLowerCase());
  return match ? TONES[match] : null;
}

/** Enquiry default page size (spec document 3 section 9). */
export const ENQUIRY_PAGE_SIZE = 12;
/** The name search: longer text is cut (the spec gives no limit; the recommendations' search takes 60). */
export const ENQUIRY_SEARCH_MAX = 60;

/** Sort orders offered, as the upstream's `sort` values; the first is the default. */
export const ENQUIRY_SORTS = [
  { value: "createdDate,desc", label: "Newest first" },
  { value: "createdDate,asc", label: "Oldest first" },
  { value: "name,asc", label: "Name A to Z" },
  { value: "name,desc", label: "Name Z to A" },
] as const;
export type EnquirySort = (typeof ENQUIRY_SORTS)[number]["value"];
export const DEFAULT_ENQUIRY_SORT: EnquirySort = "createdDate,desc";

/** The name shown: the enquiry's name, else its id (spec document 3 section 7). */
export function enquiryDisplayName(enquiry: { id: string; name: string | null | undefined }): string {
  return enquiry.name?.trim() || enquiry.id;
}

/** Labels of the enquiry types (spec document 3 section 9: Spare, Service, NonStandard, STANDARD). */
export function enquiryTypeLabel(type: string | null | undefined): string {
  switch ((type ?? "").trim().toLowerCase()) {
    case "spare":
      return "Spares";
    case "service":
      return "Services";
    case "nonstandard":
      return "New Equipment";
    case "standard":
      return "Standard";
    default:
      return "NA";
  }
}

/** An enquiry or document id as the portal accepts it in a URL. */
export const ENQUIRY_ID = /^[A-Za-z0-9_-]{1,40}$/;
export const ENQUIRY_DOCUMENT_ID = /^[A-Za-z0-9_-]{1,60}$/;

/**
 * The statuses an enquiry is over in: "Order received/Enquiry cancelled", the two ways it closes
 * (decision 048). Its documents then stay as they are (docs/decisions/064).
 */
export const ENQUIRY_CLOSED_STATUSES: readonly EnquiryStatus[] = ["Order received", "Enquiry cancelled"];

export function isEnquiryClosed(status: string | null | undefined): boolean {
  const s = (status ?? "").trim().toLowerCase();
  return ENQUIRY_CLOSED_STATUSES.some((c) => c.toLowerCase() === s);
}

/** Why a document may not be deleted (ours: the spec names no rule; docs/decisions/064). */
export const ENQUIRY_DELETE_REFUSED = {
  notYours: "You can delete only the documents you attached yourself.",
  closed: "Documents cannot be deleted once an enquiry is closed or cancelled.",
} as const;

/**
 * Whether the signed-in user may delete this document of this enquiry, or why not
 * (docs/decisions/064): only a document they uploaded themselves (the upstream's `uploadedById`;
 * the maker's documents and a colleague's have another or none), and none on an enquiry that is
 * closed or cancelled. Customers and dealers alike; staff, acting admins and the profile at
 * index 4 are refused before this (they write nothing). Null: allowed.
 */
export function enquiryDocumentDeleteRefusal(doc: { uploadedById: string | null }, enquiryStatus: string | null | undefined, userId: string): string | null {
  if (isEnquiryClosed(enquiryStatus)) return ENQUIRY_DELETE_REFUSED.closed;
  if (!doc.uploadedById || doc.uploadedById !== userId) return ENQUIRY_DELETE_REFUSED.notYours;
  return null;
}


/**
 * The views of Spares & Services as links: the orders' two views and the enquiry list. The orders
 * page keeps its own filters when switching between its views (its ViewToggle builds those links).
 */
export const SPARES_VIEWS = [
  { value: "ongoing", label: "Ongoing Orders", to: "/dashboard/spares-and-services" },
  { value: "history", label: "Order History", to: "/dashboard/spares-and-services?view=history" },
  { value: "enquiries", label: "Enquiries", to: ENQUIRY_LIST_PATH },
] as const;

