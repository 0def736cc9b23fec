import { describe, expect, it } from "vitest";
import { calls } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import { addToCart, fetchCart, updateCart } from "./cart.server";
import { DEFAULT_ORDER_FILTER_BY } from "~/domain/orders";
import { feedbackOptions, listOrders, orderById, orderLineItems, submitOrderFeedback } from "./orders.server";
import { frequentlyBooked, raiseEquipmentEnquiry, recommendations, requestQuote } from "./quotes.server";

useInProcessUpstream();

describe("orders upstream module", () => {
  it("lists ongoing orders by filterBy, status and product; reads one order and its lines", async () => {
    const session = await sessionFor("orders.nojs@demo.test");
    const all = await listOrders(session, { view: "ongoing", page: 0, pageSize: 8, filterBy: DEFAULT_ORDER_FILTER_BY });
    expect(all.totalElements).toBe(12);
    const rr = await listOrders(session, { view: "ongoing", page: 0, pageSize: 8, filterBy: "R&R" });
    expect(rr.orderInfo.map((o) => o.opportunityType)).toEqual(["r&r"]);
    const history = await listOrders(session, { view: "history", page: 0, pageSize: 8, filterBy: DEFAULT_ORDER_FILTER_BY, product: "Water" });
    expect(history.orderInfo.map((o) => o.id)).toEqual(["ORD-0039"]);
    const order = await orderById(session, "ORD-0032");
    const lines = await orderLineItems(session, { orderNumber: order.erpOrderNumber ?? "", page: 0, pageSize: 6 });
    expect(lines.orderLineItems.length).toBeLessThanOrEqual(6);
  });

  it("reads the reasons by category and sends feedback for a closed order only", async () => {
    const session = await sessionFor("orders.nojs@demo.test");
    expect(await feedbackOptions(session, "GOOD_EXPERIENCE")).toContain("On-time delivery");
    expect(await feedbackOptions(session, "BAD_EXPERIENCE")).toContain("Delayed delivery");
    const feedback = { referenceId: "ORD-0039", feedbackCategory: "Delayed delivery", rating: 2, additionalNote: "", userId: "U-9111" };
    expect(await submitOrderFeedback(session, feedback)).toMatch(/^OFB-\d+$/);
    await expect(submitOrderFeedback(session, { ...feedback, referenceId: "ORD-0032" })).rejects.toMatchObject({ status: 400, upstreamMessage: "Feedback can be given once the order is closed." });
  });
});

describe("quotes upstream module", () => {
  it("recommends by asset, searches, marks what is booked most", async () => {
    const session = await sessionFor("orders.nojs@demo.test");
    const page = await recommendations(session, { page: 0, size: 4 });
    expect(page.recommendations).toHaveLength(4);
    // Godavari's assets' eight, and two for the renewal test assets (decision 078).
    expect(page.totalElements).toBe(10);
    const found = await recommendations(session, { page: 0, size: 4, name: "membrane" });
    expect(found.recommendations.flatMap((g) => g.spares.map((s) => s.name))).toEqual(["RO membrane element 8 in", "RO membrane element 8 in"]);
    const booked = await frequentlyBooked(session, "AST-0041");
    expect(booked.length).toBeGreaterThan(0);
    expect(booked.length).toBeLessThanOrEqual(3);
  });

  it("adds to the cart (multipart), changes and removes a line, requests the quote, which empties the cart", async () => {
    const session = await sessionFor("orders.nojs@demo.test");
    for (const g of (await fetchCart(session)).groups) for (const i of [...g.spares, ...g.services]) await updateCart(session, { itemId: i.id, quantity: 0 });
    let cart = await addToCart(session, { assetId: "AST-0041", partCode: "SP-VAM-2001", itemType: "Spare", quantity: 1 });
    cart = await addToCart(session, { assetId: "AST-0041", partCode: "SV-0002", itemType: "Service", quantity: 1 });
    expect(cart.groups).toHaveLength(1);
    expect(cart.groups[0]).toMatchObject({ id: "CG-AST-0041", spares: [{ partCode: "SP-VAM-2001", quantity: 1 }], services: [{ partCode: "SV-0002" }] });
    const call = calls({ path: "/enquiryapi/cart/add" }).at(-1);
    expect(call?.body).toEqual({ assetId: "AST-0041", partCode: "SV-0002", itemType: "Service", quantity: "1" });
    cart = await updateCart(session, { itemId: cart.groups[0].spares[0].id, quantity: 7 });
    expect(cart.groups[0].spares[0].quantity).toBe(7);
    cart = await updateCart(session, { itemId: cart.groups[0].services[0].id, quantity: 0 });
    expect(cart.groups[0].services).toEqual([]);
    expect(await requestQuote(session, "U-9111")).toMatch(/^TCK-\d{6}$/);
    expect((await fetchCart(session)).groups).toEqual([]);
    await expect(requestQuote(session, "U-9111")).rejects.toMatchObject({ status: 400, upstreamMessage: "Your cart is empty." });
  });

  it("raises a new-equipment enquiry and answers its ticket number", async () => {
    const session = await sessionFor("orders.nojs@demo.test");
    const ticket = await raiseEquipmentEnquiry(session, {
      name: "Orders Tester nojs",
      email: "orders.nojs@demo.test",
      phone: "+919820091101",
      accountId: "ACC-1006",
      accountName: "Godavari Paper Mills Ltd",
      interestArea: "Process Heating",
      details: "A boiler",
      userId: "U-9111",
    });
    expect(ticket).toMatch(/^TCK-\d{6}$/);
  });
});
