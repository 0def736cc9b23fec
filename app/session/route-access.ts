import { ADMIN_ROLES, RESIN_ROLES, type Role } from "~/domain/roles";
import { CUSTOMER_ROLES } from "~/profiles";

/**
 * The one table of who may open what: every route module id that has a loader or action behind
 * sign-in, and its allowed roles. The guard denies any route missing here (fail closed), and a
 * test checks every route module against it.
 *
 * BUYER is listed nowhere: the layout rule sends that profile to /login (docs/decisions/006).
 */
const PORTAL_USERS: readonly Role[] = CUSTOMER_ROLES.filter((r) => r !== "BUYER");
const SIDEBAR_USERS: readonly Role[] = PORTAL_USERS.filter((r) => r !== "PRODUCT_USER");
const EVERYONE: readonly Role[] = [...ADMIN_ROLES, ...PORTAL_USERS];

export const ROUTE_ACCESS: Readonly<Record<string, readonly Role[]>> = {
  "routes/_app": EVERYONE,
  "routes/_app._index": PORTAL_USERS,
  // The service record (issue 44 §3, decision 103): whoever opens Home sees their company's record.
  "routes/_app.service-record": PORTAL_USERS,
  "routes/_app.account-settings": EVERYONE,
  // The profile menu's Edit Profile dialog (issue 25 §4); admins keep /admin/account-settings.
  "routes/_app.edit-profile": PORTAL_USERS,
  "routes/_app.notifications": PORTAL_USERS,
  "routes/_app.dashboard": PORTAL_USERS,
  "routes/_app.dashboard._index": PORTAL_USERS,
  // Any other value after /dashboard/ shows the Overview (issue 25).
  "routes/_app.dashboard_.$": PORTAL_USERS,
  "routes/_app.dashboard.tickets": PORTAL_USERS,
  // The message thread nested in the list; which tickets' threads is checked in the route.
  "routes/_app.dashboard.tickets.$ticketNumber.messages": PORTAL_USERS,
  "routes/_app.edgelive-benefits._index": SIDEBAR_USERS,
  "routes/_app.edgelive-benefits.error": SIDEBAR_USERS,
  "routes/_app.complaints.new": PORTAL_USERS,
  "routes/_app.complaints.$id": PORTAL_USERS,
  "routes/complaints.$id.attachments.$attachmentId": PORTAL_USERS,
  "routes/complaints.$id.service-reports.$reportId": PORTAL_USERS,
  // A file in a ticket thread (issue 40 §2); whose threads is checked in the route, as for the thread.
  "routes/tickets.$ticketNumber.files.$messageId.$index": PORTAL_USERS,
  // Orders and contracts (issue 10): lists, pages, their dialogs and downloads.
  "routes/_app.dashboard.spares-and-services": PORTAL_USERS,
  "routes/orders.csv": PORTAL_USERS,
  "routes/_app.order.$id": PORTAL_USERS,
  "routes/_app.order.$id_.feedback": PORTAL_USERS,
  "routes/_app.dashboard.contracts": PORTAL_USERS,
  "routes/_app.contracts.$id": PORTAL_USERS,
  "routes/contracts.$id.ics": PORTAL_USERS,
  "routes/_app.contracts.$id_.renew": PORTAL_USERS,
  "routes/_app.contracts.$id_.reschedule": PORTAL_USERS,
  // Issue 23: the enquiry list (a view of Spares & Services), an enquiry's page, its document
  // download and the delete confirmation (which enquiries: the upstream's 404, checked per call).
  "routes/_app.dashboard.spares-and-services_.enquiries": PORTAL_USERS,
  "routes/_app.enquiries.$id": PORTAL_USERS,
  "routes/_app.enquiries.$id.documents.$documentId.delete": PORTAL_USERS,
  "routes/enquiries.$id.documents.$documentId": PORTAL_USERS,
  "routes/_app.quotes.new": PORTAL_USERS,
  "routes/_app.get-a-quote": PORTAL_USERS,
  "routes/_app.cart": PORTAL_USERS,
  // Issue 11: quick-action dialogs (View All, callback, Register Asset, shutdown), My Team and feedback.
  "routes/_app.quick-actions": PORTAL_USERS,
  "routes/_app.request-callback": PORTAL_USERS,
  "routes/_app.register-asset": PORTAL_USERS,
  "routes/_app.register-asset.add": PORTAL_USERS,
  "routes/_app.register-asset.report": PORTAL_USERS,
  "routes/_app.plan-shutdown": PORTAL_USERS,
  "routes/_app.plan-shutdown.calendar": PORTAL_USERS,
  "routes/_app.my-team": SIDEBAR_USERS,
  "routes/_app.my-team.invite": SIDEBAR_USERS,
  "routes/_app.feedback": PORTAL_USERS,
  // Assets (issue 9): the tab, its preferences panel, the asset page and its document request
  // dialog, the document download and the ZIP (which assets: the upstream's 404, checked per call).
  "routes/_app.dashboard.assets": PORTAL_USERS,
  "routes/_app.dashboard_.assets_.preferences": PORTAL_USERS,
  "routes/_app.asset.$id": PORTAL_USERS,
  "routes/_app.asset_.$id.request-document": PORTAL_USERS,
  "routes/asset.$id.documents.$cvId": PORTAL_USERS,
  "routes/asset.$id.documents.$cvId.$fileName": PORTAL_USERS,
  "routes/asset.$id.download-all": PORTAL_USERS,
  // Issue 44 §1: an asset's printable label and the Assets tab's label sheet, for whoever may open the asset page.
  "routes/_app.asset_.$id.label": PORTAL_USERS,
  "routes/_app.dashboard_.assets_.labels": PORTAL_USERS,
  "routes/_app.get-help": PORTAL_USERS,
  // Issue 13: global search (its results page feeds the header dropdown too), the bell's unread
  // poll, the knowledge hub, and the resin tool's page for the two Resin profiles only.
  "routes/_app.search": PORTAL_USERS,
  "routes/notifications.unread": PORTAL_USERS,
  // Issue 25 §1: the pushed notifications' stream, for the same users as the poll.
  "routes/notifications.stream": PORTAL_USERS,
  "routes/_app.knowledge-hub": PORTAL_USERS,
  // Issue 33: the asset picker's matches for the combobox, for everyone who opens a dialog that asks for an asset.
  "routes/asset-picker": PORTAL_USERS,
  "routes/_app.resin": RESIN_ROLES,
  // The not-found page is public; a signed-in visitor sees it inside the shell.
  "routes/$": EVERYONE,
  // The admin portal (docs/decisions/028): its layout and every page, dialog and action.
  "routes/admin": ADMIN_ROLES,
  "routes/admin._index": ADMIN_ROLES,
  "routes/admin.companylist": ADMIN_ROLES,
  "routes/admin.customers.$id": ADMIN_ROLES,
  "routes/admin.customers.$id.users.new": ADMIN_ROLES,
  "routes/admin.customers.$id.users.$userId.edit": ADMIN_ROLES,
  "routes/admin.customers.$id.users.$userId.status": ADMIN_ROLES,
  "routes/admin.customers.$id.users.$userId.assets": ADMIN_ROLES,
  "routes/admin.customers.$id.users.$userId.delete": ADMIN_ROLES,
  "routes/admin.customers.$id.users.$userId.reset-password": ADMIN_ROLES,
  "routes/admin.customers.$id.users.$userId.login-as": ADMIN_ROLES,
  "routes/admin.customers.$id_.upload": ADMIN_ROLES,
  "routes/admin.sample-csv": ADMIN_ROLES,
  "routes/admin.switch-profile": ADMIN_ROLES,
  "routes/admin.account-settings": ADMIN_ROLES,
  // Reports are for the global admin.
  "routes/admin.reports": ["SUPER_ADMIN"],
  "routes/admin.reports.$report": ["SUPER_ADMIN"],
  // 'Log out as' is posted while the session's user is the customer being acted as; the route
  // also refuses (403) a session that is not acting as a customer.
  "routes/admin_.log-out-as": PORTAL_USERS,
  // Issue 13: the account switcher (narrowed further by USER_RULES), the guided tour's page and
  // the profile picture shown in the header (everyone who has the header has a picture).
  "routes/_app.switch-account": PORTAL_USERS,
  "routes/_app.tour": PORTAL_USERS,
  "routes/profile-picture": EVERYONE,
  // Issue 23 (decision 050): offers, one offer, its Enquire dialog (internal users may look, their
  // post is refused) and My Bookings, for every customer profile as the knowledge hub is.
  "routes/_app.offer._index": PORTAL_USERS,
  "routes/_app.offer.$id": PORTAL_USERS,
  "routes/_app.offer.$id_.enquire": PORTAL_USERS,
  "routes/_app.book": PORTAL_USERS,
  // Issue 23: the PDF viewer of an asset's document, and the pharma offering page (decision 052).
  "routes/_app.asset_.$id.documents.$cvId.view": PORTAL_USERS,
  // Issue 34 §2: documents kept offline: their page, the server's check of what the user may still
  // see, and an asset's whole list of documents to keep (docs/decisions/077).
  "routes/_app.offline-documents": PORTAL_USERS,
  "routes/offline-documents.check": PORTAL_USERS,
  "routes/asset.$id.keep": PORTAL_USERS,
  "routes/pharma": PORTAL_USERS,
  // Issue 44 §2: each list's CSV and Excel download, for the roles of its list (docs/decisions/102).
  "routes/exports.tickets.$format": PORTAL_USERS,
  "routes/exports.spares-and-services.$format": PORTAL_USERS,
  "routes/exports.contracts.$format": PORTAL_USERS,
  "routes/exports.assets.$format": PORTAL_USERS,
  "routes/exports.my-team.$format": SIDEBAR_USERS,
};

