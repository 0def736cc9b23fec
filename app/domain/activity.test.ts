import { describe, expect, it } from "vitest";
import { activityCard } from "./activity";

describe("recent activity cards", () => {
  it("shows the ticket number, else the P.O. number", () => {
    expect(activityCard({ type: "Complaint", assetName: "Boiler 1", poNumber: "PO/1", ticketNumber: "TCK-1", status: "Open" }).reference).toEqual({ label: "Ticket Number", value: "TCK-1" });
    expect(activityCard({ type: "Spares Order", assetName: "Boiler 1", poNumber: "CPO/9", ticketNumber: null, status: "Order received" }).reference).toEqual({ label: "P.O. Number", value: "CPO/9" });
  });

  it("shows NA for missing values, the upstream's Null included", () => {
    expect(activityCard({ type: null, assetName: "Null", poNumber: null, ticketNumber: " ", status: "" })).toEqual({
      type: "NA",
      assetName: "NA",
      reference: { label: "P.O. Number", value: "NA" },
      status: "NA",
    });
  });
});
