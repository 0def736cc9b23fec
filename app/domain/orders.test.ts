import { describe, expect, it } from "vitest";
import {
  DEFAULT_ORDER_FILTER_BY,
  encodeOrderTypes,
  isClosedOrder,
  joinSemicolon,
  normaliseOrderTypes,
  orderKindOf,
  orderStatusDisplay,
  orderTimeline,
  orderTypeChip,
  isPastExpected,
  statusFilterOptions,
  orderNaming,
  ORDER_TYPE_OPTIONS,
} from "./orders";

describe("order filters", () => {
  it("sends Retrofit and Revamp as R&R, semicolon-joined in the filter's order", () => {
    expect(encodeOrderTypes(["Services", "Retrofit and Revamp"])).toBe("R&R;Services");
    expect(encodeOrderTypes(["r&r"])).toBe("R&R");
    expect(encodeOrderTypes(["Spares", "Services", "R&R"])).toBe("Spares;R&R;Services");
  });
  it("defaults to every type when none (or only unknown ones) is chosen", () => {
    expect(encodeOrderTypes([])).toBe(DEFAULT_ORDER_FILTER_BY);
    expect(DEFAULT_ORDER_FILTER_BY).toBe("Spares;R&R;Services;Project;Product");
    expect(encodeOrderTypes(["Bogus"])).toBe(DEFAULT_ORDER_FILTER_BY);
  });
  it("reaches every type a card shows, by the chip's own words (issue 42 §3)", () => {
    expect(encodeOrderTypes(["Project Order", "Product Order", "Service Order"])).toBe("Services;Project;Product");
    expect(ORDER_TYPE_OPTIONS.map((o) => o.label)).toEqual(["Spares", "Retrofit and Revamp", "Service Order", "Project Order", "Product Order"]);
  });
  it("drops unknown types and duplicates", () => {
    expect(normaliseOrderTypes(["Spares", "spares", "x"])).toEqual(["Spares"]);
  });
  it("joins statuses and products with semicolons, nothing when empty", () => {
    expect(joinSemicolon(["Order received", "Order confirmed"])).toBe("Order received;Order confirmed");
    expect(joinSemicolon([])).toBeUndefined();
  });
});

describe("orderNaming (issue 42 §2: a page and button named after the order)", () => {
  it.each([
    ["spares", "Spare Details", "View Spares Page"],
    ["services", "Service Order Details", "View Service Page"],
    ["au", "Service Order Details", "View Service Page"],
    ["project", "Project Order Details", "View Project Order"],
    ["unit", "Product Order Details", "View Product Order"],
    ["r&r", "Retrofit and Revamp Order Details", "View Retrofit and Revamp Order"],
  ])("%s → %s, %s", (type, title, view) => {
    expect(orderNaming(type)).toEqual({ title, view });
  });
});

describe("type chip", () => {
  it.each([
    ["spares", "Spares"],
    ["SPARES", "Spares"],
    ["services", "Service Order"],
    ["au", "Service Order"],
    ["Branded Services", "Service Order"],
    ["EA/UC", "Service Order"],
    ["services / consumables", "Service Order"],
    ["project", "Project Order"],
    ["BOP", "Project Order"],
    ["unit", "Product Order"],
    ["short cycle", "Product Order"],
    ["Long Cycle", "Product Order"],
    ["equipment", "Product Order"],
    ["r&r", "Retrofit and Revamp"],
    [null, "Service Order"],
    ["", "Service Order"],
    ["something else", "Service Order"],
  ])("%s → %s", (type, chip) => {
    expect(orderTypeChip(type)).toBe(chip);
  });
});

describe("status display", () => {
  it("maps spares statuses", () => {
    expect(["Order received", "Order confirmed", "Order execution in progress", "Partially Ready for shipment", "Ready for shipment", "Partially fulfilled", "Order closed"].map((s) => orderStatusDisplay(s, "spares"))).toEqual([
      "Order Placed",
      "Order Confirmed",
      "Order Processing",
      "Partially Ready for Shipment",
      "Ready for Shipment",
      "Partially Dispatched",
      "Order Dispatched",
    ]);
  });
  it("maps services statuses", () => {
    expect(["Order received", "Order confirmed", "Order execution in progress", "Partially Ready for shipment", "Ready for shipment", "Partially fulfilled", "Order closed"].map((s) => orderStatusDisplay(s, "services"))).toEqual([
      "Order Placed",
      "Order Confirmed",
      "Order Processing",
      "Partially Ready for Shipment",
      "Order in Execution",
      "Partially Executed",
      "Order Executed",
    ]);
  });
  it("shows NA for an unknown or missing status, and matches case-insensitively", () => {
    expect(orderStatusDisplay("Shipped somewhere", "spares")).toBe("NA");
    expect(orderStatusDisplay(null, "services")).toBe("NA");
    expect(orderStatusDisplay("order CLOSED", "services")).toBe("Order Executed");
  });
  it("knows the kind and a closed order", () => {
    expect(orderKindOf("Services")).toBe("services");
    expect(orderKindOf("Spares")).toBe("spares");
    expect(orderKindOf(null)).toBe("spares");
    expect(isClosedOrder("Order closed")).toBe(true);
    expect(isClosedOrder("Partially fulfilled")).toBe(false);
  });
});

