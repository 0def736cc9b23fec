import { describe, expect, it } from "vitest";
import { notifyUser } from "./controls";
import { api, tokenFor, useInProcessUpstream } from "./handlers/test-setup";
import { db } from "./store";

useInProcessUpstream();

type Grouped = {
  assets: { assetId: string; name: string }[];
  orders: { orderId: string; orderNumber: string; assetName: string | null }[];
  tickets: { ticketNumber: string; assetName: string | null; type: string }[];
};

describe("global search (globalSearch-v2)", () => {
  it("answers the caller's assets, orders and tickets in groups", async () => {
    const token = await tokenFor("customer@demo.test");
    const byTicket = (await api("/searchapi/globalSearch-v2?keyword=tck-1002", { token })).json.data as Grouped;
    expect(byTicket.tickets.length).toBeGreaterThan(0);
    for (const t of byTicket.tickets) expect(t.ticketNumber.toLowerCase()).toContain("tck-1002");
    const byOrder = (await api("/searchapi/globalSearch-v2?keyword=ORD-0003", { token })).json.data as Grouped;
    expect(byOrder.orders.map((o) => o.orderId)).toContain("ORD-0003");
    const byAsset = (await api("/searchapi/globalSearch-v2?keyword=AST-0001", { token })).json.data as Grouped;
    expect(byAsset.assets.map((a) => a.assetId)).toContain("AST-0001");
  });

  it("never answers another account's records, caps each group and refuses short keywords", async () => {
    const other = (await api("/searchapi/globalSearch-v2?keyword=AST-0001", { token: await tokenFor("product@demo.test") })).json.data as Grouped;
    expect(other.assets.map((a) => a.assetId)).not.toContain("AST-0001");
    const wide = (await api("/searchapi/globalSearch-v2?keyword=tck", { token: await tokenFor("customer@demo.test") })).json.data as Grouped;
    expect(wide.tickets.length).toBeLessThanOrEqual(10);
    const short = await api("/searchapi/globalSearch-v2?keyword=ab", { token: await tokenFor("customer@demo.test") });
    expect(short.status).toBe(400);
  });
});

describe("notifications test control", () => {
  it("adds an unread notification that the list and count show at once", async () => {
    const token = await tokenFor("resin@demo.test");
    const before = (await api("/notificationapi/notifications/all?page=0&size=10", { token })).json.data as { unreadCount: number };
    const created = notifyUser({ email: "resin@demo.test", type: "ORDER", entityId: "ORD-0001" });
    expect(created).toMatchObject({ read: false, type: "ORDER", entityId: "ORD-0001", message: `Your order P.O. ${db.orders.find((o) => o.id === "ORD-0001")?.customerPo} has moved to the next stage.` });
    const after = (await api("/notificationapi/notifications/all?page=0&size=10", { token })).json.data as {
      unreadCount: number;
      data: { notificationId: string }[];
    };
    expect(after.unreadCount).toBe(before.unreadCount + 1);
    expect(after.data[0].notificationId).toBe(created?.notificationId);
  });

  it("refuses an unknown user or type", () => {
    expect(notifyUser({ email: "nobody@demo.test" })).toBeNull();
    expect(notifyUser({ email: "resin@demo.test", type: "SURVEY" })).toBeNull();
  });
});

describe("knowledge items", () => {
  const items = async (query: string) =>
    (await api(`/knowledgeapi/knowledge/items?${query}`, { token: await tokenFor("customer@demo.test") })).json.data as {
      items: { solution: string; product: string | null; section: string; resourceType: string }[];
      totalElements: number;
      totalPages: number;
    };

  it("has items for every product and more than two pages unfiltered", async () => {
    const all = await items("page=0&size=100");
    expect(all.totalElements).toBeGreaterThan(24);
    for (const p of ["UPRGA", "Bag Filter", "zero liquid discharge", "RiceMax automation"]) expect(all.items.some((i) => i.product === p)).toBe(true);
    expect((await items("page=0&size=12")).totalPages).toBeGreaterThan(2);
  });

  it("filters solutions and products as a tree: a chosen product narrows its solution only", async () => {
    const steam = await items("solutions=Steam&size=100");
    expect(steam.items.every((i) => i.solution === "Steam")).toBe(true);
    const narrowed = await items("solutions=Steam,Process%20Heating&products=Thermigen&size=100");
    expect(narrowed.items.filter((i) => i.solution === "Process Heating").every((i) => i.product === "Thermigen")).toBe(true);
    expect(narrowed.items.some((i) => i.solution === "Steam" && i.product === "CPCRS")).toBe(true);
    const productOnly = await items("products=ESP&size=100");
    expect(productOnly.items.map((i) => i.product)).toEqual(["ESP"]);
  });
});
