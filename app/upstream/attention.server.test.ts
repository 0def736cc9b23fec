import { describe, expect, it } from "vitest";
import { calls, clearCalls, injectFault } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import { ATTENTION_SCAN, loadAttention } from "./attention.server";
import type { Caller } from "./tokens";

useInProcessUpstream();

async function authFor(email: string): Promise<Caller> {
  const session = await sessionFor(email);
  return { session, user: session.user } as Caller;
}

const LISTS = ["/ticketapi/my-tickets", "/orderapi/v2/orders", "/orderapi/history/orders", "/serviceapi/getActiveServices", "/assetsApi/assets/get-assets-v2"];

describe("loadAttention", () => {
  it("reads five lists, a page each, and builds the section of an attention test user", async () => {
    clearCalls();
    const { attention: view, counts } = await loadAttention(await authFor("attention.js@demo.test"));
    const made = calls().map((c) => c.path);
    expect(made.sort()).toEqual([...LISTS].sort());
    const tickets = calls().find((c) => c.path.endsWith("/my-tickets"));
    expect(tickets?.query).toMatchObject({ page: "0", pageSize: String(ATTENTION_SCAN.tickets) });
    expect(view.failed).toBe("none");
    expect(view.total).toBe(8);
    expect(view.items.map((i) => i.key)).toEqual([
      "reply:TCK-109801",
      "visit-overdue:SVC-09102",
      "contract-expired:SVC-09103",
      "order-late:ORD-9101",
      "renewal-open:SVC-09101",
      "visit-due:SVC-09101",
    ]);
    expect(view.seeAll.map((s) => [s.label, s.more])).toEqual([
      ["1 more delivered order to rate", 1],
      ["1 more asset with new documents", 1],
    ]);
    // The dashboard badges from the same answers: no call of their own.
    expect(counts).toEqual({ assets: 3, tickets: 2, spares: 2, contracts: 3 });
  });

  it("staff read the chosen company's every ticket; a dealer's lists carry the dealer code", async () => {
    clearCalls();
    const { attention: staff, counts } = await loadAttention(await authFor("staff@thermax.test"));
    expect(calls().map((c) => c.path)).toContain("/ticketapi/tickets");
    // Their Tickets badge counts All Tickets, the list they open by default (decision 099): from the same answer, no call of its own.
    expect(calls().filter((c) => c.path === "/ticketapi/my-tickets")).toEqual([]);
    const allTickets = calls().find((c) => c.path === "/ticketapi/tickets");
    expect(allTickets?.query.pageSize).toBe(String(ATTENTION_SCAN.tickets));
    expect(counts.tickets).toBeGreaterThan(2);
    // Colleagues' tickets too: the maker's unread replies of Acme Dairy, whoever raised them.
    expect(staff.items.filter((i) => i.kind === "reply").length).toBe(2);
    expect(staff.seeAll.find((s) => s.kind === "reply")?.href).toBe("/dashboard/tickets?view=all");

    clearCalls();
    await loadAttention(await authFor("dealer@demo.test"));
    expect(calls()).toHaveLength(5);
    for (const call of calls()) expect(call.query.tcaUser, call.path).toBe("TCA-501");
  });

  it("a list that fails leaves the others and says so", async () => {
    const auth = await authFor("attention.nojs@demo.test");
    injectFault({ call: "GET /serviceapi/getActiveServices", mode: 500, times: 3 });
    const { attention: view, counts } = await loadAttention(auth);
    expect(view.failed).toBe("some");
    // Its badge is left out; the others stay.
    expect(counts).toEqual({ assets: 3, tickets: 2, spares: 2 });
    expect(view.items.map((i) => i.kind)).toEqual(["reply", "order-late", "order-feedback", "documents"]);
  });
});
