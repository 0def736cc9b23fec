import { describe, expect, it } from "vitest";
import {
  ASSET_COLUMNS,
  CONTRACT_COLUMNS,
  csvDay,
  excelDay,
  exportFileName,
  isExportFormat,
  listDownload,
  ORDER_COLUMNS,
  TEAM_COLUMNS,
  TICKET_COLUMNS,
} from "./list-export";
import type { AssetRecord } from "./asset-data";
import type { TicketRecord } from "./ticket-data";

const ctx = { today: "2026-11-28" };
const row = <R,>(columns: { header: string; value: (r: R, c: typeof ctx) => string | null }[], r: R) =>
  Object.fromEntries(columns.map((c) => [c.header, c.value(r, ctx)]));
const dates = (columns: { header: string; date?: true }[]) => columns.filter((c) => c.date).map((c) => c.header);

describe("list export columns", () => {
  it("tickets: the card's names, labels not codes, the day created in India", () => {
    const ticket: TicketRecord = {
      ticketNumber: "TKT-1", accountName: "Acme", assetId: "A1", assetName: "Boiler 1", product: "Boiler",
      createdOn: "2026-11-27T20:00:00Z", createdBy: "Asha", type: "Complaint", status: "IN_PROGRESS",
      updatedMessage: null, contactId: null, unreadCount: null,
    };
    expect(TICKET_COLUMNS.map((c) => c.header)).toEqual(["Ticket number", "Status", "Company", "Asset name", "Product", "Created on", "Created by", "Type"]);
    expect(dates(TICKET_COLUMNS)).toEqual(["Created on"]);
    // 20:00 UTC is 01:30 the next day in India.
    expect(row(TICKET_COLUMNS, ticket)).toMatchObject({ "Ticket number": "TKT-1", Status: "In Progress", "Created on": "2026-11-28", Type: "Complaint" });
    expect(row(TICKET_COLUMNS, { ...ticket, createdOn: null, accountName: " " })).toMatchObject({ "Created on": null, Company: null });
  });

  it("orders: the chip, the status label, the customer's P.O. first, the readiness day", () => {
    const order = { accountName: null, assetName: "Chiller", customerPo: "", poNumber: "PO-9", productFamily: "Chillers", opportunityType: "Spares", type: "Spares", erpStatus: null, erpOrderNumber: "SO-0810222", dateOrdered: "2026-09-24", edd: "2026-12-01" };
    // The Thermax order and the day it was ordered, as the upstream's own CSV had them (issue 53 §2).
    expect(ORDER_COLUMNS.map((c) => c.header)).toEqual(["Asset name", "Order type", "Status", "Company", "P.O. number", "Thermax order", "Product family", "Order date", "Readiness date"]);
    expect(dates(ORDER_COLUMNS)).toEqual(["Order date", "Readiness date"]);
    expect(row(ORDER_COLUMNS, order)).toMatchObject({ "Order type": "Spares", "P.O. number": "PO-9", "Thermax order": "SO-0810222", "Order date": "2026-09-24", "Readiness date": "2026-12-01", Company: null });
    expect(row(ORDER_COLUMNS, { ...order, erpOrderNumber: null, dateOrdered: null })).toMatchObject({ "Thermax order": null, "Order date": null });
    expect(row(ORDER_COLUMNS, { ...order, customerPo: "CUST-1", edd: "not a date" })).toMatchObject({ "P.O. number": "CUST-1", "Readiness date": null });
  });

  it("contracts: AMC active or expired and the end day, as the card reads them", () => {
    const contract = { accountName: "Acme", assetName: null, thermaxName: "TX-1", poNumber: "PO-1", productFamily: "Boiler", contractEndDate: "31.12.2026", amcDate: null, expirationDate: null, amcExpiried: null };
    expect(CONTRACT_COLUMNS.map((c) => c.header)).toEqual(["Asset name", "Company", "P.O. number", "Product family", "AMC", "AMC until"]);
    expect(dates(CONTRACT_COLUMNS)).toEqual(["AMC until"]);
    expect(row(CONTRACT_COLUMNS, contract)).toMatchObject({ "Asset name": "TX-1", AMC: "Active", "AMC until": "2026-12-31" });
    expect(row(CONTRACT_COLUMNS, { ...contract, amcExpiried: true })).toMatchObject({ AMC: "Expired" });
  });

  it("assets: commissioning date for a named asset, readiness for an unnamed one, AMC before warranty", () => {
    const asset = {
      id: "A1", accountName: null, name: "Boiler 1", thermaxName: "TX-1", division: null, poNumber: "PO-1", productFamily: "Boiler",
      city: "Pune", state: "Maharashtra", ascEndDate: "2027-03-12", warrantyExpiredDate: "2026-01-01", commisioningStatus: null,
      ibgCommissioningDate: "2025-06-01", edd: "2025-01-01", installationDate: null, warrantyStatus: null, projectStage: null,
      isFvrt: false, documentCount: { drawings: { totalCount: 0, unreadCount: 0 }, reports: { totalCount: 0, unreadCount: 0 }, others: { totalCount: 0, unreadCount: 0 } },
    } satisfies AssetRecord;
    expect(dates(ASSET_COLUMNS)).toEqual(["Commissioning date", "Readiness date", "Until"]);
    expect(row(ASSET_COLUMNS, asset)).toMatchObject({ "Asset name": "Boiler 1", Status: "Ordered", "Commissioning date": "2025-06-01", "Readiness date": null, "AMC or warranty": "AMC", Until: "2027-03-12", Location: "Pune, Maharashtra" });
    expect(row(ASSET_COLUMNS, { ...asset, name: null, ascEndDate: null })).toMatchObject({ "Asset name": "TX-1", "Commissioning date": null, "Readiness date": "2025-01-01", "AMC or warranty": "Warranty" });
  });

  it("my team: the card's name and status in words, no dates", () => {
    expect(TEAM_COLUMNS.map((c) => c.header)).toEqual(["Name", "Designation", "E-mail", "Phone", "Status"]);
    expect(dates(TEAM_COLUMNS)).toEqual([]);
    expect(row(TEAM_COLUMNS, { firstName: "", lastName: "", designation: "", email: "a@b.test", mobileNumber: "", status: "PENDING" })).toEqual({ Name: "a@b.test", Designation: null, "E-mail": "a@b.test", Phone: null, Status: "Pending" });
  });
});

