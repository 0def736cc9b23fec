/**
 * Where a notification leads (spec document 1 section 4, Notifications; docs/decisions/039 and
 * 065): the object it is about (links.ts: an order, its feedback dialog, an enquiry, a complaint,
 * an asset, a ticket's thread, a contract), or the list of its kind when it names none. Pure; see
 * notifications.test.ts.
 */
import { ENQUIRY_LIST_PATH, notificationObject, objectHref } from "./links";

export const NOTIFICATION_TYPES = ["ORDER", "ENQUIRY", "COMPLAINT", "ASSET", "TICKET", "CONTRACT", "ORDER_FEEDBACK"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The empty text of the list (spec document 1 section 4). */
export const NOTIFICATIONS_EMPTY = "All clear! No updates for you.";
/** The bell's tooltip for staff and impersonating admins, and what /notifications says to them. */
export const NOTIFICATIONS_CUSTOMERS_ONLY = "Visible only to Customer";

/** The list of each kind, for a notification that names no object. */
const LISTS: Record<NotificationType, string> = {
  ORDER: "/dashboard/spares-and-services",
  ORDER_FEEDBACK: "/dashboard/spares-and-services",
  COMPLAINT: "/dashboard/tickets?view=all&type=Complaint",
  ASSET: "/dashboard/assets",
  ENQUIRY: ENQUIRY_LIST_PATH,
  TICKET: "/dashboard/tickets",
  CONTRACT: "/dashboard/contracts",
};

export function notificationTarget(type: string, entityId: string | null): string {
  const object = notificationObject(type, entityId);
  if (object) return objectHref(object);
  const key = type.trim().toUpperCase();
  return (NOTIFICATION_TYPES as readonly string[]).includes(key) ? LISTS[key as NotificationType] : "/notifications";
}
