import { describe, expect, it } from "vitest";
import { activityLabels, enquiryStatusLabel, lineStatusLabel, orderStatusLabel, ticketStatusLabel, ticketTypeLabel, titleCase } from "./labels";
import { ERP_STATUSES, LINE_STATUSES, STATUS_OPTIONS, TIMELINE_LABELS } from "./orders";

describe("titleCase (one case style)", () => {
  it("turns codes into words and phrases into Title Case, short words lower case", () => {
    expect(titleCase("AWAITING_RECEIPT")).toBe("Awaiting Receipt");
    expect(titleCase("HEATING")).toBe("Heating");
    expect(titleCase("Partially Ready for shipment")).toBe("Partially Ready for Shipment");
    expect(titleCase("Resolution In Progress")).toBe("Resolution in Progress");
    expect(titleCase("Item in Procurement/Manufacturing")).toBe("Item in Procurement/Manufacturing");
    expect(titleCase("Add/Report an Asset")).toBe("Add/Report an Asset");
    expect(titleCase("Plan a Shutdown")).toBe("Plan a Shutdown");
    expect(titleCase("Shipped & Invoiced")).toBe("Shipped & Invoiced");
    expect(titleCase("Enquiry cancelled")).toBe("Enquiry Cancelled");
  });
});

describe("one label per status", () => {
  it("labels every line status without a code left on screen", () => {
    for (const code of LINE_STATUSES) expect(lineStatusLabel(code), code).not.toMatch(/[A-Z]+_[A-Z_]+/);
    expect(lineStatusLabel("AWAITING_RECEIPT")).toBe("Awaiting Receipt");
    expect(lineStatusLabel("  ")).toBeNull();
  });

  it("gives the order page's timeline the labels its cards show", () => {
    for (const kind of ["spares", "services"] as const) {
      expect(TIMELINE_LABELS[kind]).toEqual(ERP_STATUSES.slice(1).map((s) => orderStatusLabel(s, kind)));
    }
    expect(orderStatusLabel("Order execution in progress", "spares")).toBe("Order Processing");
    expect(orderStatusLabel("Whatever", "spares")).toBeNull();
    expect(STATUS_OPTIONS.ongoing).not.toContain("Order closed");
  });

  it("spells a complaint's statuses one way on tickets and on its page", () => {
    expect(ticketStatusLabel("Resolution In Progress")).toBe("Resolution in Progress");
    expect(ticketStatusLabel("Open")).toBe("Open");
    expect(ticketTypeLabel("Requested Callback")).toBe("Requested Callback");
    expect(enquiryStatusLabel("order RECEIVED")).toBe("Order Received");
  });

  it("labels a recent activity's chips as its order card or ticket card does", () => {
    expect(activityLabels({ isOrder: true, type: "spares", status: "Order execution in progress" })).toEqual({ type: "Spares", status: "Order Processing" });
    expect(activityLabels({ isOrder: true, type: "au", status: "Ready for shipment" })).toEqual({ type: "Service Order", status: "Order in Execution" });
    expect(activityLabels({ isOrder: true, type: "services", status: "Order closed" })).toEqual({ type: "Service Order", status: "Order Executed" });
    expect(activityLabels({ isOrder: false, type: "Complaint", status: "Resolution In Progress" })).toEqual({ type: "Complaint", status: "Resolution in Progress" });
  });
});
