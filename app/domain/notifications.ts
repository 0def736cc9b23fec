/**
 * Where a notification leads (spec document 1 section 4, Notifications; docs/decisions/039): the
 * order, enquiry, complaint or asset page, one of two list pages (tickets, contracts), or the order
 * feedback dialog. Pure; see notifications.test.ts.
 */
import { ENQUIRY_LIST_PATH, enquiryHref } from "./enquiry-links";
import { ticketInListHref } from "./tickets";

export const NOTIFICATION_TYPES = ["ORDER", "ENQUIRY", "COMPLAINT", "ASSET", "TICKET", "CONTRACT", "ORDER_FEEDBACK"] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

/** The empty text of the list (spec document 1 section 4). */
export const NOTIFICATIONS_EMPTY = "All clear! No updates for you.";
/** The bell's tooltip for staff and impersonating admins, and what /notifications says to them. */
export const NOTIFICATIONS_CUSTOMERS_ONLY = "Visible only to Customer";

export function notificationTarget(type: string, entityId: string | null): string {
  const id = entityId?.trim() || null;
  const key = id ? encodeURIComponent(id) : null;
  switch (type.trim().toUpperCase()) {
    case "ORDER":
      return key ? `/order/${key}` : "/dashboard/spares-and-services";
    case "ORDER_FEEDBACK":
      return key ? `/order/${key}/feedback` : "/dashboard/spares-and-services";
    case "COMPLAINT":
      return key ? `/complaints/${key}` : "/dashboard/tickets?view=all&type=Complaint";
    case "ASSET":
      return key ? `/asset/${key}` : "/dashboard/assets";
    // The enquiry's page (issue 23); the enquiry list without one.
    case "ENQUIRY":
      return id ? enquiryHref(id) : ENQUIRY_LIST_PATH;
    // The two list pages.
    case "TICKET":
      return id ? ticketInListHref(id) : "/dashboard/tickets";
    case "CONTRACT":
      return "/dashboard/contracts";
    default:
      return "/notifications";
  }
}
