import { describe, expect, it } from "vitest";
import { activityCard, activityCards } from "./activity";

describe("recent activity cards", () => {
  it("shows the ticket number, else the P.O. number", () => {
    expect(activityCard({ type: "Requested Callback", assetName: "Boiler 1", poNumber: "PO/1", ticketNumber: "TCK-1", status: "Open" })?.reference).toEqual({ label: "Ticket Number", value: "TCK-1" });
    expect(activityCard({ type: "spares", assetName: "Boiler 1", poNumber: "CPO/9", ticketNumber: null, status: "Order received", orderId: "ORD-9" })?.reference).toEqual({ label: "P.O. Number", value: "CPO/9" });
  });

  it("opens the thing it names: the order, the ticket's thread, the complaint (issue 31 §1)", () => {
    const order = activityCard({ type: "spares", assetName: "Boiler 1", poNumber: "CPO/1001/04106", ticketNumber: null, status: "Order execution in progress", orderId: "ORD-0007" });
    expect(order).toMatchObject({ href: "/order/ORD-0007", name: "P.O. CPO/1001/04106", type: "Spares", status: "Order Processing" });
    const ticket = activityCard({ type: "Requested Callback", assetName: "Boiler 1", poNumber: null, ticketNumber: "TCK-100215", status: "Open" });
    expect(ticket).toMatchObject({ href: "/dashboard/tickets?view=all&ticket=TCK-100215&open=messages", name: "Ticket TCK-100215" });
    const complaint = activityCard({ type: "Complaint", assetName: "Boiler 1", poNumber: null, ticketNumber: "CAS-030500", status: "Resolution In Progress" });
    expect(complaint).toMatchObject({ reference: { label: "Complaint Number", value: "CAS-030500" }, href: "/complaints/CAS-030500", name: "Complaint CAS-030500", status: "Resolution in Progress" });
    // An order without its id: the search for its P.O. number finds it.
    expect(activityCard({ type: "au", assetName: null, poNumber: "CPO/1001/04111", ticketNumber: null, status: "Order closed" })?.href).toBe("/search?q=CPO%2F1001%2F04111");
  });

  it("leaves missing values out instead of showing NA, and drops an activity that names nothing", () => {
    expect(activityCard({ type: null, assetName: "Null", poNumber: "CPO/1", ticketNumber: " ", status: "" })).toMatchObject({ type: null, status: null, assetName: null });
    expect(activityCards([{ type: "Complaint", assetName: "X", poNumber: null, ticketNumber: "NA", status: "Open" }])).toEqual([]);
  });
});
