/**
 * The embedded upstream's seed as the demo shows it (`npm start` sets no MOCK_TEST_FIXTURES) and as
 * the test suites get it (MOCK_TEST_FIXTURES=1, docs/decisions/018). Each case loads the store anew
 * under its own environment.
 */
import { afterEach, describe, expect, it, vi } from "vitest";

async function storeWith(fixtures: "1" | "") {
  vi.stubEnv("MOCK_TEST_FIXTURES", fixtures);
  vi.resetModules();
  const { db } = await import("./store");
  const { findUserByEmail } = await import("./identity/accounts");
  return { db, findUserByEmail };
}

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

const fullName = (u: { firstName: string; lastName: string }) => `${u.firstName} ${u.lastName}`;

describe("the demo's data", () => {
  it("lists real people only: no test account in any company, and none of them can sign in", async () => {
    const { db, findUserByEmail } = await storeWith("");
    const qa = db.users.filter((u) => /Tester|Admin (js|nojs)$|QA /.test(`${fullName(u)} ${u.designation}`));
    expect(qa.map(fullName)).toEqual([]);
    // The admin portal's list of the demo company (Acme Dairy), as a demo admin sees it.
    expect(db.users.filter((u) => u.accountId === "ACC-1001").map(fullName)).toEqual([
      "Priya Sharma", "Rahul Mehta", "Meera Joshi", "Arjun Nair", "Kavita Menon", "Rohan Gupta", "Asha Verma", "Imran Shaikh",
    ]);
    for (const email of ["faults.js@demo.test", "logout.nojs@demo.test", "admin-faults.js@thermax.test"]) {
      expect(findUserByEmail(email)).toBeUndefined();
    }
    // No seeded ticket or message belongs to a test account.
    expect(db.tickets.filter((t) => t.contactId.startsWith("U-9")).map((t) => t.ticketNumber)).toEqual([]);
    expect(db.ticketMessages.filter((m) => m.userId.startsWith("U-9"))).toEqual([]);
  });

  it("under the tests, holds the suites' own accounts and their tickets as well", async () => {
    const { db, findUserByEmail } = await storeWith("1");
    expect(findUserByEmail("faults.js@demo.test")).toMatchObject({ firstName: "Faults", lastName: "Tester js", accountId: "ACC-1001" });
    expect(db.tickets.find((t) => t.ticketNumber === "TCK-109006")).toMatchObject({ contactId: "U-9006", createdBy: "Thread Tester js" });
    // The demo's 14 people are there too.
    expect(db.users.filter((u) => !u.userId.startsWith("U-9")).length).toBe(14);
  });

  it("gives every account, the suites' own included, a user id, an e-mail and a mobile of its own (suites that share one race)", async () => {
    const { db } = await storeWith("1");
    for (const key of ["userId", "email", "mobilePhone"] as const) {
      const seen = new Map<string, number>();
      for (const u of db.users) seen.set(u[key], (seen.get(u[key]) ?? 0) + 1);
      expect([...seen].filter(([, n]) => n > 1).map(([v]) => v), key).toEqual([]);
    }
  });

  it("names the assets as a customer would: every word capitalised, no bare codes", async () => {
    const { db } = await storeWith("");
    const byId = new Map(db.assets.map((a) => [a.id, a]));
    expect(byId.get("AST-0023")?.thermaxName).toBe("Sewage Treatment Plant WTP-249");
    expect(byId.get("AST-0015")?.thermaxName).toBe("Electrostatic Precipitator APC-987");
    expect(byId.get("AST-0003")?.name).toBe("Sewage Treatment Plant Block 3");
    expect(byId.get("AST-0018")?.name).toBe("Water Treatment Plant 4");
    for (const a of db.assets) {
      for (const name of [a.name, a.thermaxName]) {
        if (name === null) continue;
        expect(name.split(" ").filter((w) => !/^[A-Z0-9]/.test(w)), name).toEqual([]);
        expect(name, name).not.toMatch(/^(ESP|FGCS) /);
      }
    }
  });
});

describe("one customer's story (issue 31)", () => {
  it("numbers a complaint's ticket by its case number, with its status, asset and contact", async () => {
    const { db } = await storeWith("");
    const complaintTickets = db.tickets.filter((t) => t.type === "Complaint");
    expect(complaintTickets.length).toBe(db.complaints.length);
    for (const c of db.complaints) {
      const t = complaintTickets.find((x) => x.ticketNumber === c.caseNumber);
      expect(t, c.caseNumber).toMatchObject({ status: c.status, assetId: c.assetId, contactId: c.contactId, accountId: c.accountId });
    }
    // The other tickets keep their numbers (TCK-100215 is still the callback the tests know).
    expect(db.tickets.find((t) => t.ticketNumber === "TCK-100215")?.type).toBe("Requested Callback");
  });

  it("lets each side of a thread say its own lines: the customer never speaks for the maker", async () => {
    const { db } = await storeWith("");
    const staffIds = new Set(db.users.filter((u) => u.isOcTeamMember).map((u) => u.userId));
    const makerLines = /Our engineer will visit|We have received your request|Could you please share|Isolate the unit/;
    const byCustomers = db.ticketMessages.filter((m) => !staffIds.has(m.userId));
    expect(byCustomers.length).toBeGreaterThan(0);
    expect(byCustomers.filter((m) => makerLines.test(m.message)).map((m) => `${m.ticketNumber}: ${m.message}`)).toEqual([]);
  });

  it("names objects in notifications as the cards do: orders by P.O., complaints by case number, assets by name", async () => {
    const { db } = await storeWith("");
    const messages = db.notifications.map((n) => n.message);
    expect(messages.filter((m) => /\b(ORD|CMP|AST)-\d+/.test(m))).toEqual([]);
    const order = db.notifications.find((n) => n.type === "ORDER")!;
    expect(order.message).toContain(`P.O. ${db.orders.find((o) => o.id === order.entityId)!.customerPo}`);
    const complaint = db.notifications.find((n) => n.type === "COMPLAINT")!;
    expect(db.complaints.some((c) => c.caseNumber === complaint.entityId)).toBe(true);
    // A reply notice names a ticket of the user's own where they have one (its thread opens for them).
    for (const n of db.notifications.filter((x) => x.type === "TICKET")) {
      const own = db.tickets.some((t) => t.contactId === n.userId && t.type !== "Complaint");
      if (own) expect(db.tickets.find((t) => t.ticketNumber === n.entityId)?.contactId, n.notificationId).toBe(n.userId);
    }
  });

  it("gives every order a type chip that agrees with its type (no Spares order reads as a services order)", async () => {
    const { db } = await storeWith("");
    const servicesTypes = new Set(["services", "au", "branded services", "ea/uc", "services / consumables"]);
    for (const o of db.orders) {
      const reads = o.opportunityType === null || servicesTypes.has(o.opportunityType.toLowerCase()) ? "Services" : "Spares";
      expect(reads, `${o.id} ${o.type} ${o.opportunityType}`).toBe(o.type);
    }
  });
});
