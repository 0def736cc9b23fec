import { describe, expect, it } from "vitest";
import { calls, injectFault } from "../../mocks/controls";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { sessionFor } from "../../tests/unit/session-for";
import { amcEnquiry } from "~/domain/contracts";
import { contractById, createAmcEnquiry, enquiryTicketNumbers, listContracts, rescheduleVisit } from "./contracts.server";
import { UpstreamError } from "./errors";

useInProcessUpstream();

describe("contracts upstream module", () => {
  it("lists the account's active services with totalResults, and one contract with its visits", async () => {
    const session = await sessionFor("orders.js@demo.test");
    const list = await listContracts(session, { page: 0, size: 8 });
    // Godavari's three, and the two expired test contracts the browser projects renew (decision 078).
    expect(list.totalResults).toBe(5);
    expect(list.items.map((c) => c.serviceId)).toEqual(["SVC-07017", "SVC-07015", "SVC-07016", "SVC-09201", "SVC-09211"]);
    const one = await contractById(session, "SVC-07015", { page: 1, size: 12 });
    expect(one).toMatchObject({ orderedItem: "AMC-STD-0001", expirationDate: "13.09.2027", completedCount: 1, pendingCount: 3, ownerId: "OWN-04" });
    expect(one.visits).toHaveLength(4);
    await expect(contractById(session, "SVC-07000", { page: 1, size: 12 })).rejects.toMatchObject({ status: 404 });
  });

  it("renews: the enquiry, then its ticket numbers", async () => {
    const session = await sessionFor("orders.js@demo.test");
    const contract = await contractById(session, "SVC-07016", { page: 1, size: 12 });
    const enquiryId = await createAmcEnquiry(
      session,
      amcEnquiry({ serviceId: contract.serviceId, orderedItem: "AMC-STD-0001", description: "Annual Service Contract", assetId: contract.assetId ?? "", assetName: contract.assetName, thermaxName: contract.thermaxName, expirationDate: contract.expirationDate }),
    );
    const tickets = await enquiryTicketNumbers(session, enquiryId);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatch(/^TCK-\d{6}$/);
  });

  it("reschedules; a refusal carries the upstream's message", async () => {
    const session = await sessionFor("orders.js@demo.test");
    const ticket = await rescheduleVisit(session, { assetId: "AST-0043", amcOwner: "OWN-04", rescheduleDate: "2099-01-05" });
    expect(ticket).toMatch(/^TCK-\d{6}$/);
    const past = rescheduleVisit(session, { assetId: "AST-0043", amcOwner: "OWN-04", rescheduleDate: "2020-01-05" });
    await expect(past).rejects.toBeInstanceOf(UpstreamError);
    await expect(past).rejects.toMatchObject({ kind: "http", status: 400, upstreamMessage: "Reschedule date cannot be in the past." });
    injectFault({ call: "POST /serviceapi/reschedule-visit", mode: 400 });
    await expect(rescheduleVisit(session, { assetId: "AST-0043", amcOwner: "OWN-04", rescheduleDate: "2099-01-05" })).rejects.toMatchObject({ status: 400, upstreamMessage: "Injected fault" });
    expect(calls({ path: "/serviceapi/reschedule-visit" }).length).toBeGreaterThanOrEqual(3);
  });
});
