import { ADMIN_ROLES, CUSTOMER_ROLES, type Role } from "~/domain/roles";

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
  "routes/_app.account-settings": EVERYONE,
  "routes/_app.notifications": PORTAL_USERS,
  "routes/_app.dashboard": PORTAL_USERS,
  "routes/_app.dashboard._index": PORTAL_USERS,
  "routes/_app.dashboard.tickets": PORTAL_USERS,
  // The message thread nested in the list; which tickets' threads is checked in the route.
  "routes/_app.dashboard.tickets.$ticketNumber.messages": PORTAL_USERS,
  "routes/_app.edgelive-benefits._index": SIDEBAR_USERS,
  "routes/_app.edgelive-benefits.error": SIDEBAR_USERS,
  "routes/_app.admin.companylist": ADMIN_ROLES,
  "routes/_app.complaints.new": PORTAL_USERS,
  "routes/_app.complaints.$id": PORTAL_USERS,
  // Assets (issue 9): the tab, its preferences panel, the asset page and its document request
  // dialog, the document download and the ZIP (which assets: the upstream's 404, checked per call).
  "routes/_app.dashboard.assets": PORTAL_USERS,
  "routes/_app.dashboard_.assets_.preferences": PORTAL_USERS,
  "routes/_app.asset.$id": PORTAL_USERS,
  "routes/_app.asset_.$id.request-document": PORTAL_USERS,
  "routes/asset.$id.documents.$cvId": PORTAL_USERS,
  "routes/asset.$id.download-all": PORTAL_USERS,
  "routes/_app.get-help": PORTAL_USERS,
  // The not-found page is public; a signed-in visitor sees it inside the shell.
  "routes/$": EVERYONE,
};

/** Routes anyone may open, signed in or not. */
export const PUBLIC_ROUTES: readonly string[] = [
  "root",
  "routes/login",
  "routes/sign-in",
  "routes/signup",
  "routes/admin.login",
  "routes/auth.callback",
  "routes/logout",
  "routes/FAQs",
  "routes/privacy-policy",
  "routes/terms-of-service",
  "routes/preferences.menu",
  "routes/$",
];

export function allowedRoles(routeId: string): readonly Role[] {
  return ROUTE_ACCESS[routeId] ?? [];
}

export function isAllowed(routeId: string, role: string): boolean {
  return allowedRoles(routeId).includes(role as Role);
}
