import { describe, expect, it } from "vitest";
import { db, resetUser } from "./store";
import { api, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

/**
 * What the Home attention section reads from the embedded upstream (decision 074): unread replies
 * on tickets, feedback given on orders, a contract's next visit and renewal enquiry, and the
 * attention tests' own companies, dated from today and put back by the user reset.
 */
type Json = Record<string, unknown>;
useInProcessUpstream();

const todayPlus = (days: number) => new Date(Date.now() + 5.5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

async function list(path: string, email: string): Promise<Json> {
  const res = await api(path, { token: await tokenFor(email) });
  expect(res.status).toBe(200);
  return res.json.data as Json;
}

describe("unread replies on tickets", () => {
  it("counts the maker's replies not read yet, until the customer's read marker", async () => {
    const page = (await list("/ticketapi/my-tickets?page=0&pageSize=50", "customer@demo.test")).tickets as { ticketInfoList: Json[] };
    const showcase = page.ticketInfoList.find((t) => t.ticketNumber === "TCK-100200");
    expect(showcase?.unreadCount).toBe(2);
    // A thread the customer has read, or whose last word is theirs, has none.
    expect(page.ticketInfoList.filter((t) => t.unreadCount === 0).length).toBeGreaterThan(0);
    const token = await tokenFor("customer@demo.test");
    expect((await api("/ticketapi/ticket-messages/read", { method: "POST", token, json: { ticketNumber: "TCK-100200" } })).status).toBe(200);
    const after = (await list("/ticketapi/tickets/TCK-100200", "customer@demo.test")) as Json;
    expect(after.unreadCount).toBe(0);
  });

  it("does not count the customer's own unread messages as replies", async () => {
    const ticket = db.tickets.find((t) => t.ticketNumber === "TCK-100203");
    if (!ticket) throw new Error("seed: TCK-100203");
    db.ticketMessages.push({ ...db.ticketMessages.find((m) => m.ticketNumber === "TCK-100203" && m.userId === ticket.contactId)!, id: "MSG-X", isRead: false });
    const before = (await list("/ticketapi/tickets/TCK-100203", "customer@demo.test")) as Json;
    db.ticketMessages.pop();
    const mine = db.ticketMessages.filter((m) => m.ticketNumber === "TCK-100203" && m.userId === "U-2001" && !m.isRead).length;
    expect(before.unreadCount).toBe(mine);
  });
});

describe("the attention tests' companies", () => {
  it("hold one of every kind, dated from today", async () => {
    const email = "attention.js@demo.test";
    const tickets = ((await list("/ticketapi/my-tickets?page=0&pageSize=50", email)).tickets as { ticketInfoList: Json[] }).ticketInfoList;
    expect(tickets.map((t) => [t.ticketNumber, t.unreadCount])).toEqual([
      ["TCK-109802", 0],
      ["TCK-109801", 1],
    ]);
    const contracts = (await list("/serviceapi/getActiveServices?page=0&size=50", email)).items as Json[];
    expect(contracts.map((c) => [c.serviceId, c.contractEndDate, c.amcExpiried, c.nextVisitDate, c.renewalEnquiryId])).toEqual([
      ["SVC-09101", todayPlus(30), false, todayPlus(5), null],
      ["SVC-09102", todayPlus(200), false, todayPlus(-3), null],
      ["SVC-09103", todayPlus(-10), true, null, null],
    ]);
    const ongoing = ((await list("/orderapi/v2/orders?page=0&pageSize=50", email)).order as { orderInfo: Json[] }).orderInfo;
    expect(ongoing.map((o) => [o.id, o.edd])).toEqual([
      ["ORD-9103", todayPlus(20)],
      ["ORD-9101", todayPlus(-7)],
    ]);
    const history = ((await list("/orderapi/history/orders?page=0&pageSize=10", email)).order as { orderInfo: Json[] }).orderInfo;
    expect(history.map((o) => [o.id, o.feedbackGiven])).toEqual([["ORD-9102", false]]);
    const assets = ((await list("/assetsApi/assets/get-assets-v2?page=0&pageSize=50", email)).assets as { assets: Json[] }).assets;
    expect(assets.map((a) => [a.id, (a.documentCount as Record<string, Json>).drawings.unreadCount])).toEqual([
      ["AST-9101", 1],
      ["AST-9102", 0],
      ["AST-9103", 0],
    ]);
    // The other project's company is apart.
    const other = ((await list("/ticketapi/my-tickets?page=0&pageSize=50", "attention.nojs@demo.test")).tickets as { ticketInfoList: Json[] }).ticketInfoList;
    expect(other.map((t) => t.ticketNumber)).toEqual(["TCK-109812", "TCK-109811"]);
  });

  it("tell the reply read, the renewal asked and the feedback given; the user reset puts them back", async () => {
    const email = "attention.js@demo.test";
    const token = await tokenFor(email);
    await api("/ticketapi/ticket-messages/read", { method: "POST", token, json: { ticketNumber: "TCK-109801" } });
    const renewal = await api("/enquiryapi/enquiry/amc", {
      method: "POST",
      token,
      json: {
        enquiryAssetId: "AST-9101",
        services: [{ serviceId: "SVC-09101", name: "Annual Service Contract renewal", quantity: 1 }],
        renewal: { type: "STANDARD", partCode: "SC-AMC-RENEWAL" },
      },
    });
    expect(renewal.status).toBe(200);
    const enquiryId = (renewal.json.data as Json).enquiryId;
    const feedback = await api("/feedbackapi/feedback/order", {
      method: "POST",
      token,
      json: { entityType: "ORDER", referenceId: "ORD-9102", feedbackCategory: "On-time delivery", rating: 5, additionalNote: "", userId: "U-9401" },
    });
    expect(feedback.status).toBe(200);

    expect((await list("/ticketapi/tickets/TCK-109801", email)).unreadCount).toBe(0);
    const contracts = (await list("/serviceapi/getActiveServices?page=0&size=50", email)).items as Json[];
    expect(contracts[0]).toMatchObject({ serviceId: "SVC-09101", renewalEnquiryId: enquiryId });
    const history = ((await list("/orderapi/history/orders?page=0&pageSize=10", email)).order as { orderInfo: Json[] }).orderInfo;
    expect(history[0]).toMatchObject({ id: "ORD-9102", feedbackGiven: true });

    expect(resetUser("U-9401")).toBe(true);
    expect((await list("/ticketapi/tickets/TCK-109801", email)).unreadCount).toBe(1);
    expect(((await list("/serviceapi/getActiveServices?page=0&size=50", email)).items as Json[])[0].renewalEnquiryId).toBeNull();
    expect((((await list("/orderapi/history/orders?page=0&pageSize=10", email)).order as { orderInfo: Json[] }).orderInfo)[0].feedbackGiven).toBe(false);
    // Nothing else of the store doubled.
    expect(db.assets.filter((a) => a.accountId === "ACC-1009")).toHaveLength(3);
    expect(db.ticketMessages.filter((m) => m.ticketNumber === "TCK-109801")).toHaveLength(2);
  });
});
