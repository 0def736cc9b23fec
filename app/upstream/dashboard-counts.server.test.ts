import { describe, expect, it } from "vitest";
import { findUserByEmail } from "../../mocks/data/users";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import { askTabCounts } from "./dashboard-counts.server";
import { listTickets } from "./tickets.server";
import type { SessionUser } from "./tokens";

useInProcessUpstream();

async function callerFor(email: string) {
  const session = await sessionFor(email);
  return { session, user: findUserByEmail(email) as unknown as SessionUser };
}

describe("the dashboard's Tickets badge", () => {
  it("counts the list the user opens by default: My Tickets for a customer, All Tickets for staff (decision 099)", async () => {
    const customer = await callerFor("customer@demo.test");
    const mine = await listTickets(customer.session, { view: "my", page: 0, pageSize: 1 });
    expect((await askTabCounts(customer)).tickets).toBe(mine.totalElements);

    const staff = await callerFor("staff@thermax.test");
    const all = await listTickets(staff.session, { view: "all", page: 0, pageSize: 1 });
    const own = await listTickets(staff.session, { view: "my", page: 0, pageSize: 1 });
    expect(all.totalElements).toBeGreaterThan(own.totalElements);
    expect((await askTabCounts(staff)).tickets).toBe(all.totalElements);
  });
});
