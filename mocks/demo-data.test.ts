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
