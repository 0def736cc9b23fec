/**
 * Who may sign in through which policy. Reads the shared demo users live (the upstream mock may
 * change a user's status at run time) and the in-memory sign-up registrations.
 */
import { demoUsers, type DemoUser, type UserStatus } from "../data/users";
import { db } from "../store";
import { POLICIES, type Policy } from "./config";
import { registrations } from "./registrations";

/** Texts shown on the identity pages (role="alert" for errors, role="status" for confirmations). */
export const MESSAGES = {
  invalidEmail: "Username is not a valid email address",
  notRegistered: "User Not Registered",
  alreadyRegistered: "Provided email address is already registered.",
  invalidCredentials: "Invalid Credentials",
  codeExpired: "The code has expired. Please request a new one.",
  tooManyAttempts: "Too many wrong codes. Please request a new one.",
  accountLocked: "Too many wrong codes for this account. Please wait 15 minutes and try again.",
  tooManyCodes: "Too many codes were sent to this address. Please wait 15 minutes and try again.",
  pendingVerification: "Your e-mail address is pending verification. Please verify it from the link we sent you.",
  verificationSent: "Verification e-mail sent.",
  adminRefused: "Admin profile users cannot sign in here. Please use the admin portal sign-in.",
  adminOnly: "This sign-in is for admin profiles only.",
  codeSent: "A new code has been sent.",
  unknownPolicy: "Unknown sign-in policy.",
} as const;

const ADMIN_PROFILES = new Set(["admin", "super_admin"]);
/** Statuses that may sign in; PENDING gets the verification message, the rest 'Invalid Credentials'. */
const SIGN_IN_STATUSES = new Set<UserStatus>(["ACTIVE", "VERIFIED", "APPROVED", "PENDING_EMAIL_CHANGE"]);

const EMAIL_RE = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export function isValidEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_RE.test(value);
}

export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

export function isAdminProfile(user: Pick<DemoUser, "cpContactProfile">): boolean {
  return ADMIN_PROFILES.has(user.cpContactProfile.trim().toLowerCase());
}

/**
 * The users as the upstream store holds them now (an admin may change a status, add or delete a
 * user), then the seed list (tests may add users there).
 */
function findUser(matches: (u: DemoUser) => boolean): DemoUser | undefined {
  return db.users.find(matches) ?? demoUsers.find(matches);
}

export function findUserByEmail(email: string): DemoUser | undefined {
  const wanted = normalizeEmail(email);
  return findUser((u) => u.email.toLowerCase() === wanted);
}

export function findUserById(userId: string): DemoUser | undefined {
  return findUser((u) => u.userId === userId);
}

/** Case-insensitive like B2C; missing → sign-in; unknown → null. */
export function normalizePolicy(p: unknown): Policy | null {
  if (p === undefined || p === null || p === "") return POLICIES.signin;
  if (typeof p !== "string") return null;
  const wanted = p.trim().toLowerCase();
  return (Object.values(POLICIES) as Policy[]).find((name) => name.toLowerCase() === wanted) ?? null;
}

/** May this user hold a session under this policy (status and profile)? */
export function canSignIn(policy: Policy, user: DemoUser): boolean {
  if (!SIGN_IN_STATUSES.has(user.status)) return false;
  if (policy === POLICIES.admin) return isAdminProfile(user);
  if (policy === POLICIES.signin) return !isAdminProfile(user);
  return false;
}

export type EmailDecision =
  | { ok: true; kind: "signin"; email: string; user: DemoUser }
  | { ok: true; kind: "signup"; email: string }
  | { ok: false; email: string; message: string; pending?: true };

/** Step 1 rules: what happens when this address is entered under this policy. */
export function decideEmail(policy: Policy, rawEmail: string): EmailDecision {
  const email = normalizeEmail(rawEmail);
  if (!isValidEmail(email)) return { ok: false, email, message: MESSAGES.invalidEmail };

  const user = findUserByEmail(email);

  if (policy === POLICIES.signup) {
    if (user) {
      if (isAdminProfile(user)) return { ok: false, email, message: MESSAGES.adminRefused };
      if (user.status === "PENDING") return { ok: false, email, message: MESSAGES.pendingVerification, pending: true };
      return { ok: false, email, message: MESSAGES.alreadyRegistered };
    }
    if (registrations.some((r) => r.email === email)) return { ok: false, email, message: MESSAGES.alreadyRegistered };
    return { ok: true, kind: "signup", email };
  }

  if (!user) return { ok: false, email, message: MESSAGES.notRegistered };
  if (user.status === "PENDING") return { ok: false, email, message: MESSAGES.pendingVerification, pending: true };
  if (!SIGN_IN_STATUSES.has(user.status)) return { ok: false, email, message: MESSAGES.invalidCredentials };
  if (policy === POLICIES.admin && !isAdminProfile(user)) return { ok: false, email, message: MESSAGES.adminOnly };
  if (policy === POLICIES.signin && isAdminProfile(user)) return { ok: false, email, message: MESSAGES.adminRefused };
  return { ok: true, kind: "signin", email, user };
}
