import { CookieJar, go, signInOverHttp } from "../support/http-session";
import { auditSince, expectAudit } from "./audit-support";
import { expect, test } from "./fixtures";
import { MOCK, PORTAL } from "./support";

/**
 * Who may write what (issue 22, docs/decisions/047), request by request: an admin's per-user
 * actions stay inside the company in the URL; an admin acting as a customer writes nothing in the
 * customer's name, and Logout while acting returns to the admin without touching the customer's
 * own sessions; staff and the profile at index 4 keep their own writes; a refusal after the admin
 * guard is audited. Request-level: it runs once, in the `http` project.
 */
test.describe.configure({ timeout: 90_000 });

const BLUE_RIVER = "ACC-1003";
/** A user of Deccan Textiles (ACC-1004): never one of Blue River's. */
const DECCAN_USER = "U-9618";
const DECCAN_EMAIL = "assetdealer.nojs@demo.test";
/** The reserved login-as user of the http project (Blue River, mocks/data/users.ts). */
const ACTED = { userId: "U-9504", email: "admin-loginas.js@demo.test" };

/** The upstream writes of the customer-side forms (docs/upstream-api.md). */
const WRITES = [
  "POST /ticketapi/ticket-messages/save",
  "PUT /userapi/api/um/profile",
  "POST /fileuploadapi",
  "POST /assetsApi/assets/populateFavoriteAssets",
  "POST /assetsApi/assets/save-user-preferences-for-asset",
  "PUT /userapi/api/um/guided-screen",
  "POST /serviceapi/reschedule-visit",
  "POST /userapi/api/um/add-team-member",
  "PUT /assetsApi/assets/AST-",
];

interface Call {
  method: string;
  path: string;
  body: Record<string, unknown>;
  userId?: string;
  requestId?: string;
}

async function callsSince(since: string, filter: { path?: string; requestId?: string } = {}): Promise<Call[]> {
  const query = new URLSearchParams({ since, ...filter });
  return (await (await fetch(`${MOCK}/__calls?${query}`)).json()) as Call[];
}

interface Session {
  jar: CookieJar;
  post(path: string, body: Record<string, string>, options?: { multipart?: boolean; headers?: Record<string, string> }): Promise<Response>;
  get(path: string, headers?: Record<string, string>): Promise<Response>;
}

async function session(email: string, loginPath?: string): Promise<Session> {
  const { jar } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email, loginPath });
  return {
    jar,
    async post(path, body, options = {}) {
      let payload: BodyInit;
      const headers: Record<string, string> = { origin: PORTAL, ...options.headers };
      if (options.multipart) {
        const form = new FormData();
        for (const [k, v] of Object.entries(body)) form.append(k, v);
        payload = form;
      } else {
        payload = new URLSearchParams(body).toString();
        headers["content-type"] = "application/x-www-form-urlencoded";
      }
      const response = await go(jar, `${PORTAL}${path}`, { method: "POST", headers, body: payload });
      return response;
    },
    get: (path, headers) => go(jar, `${PORTAL}${path}`, { headers }),
  };
}

/** The body of a response with HTML's apostrophes as typed, for its messages. */
const text = async (response: Response) => (await response.text()).replaceAll("&#x27;", "'").replaceAll("&#39;", "'");

test("every per-user admin action refuses a user of another company: 404, nothing sent upstream", async () => {
  const admin = await session("admin@thermax.test", "/admin/login");
  const since = new Date().toISOString();
  const forms: Record<string, Record<string, string>> = {
    edit: { salutation: "Mr.", firstName: "Changed", lastName: "Elsewhere", mobilePhone: "9820012345", designation: "Engineer", cpContactProfile: "Customer User" },
    delete: {},
    status: { to: "DEACTIVATED" },
    "reset-password": {},
    assets: { restrictedAssetIds: "AST-0001" },
    "login-as": {},
  };
  for (const [action, form] of Object.entries(forms)) {
    const response = await admin.post(`/admin/customers/${BLUE_RIVER}/users/${DECCAN_USER}/${action}`, form);
    expect(response.status, action).toBe(404);
    expect(await text(response), action).toContain("User not found");
  }
  // Only the read that found the user elsewhere: no write about them, no login-as, no reset e-mail.
  const about = (c: Call) => JSON.stringify(c).includes(DECCAN_USER) || JSON.stringify(c).includes(DECCAN_EMAIL);
  const writes = (await callsSince(since)).filter((c) => c.method !== "GET" && about(c));
  expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  expect(auditSince(since).filter((l) => l.targetUser === DECCAN_USER)).toEqual([]);
});

