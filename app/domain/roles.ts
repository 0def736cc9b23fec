import { CUSTOMER_ROLES, DEFAULT_LOOK_ONLY_PROFILES, type CustomerRole } from "~/profiles";

/**
 * Roles and the pure rules built on them (spec document 1 section 6, document 3 section 6).
 * No I/O: every function here is unit-tested in roles.test.ts. The customer-side role list and the
 * look-only profiles' setting sit below, in app/profiles.ts, because the settings read them
 * (app/env.server.ts) and the base imports nothing from here (docs/decisions/092).
 */

export const ADMIN_ROLES = ["Admin", "SUPER_ADMIN"] as const;

export type AdminRole = (typeof ADMIN_ROLES)[number];
export type Role = AdminRole | CustomerRole;

export const ALL_ROLES: readonly Role[] = [...ADMIN_ROLES, ...CUSTOMER_ROLES];

/** The customer-profile list of the layout rule: index 0 gets the top bar only, index 1 is sent to /login. */
export const TOPBAR_PROFILE_LIST: readonly CustomerRole[] = ["PRODUCT_USER", "BUYER"];

export const DEALER_ROLES: readonly CustomerRole[] = ["Dealer User", "Dealer User With Edge Live"];
export const EDGE_LIVE_ROLES: readonly CustomerRole[] = ["Customer User With Edge Live", "Resin User With Edge Live"];
export const RESIN_ROLES: readonly CustomerRole[] = ["Resin User With Edge", "Resin User With Edge Live"];

export function isRole(value: string): value is Role {
  return (ALL_ROLES as readonly string[]).includes(value);
}

export function isAdminRole(role: string): role is AdminRole {
  return (ADMIN_ROLES as readonly string[]).includes(role);
}

export function isDealer(role: string): boolean {
  return (DEALER_ROLES as readonly string[]).includes(role);
}

/** Resin appears only to the two Resin profiles. */
export function canSeeResin(role: string): boolean {
  return (RESIN_ROLES as readonly string[]).includes(role);
}

/** Edge Live opens the live product when the profile contains 'Edge Live'; dealers also qualify. */
export function canOpenEdgeLive(role: string): boolean {
  return role.includes("Edge Live") || isDealer(role);
}

export type Layout = "full" | "topbar" | "login";

/**
 * Layout by profile (spec document 1 section 2): index 0 of the customer-profile list gets the
 * top bar and page; index 1 is redirected to /login; every other customer profile gets sidebar,
 * top bar, page and right panel. Admins work in the admin portal, which uses the top bar layout.
 */
export function layoutForRole(role: string): Layout {
  const index = (TOPBAR_PROFILE_LIST as readonly string[]).indexOf(role);
  if (index === 0) return "topbar";
  if (index === 1) return "login";
  if (isAdminRole(role)) return "topbar";
  return "full";
}

export interface EmailDomains {
  /** The provider's own domains (demo: thermax.test). */
  provider: readonly string[];
  /** Partner domains treated like the provider's. */
  partners: readonly string[];
}

function domainOf(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? "" : email.slice(at + 1).trim().toLowerCase();
}

/** Staff: an e-mail in a provider or partner domain. */
export function hasInternalEmail(email: string, domains: EmailDomains): boolean {
  const domain = domainOf(email);
  if (!domain) return false;
  return [...domains.provider, ...domains.partners].some((d) => d.toLowerCase() === domain);
}

export interface InternalCheck {
  email: string;
  role: string;
  /** true while an admin is acting as a customer. */
  impersonating: boolean;
}

/**
 * Internal users may look but not submit (complaints, callbacks, asset requests, document
 * requests, shutdowns, quotes, new-equipment enquiries): staff e-mails, impersonating admins and
 * the look-only profiles (by default the profile at index 4 of the role list; LOOK_ONLY_PROFILES).
 */
export function isInternalUser(user: InternalCheck, domains: EmailDomains, lookOnly: readonly string[] = DEFAULT_LOOK_ONLY_PROFILES): boolean {
  return user.impersonating || hasInternalEmail(user.email, domains) || lookOnly.includes(user.role);
}

/**
 * The submissions the spec refuses to internal users (document 1 section 6: the new-equipment
 * enquiry, complaints, callbacks, asset requests, document requests, shutdowns; document 3 section
 * 6 adds quotes, which are the enquiry). Anything else a customer may send, an internal user may
 * send too: general feedback and order feedback among them (docs/decisions/047, issue 25).
 */
export const REFUSED_TO_INTERNAL = ["enquiry", "complaint", "callback", "asset", "document", "shutdown"] as const;

export type Submission = (typeof REFUSED_TO_INTERNAL)[number] | "feedback" | "order-feedback";

/** Whether staff, an impersonating admin or the profile at index 4 may make this submission. */
export function internalMaySubmit(kind: Submission): boolean {
  return !(REFUSED_TO_INTERNAL as readonly string[]).includes(kind);
}

/**
 * The account switcher shows for staff (except addresses starting with 'es.') and for 'Dealer User'
 * (spec document 1 section 6). Never for admins (they act as a customer instead) or while an admin
 * acts as a customer: switching signs the session's own user in again (docs/decisions/041).
 */
export function canSwitchAccount(user: Pick<InternalCheck, "email" | "role"> & { impersonating?: boolean }, domains: EmailDomains): boolean {
  if (user.impersonating || isAdminRole(user.role)) return false;
  if (user.role === "Dealer User") return true;
  const email = user.email.trim().toLowerCase();
  return hasInternalEmail(email, domains) && !email.startsWith("es.");
}

/** The notification bell is for customers: disabled for staff and impersonating admins. */
export function isBellDisabled(user: InternalCheck, domains: EmailDomains): boolean {
  return user.impersonating || hasInternalEmail(user.email, domains);
}

/** Dealers send their dealer code (tcaUser) on list calls; nobody else does. */
/** What the portal says a dealer works in before choosing a company (issue 51 §5, docs/decisions/105). */
export const ALL_COMPANIES = "All companies";

/**
 * The company the portal names as the one the user works in, and whose records its pages show. A
 * dealer's lists go by their dealer code (`tcaUser`): the upstream answers every company sold
 * through it until a company is chosen with the account switcher (the session that follows the
 * switch), so until then the portal says 'All companies', never the company of the sign-in answer.
 */
export function companyShown(user: { cpContactProfile: string; tcaUser: string | null; accountName: string }, companyChosen: boolean): string {
  return isDealer(user.cpContactProfile) && user.tcaUser && !companyChosen ? ALL_COMPANIES : user.accountName;
}

export function dealerListParams(user: { role: string; tcaUser: string | null }): { tcaUser?: string } {
  return isDealer(user.role) && user.tcaUser ? { tcaUser: user.tcaUser } : {};
}
