/**
 * Demo users of the embedded identity service and upstream. Shared by both halves of the mock:
 * the identity service decides who may sign in, the upstream answers who they are.
 * README and tests use these exact addresses.
 */
export type UserStatus =
  | "ACTIVE"
  | "DEACTIVATED"
  | "PENDING"
  | "VERIFIED"
  | "APPROVED"
  | "PENDING_EMAIL_CHANGE"
  | "DELETED";

export interface DemoUser {
  userId: string;
  email: string;
  salutation: string;
  firstName: string;
  middleName: string | null;
  lastName: string;
  designation: string;
  department: string;
  mobilePhone: string;
  /** Country label with dial code, as the upstream stores it: "INDIA- +91". */
  icc: string;
  state: string;
  city: string;
  accountId: string;
  accountName: string;
  cpContactProfile: string;
  isOcTeamMember: boolean;
  profilePic: string;
  /** ISO date; logout asks for feedback unless this is in the future. */
  feedbackDate: string | null;
  isShowGuidedScreen: boolean;
  /** Guided-tour progress (isIntro1Complete..isIntro3Complete), saved by the portal's tour. */
  isIntro1Complete: boolean;
  isIntro2Complete: boolean;
  isIntro3Complete: boolean;
  /** Dealer code, sent on list calls for dealers. */
  tcaUser: string | null;
  status: UserStatus;
}

/** The stored picture of photo@demo.test (mocks/store/pictures.ts holds its bytes). */
export const SEEDED_PICTURE_URL = "https://thermaxportal.blob.core.windows.test/profile-pictures/U-1010-seed.png";

const base = {
  middleName: null,
  department: "Operations",
  icc: "INDIA- +91",
  state: "Maharashtra",
  city: "Pune",
  isOcTeamMember: false,
  profilePic: "NA",
  feedbackDate: null,
  isShowGuidedScreen: false,
  isIntro1Complete: false,
  isIntro2Complete: false,
  isIntro3Complete: false,
  tcaUser: null,
  status: "ACTIVE" as UserStatus,
} satisfies Partial<DemoUser>;

export const companies = [
  { id: "ACC-1001", name: "Acme Dairy Products Pvt Ltd" },
  { id: "ACC-1002", name: "Sunrise Cement Ltd" },
  { id: "ACC-1003", name: "Blue River Pharmaceuticals Ltd" },
  { id: "ACC-1004", name: "Deccan Textiles Ltd" },
  { id: "ACC-1005", name: "Konkan Sugar Mills Ltd" },
  { id: "ACC-1006", name: "Godavari Paper Mills Ltd" },
  // The asset tests' accounts, one per browser project (mocks/store/assets.ts).
  { id: "ACC-1007", name: "Nilgiri Tea Estates Ltd" },
  { id: "ACC-1008", name: "Malabar Spices Ltd" },
] as const;

const [acme, sunrise, blueRiver, deccan, konkan, godavari, nilgiri, malabar] = companies;

/** The Home attention tests' companies (js, no-js), which exist only with the test fixtures (decision 074). */
export const ATTENTION_COMPANIES = [
  { id: "ACC-1009", name: "Sahyadri Agro Foods Ltd" },
  { id: "ACC-1010", name: "Vindhya Paper Boards Ltd" },
] as const;

/**
 * True when the embedded upstream runs under the test suites: `MOCK_TEST_FIXTURES=1`, which the
 * Playwright configs and the unit tests' setup set (docs/decisions/018). Only then are the test
 * suites' own users (the "… Tester js/nojs" QA accounts, U-9xxx) and their seeded tickets there;
 * `npm start` shows the demo customers alone.
 */
export function testFixturesEnabled(env: Record<string, string | undefined> = process.env): boolean {
  return env.MOCK_TEST_FIXTURES === "1";
}

/** The test suites' users when they run, none in the demo (same order either way). */
function fixtures(users: DemoUser[]): DemoUser[] {
  return testFixturesEnabled() ? users : [];
}

/**
 * Admins of the test suites' own in Acme Dairy, one per project: `{kind}.{project}@thermax.test`,
 * U-95{project index}{digit}, named "{firstName} Admin {project}".
 */
