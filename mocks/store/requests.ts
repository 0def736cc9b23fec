import { demoUsers } from "../data/users";
import { isoDays } from "./prng";

/**
 * What the issue-11 requests leave in the embedded upstream: asset registrations, missing-asset
 * reports, callbacks, planned shutdowns, feedback, and the account teams with their invites.
 * Tests read these through the call log; the records make duplicates and team lists real.
 */
export interface AssetRegistration {
  ticketNumber: string;
  serialOcNumber: string;
  division: string;
  region: string;
  accountId: string;
  accountName: string;
  complaintsFlow: boolean;
  userId: string;
  createdAt: string;
}

export interface RequestRecord {
  kind: "callback" | "missing-asset" | "plan-shutdown";
  ticketNumber: string;
  userId: string;
  body: Record<string, unknown>;
  createdAt: string;
}

/** Customer feedback: general (type null) or from logout (SUBMIT or SKIP); the admin report lists it. */
export interface FeedbackRecord {
  id: string;
  userId: string;
  rating: number | null;
  otherDesc: string;
  type: "SKIP" | "SUBMIT" | null;
  createdAt: string;
}

export type TeamStatus = "ACTIVE" | "PENDING" | "DEACTIVATED";

export interface TeamMemberRecord {
  id: string;
  accountId: string;
  firstName: string;
  lastName: string;
  designation: string;
  email: string;
  mobileNumber: string;
  status: TeamStatus;
}

/** A registration already on file, so a duplicate serial number can be shown (Acme Dairy). */
export const SEEDED_SERIAL = "TX-2020-0001";
/**
 * A request made by an earlier complaint on an asset that was not listed (Acme Dairy), so the
 * complaint's 'A request for Serial/OC number Test already exists!' can be shown.
 */
export const SEEDED_COMPLAINT_SERIAL = "Test";

export function seedRegistrations(): AssetRegistration[] {
  return [
    {
      ticketNumber: "TCK-299999",
      serialOcNumber: SEEDED_SERIAL,
      division: "HEATING",
      region: "WEST",
      accountId: "ACC-1001",
      accountName: "Acme Dairy Products Pvt Ltd",
      complaintsFlow: false,
      userId: "U-1001",
      createdAt: isoDays(-20, 5),
    },
    {
      ticketNumber: "TCK-299998",
      serialOcNumber: SEEDED_COMPLAINT_SERIAL,
      division: "COOLING",
      region: "WEST",
      accountId: "ACC-1001",
      accountName: "Acme Dairy Products Pvt Ltd",
      complaintsFlow: true,
      userId: "U-1001",
      createdAt: isoDays(-12, 11),
    },
  ];
}

/** A deactivated member answers 423 to the registered-user check (spec: "User is locked"). */
export const LOCKED_MEMBER_EMAIL = "locked.member@demo.test";

const extraMembers: Omit<TeamMemberRecord, "id">[] = [
  ["ACC-1001", "Sunil", "Pawar", "Maintenance Manager", "sunil.pawar@acmedairy.test", "+919811100001", "ACTIVE"],
  ["ACC-1001", "Farida", "Shaikh", "Utilities Manager", "farida.shaikh@acmedairy.test", "+919811100002", "ACTIVE"],
  ["ACC-1001", "Gopal", "Iyer", "Energy Manager", "gopal.iyer@acmedairy.test", "+919811100003", "ACTIVE"],
  ["ACC-1001", "Lata", "Kamble", "EHS Manager", "lata.kamble@acmedairy.test", "+919811100004", "PENDING"],
  ["ACC-1001", "Manoj", "Bhatt", "Process Engineer", "manoj.bhatt@acmedairy.test", "+919811100005", "ACTIVE"],
  ["ACC-1001", "Nisha", "Rao", "Quality Manager", "nisha.rao@acmedairy.test", "+919811100006", "ACTIVE"],
  ["ACC-1001", "Omkar", "Jadhav", "Maintenance Engineer", "omkar.jadhav@acmedairy.test", "+919811100007", "ACTIVE"],
  ["ACC-1001", "Pooja", "Sen", "Purchase Manager", LOCKED_MEMBER_EMAIL, "+919811100008", "DEACTIVATED"],
  ["ACC-1002", "Ravi", "Menon", "Plant Head", "ravi.menon@sunrisecement.test", "+919811100009", "ACTIVE"],
  ["ACC-1003", "Sara", "Thomas", "Production Manager", "sara.thomas@blueriver.test", "+919811100010", "PENDING"],
  ["ACC-1004", "Tarun", "Gill", "Plant Manager", "tarun.gill@deccantextiles.test", "+919811100011", "ACTIVE"],
].map(([accountId, firstName, lastName, designation, email, mobileNumber, status]) => ({
  accountId, firstName, lastName, designation, email, mobileNumber, status: status as TeamStatus,
}));

const STAFF_DOMAINS = /@(thermax|thermaxglobal|tbwes|thermax-onsite)\.test$/;

/**
 * Each account's team: its demo users (not admins, staff or the test-only accounts, U-9…) and the
 * members above.
 */
export function seedTeamMembers(): TeamMemberRecord[] {
  const fromUsers = demoUsers
    .filter((u) => !u.userId.startsWith("U-9") && !STAFF_DOMAINS.test(u.email) && u.cpContactProfile !== "Admin" && u.cpContactProfile !== "SUPER_ADMIN")
    .map((u) => ({
      accountId: u.accountId,
      firstName: u.firstName,
      lastName: u.lastName,
      designation: u.designation,
      email: u.email,
      mobileNumber: u.mobilePhone,
      status: (u.status === "PENDING" ? "PENDING" : "ACTIVE") as TeamStatus,
    }));
  return [...fromUsers, ...extraMembers].map((m, i) => ({ ...m, id: `TM-${String(i + 1).padStart(4, "0")}` }));
}