test("an admin acting as a customer writes nothing in the customer's name: 403 with the reason, nothing sent", async () => {
  const admin = await session("admin@thermax.test", "/admin/login");
  const login = await admin.post(`/admin/customers/${BLUE_RIVER}/users/${ACTED.userId}/login-as`, {});
  expect(login.status).toBe(303);
  expect(login.headers.get("location")).toBe("/");
  const since = new Date().toISOString();
  const refusals: [string, Record<string, string>, string, boolean?][] = [
    ["/dashboard/tickets/TCK-100200/messages", { message: "Posted while acting" }, "Administrators acting as a customer cannot send messages in the customer's name.", true],
    ["/account-settings", { salutation: "Ms.", firstName: "Acting", lastName: "Admin", mobilePhone: "9820012345", department: "Ops", designation: "Lead", country: "India", state: "Maharashtra" }, "Administrators acting as a customer cannot change the customer's profile.", true],
    // Issue 25 §4: the Edit Profile dialog saves through the same steps.
    ["/edit-profile?returnTo=%2F", { salutation: "Ms.", firstName: "Acting", lastName: "Admin", mobilePhone: "9820012345", department: "Ops", designation: "Lead", country: "India", state: "Maharashtra" }, "Administrators acting as a customer cannot change the customer's profile.", true],
    ["/dashboard/assets", { intent: "favourite", assetId: "AST-0001", favourite: "true", returnTo: "/dashboard/assets" }, "Administrators acting as a customer cannot change the customer's favourites."],
    ["/dashboard/assets/preferences", { intent: "save", locations: "Pune, Maharashtra", divisions: "Heating" }, "Administrators acting as a customer cannot change the customer's asset preferences."],
    ["/tour", { intent: "skip", step: "1" }, "Administrators acting as a customer cannot change the customer's guided tour."],
    // Issue 25 §5: staff may do these; an acting admin may not (decision 047).
    ["/contracts/SVC-07000/reschedule", { rescheduleDate: "2099-01-05" }, "Administrators acting as a customer cannot reschedule a visit."],
    ["/my-team/invite", { intent: "submit", firstName: "Asha", lastName: "Bhat", designation: "EHS Manager", mobileNumber: "9820012345", email: "asha.bhat@example.in" }, "Administrators acting as a customer cannot invite a team member."],
    ["/asset/AST-0001", { intent: "rename", name: "Renamed while acting" }, "Administrators acting as a customer cannot rename an asset."],
    // Issue 23: an enquiry's documents (the customer's company's enquiry and document).
    ["/enquiries/ENQ-007204", { intent: "upload" }, "Staff, administrators acting as a customer and this profile cannot attach or delete documents.", true],
    ["/enquiries/ENQ-007204/documents/EDOC-00006/delete", {}, "Staff, administrators acting as a customer and this profile cannot attach or delete documents."],
  ];
  for (const [path, form, message, multipart] of refusals) {
    const response = await admin.post(path, form, { multipart });
    expect(response.status, path).toBe(403);
    expect(await text(response), path).toContain(message);
  }
  // None of the writes these forms make reached the upstream for the customer.
  const writes = (await callsSince(since)).filter((c) => c.userId === ACTED.userId && WRITES.some((w) => `${c.method} ${c.path}`.startsWith(w)));
  expect(writes.map((c) => `${c.method} ${c.path}`)).toEqual([]);
});

