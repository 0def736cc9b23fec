/**
 * Admin portal rules (spec document 3 sections 3, 4, 6 and 8; document 1 sections 2 and 6). Pure:
 * no I/O, no zod, safe for the browser bundle. Choices in docs/decisions/029 and 030.
 */
import { CUSTOMER_ROLES } from "~/profiles";

export const USER_STATUSES = ["ACTIVE", "DEACTIVATED", "PENDING", "VERIFIED", "APPROVED", "PENDING_EMAIL_CHANGE", "DELETED"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

export function isUserStatus(value: unknown): value is UserStatus {
  return typeof value === "string" && (USER_STATUSES as readonly string[]).includes(value);
}

/**
 * What a per-user dialog shows after its change (the `done` value of the result redirect): the
 * spec's admin activity outcomes (Activated, Deactivated, Updated, Deleted), "Created" for Add user
 * and the two answers of Reset password (ours, except the spec's re-verification text).
 */
export const ADMIN_RESULTS = {
  Activated: "Activated",
  Deactivated: "Deactivated",
  Updated: "Updated",
  Deleted: "Deleted",
  Created: "Created",
  ResetSent: "A password reset e-mail has been sent.",
  ReVerificationSent: "User is registered, re-verification mail sent !!",
} as const;
export type AdminOutcome = keyof typeof ADMIN_RESULTS;
export const OUTCOME_PATTERN = new RegExp(`^(${Object.keys(ADMIN_RESULTS).join("|")})$`);

export function resultText(outcome: string): string {
  return (ADMIN_RESULTS as Record<string, string>)[outcome] ?? outcome;
}

/** The statuses an admin may set: activate or deactivate. */
export type SettableStatus = "ACTIVE" | "DEACTIVATED";

export interface StatusAction {
  to: SettableStatus;
  /** The button. */
  label: "Activate" | "Deactivate";
  /** What the portal reports after it. */
  outcome: "Activated" | "Deactivated";
}

const ACTIVATE: StatusAction = { to: "ACTIVE", label: "Activate", outcome: "Activated" };
const DEACTIVATE: StatusAction = { to: "DEACTIVATED", label: "Deactivate", outcome: "Deactivated" };

/**
 * Status changes an admin may make from each status. A user who can sign in may be deactivated;
 * a deactivated user, or one verified or approved but not yet active, may be activated. PENDING
 * (e-mail not verified: Reset password sends the verification again) and DELETED allow none.
 */
export function statusActions(status: string): StatusAction[] {
  switch (status) {
    case "ACTIVE":
    case "PENDING_EMAIL_CHANGE":
      return [DEACTIVATE];
    case "VERIFIED":
    case "APPROVED":
      return [ACTIVATE, DEACTIVATE];
    case "DEACTIVATED":
      return [ACTIVATE];
    default:
      return [];
  }
}

export function canChangeStatus(from: string, to: string): to is SettableStatus {
  return statusActions(from).some((a) => a.to === to);
}

/** Statuses whose users may sign in, so an admin may act as them. */
const SIGN_IN_STATUSES: readonly string[] = ["ACTIVE", "VERIFIED", "APPROVED", "PENDING_EMAIL_CHANGE"];

/** Customer profiles that can use the portal (BUYER is sent to /login by the layout rule). */
export const ADDABLE_PROFILES: readonly string[] = CUSTOMER_ROLES.filter((r) => r !== "BUYER");

/** Only a user who has not verified the e-mail address yet gets the invitation again. */
export function canResendInvitation(status: string): boolean {
  return status === "PENDING";
}

/** Said (409) to a resend for a user who has verified already: they sign in with an e-mailed code. */
export const NO_INVITATION_TO_RESEND = "This user has verified the e-mail address and signs in with a code sent by e-mail: there is no invitation to resend and no password to reset.";

export interface AdminActions {
  edit: boolean;
  resetPassword: boolean;
  status: StatusAction[];
  restrictAssets: boolean;
  delete: boolean;
  loginAs: boolean;
}

/**
 * Which per-user actions the list offers (the spec's EDIT, RESETPASSWORD, REMOVEASSET, LOGINASUSER,
 * status change, delete). Users sign in with a code sent by e-mail, so there is no password to
 * reset: the spec's RESETPASSWORD is offered for what it does, resending the invitation of a user
 * who has not verified the address yet (issue 42 §5, docs/decisions/094).
 */
export function actionsFor(user: { status: string; cpContactProfile: string }): AdminActions {
  if (user.status === "DELETED") return { edit: false, resetPassword: false, status: [], restrictAssets: false, delete: false, loginAs: false };
  return {
    edit: true,
    resetPassword: canResendInvitation(user.status),
    status: statusActions(user.status),
    restrictAssets: true,
    delete: true,
    loginAs: SIGN_IN_STATUSES.includes(user.status) && ADDABLE_PROFILES.includes(user.cpContactProfile),
  };
}

export { bannerSentence, bannerText } from "./banner";

/** Spec document 3 sections 5 and 8. */
export const ADMIN_MESSAGES = {
  userExists: "user already exists",
  userNotFound: "user not found",
  reVerificationSent: ADMIN_RESULTS.ReVerificationSent,
} as const;

/** Page sizes offered on the company users list. */
export const USER_PAGE_SIZES = [10, 25, 50] as const;
export const DEFAULT_USER_PAGE_SIZE = 10;

/**
 * Switch Profile (spec document 1 section 4): the role becomes the second entry of the role list.
 * A super-admin's role list is [SUPER_ADMIN, Admin], so the switch makes them an Admin; the
 * session remembers they are a super-admin, so they can switch back (docs/decisions/030).
 */
export const SUPER_ADMIN_ROLE_LIST = ["SUPER_ADMIN", "Admin"] as const;

export function switchTarget(role: string, isSuperAdmin: boolean): "Admin" | "SUPER_ADMIN" | null {
  if (role === SUPER_ADMIN_ROLE_LIST[0]) return SUPER_ADMIN_ROLE_LIST[1];
  if (role === SUPER_ADMIN_ROLE_LIST[1] && isSuperAdmin) return SUPER_ADMIN_ROLE_LIST[0];
  return null;
}

/** Reports are for the global admin (SUPER_ADMIN). */
export const REPORTS = [
  { id: "orders", label: "Orders", file: "orders.csv" },
  { id: "feedback", label: "Feedback", file: "feedback.csv" },
  { id: "email-tracking", label: "E-mail tracking", file: "email-tracking.csv" },
] as const;
export type ReportId = (typeof REPORTS)[number]["id"];

export function isReportId(value: unknown): value is ReportId {
  return REPORTS.some((r) => r.id === value);
}
