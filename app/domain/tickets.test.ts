import { describe, expect, it } from "vitest";
import {
  canViewMessages,
  encodeTicketFilter,
  ASSET_TICKET_FILTER_TYPES,
  normaliseTicketFilter,
  statusOptionsFor,
} from "./tickets";

describe("statusOptionsFor (spec document 2 section 4.3)", () => {
  it("offers every status a card can show when no type is chosen (issue 42 §3)", () => {
    expect(statusOptionsFor([])).toEqual(["Open", "Drafted", "Validated", "Registered", "Resolution In Progress", "Completed", "Closed", "Invalid"]);
  });

  it("offers every status of the chosen types for several types", () => {
    expect(statusOptionsFor(["Quotation", "Complaint"])).toEqual(["Open", "Drafted", "Validated", "Registered", "Resolution In Progress", "Completed", "Closed", "Invalid"]);
    expect(statusOptionsFor(["Quotation", "Others"])).toEqual(["Open", "Drafted", "Validated", "Completed", "Closed", "Invalid"]);
    expect(statusOptionsFor(["Requested Callback", "Others"])).toEqual(["Open", "Completed", "Invalid"]);
  });

  it("offers a single type's own statuses with the common ones", () => {
    expect(statusOptionsFor(["Quotation"])).toEqual(["Open", "Drafted", "Validated", "Completed", "Closed", "Invalid"]);
    expect(statusOptionsFor(["Complaint"])).toEqual([
      "Open",
      "Registered",
      "Resolution In Progress",
      "Completed",
      "Closed",
      "Invalid",
    ]);
  });

  it("offers the common statuses for a single type without statuses of its own", () => {
    expect(statusOptionsFor(["Requested Callback"])).toEqual(["Open", "Completed", "Invalid"]);
  });

  it("counts a type chosen twice once", () => {
    expect(statusOptionsFor(["Quotation", "Quotation"])).toContain("Drafted");
  });
});

describe("normaliseTicketFilter", () => {
  it("drops statuses the chosen types do not offer (changing the type clears them)", () => {
    expect(normaliseTicketFilter({ types: ["Requested Callback"], statuses: ["Drafted", "Open"] })).toEqual({
      types: ["Requested Callback"],
      statuses: ["Open"],
    });
    expect(normaliseTicketFilter({ types: [], statuses: ["Invalid", "Completed", "Bogus"] })).toEqual({
      types: [],
      statuses: ["Completed", "Invalid"],
    });
  });

  it("drops unknown types and keeps the filter's order; the Tickets tab offers Reschedule Visit too (issue 42 §3)", () => {
    expect(
      normaliseTicketFilter({ types: ["Complaint", "Reschedule Visit", "<script>", "Quotation"], statuses: [] }),
    ).toEqual({ types: ["Quotation", "Complaint", "Reschedule Visit"], statuses: [] });
  });

  it("keeps Reschedule Visit on the asset page's filter, with the common statuses", () => {
    expect(
      normaliseTicketFilter(
        { types: ["Reschedule Visit", "Complaint"], statuses: ["Invalid", "Registered"] },
        ASSET_TICKET_FILTER_TYPES,
      ),
    ).toEqual({ types: ["Complaint", "Reschedule Visit"], statuses: ["Registered", "Invalid"] });
    expect(
      normaliseTicketFilter({ types: ["Reschedule Visit"], statuses: ["Open", "Closed"] }, ASSET_TICKET_FILTER_TYPES),
    ).toEqual({
      types: ["Reschedule Visit"],
      statuses: ["Open"],
    });
    expect(ASSET_TICKET_FILTER_TYPES.at(-1)).toBe("Reschedule Visit");
  });
});

describe("encodeTicketFilter (spec document 2 section 7)", () => {
  it("joins statuses and types as status-a,b$type-x,y", () => {
    expect(encodeTicketFilter({ statuses: ["Open", "Completed"], types: ["Complaint", "Others"] })).toBe(
      "status-Open,Completed$type-Complaint,Others",
    );
  });

  it("adds New Equipment Request when Quotation is chosen", () => {
    expect(encodeTicketFilter({ statuses: [], types: ["Quotation"] })).toBe("type-Quotation,New Equipment Request");
    expect(encodeTicketFilter({ statuses: ["Drafted"], types: ["Quotation", "Complaint"] })).toBe(
      "status-Drafted$type-Quotation,New Equipment Request,Complaint",
    );
  });

  it("leaves out an empty part, and answers an empty string for no filter", () => {
    expect(encodeTicketFilter({ statuses: ["Open"], types: [] })).toBe("status-Open");
    expect(encodeTicketFilter({ statuses: [], types: [] })).toBe("");
  });
});

describe("canViewMessages (spec document 2 section 6)", () => {
  it("shows on every ticket for staff and only on their own for others", () => {
    const own = { contactId: "U-1001" };
    const other = { contactId: "U-1002" };
    expect(canViewMessages(other, { userId: "U-2001", staff: true })).toBe(true);
    expect(canViewMessages(own, { userId: "U-1001", staff: false })).toBe(true);
    expect(canViewMessages(other, { userId: "U-1001", staff: false })).toBe(false);
    expect(canViewMessages({ contactId: null }, { userId: "U-1001", staff: false })).toBe(false);
  });
});