test("an admin acting as a customer may give feedback (issue 25): sent as the customer's, audited as the admin's", async () => {
  const admin = await session("admin@thermax.test", "/admin/login");
  const login = await admin.post(`/admin/customers/${BLUE_RIVER}/users/${ACTED.userId}/login-as`, {});
  expect(login.status).toBe(303);
  const since = new Date().toISOString();
  const general = await admin.post("/feedback", { rating: "6", otherDesc: "Given while acting" });
  expect(general.status).toBe(303);
  const sent = (await callsSince(since, { path: "/userapi/api/um/customer-feedback" })).filter((c) => c.userId === ACTED.userId);
  expect(sent.map((c) => c.body)).toEqual([{ rating: 6, otherDesc: "Given while acting" }]);
  await expectAudit(since, { action: "feedback.give", outcome: "ok", actor: "U-3001", actorRole: "Admin", targetUser: ACTED.userId, account: BLUE_RIVER, detail: { onBehalf: true, kind: "general", rating: 6 } });

  // Order feedback, acting as an Acme customer with a closed order; the upstream fails once, so
  // the demo data stays as it is: the call still shows the post was let through, and is audited.
  const acme = await session("admin@thermax.test", "/admin/login");
  expect((await acme.post("/admin/customers/ACC-1001/users/U-1001/login-as", {})).status).toBe(303);
  await fetch(`${MOCK}/__faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ call: "POST /feedbackapi/feedback/order", mode: 500, times: 1, userId: "U-1001" }) });
  const order = await acme.post("/order/ORD-0013/feedback", { intent: "submit", rating: "5", reasons: "On-time delivery" });
  const body = await text(order);
  expect(order.status, body.slice(0, 300)).toBe(502);
  const posted = (await callsSince(since, { path: "/feedbackapi/feedback/order" })).filter((c) => c.userId === "U-1001");
  expect(posted.map((c) => c.body)).toEqual([expect.objectContaining({ referenceId: "ORD-0013", rating: 5, userId: "U-1001" })]);
  await expectAudit(since, { action: "feedback.give", outcome: "failed", actor: "U-3001", targetUser: "U-1001", detail: { onBehalf: true, kind: "order", order: "ORD-0013", rating: 5 } });
});

test("opening a thread while acting leaves the customer's messages unread", async () => {
  const admin = await session("admin@thermax.test", "/admin/login");
  expect((await admin.post(`/admin/customers/ACC-1001/users/U-1001/login-as`, {})).status).toBe(303);
  const requestId = `acting-thread-${Date.now()}`;
  const since = new Date().toISOString();
  const thread = await admin.get("/dashboard/tickets/TCK-100200/messages", { "x-request-id": requestId });
  expect(thread.status).toBe(200);
  const html = await text(thread);
  expect(html).toContain("Administrators acting as a customer cannot send messages in the customer's name.");
  expect(html).not.toContain('aria-label="Send a message"');
  // The marker is posted without waiting, after the page: give it the time it would take.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  const calls = await callsSince(since, { requestId });
  expect(calls.map((c) => c.path)).toContain("/ticketapi/ticket-messages/TCK-100200");
  expect(calls.map((c) => c.path)).not.toContain("/ticketapi/ticket-messages/read");
});

test("Logout while acting returns to the admin, writes impersonation.end and leaves the customer signed in; a copy of the acting cookie dies with it and with the admin's logout", async () => {
  const customer = await session(ACTED.email);
  // An admin of its own: coming back refreshes the admin's token, which another sign-in of a shared admin would supersede.
  const admin = await session("acting-admin.http@thermax.test", "/admin/login");
  const list = `/admin/customers/${BLUE_RIVER}?q=AdminLoginas`;
  const login = await admin.post(`/admin/customers/${BLUE_RIVER}/users/${ACTED.userId}/login-as?returnTo=${encodeURIComponent(list)}`, {});
  expect(login.status).toBe(303);
  const since = new Date().toISOString();
  const logout = await admin.post("/logout", {});
  expect(logout.status).toBe(303);
  expect(logout.headers.get("location")).toBe(list);
  await text(logout);
  // The admin is themselves again; the customer's own session goes on.
  expect((await admin.get("/admin/companylist")).status).toBe(200);
  const own = await customer.get("/dashboard/tickets");
  expect(own.status).toBe(200);
  expect(await text(own)).toContain("AdminLoginas");
  expect((await callsSince(since, { path: "/userapi/api/um/auth/logout" })).length).toBe(0);
  await expectAudit(since, { action: "impersonation.end", outcome: "ok", actor: "U-9527", targetUser: ACTED.userId, detail: { via: "logout" } });

  // A copy of the acting cookie dies with 'Log out as' and with the admin's own logout (issue 30,
  // docs/decisions/063). In this test: the acting admin's sign-out would end the one above.
  const actAs = () => admin.post(`/admin/customers/${BLUE_RIVER}/users/${ACTED.userId}/login-as`, {});
  /** A second browser holding the admin's acting cookie as it is now. */
  const copyOf = () => {
    const jar = new CookieJar();
    jar.store(PORTAL, new Response(null, { headers: admin.jar.header(PORTAL).split("; ").map((c) => ["set-cookie", c] as [string, string]) }));
    return (path: string, init: RequestInit = {}) => go(jar, `${PORTAL}${path}`, init);
  };
  expect((await actAs()).status).toBe(303);
  const copy = copyOf();
  expect((await copy("/dashboard/tickets")).status).toBe(200);
  const since2 = new Date().toISOString();
  const back = await admin.post("/admin/log-out-as", {});
  expect(back.status).toBe(303);
  // The copy no longer reads the customer's data, and cannot use the admin's token.
  const refused = await copy("/dashboard/tickets");
  expect(refused.status).toBe(302);
  expect(refused.headers.get("location")).toMatch(/^\/login/);
  expect((await copy("/admin/log-out-as", { method: "POST", headers: { origin: PORTAL } })).headers.get("location")).toMatch(/^\/login/);
  expect((await admin.get("/admin/companylist")).status).toBe(200);
  // The login-as grant was ended upstream.
  expect(await callsSince(since2, { path: "/userapi/api/um/auth/login-as/end" })).toHaveLength(1);

  // Acting again; the admin then logs out in another browser: the acting cookie's copy dies too.
  expect((await actAs()).status).toBe(303);
  const second = copyOf();
  expect((await second("/dashboard/tickets")).status).toBe(200);
  const elsewhere = await session("acting-admin.http@thermax.test", "/admin/login");
  const signedOut = await elsewhere.post("/logout", {});
  expect(signedOut.status, String(signedOut.headers.get("location"))).toBeGreaterThanOrEqual(300);
  const after = await second("/dashboard/tickets");
  expect(after.status).toBe(302);
  expect(after.headers.get("location")).toMatch(/^\/login/);
});

test("an admin acts as a customer who logged out after the admin signed in; 'Log out as' writes impersonation.end (issue 51 §7)", async () => {
  const OUT = { userId: "U-9531", email: "acting-out.http@demo.test" };
  const admin = await session("acting-out-admin.http@thermax.test", "/admin/login");
  // The customer signs in and logs out after the admin's sign-in.
  const customer = await session(OUT.email);
  const loggedOut = await customer.post("/logout", {});
  expect(loggedOut.status).toBeGreaterThanOrEqual(300);
  expect(loggedOut.status).toBeLessThan(400);
  // The upstream refuses tokens issued in the logout's own second (iat has 1 s resolution).
  await new Promise((r) => setTimeout(r, 1_100));
  const list = `/admin/customers/${BLUE_RIVER}?q=ActingOut`;
  const since = new Date().toISOString();
  const login = await admin.post(`/admin/customers/${BLUE_RIVER}/users/${OUT.userId}/login-as?returnTo=${encodeURIComponent(list)}`, {});
  expect(login.status).toBe(303);
  expect(login.headers.get("location")).toBe("/");
  await text(login);
  // Acting as the customer: their pages, not the sign-in page.
  const page = await admin.get("/dashboard/tickets");
  expect(page.status).toBe(200);
  expect(await text(page)).toContain("ActingOut");
  const back = await admin.post("/admin/log-out-as", {});
  expect(back.status).toBe(303);
  expect(back.headers.get("location")).toBe(list);
  await text(back);
  await expectAudit(since, { action: "impersonation.end", outcome: "ok", actor: "U-9509", targetUser: OUT.userId, detail: { via: "log-out-as" } });
});

test("staff and the profile at index 4 keep their own writes: a ticket message and a favourite reach the upstream", async () => {
  // A fault on each write keeps the demo data as it is; the call itself shows the write was let through.
  const fault = async (call: string, userId: string) => {
    const response = await fetch(`${MOCK}/__faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ call, mode: 500, times: 1, userId }) });
    expect(response.status).toBeLessThan(300);
  };
  const staff = await session("staff@thermax.test");
  await fault("POST /ticketapi/ticket-messages/save", "U-2001");
  const since = new Date().toISOString();
  const message = await staff.post("/dashboard/tickets/TCK-100200/messages", { message: "From the service team" }, { multipart: true });
  expect(message.status).toBe(502);
  expect((await callsSince(since, { path: "/ticketapi/ticket-messages/save" })).filter((c) => c.userId === "U-2001")).toHaveLength(1);

  const edgeLive = await session("edgelive@demo.test");
  await fault("POST /assetsApi/assets/populateFavoriteAssets", "U-1006");
  const favourite = await edgeLive.post("/dashboard/assets", { intent: "favourite", assetId: "AST-0001", favourite: "true", returnTo: "/dashboard/assets" });
  expect(favourite.status).toBe(502);
  expect((await callsSince(since, { path: "/assetsApi/assets/populateFavoriteAssets" })).filter((c) => c.userId === "U-1006")).toHaveLength(1);
});

test("an Admin refused by a route after the admin guard (Switch Profile) is audited like every refusal", async () => {
  const admin = await session("admin@thermax.test", "/admin/login");
  const since = new Date().toISOString();
  const response = await admin.post("/admin/switch-profile", {});
  expect(response.status).toBe(403);
  await text(response);
  await expectAudit(since, { action: "admin.denied", outcome: "denied", actor: "U-3001", detail: { route: "admin.switch-profile", method: "POST" } });
});