describe("list export files", () => {
  it("names the file after the list and today in India", () => {
    expect(exportFileName("tickets", "xlsx", new Date("2026-11-27T19:00:00Z"))).toBe("tickets-2026-11-28.xlsx");
    expect(exportFileName("my-team", "csv", new Date("2026-11-27T18:00:00Z"))).toBe("my-team-2026-11-27.csv");
  });

  it("knows two formats", () => {
    expect(["csv", "xlsx", "pdf", undefined].map((f) => isExportFormat(f))).toEqual([true, true, false, false]);
  });

  it("writes a day as ISO 8601 for CSV (read as a date in every locale) and as a midnight date for Excel", () => {
    expect(csvDay("2026-03-05")).toBe("2026-03-05");
    expect(excelDay("2026-03-05").toISOString()).toBe("2026-03-05T00:00:00.000Z");
  });
});

describe("a list's Download links", () => {
  it("carry the list's query without the page or a message's flag, and say when a download failed", () => {
    const url = new URL("http://portal.test/dashboard/tickets?view=all&status=Open&page=2&export=failed");
    expect(listDownload("tickets", url)).toEqual({
      label: "Download these tickets",
      links: [
        ["Download CSV", "/exports/tickets/csv?view=all&status=Open"],
        ["Download Excel", "/exports/tickets/xlsx?view=all&status=Open"],
      ],
      failed: "We could not prepare the download right now. Please try again in a moment.",
    });
    expect(listDownload("my-team", new URL("http://portal.test/my-team"))).toMatchObject({ label: "Download these team members", links: [["Download CSV", "/exports/my-team/csv"], ["Download Excel", "/exports/my-team/xlsx"]], failed: null });
  });
});
