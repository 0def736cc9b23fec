import { describe, expect, it } from "vitest";
import { activityCard, type Activity } from "./activity";
import { notificationObject, objectHref, objectName, pageAfterCompanySwitch, ticketThreadHref, ticketThreadOrCardHref, webLink } from "./links";
import { notificationTarget } from "./notifications";
import { groupSearchResults } from "./search";
import { ticketCard } from "./ticket-cards.server";

describe("webLink", () => {
  it("keeps absolute http and https addresses, as the browser reads them", () => {
    expect(webLink("https://media.example.test/articles/kn-1.pdf")).toBe("https://media.example.test/articles/kn-1.pdf");
    expect(webLink("http://media.example.test/videos/kn-2")).toBe("http://media.example.test/videos/kn-2");
    expect(webLink("  HTTPS://Media.Example.test/a b?q=1#x ")).toBe("https://media.example.test/a%20b?q=1#x");
  });

  it("drops every other scheme, however it is spelt", () => {
    for (const raw of [
      "javascript:alert(document.domain)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "java\tscript:alert(1)",
      "java\nscript:alert(1)",
      "\u0000javascript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "blob:https://media.example.test/1",
      "mailto:someone@example.test",
      "ftp://media.example.test/x",
    ]) {
      expect(webLink(raw), raw).toBeNull();
    }
  });

  it("drops relative, empty and unparsable addresses, and ones with credentials", () => {
    for (const raw of ["", null, undefined, "/articles/kn-1.pdf", "//evil.example/x", "media.example.test/x", "https://", "http://[::1", "https://portal.example@evil.example/", "https://user:pass@evil.example/"]) {
      expect(webLink(raw), String(raw)).toBeNull();
    }
  });
});

describe("objectHref and objectName (issue 31: one object, one name, one page)", () => {
  it("opens an order's page, or its feedback dialog, and names it by the customer's P.O. number", () => {
    const order = { kind: "order", id: "ORD-0007", poNumber: "CPO/1001/04106", orderNumber: "SO-0810222" } as const;
    expect(objectHref(order)).toBe("/order/ORD-0007");
    expect(objectHref({ ...order, feedback: true })).toBe("/order/ORD-0007/feedback");
    expect(objectHref(order, { back: "/dashboard/spares-and-services?view=history" })).toBe("/order/ORD-0007?back=%2Fdashboard%2Fspares-and-services%3Fview%3Dhistory");
    expect(objectName(order)).toBe("P.O. CPO/1001/04106");
    expect(objectName({ kind: "order", id: "ORD-0007", poNumber: "Null", orderNumber: "SO-0810222" })).toBe("Thermax order SO-0810222");
    expect(objectName({ kind: "order", id: "ORD-0007" })).toBe("Order");
  });

  it("opens a ticket's thread when its messages are the viewer's, else its card; a complaint's page", () => {
    expect(objectHref({ kind: "ticket", ticketNumber: "TCK-100206", canViewMessages: true })).toBe("/dashboard/tickets/TCK-100206/messages?view=all&ticket=TCK-100206#thread-start");
    expect(objectHref({ kind: "ticket", ticketNumber: "TCK-100206", canViewMessages: false })).toBe("/dashboard/tickets?view=all&ticket=TCK-100206");
    expect(objectHref({ kind: "ticket", ticketNumber: "TCK-100206" })).toBe("/dashboard/tickets?view=all&ticket=TCK-100206&open=messages");
    expect(objectHref({ kind: "ticket", ticketNumber: "TCK-100206", show: "card" })).toBe("/dashboard/tickets?view=all&ticket=TCK-100206");
    expect(objectHref({ kind: "ticket", ticketNumber: "CAS-030500", type: "Complaint", canViewMessages: true })).toBe("/complaints/CAS-030500");
    expect(objectName({ kind: "ticket", ticketNumber: "CAS-030500", type: " complaint " })).toBe("Complaint CAS-030500");
    expect(objectName({ kind: "ticket", ticketNumber: "TCK-100206", type: "Quotation" })).toBe("Ticket TCK-100206");
  });

  it("opens complaints, contracts, assets and enquiries on their pages, named as the customer reads them", () => {
    expect(objectHref({ kind: "complaint", id: "CAS-030500" })).toBe("/complaints/CAS-030500");
    expect(objectName({ kind: "complaint", id: "CAS-030500" })).toBe("Complaint CAS-030500");
    expect(objectHref({ kind: "contract", serviceId: "SVC-07000" })).toBe("/contracts/SVC-07000");
    expect(objectName({ kind: "contract", serviceId: "SVC-07000", assetName: "Shellmax Line 2" })).toBe("Service contract for Shellmax Line 2");
    expect(objectName({ kind: "contract", serviceId: "SVC-07000" })).toBe("Service contract");
    expect(objectHref({ kind: "asset", id: "A/B?x" })).toBe("/asset/A%2FB%3Fx");
    expect(objectName({ kind: "asset", id: "AST-0004", name: "Chiller Heater Unit 1", code: "VAM-227" })).toBe("Chiller Heater Unit 1 (VAM-227)");
    expect(objectName({ kind: "asset", id: "AST-0004", name: null, code: "VAM-227" })).toBe("VAM-227");
    expect(objectName({ kind: "asset", id: "AST-0004" })).not.toContain("AST-0004");
    expect(objectHref({ kind: "enquiry", id: "ENQ-006101" })).toBe("/enquiries/ENQ-006101");
    expect(objectName({ kind: "enquiry", id: "ENQ-006101", name: "  " })).toBe("Enquiry ENQ-006101");
  });

  it("reads a notification's type and entity as the object it is about", () => {
    expect(notificationObject("ticket", "TCK-1")).toEqual({ kind: "ticket", ticketNumber: "TCK-1" });
    expect(notificationObject("CONTRACT", "SVC-1")).toEqual({ kind: "contract", serviceId: "SVC-1" });
    expect(notificationObject("ORDER_FEEDBACK", "ORD-1")).toEqual({ kind: "order", id: "ORD-1", feedback: true });
    expect(notificationObject("ASSET", " ")).toBeNull();
    expect(notificationObject("SURVEY", "S-1")).toBeNull();
  });
});