describe("timeline", () => {
  const dates = { erpOrderBookedDate: "2026-05-04", dateOrdered: "2026-05-01", edd: "2026-09-30" };
  const brief = (steps: ReturnType<typeof orderTimeline>) => steps.map((s) => `${s.status}:${s.isCompleted ? "done" : s.isActive ? "now" : "-"}`);

  it("spares: steps before the current one are done, the current one active", () => {
    const steps = orderTimeline({ ...dates, erpStatus: "Partially Ready for shipment" }, "spares");
    expect(brief(steps)).toEqual([
      "Order Confirmed:done",
      "Order Processing:done",
      "Partially Ready for Shipment:now",
      "Ready for Shipment:-",
      "Partially Dispatched:-",
      "Order Dispatched:-",
    ]);
  });
  it("services use their own labels", () => {
    const steps = orderTimeline({ ...dates, erpStatus: "Ready for shipment" }, "services");
    expect(brief(steps)).toEqual([
      "Order Confirmed:done",
      "Order Processing:done",
      "Partially Ready for Shipment:done",
      "Order in Execution:now",
      "Partially Executed:-",
      "Order Executed:-",
    ]);
  });
  it("the confirmed step shows the booked date, else the ordered date; the last step the expected edd", () => {
    const booked = orderTimeline({ ...dates, erpStatus: "Order confirmed" }, "spares");
    expect(booked[0]).toMatchObject({ statusDate: "2026-05-04", isActive: true });
    expect(booked[5]).toMatchObject({ statusDate: "2026-09-30", note: "Expected" });
    expect(booked.slice(1, 5).every((s) => s.statusDate === null)).toBe(true);
    const unbooked = orderTimeline({ ...dates, erpOrderBookedDate: null, erpStatus: "Order confirmed" }, "spares");
    expect(unbooked[0].statusDate).toBe("2026-05-01");
  });
  it("a received order has reached no step; a closed one has finished every step", () => {
    expect(orderTimeline({ ...dates, erpStatus: "Order received" }, "spares").some((s) => s.isActive || s.isCompleted)).toBe(false);
    const closed = orderTimeline({ ...dates, erpStatus: "Order closed" }, "services");
    expect(closed.every((s) => s.isCompleted)).toBe(true);
    expect(closed[5]).toMatchObject({ isActive: true, note: null, statusDate: "2026-09-30" });
  });
  it("no edd: the last step has no date and no note", () => {
    const steps = orderTimeline({ ...dates, edd: null, erpStatus: "Order confirmed" }, "spares");
    expect(steps[5]).toMatchObject({ statusDate: null, note: null });
  });
});

describe("one label per status on the filter and the cards (issue 31)", () => {
  it("offers each status by the label its cards show, for the chosen types", () => {
    expect(statusFilterOptions("ongoing", ["Spares"]).map((o) => o.label)).toEqual([
      "Order Placed",
      "Order Confirmed",
      "Order Processing",
      "Partially Ready for Shipment",
      "Ready for Shipment",
      "Partially Dispatched",
    ]);
    expect(statusFilterOptions("ongoing", ["Services"]).find((o) => o.value === "Ready for shipment")?.label).toBe("Order in Execution");
    expect(statusFilterOptions("ongoing", []).find((o) => o.value === "Partially fulfilled")?.label).toBe("Partially Dispatched / Partially Executed");
    expect(statusFilterOptions("ongoing", ["R&R", "Spares"]).find((o) => o.value === "Order execution in progress")?.label).toBe("Order Processing");
    expect(statusFilterOptions("history", [])).toEqual([]);
  });

  it("knows an order past its expected date, unless it is closed or has none", () => {
    expect(isPastExpected({ erpStatus: "Order confirmed", edd: "2026-11-01" }, "2026-11-26")).toBe(true);
    expect(isPastExpected({ erpStatus: "Order confirmed", edd: "2026-11-26" }, "2026-11-26")).toBe(false);
    expect(isPastExpected({ erpStatus: "Order closed", edd: "2026-01-01" }, "2026-11-26")).toBe(false);
    expect(isPastExpected({ erpStatus: "Order confirmed", edd: null }, "2026-11-26")).toBe(false);
  });
});
