import { describe, expect, it } from "vitest";
import { NOTIFICATION_TYPES, notificationTarget } from "./notifications";

describe("notificationTarget", () => {
  it("leads to the order, enquiry, complaint, asset or contract page, the ticket's thread, or the order feedback dialog", () => {
    expect(notificationTarget("ORDER", "ORD-0003")).toBe("/order/ORD-0003");
    expect(notificationTarget("ENQUIRY", "ENQ-007201")).toBe("/enquiries/ENQ-007201");
    expect(notificationTarget("COMPLAINT", "CAS-030503")).toBe("/complaints/CAS-030503");
    expect(notificationTarget("ASSET", "AST-0004")).toBe("/asset/AST-0004");
    expect(notificationTarget("TICKET", "TCK-100206")).toBe("/dashboard/tickets?view=all&ticket=TCK-100206&open=messages");
    expect(notificationTarget("CONTRACT", "SVC-07000")).toBe("/contracts/SVC-07000");
    expect(notificationTarget("ORDER_FEEDBACK", "ORD-0013")).toBe("/order/ORD-0013/feedback");
  });

  it("has a target other than the notifications page for every type it knows", () => {
    for (const type of NOTIFICATION_TYPES) expect(notificationTarget(type, "X-1")).not.toBe("/notifications");
  });

  it("reads the type case-insensitively and falls back to the list when the entity is missing", () => {
    expect(notificationTarget("order", "ORD-1")).toBe("/order/ORD-1");
    expect(notificationTarget("ORDER", null)).toBe("/dashboard/spares-and-services");
    expect(notificationTarget("ASSET", "  ")).toBe("/dashboard/assets");
    expect(notificationTarget("TICKET", null)).toBe("/dashboard/tickets");
    expect(notificationTarget("COMPLAINT", null)).toBe("/dashboard/tickets?view=all&type=Complaint");
    expect(notificationTarget("ENQUIRY", null)).toBe("/dashboard/spares-and-services/enquiries");
    expect(notificationTarget("CONTRACT", null)).toBe("/dashboard/contracts");
  });

  it("keeps an unknown type on the notifications page and encodes entity ids", () => {
    expect(notificationTarget("SURVEY", "S-1")).toBe("/notifications");
    expect(notificationTarget("ASSET", "../admin")).toBe("/asset/..%2Fadmin");
  });
});