describe("pageAfterCompanySwitch", () => {
  it("returns to the page switched from; a record of the company left becomes its list", () => {
    expect(pageAfterCompanySwitch("/dashboard/assets?view=all")).toBe("/dashboard/assets?view=all");
    expect(pageAfterCompanySwitch("/knowledge-hub")).toBe("/knowledge-hub");
    expect(pageAfterCompanySwitch("/")).toBe("/");
    expect(pageAfterCompanySwitch("/order/ORD-0003?back=%2Fdashboard")).toBe("/dashboard/spares-and-services");
    expect(pageAfterCompanySwitch("/asset/AST-0001")).toBe("/dashboard/assets");
    expect(pageAfterCompanySwitch("/contracts/SVC-07000/reschedule")).toBe("/dashboard/contracts");
    expect(pageAfterCompanySwitch("/complaints/CAS-030500")).toBe("/dashboard/tickets");
    expect(pageAfterCompanySwitch("/complaints/new?assetId=AST-1")).toBe("/complaints/new?assetId=AST-1");
    expect(pageAfterCompanySwitch("/enquiries/ENQ-006101")).toBe("/dashboard/spares-and-services/enquiries");
    expect(pageAfterCompanySwitch("/dashboard/tickets/TCK-1/messages?view=all&ticket=TCK-1")).toBe("/dashboard/tickets");
    expect(pageAfterCompanySwitch("/dashboard/tickets?view=all&ticket=TCK-1&type=Quotation&page=3")).toBe("/dashboard/tickets?view=all&type=Quotation");
  });
});

describe("a ticket opens one page wherever it is followed from (issue 53 §3, decision 112)", () => {
  // TCK-100203: a Quotation ticket an enquiry opened (ENQ-007203), the user's own.
  const ticketNumber = "TCK-100203";
  const thread = ticketThreadOrCardHref(ticketNumber);

  it("search, Recent Activity, a notification and the Tickets tab all open its thread, the enquiry's ticket too", () => {
    const [tickets] = groupSearchResults({ assets: [], orders: [], tickets: [{ ticketNumber, assetName: "Fired Heater Plant 4", type: "Quotation", enquiryId: "ENQ-007203" }] });
    expect(tickets.items[0].href).toBe(thread);
    expect(activityCard({ ticketNumber, type: "Quotation", status: "Completed", assetName: "Fired Heater Plant 4", poNumber: null, orderId: null } as Activity)?.href).toBe(thread);
    expect(notificationTarget("TICKET", ticketNumber)).toBe(thread);
    expect(objectHref({ kind: "ticket", ticketNumber, type: "Quotation" })).toBe(thread);
    // The Tickets tab knows the viewer may read it, so it opens the thread the narrowed list sends the others to.
    const card = ticketCard({ ticketNumber, accountName: null, assetId: null, assetName: "Fired Heater Plant 4", product: null, createdOn: null, createdBy: null, type: "Quotation", status: "Completed", updatedMessage: null, contactId: "U-1001", unreadCount: null }, { userId: "U-1001", staff: false });
    expect(card.messagesHref).toBe(ticketThreadHref(ticketNumber));
    expect(thread).toBe(`/dashboard/tickets?view=all&ticket=${ticketNumber}&open=messages`);
  });
});