function suiteAdmins(who: { kind: string; salutation: string; firstName: string; digit: number }, projects: readonly string[]): DemoUser[] {
  return fixtures(
    projects.map((project, i) => ({
      ...base,
      userId: `U-95${i}${who.digit}`,
      email: `${who.kind}.${project}@thermax.test`,
      salutation: who.salutation,
      firstName: who.firstName,
      lastName: `Admin ${project}`,
      designation: "QA Administrator",
      department: "IT",
      mobilePhone: `+91982009${5 + i}${who.digit}00`,
      accountId: acme.id,
      accountName: acme.name,
      cpContactProfile: "Admin",
    })),
  );
}

export const demoUsers: DemoUser[] = [
  { ...base, userId: "U-1001", email: "customer@demo.test", salutation: "Ms.", firstName: "Priya", lastName: "Sharma", designation: "Plant Manager", mobilePhone: "+919820012345", accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User" },
  { ...base, userId: "U-1002", email: "buyer@demo.test", salutation: "Mr.", firstName: "Rahul", lastName: "Mehta", designation: "Purchase Manager", mobilePhone: "+919820012346", accountId: acme.id, accountName: acme.name, cpContactProfile: "BUYER" },
  { ...base, userId: "U-1003", email: "product@demo.test", salutation: "Mr.", firstName: "Anil", lastName: "Kulkarni", designation: "Product Engineer", mobilePhone: "+919820012347", accountId: sunrise.id, accountName: sunrise.name, cpContactProfile: "PRODUCT_USER" },
  { ...base, userId: "U-1004", email: "dealer@demo.test", salutation: "Mr.", firstName: "Vikram", lastName: "Rao", designation: "Channel Partner", mobilePhone: "+919820012348", accountId: sunrise.id, accountName: sunrise.name, cpContactProfile: "Dealer User", tcaUser: "TCA-501" },
  { ...base, userId: "U-1005", email: "dealer.live@demo.test", salutation: "Ms.", firstName: "Neha", lastName: "Iyer", designation: "Channel Partner", mobilePhone: "+919820012349", accountId: blueRiver.id, accountName: blueRiver.name, cpContactProfile: "Dealer User With Edge Live", tcaUser: "TCA-502" },
  { ...base, userId: "U-1006", email: "edgelive@demo.test", salutation: "Mr.", firstName: "Sanjay", lastName: "Patil", designation: "Utilities Head", mobilePhone: "+919820012350", accountId: blueRiver.id, accountName: blueRiver.name, cpContactProfile: "Customer User With Edge Live" },
  { ...base, userId: "U-1007", email: "resin@demo.test", salutation: "Dr.", firstName: "Meera", lastName: "Joshi", designation: "Water Chemist", mobilePhone: "+919820012351", accountId: acme.id, accountName: acme.name, cpContactProfile: "Resin User With Edge" },
  { ...base, userId: "U-1008", email: "resin.live@demo.test", salutation: "Mr.", firstName: "Karan", lastName: "Desai", designation: "Water Plant Lead", mobilePhone: "+919820012352", accountId: sunrise.id, accountName: sunrise.name, cpContactProfile: "Resin User With Edge Live" },
  { ...base, userId: "U-2001", email: "staff@thermax.test", salutation: "Mr.", firstName: "Arjun", lastName: "Nair", designation: "Service Engineer", department: "Service", mobilePhone: "+919820012353", accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User", isOcTeamMember: true },
  { ...base, userId: "U-3001", email: "admin@thermax.test", salutation: "Ms.", firstName: "Kavita", lastName: "Menon", designation: "Portal Administrator", department: "IT", mobilePhone: "+919820012354", accountId: acme.id, accountName: acme.name, cpContactProfile: "Admin" },
  { ...base, userId: "U-3002", email: "superadmin@thermax.test", salutation: "Mr.", firstName: "Rohan", lastName: "Gupta", designation: "Head of Digital", department: "IT", mobilePhone: "+919820012355", accountId: acme.id, accountName: acme.name, cpContactProfile: "SUPER_ADMIN" },
  // Registered but has not yet confirmed the e-mail address: sign-in shows the pending message.
  { ...base, userId: "U-1009", email: "pending@demo.test", salutation: "Ms.", firstName: "Asha", lastName: "Verma", designation: "Maintenance Engineer", mobilePhone: "+919820012356", accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User", status: "PENDING" },
  // Accounts only the end-to-end tests use for changes that touch the whole user (logout revokes
  // every token of a user; profile edits), one per browser project so parallel runs stay apart.
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) => [
    // feedbackDate in the future: logout ends the session at once, without the feedback step.
    { ...base, userId: `U-90${i}1`, email: `logout.${project}@demo.test`, salutation: "Mr.", firstName: "Logout", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}001`, accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User", feedbackDate: "2099-01-01T00:00:00.000Z" },
    { ...base, userId: `U-90${i}2`, email: `profile.${project}@demo.test`, salutation: "Ms.", firstName: "Profile", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}002`, accountId: sunrise.id, accountName: sunrise.name, cpContactProfile: "Dealer User With Edge Live", tcaUser: "TCA-502" },
    // Complaints create tickets in their account, so these two have an account of their own
    // (Deccan Textiles: assets with and without active orders and enquiries).
    { ...base, userId: `U-90${i}3`, email: `complaint.${project}@demo.test`, salutation: "Mr.", firstName: "Complaint", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}003`, accountId: deccan.id, accountName: deccan.name, cpContactProfile: "Customer User" },
    // Tickets-list fault tests (an upstream 500 on the list) inject per-user faults for these two.
    { ...base, userId: `U-90${i}4`, email: `tickets.${project}@demo.test`, salutation: "Ms.", firstName: "Tickets", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}004`, accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User" },
    { ...base, userId: `U-90${i}5`, email: `faults.${project}@demo.test`, salutation: "Mr.", firstName: "Faults", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}005`, accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User" },
    // Message-thread tests post messages: an account no other demo user is in (Konkan Sugar Mills),
    // each owning one seeded ticket with a short thread (mocks/store/tickets.ts).
    // The bad-input probe posts malformed forms to every action, /logout among them.
    { ...base, userId: `U-90${i}7`, email: `probe.${project}@demo.test`, salutation: "Mr.", firstName: "Probe", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}007`, accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User" },
    { ...base, userId: `U-90${i}6`, email: `thread.${project}@demo.test`, salutation: "Ms.", firstName: "Thread", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}006`, accountId: konkan.id, accountName: konkan.name, cpContactProfile: "Customer User" },
    // Asset tests rename assets, save preferences, read documents and request documents: an
    // account each (Nilgiri for js, Malabar for no-js) with the same 20 assets.
    { ...base, userId: `U-90${i}8`, email: `assets.${project}@demo.test`, salutation: "Mr.", firstName: "Assets", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}008`, accountId: [nilgiri, malabar][i].id, accountName: [nilgiri, malabar][i].name, cpContactProfile: "Customer User" },
    // Notification tests open (mark read) and add notifications: 30 each, like the showcase user.
    { ...base, userId: `U-90${i}9`, email: `notify.${project}@demo.test`, salutation: "Ms.", firstName: "Notify", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}009`, accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User" },
  ])),
  // Orders, contracts and quotes tests give feedback, renew AMCs, reschedule visits and fill carts:
  // an account of their own (Godavari Paper Mills: orders of every status, contracts expired,
  // expiring and far from expiry), one user per browser project.
  ...fixtures((["js", "nojs"] as const).map((project, i) => ({
    ...base, userId: `U-91${i}1`, email: `orders.${project}@demo.test`, salutation: "Mr.", firstName: "Orders", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982009${i}101`, accountId: godavari.id, accountName: godavari.name, cpContactProfile: "Customer User",
  }))),
  // Issue 33: the asset picker's fault test (the http project) injects faults on its own user's
  // asset list (Acme's 14 assets, read only).
  ...fixtures([
    { ...base, userId: "U-9921", email: "picker@demo.test", salutation: "Ms.", firstName: "Picker", lastName: "Tester", designation: "QA Engineer", mobilePhone: "+919820099210", accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User" },
  ]),
  // Staff who give order feedback (issue 25; issue 32 §2: feedback is given once per order): one
  // per browser project, U-95{project}8, in Godavari with the orders users, whose fixture orders
  // they rate (mocks/store/feedback-fixtures.ts).
  ...fixtures((["js", "nojs"] as const).map((project, i) => ({
    ...base, userId: `U-95${i}8`, email: `staff-feedback.${project}@thermax.test`, salutation: "Ms.", firstName: "Staff", lastName: `Tester ${project}`, designation: "Service Engineer", department: "Service", mobilePhone: `+91982009${5 + i}800`, accountId: godavari.id, accountName: godavari.name, cpContactProfile: "Customer User", isOcTeamMember: true,
  }))),
  // Admin-portal tests change these users (status, restricted assets, delete, login-as, edit), in
  // Blue River Pharmaceuticals: one set per browser project, ids U-95xx so they never collide.
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) =>
    (["status", "restrict", "delete", "loginas", "edit"] as const).map((kind, k) => ({
      ...base,
      userId: `U-95${i}${k + 1}`,
      email: `admin-${kind}.${project}@demo.test`,
      salutation: "Ms.",
      firstName: `Admin${kind[0].toUpperCase()}${kind.slice(1)}`,
      lastName: `Tester ${project}`,
      designation: "QA Engineer",
      mobilePhone: `+91982009${5 + i}${k + 1}00`,
      accountId: blueRiver.id,
      accountName: blueRiver.name,
      cpContactProfile: "Customer User",
    })),
  )),
  // The fault matrix injects upstream faults per user: an admin of its own per project (U-95x6).
  ...suiteAdmins({ kind: "admin-faults", salutation: "Mr.", firstName: "Faults", digit: 6 }, ["js", "nojs"]),
  // Admins who act as a customer and come back ('Log out as', Logout while acting): coming back
  // refreshes the admin's token, which a sign-in of the same admin elsewhere in the run would have
  // superseded (the single active session). One per project, U-95{project}7 (http: U-9527).
  ...suiteAdmins({ kind: "acting-admin", salutation: "Ms.", firstName: "Acting", digit: 7 }, ["js", "nojs", "http"]),
  // Issue 51 §7: an admin who acts as a customer who logged out after the admin signed in (the
  // http project only; U-9509), and that customer of Blue River (U-9531, logs out at once).
  ...suiteAdmins({ kind: "acting-out-admin", salutation: "Mr.", firstName: "ActingOut", digit: 9 }, ["http"]),
  ...fixtures([
    { ...base, userId: "U-9531", email: "acting-out.http@demo.test", salutation: "Ms.", firstName: "ActingOut", lastName: "Tester http", designation: "QA Engineer", mobilePhone: "+919820095310", accountId: blueRiver.id, accountName: blueRiver.name, cpContactProfile: "Customer User", feedbackDate: "2099-01-01T00:00:00.000Z" },
  ]),
  // Issue 11's dialogs (callback, Register Asset, shutdown, My Team, feedback, logout feedback),
  // one per browser project, U-96{project}{kind}. They create tickets and team members in Deccan
  // Textiles (ACC-1004), whose assets are sold through TCA-501, the dealer's code.
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) =>
    (
      [
        ["callback", "Callback", "Customer User"],
        ["asset", "Asset", "Customer User"],
        ["shutdown", "Shutdown", "Customer User"],
        ["team", "Team", "Customer User"],
        ["feedback", "Feedback", "Customer User"],
        // feedbackDate null: logout asks for feedback first (Submit; Skip with a failing call).
        ["logoutfb", "Farewell", "Customer User"],
        ["logoutskip", "Skipper", "Customer User"],
        ["assetdealer", "Dealer", "Dealer User"],
      ] as const
    ).map(([kind, firstName, profile], k) => ({
      ...base,
      userId: `U-96${i}${k + 1}`,
      email: `${kind}.${project}@demo.test`,
      salutation: "Ms.",
      firstName,
      lastName: `Tester ${project}`,
      designation: "QA Engineer",
      mobilePhone: `+91982096${i}${k + 1}00`.slice(0, 13),
      accountId: deccan.id,
      accountName: deccan.name,
      cpContactProfile: profile,
      tcaUser: profile === "Dealer User" ? "TCA-501" : null,
    })),
  )),
  // Issue 23's offers tests send enquiries by offer (each opens a Quotation ticket): one user per
  // browser project, U-93{project}1, in Deccan Textiles like the issue-11 dialogs' users.
  ...fixtures((["js", "nojs"] as const).map((project, i) => ({
    ...base, userId: `U-93${i}1`, email: `offers.${project}@demo.test`, salutation: "Ms.", firstName: "Offers", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982093${i}100`, accountId: deccan.id, accountName: deccan.name, cpContactProfile: "Customer User",
  }))),
  // Issue 34 §2: documents kept offline. Their tests log out and sign a second user in on the
  // same browser (each ends a session, and with it what the browser keeps): two users per browser
  // project, U-92{project}{1,2}, in Acme Dairy (customer@demo.test's assets and documents).
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) =>
    (["offline", "offline2"] as const).map((kind, k) => ({
      ...base, userId: `U-92${i}${k + 1}`, email: `${kind}.${project}@demo.test`, salutation: "Ms.", firstName: k === 0 ? "Offline" : "Second", lastName: `Tester ${project}`, designation: "Maintenance Lead", mobilePhone: `+91982092${i}${k + 1}00`, accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User", feedbackDate: "2099-01-01T00:00:00.000Z",
    })),
  )),
  // Issue 55: what is written offline waits on the device and goes when the signal returns. The
  // writer (U-92{project}3, with a ticket of their own to reply to) and a second person who signs
  // in on the same browser after the writer's session ended (U-92{project}4), in Konkan Sugar.
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) =>
    (["outbox", "outbox2"] as const).map((kind, k) => ({
      ...base, userId: `U-92${i}${k + 3}`, email: `${kind}.${project}@demo.test`, salutation: "Mr.", firstName: k === 0 ? "Outbox" : "Other", lastName: `Tester ${project}`, designation: "Shift Engineer", mobilePhone: `+91982092${i}${k + 3}00`, accountId: konkan.id, accountName: konkan.name, cpContactProfile: "Customer User", feedbackDate: "2099-01-01T00:00:00.000Z",
    })),
  )),
  // Issue 32 §1: sending from a dialog opened over a page (a callback): one user per browser
  // project, U-93{project}2, in Deccan Textiles like the issue-11 dialogs' users.
  ...fixtures((["js", "nojs"] as const).map((project, i) => ({
    ...base, userId: `U-93${i}2`, email: `stay.${project}@demo.test`, salutation: "Ms.", firstName: "Stay", lastName: `Tester ${project}`, designation: "QA Engineer", mobilePhone: `+91982093${i}200`, accountId: deccan.id, accountName: deccan.name, cpContactProfile: "Customer User",
  }))),
  // Issue 13: a user with a stored profile picture (the header shows it) and one who has not
  // taken the guided tour yet (isShowGuidedScreen), for the demo and the screenshots.
  { ...base, userId: "U-1010", email: "photo@demo.test", salutation: "Ms.", firstName: "Leela", lastName: "Fernandes", designation: "Energy Manager", mobilePhone: "+919820012357", accountId: godavari.id, accountName: godavari.name, cpContactProfile: "Customer User", profilePic: SEEDED_PICTURE_URL },
  { ...base, userId: "U-1011", email: "newcomer@demo.test", salutation: "Mr.", firstName: "Imran", lastName: "Shaikh", designation: "Boiler Operator", mobilePhone: "+919820012358", accountId: acme.id, accountName: acme.name, cpContactProfile: "Customer User", isShowGuidedScreen: true },
  // Issue 13's tests, one set per browser project, U-97{project}{kind}: staff and a dealer who
  // switch company (the switch changes their account upstream), the session dialogs, the profile
  // picture, the guided tour, and a staff user for the fault matrix of the switcher.
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) =>
    (
      [
        ["switch", "Switcher", "Customer User", "thermax.test", false],
        ["switchdealer", "Dealer", "Dealer User", "demo.test", false],
        ["session", "Session", "Customer User", "demo.test", false],
        ["picture", "Picture", "Customer User", "demo.test", false],
        ["tour", "Tour", "Customer User", "demo.test", true],
        ["staffaults", "Faults", "Customer User", "thermax.test", false],
      ] as const
    ).map(([kind, firstName, profile, domain, tour], k) => ({
      ...base,
      userId: `U-97${i}${k + 1}`,
      email: `${kind}.${project}@${domain}`,
      salutation: "Mr.",
      firstName,
      lastName: `Tester ${project}`,
      designation: "QA Engineer",
      mobilePhone: `+9198209${7 + i}${k + 1}000`.slice(0, 13),
      // Staff start in Acme Dairy; the dealer in Sunrise Cement (TCA-501 also sells to Acme and Deccan).
      accountId: profile === "Dealer User" ? sunrise.id : acme.id,
      accountName: profile === "Dealer User" ? sunrise.name : acme.name,
      cpContactProfile: profile,
      tcaUser: profile === "Dealer User" ? "TCA-501" : null,
      isShowGuidedScreen: tour,
    })),
  )),
  // Issue 33 §4: logout asks staff and the profile at index 4 for feedback too; each logout ends
  // the user's sessions, so one staff user and one index-4 user per browser project, U-99{project}{k}.
  ...fixtures((["js", "nojs"] as const).flatMap((project, i) =>
    (
      [
        ["logoutstaff", "Staff", "Customer User", "thermax.test"],
        ["logoutedge", "Edge", "Customer User With Edge Live", "demo.test"],
      ] as const
    ).map(([kind, firstName, profile, domain], k) => ({
      ...base,
      userId: `U-99${i}${k + 1}`,
      email: `${kind}.${project}@${domain}`,
      salutation: "Ms.",
      firstName,
      lastName: `Tester ${project}`,
      designation: "QA Engineer",
      mobilePhone: `+91982099${i}${k + 1}00`,
      accountId: acme.id,
      accountName: acme.name,
      cpContactProfile: profile,
    })),
  )),
  // Issue 34: the Home attention tests read a reply and request a renewal: a company each
  // (mocks/store/attention.ts), one user per browser project, U-94{project}1.
  ...fixtures(ATTENTION_COMPANIES.map((company, i) => ({
    ...base, userId: `U-94${i}1`, email: `attention.${["js", "nojs"][i]}@demo.test`, salutation: "Ms.", firstName: "Attention", lastName: `Tester ${["js", "nojs"][i]}`, designation: "QA Engineer", mobilePhone: `+91982098${i}100`, accountId: company.id, accountName: company.name, cpContactProfile: "Customer User",
  }))),
  // Issue 30's request-level security tests (the http project), U-98{k}1, customers of Acme Dairy:
  // one holds upload slots with slow bodies, one spends its invite checks, one opens many
  // notification streams; each limit counts per user, so no other test may share them.
  ...fixtures(
    (["slots", "invites", "streams"] as const).map((kind, k) => ({
      ...base,
      userId: `U-98${k + 1}1`,
      email: `${kind}.http@demo.test`,
      salutation: "Ms.",
      firstName: `${kind[0].toUpperCase()}${kind.slice(1)}`,
      lastName: "Tester http",
      designation: "QA Engineer",
      mobilePhone: `+9198209800${k + 1}0`,
      accountId: acme.id,
      accountName: acme.name,
      cpContactProfile: "Customer User",
    })),
  ),
];
// unregistered@demo.test is deliberately absent: sign-in answers 'User Not Registered'.

/**
 * E-mail domains the embedded upstream treats as the provider's staff (the portal's defaults of
 * INTERNAL_EMAIL_DOMAINS and PARTNER_EMAIL_DOMAINS): they may switch to any company.
 */
export const STAFF_DOMAINS = ["thermax.test", "thermaxglobal.test", "tbwes.test", "thermax-onsite.test"] as const;

export function isStaffEmail(email: string): boolean {
  const domain = email.slice(email.lastIndexOf("@") + 1).toLowerCase();
  return (STAFF_DOMAINS as readonly string[]).includes(domain);
}

export const ADMIN_PROFILES = ["Admin", "SUPER_ADMIN"] as const;

export function findUserByEmail(email: string): DemoUser | undefined {
  const wanted = email.trim().toLowerCase();
  return demoUsers.find((u) => u.email === wanted);
}

export function findUserById(userId: string): DemoUser | undefined {
  return demoUsers.find((u) => u.userId === userId);
}