/**
 * Routes whose access depends on who the user is as well as the role: the guard (requireUser)
 * answers 403 when the rule says no. "account-switcher": staff (not 'es.' addresses) and 'Dealer
 * User', never admins or an admin acting as a customer (`canSwitchAccount`, decision 041).
 */
export const USER_RULES: Readonly<Record<string, "account-switcher">> = {
  "routes/_app.switch-account": "account-switcher",
};

/** Routes anyone may open, signed in or not. */
export const PUBLIC_ROUTES: readonly string[] = [
  "root",
  "routes/login",
  "routes/sign-in",
  "routes/signup",
  "routes/admin_.login",
  "routes/auth.callback",
  "routes/logout",
  // The feedback asked after Logout: signed out, with the proof of who logged out (decision 091).
  "routes/logout_.feedback",
  "routes/FAQs",
  "routes/link.($type)",
  "routes/privacy-policy",
  "routes/terms-of-service",
  "routes/urban-water",
  // The FAQ's Contact Us form, for anyone (docs/decisions/113).
  "routes/contact-us",
  "routes/survey",
  "routes/survey_.rate-my-service",
  "routes/survey_.case-closure",
  "routes/survey_.csat",
  "routes/survey_.already-taken",
  "routes/survey_.thank-you",
  "routes/preferences.menu",
  // The lite-mode switch (decision 057): a UI preference, like the menu's.
  "routes/preferences.lite",
  "routes/$",
  // The expiry dialog's check (reads the session without moving its deadline) and its "sign in
  // again" post (keeps what was typed): both answer with or without a live session (decision 042).
  "routes/session.status",
  "routes/session.expired",
];

export function allowedRoles(routeId: string): readonly Role[] {
  return ROUTE_ACCESS[routeId] ?? [];
}

export function isAllowed(routeId: string, role: string): boolean {
  return allowedRoles(routeId).includes(role as Role);
}
