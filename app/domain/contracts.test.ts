import { describe, expect, it } from "vitest";
import {
  AMC_RENEWAL_PART_CODE,
  amcEnquiry,
  amcLabel,
  assetContractView,
  rescheduleReplacesText,
  rescheduleRequestedText,
  visitState,
  contractDay,
  earliestRescheduleDay,
  formatContractDay,
  isContractExpired,
  renewBlock,
  todayInIndia,
} from "./contracts";

describe("contract dates", () => {
  it("reads dd.mm.yyyy and ISO days, refuses the rest", () => {
    expect(contractDay("13.09.2027")).toBe("2027-09-13");
    expect(contractDay("2027-09-13")).toBe("2027-09-13");
    expect(contractDay("2027-09-13T00:00:00Z")).toBe("2027-09-13");
    expect(contractDay("31.02.2027")).toBeNull();
    expect(contractDay("soon")).toBeNull();
    expect(contractDay(null)).toBeNull();
  });
  it("shows the contract page's end date as every other date (issue 42 §6: not the spec's 13-Sep-27)", () => {
    expect(formatContractDay("13.09.2027")).toBe("13 Sep 2027");
    expect(formatContractDay(undefined)).toBe("NA");
  });
  it("shows card and dialog days as dd MMM yyyy", () => {
    expect(formatContractDay("2026-12-09")).toBe("09 Dec 2026");
    expect(amcLabel(false, "2026-12-09")).toBe("AMC until 09 Dec 2026");
    expect(amcLabel(true, "2026-07-07")).toBe("AMC Expired");
  });
  it("counts days in India: 20:00 UTC is already tomorrow there", () => {
    expect(todayInIndia(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-24");
    expect(todayInIndia(new Date("2026-11-23T18:00:00Z"))).toBe("2026-11-23");
    expect(earliestRescheduleDay(new Date("2026-11-23T20:00:00Z"))).toBe("2026-11-25");
    expect(earliestRescheduleDay(new Date("2026-12-31T10:00:00Z"))).toBe("2027-01-01");
  });
  it("is expired after its end day in India, unless the upstream says otherwise", () => {
    const now = new Date("2026-11-23T10:00:00Z");
    expect(isContractExpired({ endDay: "2026-11-22" }, now)).toBe(true);
    expect(isContractExpired({ endDay: "2026-11-23" }, now)).toBe(false);
    expect(isContractExpired({ endDay: "2026-11-22", amcExpiried: false }, now)).toBe(false);
  });
});

describe("renew rule", () => {
  const now = new Date("2026-11-23T10:00:00Z");
  it("refuses internal users whatever the contract", () => {
    expect(renewBlock({ endDay: "2026-07-07", expired: true }, true, now)).toBe("internal");
  });
  it("opens 90 days before the end and stays open after expiry", () => {
    expect(renewBlock({ endDay: "2027-02-21", expired: false }, false, now)).toBeNull(); // 90 days
    expect(renewBlock({ endDay: "2027-02-22", expired: false }, false, now)).toBe("too-early"); // 91 days
    expect(renewBlock({ endDay: "2026-07-07", expired: true }, false, now)).toBeNull();
  });
});

describe("AMC renewal enquiry", () => {
  it("names the asset, one service of quantity 1 and the STANDARD draft with the fixed part code", () => {
    const body = amcEnquiry({
      serviceId: "SVC-07016",
      orderedItem: "AMC-STD-0001",
      description: "Annual Service Contract",
      assetId: "AST-0045",
      assetName: "Electrostatic Precipitator Unit 5",
      thermaxName: "Electrostatic Precipitator APC-123",
      expirationDate: "07.07.2026",
    });
    expect(body).toEqual({
      enquiryAssetId: "AST-0045",
      name: "Electrostatic Precipitator Unit 5",
      thermaxName: "Electrostatic Precipitator APC-123",
      services: [{ serviceId: "SVC-07016", name: "Annual Service Contract renewal", description: "Annual Service Contract", type: "STANDARD", quantity: 1, assetId: "AST-0045" }],
      renewal: {
        partCode: AMC_RENEWAL_PART_CODE,
        description: "Annual Service Contract",
        serviceName: "Annual Service Contract renewal",
        assetName: "Electrostatic Precipitator Unit 5",
        thermaxName: "Electrostatic Precipitator APC-123",
        assetId: "AST-0045",
        serviceId: "SVC-07016",
        type: "STANDARD",
        expirationDate: "07.07.2026",
      },
    });
  });
});

describe("visitState (issue 31: past dates are not upcoming)", () => {
  it("reads a pending visit as planned until its day, then overdue, with no calendar file once past", () => {
    expect(visitState({ status: "Pending", visitDate: "2026-11-02" }, "2026-11-26")).toEqual({ label: "Overdue", upcoming: false });
    expect(visitState({ status: "Pending", visitDate: "2026-11-26" }, "2026-11-26")).toEqual({ label: "Planned", upcoming: true });
    expect(visitState({ status: "Pending", visitDate: "02.12.2026" }, "2026-11-26")).toEqual({ label: "Planned", upcoming: true });
    expect(visitState({ status: "Completed", visitDate: "2026-08-04" }, "2026-11-26")).toEqual({ label: "Completed", upcoming: false });
    expect(visitState({ status: null, visitDate: null }, "2026-11-26")).toEqual({ label: "Status not given", upcoming: false });
  });
});

describe("assetContractView (issue 42 §1: Expired and Renew only for a contract that ended)", () => {
  const now = new Date("2026-11-28T06:00:00Z");
  const base = { assetId: "AST-0001", self: "/asset/AST-0001", warrantyEnd: null };
  const contract = (over: Partial<NonNullable<Parameters<typeof assetContractView>[0]["all"]>[number]> = {}) => ({
    serviceId: "SVC-07001",
    contractEndDate: "2026-03-01",
    amcDate: null,
    expirationDate: null,
    amcExpiried: null,
    renewalEnquiryId: null,
    renewalRequestedOn: null,
    renewalTicketNumber: null,
    ...over,
  });

  it("an asset that never had a contract, under warranty: the warranty's end and a way to ask for an AMC, no Expired", () => {
    const view = assetContractView({ ...base, active: [], all: [], warrantyEnd: "2027-01-21" }, now);
    expect(view).toEqual({ kind: "uncovered", warrantyUntil: "21 Jan 2027", askHref: "/quotes/new?type=equipment&amcFor=AST-0001&returnTo=%2Fasset%2FAST-0001" });
  });

  it("no contract and the warranty over: no warranty line, the same way to ask", () => {
    const view = assetContractView({ ...base, active: [], all: [], warrantyEnd: "2026-01-21" }, now);
    expect(view).toMatchObject({ kind: "uncovered", warrantyUntil: null });
  });

  it("a contract that ended: Expired with that contract's renewal, the latest of several", () => {
    const view = assetContractView({ ...base, active: [], all: [contract({ serviceId: "SVC-1", contractEndDate: "2025-03-01" }), contract({ serviceId: "SVC-2", contractEndDate: "2026-10-01" })] }, now);
    expect(view).toEqual({
      kind: "expired",
      serviceId: "SVC-2",
      endedOn: "01 Oct 2026",
      renewHref: "/contracts/SVC-2/renew?returnTo=%2Fasset%2FAST-0001",
      renewalRequested: null,
      detailsHref: "/contracts/SVC-2?back=%2Fasset%2FAST-0001",
    });
  });

  it("a renewal already asked for: its trace instead of Renew", () => {
    const view = assetContractView({ ...base, active: [], all: [contract({ renewalEnquiryId: "ENQ-1", renewalRequestedOn: "2026-11-20T10:00:00Z", renewalTicketNumber: "TCK-9" })] }, now);
    expect(view).toMatchObject({ kind: "expired", renewHref: null, renewalRequested: "Renewal requested on 20 Nov 2026, ticket TCK-9." });
  });

  it("an active contract wins; a failed call is said, not guessed", () => {
    const active = [{ serviceId: "SVC-3", orderedItem: "AMC-STD-0001", description: null, contractEndDate: "2027-05-01", completedCount: 1, pendingCount: 3, visitsCount: 4 }];
    expect(assetContractView({ ...base, active, all: null }, now)).toMatchObject({ kind: "active", items: [{ until: "01 May 2027", visits: "1 completed, 3 pending of 4", href: "/contracts/SVC-3?back=%2Fasset%2FAST-0001" }] });
    expect(assetContractView({ ...base, active: null, all: [] }, now)).toEqual({ kind: "failed" });
    expect(assetContractView({ ...base, active: [], all: null }, now)).toEqual({ kind: "failed" });
  });
});

describe("rescheduleRequestedText (issue 42 §4: a requested reschedule leaves a trace)", () => {
  it("names the day asked and the ticket, or nothing when none was asked", () => {
    expect(rescheduleRequestedText({ to: "2026-12-05", ticketNumber: "TCK-200001" })).toBe("Reschedule to 05 Dec 2026 requested, ticket TCK-200001.");
    expect(rescheduleRequestedText({ to: "2026-12-05", ticketNumber: null })).toBe("Reschedule to 05 Dec 2026 requested.");
    expect(rescheduleRequestedText({ to: null, ticketNumber: null })).toBeNull();
    // When it was asked (issue 52 §3).
    expect(rescheduleRequestedText({ to: "2026-12-18", ticketNumber: "TCK-200001", on: "2026-12-03T05:00:00.000Z" })).toBe("Reschedule to 18 Dec 2026 requested on 03 Dec 2026, ticket TCK-200001.");
    expect(rescheduleReplacesText("Reschedule to 18 Dec 2026 requested on 03 Dec 2026, ticket TCK-200001.")).toBe(
      "Reschedule to 18 Dec 2026 requested on 03 Dec 2026, ticket TCK-200001. A new date replaces that request.",
    );
  });
});
