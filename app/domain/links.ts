/**
 * Links the upstream hands us (knowledge-hub items): only absolute http and https addresses become
 * links, as in the sanitised HTML (sanitize.server.ts allows http, https and mailto there; a
 * resource is never an e-mail). Pure; tested in links.test.ts.
 */
const WEB = new Set(["http:", "https:"]);

/**
 * The address as the browser would read it (parsed and serialised, so tabs, line breaks and odd
 * case cannot hide a scheme), or null: not absolute, not http(s) (javascript:, data:, vbscript:,
 * file:, blob:), or carrying a user name or password (`https://portal@evil.example`).
 */
export function webLink(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (!WEB.has(url.protocol) || url.username || url.password || !url.hostname) return null;
  return url.href;
}

/*
 * One object, one name, one page (issue 31). Every reference the portal shows (a card, a
 * notification, a recent activity, a search result, Home's list) turns its object into an address
 * and a customer-facing name here, and nowhere else. Pure; tested in links.test.ts; decision 065.
 */

/** Where the enquiry list lives: a view of Spares & Services (decision 048). */
export const ENQUIRY_LIST_PATH = "/dashboard/spares-and-services/enquiries";

/**
 * An object the customer reads about, with what is known of it where it is referred to.
 * - order: `id` is the order's id (its page's address); `poNumber` the customer's P.O. number,
 *   the name the customer knows it by; `orderNumber` the maker's (SO) number, shown when there is
 *   no P.O. number. `feedback: true` opens its feedback dialog instead of its page.
 * - ticket: `type` decides a Complaint (whose number is its case number, so its complaint page).
 *   Any other ticket, an enquiry's too, opens its message thread wherever it is referred to
 *   (search, Recent Activity, notifications, the Tickets tab, its enquiry's page: issue 53 §3,
 *   decision 112; the thread links to the enquiry): straight away when `canViewMessages` is known to be true; through the tickets list
 *   narrowed to it when it is not known (`&open=messages`: the list's loader opens the thread for
 *   a viewer who may read it and shows the card to anyone else, whose thread would be a 403). With
 *   `canViewMessages: false` or `show: "card"`, the card in the narrowed list.
 * - complaint: `id` its case number (or the upstream's id; the details call takes both).
 * - contract: `serviceId`; named by its asset.
 * - asset: named by its name and, in brackets, its serial or maker's code; never its id.
 * - enquiry: named by its name, else its id.
 */
export type PortalObject =
  | { kind: "order"; id: string; poNumber?: string | null; orderNumber?: string | null; feedback?: boolean }
  | { kind: "ticket"; ticketNumber: string; type?: string | null; canViewMessages?: boolean; show?: "card" }
  | { kind: "complaint"; id: string }
  | { kind: "contract"; serviceId: string; assetName?: string | null }
  | { kind: "asset"; id: string; name?: string | null; code?: string | null }
  | { kind: "enquiry"; id: string; name?: string | null };

const clean = (value: string | null | undefined): string | null => {
  const v = value?.trim();
  return v && v.toLowerCase() !== "null" && v !== "NA" ? v : null;
};
const enc = encodeURIComponent;

/** The tickets list narrowed to one ticket (All Tickets, so a colleague's ticket of the account shows too). */
export function ticketInListHref(ticketNumber: string): string {
  return `/dashboard/tickets?view=all&ticket=${enc(ticketNumber)}`;
}

/** Where a thread opens (issue 40 §2): its 'New' divider, else its newest message (app/ui/tickets/MessageThread.tsx). */
export const THREAD_START = "#thread-start";

/** A ticket's message thread, over the list narrowed to it (closing the thread shows its card), open at its first unread message. */
export function ticketThreadHref(ticketNumber: string): string {
  return `/dashboard/tickets/${enc(ticketNumber)}/messages?view=all&ticket=${enc(ticketNumber)}${THREAD_START}`;
}

/** The query flag that asks the narrowed tickets list to open the ticket's thread when the viewer may read it. */
export const OPEN_MESSAGES = "messages";

/** The narrowed list, asked to open the thread if the viewer may read it (else it shows the card). */
export function ticketThreadOrCardHref(ticketNumber: string): string {
  return `${ticketInListHref(ticketNumber)}&open=${OPEN_MESSAGES}`;
}

/** An enquiry's page. */
export function enquiryHref(id: string): string {
  return `/enquiries/${enc(id)}`;
}

/** A complaint's page (its details and stepper). */
export function complaintHref(id: string): string {
  return `/complaints/${enc(id)}`;
}

export function isComplaintType(type: string | null | undefined): boolean {
  return (type ?? "").trim().toLowerCase() === "complaint";
}

/**
 * The page an object opens. `back`: a same-site path the page's Back link returns to (the list the
 * reference was shown on); left out for the thread, which closes to its list.
 */
