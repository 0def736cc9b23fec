import { describe, expect, it } from "vitest";
import { db, resetUser } from "./store";
import { api, tokenFor, useInProcessUpstream } from "./handlers/test-setup";

/**
 * The contracts spec's own expired contracts (issue 32 §2): one per browser project in the orders
 * users' company; a renewal is named on the contract (its date and ticket), and the orders user's
 * reset forgets it without reusing an enquiry id another renewal holds.
 */
type Json = Record<string, unknown>;
useInProcessUpstream();

async function contract(email: string, serviceId: string): Promise<Json> {
  const res = await api("/serviceapi/getActiveServices?page=0&size=50", { token: await tokenFor(email) });
  expect(res.status).toBe(200);
  return ((res.json.data as Json).items as Json[]).find((c) => c.serviceId === serviceId)!;
}

async function renew(email: string, assetId: string, serviceId: string): Promise<string> {
  const res = await api("/enquiryapi/enquiry/amc", {
    method: "POST",
    token: await tokenFor(email),
    json: { enquiryAssetId: assetId, services: [{ serviceId, name: "Annual Service Contract renewal", quantity: 1 }], renewal: { type: "STANDARD", partCode: "SC-AMC-RENEWAL" } },
  });
  expect(res.status).toBe(200);
  return (res.json.data as Json).enquiryId as string;
}

describe("the renewal tests' own contracts", () => {
  it("are expired, one per project, and name an open renewal's day and ticket until the orders user's reset", async () => {
    const js = await contract("orders.js@demo.test", "SVC-09201");
    expect(js).toMatchObject({ assetId: "AST-9201", assetName: "Bag Filter House 21", amcExpiried: true, renewalEnquiryId: null, renewalRequestedOn: null, renewalTicketNumber: null });
    expect(await contract("orders.nojs@demo.test", "SVC-09211")).toMatchObject({ assetName: "Bag Filter House 22", amcExpiried: true, renewalEnquiryId: null });

    const first = await renew("orders.js@demo.test", "AST-9201", "SVC-09201");
    const other = await renew("orders.nojs@demo.test", "AST-9211", "SVC-09211");
    const renewed = await contract("orders.js@demo.test", "SVC-09201");
    const enquiry = db.enquiries.find((q) => q.id === first)!;
    expect(renewed).toMatchObject({ renewalEnquiryId: first, renewalRequestedOn: enquiry.createdDate, renewalTicketNumber: enquiry.ticketNumber });
    expect(db.tickets.some((t) => t.ticketNumber === enquiry.ticketNumber)).toBe(true);

    expect(resetUser("U-9101")).toBe(true);
    expect(await contract("orders.js@demo.test", "SVC-09201")).toMatchObject({ renewalEnquiryId: null, renewalTicketNumber: null });
    // The other project's renewal stays, and a new renewal gets an id of its own.
    expect((await contract("orders.nojs@demo.test", "SVC-09211")).renewalEnquiryId).toBe(other);
    const again = await renew("orders.js@demo.test", "AST-9201", "SVC-09201");
    expect([first, other]).not.toContain(again);
    expect((await contract("orders.js@demo.test", "SVC-09201")).renewalEnquiryId).toBe(again);
  });
});
