/**
 * Invite a team member (spec document 3 sections 3 to 5 and 9). Pure; tested in team.test.ts.
 */

/**
 * The designations offered (the spec hides its 20 titles "from CEO to Purchase Manager":
 * docs/decisions/034). Roles a plant's customer-side team has, senior first.
 */
export const DESIGNATIONS = [
  "CEO",
  "Managing Director",
  "Director",
  "Vice President",
  "General Manager",
  "Plant Head",
  "Plant Manager",
  "Operations Manager",
  "Production Manager",
  "Maintenance Manager",
  "Maintenance Engineer",
  "Utilities Manager",
  "Energy Manager",
  "Project Manager",
  "Quality Manager",
  "EHS Manager",
  "Process Engineer",
  "Finance Manager",
  "Procurement Manager",
  "Purchase Manager",
] as const;

export function isDesignation(value: unknown): value is (typeof DESIGNATIONS)[number] {
  return typeof value === "string" && (DESIGNATIONS as readonly string[]).includes(value);
}

export const TEAM_LIMITS = { firstName: 30, lastName: 30, email: 50, phone: 16 } as const;

export const TEAM_MESSAGES = {
  firstName: "First name is required",
  // The spec gives no text for a name it refuses: say what is expected (issue 52 §5).
  firstNameInvalid: `Enter a first name of up to ${TEAM_LIMITS.firstName} letters; accents, apostrophes, hyphens and spaces are fine.`,
  lastName: "Last name is required",
  lastNameInvalid: `Enter a last name of up to ${TEAM_LIMITS.lastName} letters; accents, apostrophes, hyphens and spaces are fine.`,
  designation: "Please select a designation",
  phone: "Phone number is required",
  phoneInvalid: "Enter a valid phone number",
  email: "Email is required",
  emailInvalid: "Enter a valid email",
  /*
   * The next three speak to the person inviting a colleague (issue 32 §3), not to someone signing
   * up as the spec's words do ('Thermax Employees cannot raise request for Sign Up. Please Contact
   * your Admin.', 'You are already a registered user. Please try Sign In instead.', 'User is
   * locked. Please contact support.'): a departure recorded in docs/decisions/079.
   */
  companyDomain: "Thermax employees cannot be invited to a customer's team. Please contact your admin.",
  registered: "This colleague already has an account. They can sign in with this email.",
  locked: "This colleague's account is locked. Please contact support to unlock it.",
  /**
   * Ours (issue 30, docs/decisions/062): while the e-mail is typed or left, any address that is
   * registered, locked or staff gets only this, so the check tells nobody which; the submit,
   * which is limited, names the reason with the spec's messages above.
   */
  cannotInvite: "This email cannot be invited.",
} as const;

/** Ours: the invite's submit past INVITE_SUBMITS_PER_USER (every field is kept). */
export function inviteLimitedMessage(retryAfterS: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterS / 60));
  return `You have checked or invited too many addresses in a short time. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`;
}

/** The registered-user check's answer by status: 302 registered, 423 locked, else none. */
export function registeredCheckMessage(status: number | undefined): string | null {
  if (status === 302) return TEAM_MESSAGES.registered;
  if (status === 423) return TEAM_MESSAGES.locked;
  return null;
}

/** Team page size: the spec's list default (8) for a card list; the pager shows past 8. */
export const TEAM_PAGE_SIZE = 8;

/** My Team's status filter (issue 33 §1): the upstream's member statuses. */
export const TEAM_STATUSES = [
  { value: "ACTIVE", label: "Active" },
  { value: "PENDING", label: "Pending" },
  { value: "DEACTIVATED", label: "Deactivated" },
] as const;
export type TeamStatus = (typeof TEAM_STATUSES)[number]["value"];

/** My Team's search text is cut here (no name or address is longer: TEAM_LIMITS). */
export const TEAM_QUERY_MAX = 60;
