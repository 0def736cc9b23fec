import { describe, expect, it } from "vitest";
import { calls, injectFault } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import { UpstreamError } from "./errors";
import { listTickets } from "./tickets.server";

useInProcessUpstream();

describe("tickets upstream module", () => {
  it("lists my tickets (contactId is the caller) newest first, zero-based pages of 4", async () => {
    const session = await sessionFor("customer@demo.test");
    const first = await listTickets(session, { view: "my", page: 0, pageSize: 4 });
    expect(first.ticketInfoList).toHaveLength(4);
    expect(first.totalElements).toBe(13);
    expect(first.totalPages).toBe(4);
    expect(first.ticketInfoList.every((t) => t.contactId === "U-1001")).toBe(true);
    const dates = first.ticketInfoList.map((t) => t.createdOn ?? "");
    expect([...dates].sort().reverse()).toEqual(dates);
    const last = await listTickets(session, { view: "my", page: 3, pageSize: 4 });
    expect(last.ticketInfoList).toHaveLength(1);
  });

  it("lists all tickets of the account and sends filterBy as given", async () => {
    const session = await sessionFor("customer@demo.test");
    const all = await listTickets(session, { view: "all", page: 0, pageSize: 4 });
    expect(all.totalElements).toBeGreaterThan(10);
    const filterBy = "status-Open,Drafted$type-Quotation,New Equipment Request";
    const filtered = await listTickets(session, { view: "all", page: 0, pageSize: 4, filterBy });
    expect(filtered.totalElements).toBeGreaterThan(0);
    for (const t of filtered.ticketInfoList) {
      expect(["Quotation", "New Equipment Request"]).toContain(t.type);
      expect(["Open", "Drafted"]).toContain(t.status);
    }
    const sent = calls().filter((c) => c.path === "/ticketapi/tickets");
    expect(sent.at(-1)?.query).toMatchObject({ filterBy, page: "0", pageSize: "4" });
  });

  it("sends a dealer's tcaUser and gets the records sold through that code", async () => {
    const session = await sessionFor("dealer@demo.test");
    const page = await listTickets(session, { view: "all", page: 0, pageSize: 50, tcaUser: "TCA-501" });
    expect(page.totalElements).toBeGreaterThan(0);
    expect(calls().at(-1)?.query).toMatchObject({ tcaUser: "TCA-501" });
  });

  it("raises UpstreamError on a 500 and on a malformed answer", async () => {
    const session = await sessionFor("customer@demo.test");
    injectFault({ call: "GET /ticketapi/my-tickets", mode: 500, userId: "U-1001" });
    await expect(listTickets(session, { view: "my", page: 0, pageSize: 4 })).rejects.toMatchObject({
      kind: "http",
      status: 500,
    });
    injectFault({ call: "GET /ticketapi/tickets", mode: "malformed", userId: "U-1001" });
    const error = await listTickets(session, { view: "all", page: 0, pageSize: 4 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).kind).toBe("malformed");
  });
});
