import { describe, expect, it } from "vitest";
import { chipTone } from "./status";

describe("chipTone (spec document 2 section 4.3)", () => {
  it.each([
    ["Created", "blue"],
    ["Booked", "blue"],
    ["Order Confirmed", "blue"],
    ["Active", "blue"],
    ["Proposal", "blue"],
    ["In-Progress", "orange"],
    ["Resolution In Progress", "orange"],
    ["Registered", "orange"],
    ["Drafted", "orange"],
    ["Renew", "orange"],
    ["Negotiation", "orange"],
    ["Closed", "green"],
    ["Shipped & Invoiced", "green"],
    ["Completed", "green"],
    ["Won", "green"],
    ["Pending", "red"],
    ["AMC Expired", "red"],
  ] as const)("%s is %s", (status, tone) => {
    expect(chipTone(status)).toBe(tone);
  });

  it("ignores case and matches whole words only", () => {
    expect(chipTone("COMPLETED")).toBe("green");
    expect(chipTone("Renewal due")).toBe("neutral");
    expect(chipTone("Download")).toBe("neutral");
  });

  it("leaves statuses the spec does not colour neutral", () => {
    for (const s of ["Open", "Invalid", "Validated", "Ready for shipment", "", null, undefined]) {
      expect(chipTone(s)).toBe("neutral");
    }
  });
});