export function objectHref(object: PortalObject, opts: { back?: string } = {}): string {
  const withBack = (path: string) => (opts.back ? `${path}${path.includes("?") ? "&" : "?"}back=${enc(opts.back)}` : path);
  switch (object.kind) {
    case "order":
      return object.feedback ? `/order/${enc(object.id)}/feedback` : withBack(`/order/${enc(object.id)}`);
    case "ticket": {
      if (isComplaintType(object.type)) return withBack(complaintHref(object.ticketNumber));
      if (object.show === "card" || object.canViewMessages === false) return ticketInListHref(object.ticketNumber);
      return object.canViewMessages ? ticketThreadHref(object.ticketNumber) : ticketThreadOrCardHref(object.ticketNumber);
    }
    case "complaint":
      return withBack(complaintHref(object.id));
    case "contract":
      return withBack(`/contracts/${enc(object.serviceId)}`);
    case "asset":
      return withBack(`/asset/${enc(object.id)}`);
    case "enquiry":
      return withBack(enquiryHref(object.id));
  }
}

/** An asset as the customer names it: "Chiller Heater Unit 1 (VAM-227)"; the code alone when unnamed. */
export function assetDisplayName(asset: { name?: string | null; code?: string | null }): string {
  const name = clean(asset.name);
  const code = clean(asset.code);
  if (name && code && name !== code) return `${name} (${code})`;
  return name ?? code ?? "Unnamed asset";
}

/**
 * What the customer calls the object: "P.O. CPO/1001/04106", "Ticket TCK-100206", "Complaint
 * CAS-030500", "Service contract for Chiller Heater Unit 1", "Chiller Heater Unit 1 (VAM-227)",
 * "Enquiry ENQ-006101". Never an internal id such as ORD-0001 or AST-0004.
 */
export function objectName(object: PortalObject): string {
  switch (object.kind) {
    case "order": {
      const po = clean(object.poNumber);
      if (po) return `P.O. ${po}`;
      const so = clean(object.orderNumber);
      return so ? `Thermax order ${so}` : "Order";
    }
    case "ticket":
      return `${isComplaintType(object.type) ? "Complaint" : "Ticket"} ${object.ticketNumber}`;
    case "complaint":
      return `Complaint ${object.id}`;
    case "contract": {
      const asset = clean(object.assetName);
      return asset ? `Service contract for ${asset}` : "Service contract";
    }
    case "asset":
      return assetDisplayName(object);
    case "enquiry":
      return `Enquiry ${clean(object.name) ?? object.id}`;
  }
}

/**
 * The object a notification is about (spec document 1 section 4, Notifications): its type and
 * entityId. null for an unknown type or a notification without an entity.
 */
export function notificationObject(type: string, entityId: string | null | undefined): PortalObject | null {
  const id = clean(entityId);
  if (!id) return null;
  switch (type.trim().toUpperCase()) {
    case "ORDER":
      return { kind: "order", id };
    case "ORDER_FEEDBACK":
      return { kind: "order", id, feedback: true };
    case "COMPLAINT":
      return { kind: "complaint", id };
    case "ASSET":
      return { kind: "asset", id };
    case "ENQUIRY":
      return { kind: "enquiry", id };
    // A new reply: the ticket's thread, or its card for a viewer who may not read the thread.
    case "TICKET":
      return { kind: "ticket", ticketNumber: id };
    case "CONTRACT":
      return { kind: "contract", serviceId: id };
    default:
      return null;
  }
}

/** The list of each kind of record page: where a reference to a record of another company lands. */
const RECORD_LISTS: readonly (readonly [RegExp, string])[] = [
  [/^\/order\/[^/]+/i, "/dashboard/spares-and-services"],
  [/^\/asset\/[^/]+/i, "/dashboard/assets"],
  [/^\/contracts\/[^/]+/i, "/dashboard/contracts"],
  [/^\/complaints\/(?!new(?:\/|$))[^/]+/i, "/dashboard/tickets"],
  [/^\/enquiries\/[^/]+/i, ENQUIRY_LIST_PATH],
  [/^\/dashboard\/tickets\/[^/]+\/messages/i, "/dashboard/tickets"],
];

/**
 * Where a dealer or staff member lands after switching company (issue 31): the page they switched
 * from, except that one record of the company they left (an order, an asset, a ticket's thread…)
 * becomes the list of its kind in the new company, and a list narrowed to one ticket or a later
 * page starts again from its first page. Only same-site paths come in (the dialog's closeTo).
 */
export function pageAfterCompanySwitch(path: string): string {
  const url = new URL(path, "http://portal.invalid");
  const list = RECORD_LISTS.find(([pattern]) => pattern.test(url.pathname));
  if (list) return list[1];
  for (const key of ["ticket", "page", "docPage", "ticketPage", "open"]) url.searchParams.delete(key);
  const search = url.searchParams.toString();
  return `${url.pathname}${search ? `?${search}` : ""}`;
}
