import { formatInTimeZone } from "date-fns-tz";
import { coverageOf, commissioningLabel, keyDate } from "./assets";
import type { AssetRecord } from "./asset-data";
import { contractDay, isContractExpired } from "./contracts";
import { isoDateInIndia, TIME_ZONE } from "./dates";
import { orderStatusLabel, ticketStatusLabel, ticketTypeLabel } from "./labels";
import { orderKindOf, orderTypeChip } from "./orders";
import type { TicketRecord } from "./ticket-data";
import { titleCase } from "./title-case";

/**
 * Lists that leave as spreadsheets (issue 44 §2, docs/decisions/102): for each list the columns of
 * its file, named as its cards name them, as pure data. A column's value is a text, or for a date
 * column the calendar day in India (YYYY-MM-DD): the CSV writes it as it is, ISO 8601, which
 * Excel and LibreOffice read as a date in every locale (issue 53 §2; docs/decisions/110), the
 * Excel file as a real date cell. `null` is an empty cell (never 'NA': a spreadsheet filters on blanks).
 */

export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export function isExportFormat(value: string | undefined): value is ExportFormat {
  return (EXPORT_FORMATS as readonly string[]).includes(value ?? "");
}

/** What a value may depend on besides the row: today in India (AMC and warranty states). */
export interface ExportContext {
  today: string;
}

export interface ExportColumn<Row> {
  header: string;
  /** A date column's value is a YYYY-MM-DD day; any other column's a text. */
  date?: true;
  /** The Excel column's width, in characters. */
  width?: number;
  value: (row: Row, ctx: ExportContext) => string | null;
}

/** The lists that can be downloaded, each under its file name's stem. */
export const EXPORT_LISTS = ["tickets", "spares-and-services", "contracts", "assets", "my-team"] as const;
export type ExportList = (typeof EXPORT_LISTS)[number];

/** Sheet names (Excel's tab) per list. */
export const EXPORT_TITLES: Record<ExportList, string> = {
  tickets: "Tickets",
  "spares-and-services": "Spares & Services",
  contracts: "Contracts",
  assets: "Assets",
  "my-team": "My Team",
};

const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
/** A day (YYYY-MM-DD in India) from an upstream date or date-time; null when there is none or it is not a date. */
const day = (v: string | null | undefined) => (v && v.trim() ? isoDateInIndia(/^\d{4}-\d{2}-\d{2}$/.test(v.trim()) ? `${v.trim()}T00:00:00+05:30` : v) : null);

export const TICKET_COLUMNS: ExportColumn<TicketRecord>[] = [
  { header: "Ticket number", width: 16, value: (t) => t.ticketNumber },
  { header: "Status", width: 14, value: (t) => ticketStatusLabel(t.status) },
  { header: "Company", width: 24, value: (t) => blank(t.accountName) },
  { header: "Asset name", width: 28, value: (t) => blank(t.assetName) },
  { header: "Product", width: 20, value: (t) => blank(t.product) },
  { header: "Created on", date: true, width: 13, value: (t) => day(t.createdOn) },
  { header: "Created by", width: 20, value: (t) => blank(t.createdBy) },
  { header: "Type", width: 20, value: (t) => ticketTypeLabel(t.type) },
];

/** An order row as app/upstream/orders.server.ts parses it (its `OrderListItem` satisfies this). */
export interface OrderExportRecord {
  accountName: string | null;
  assetName: string | null;
  customerPo: string | null;
  poNumber: string | null;
  productFamily: string | null;
  opportunityType: string | null;
  type: string | null;
  erpStatus: string | null;
  /** The maker's order number: 'Thermax order' (decision 094). */
  erpOrderNumber: string | null;
  /** The day it was ordered (YYYY-MM-DD). */
  dateOrdered: string | null;
  edd: string | null;
}

export const ORDER_COLUMNS: ExportColumn<OrderExportRecord>[] = [
  { header: "Asset name", width: 28, value: (o) => blank(o.assetName) },
  { header: "Order type", width: 16, value: (o) => orderTypeChip(o.opportunityType) },
  { header: "Status", width: 20, value: (o) => orderStatusLabel(o.erpStatus, orderKindOf(o.type)) },
  { header: "Company", width: 24, value: (o) => blank(o.accountName) },
  { header: "P.O. number", width: 18, value: (o) => blank(o.customerPo) ?? blank(o.poNumber) },
  // The upstream's own CSV named both (issue 53 §2): the order as Thermax knows it, and when it was placed.
  { header: "Thermax order", width: 16, value: (o) => blank(o.erpOrderNumber) },
  { header: "Product family", width: 20, value: (o) => blank(o.productFamily) },
  { header: "Order date", date: true, width: 13, value: (o) => day(o.dateOrdered) },
  { header: "Readiness date", date: true, width: 13, value: (o) => day(o.edd) },
];

/** A contract row as app/upstream/contracts.server.ts parses it (its `Contract` satisfies this). */
export interface ContractExportRecord {
  accountName: string | null;
  assetName: string | null;
  thermaxName: string | null;
  poNumber: string | null;
  productFamily: string | null;
  contractEndDate: string | null;
  amcDate: string | null;
  expirationDate: string | null;
  amcExpiried: boolean | null;
}

/** The contract's end, as its card reads it (contractEndDate, else amcDate, else expirationDate). */
const contractEnd = (c: ContractExportRecord) => contractDay(c.contractEndDate ?? c.amcDate ?? c.expirationDate);

export const CONTRACT_COLUMNS: ExportColumn<ContractExportRecord>[] = [
  { header: "Asset name", width: 28, value: (c) => blank(c.assetName) ?? blank(c.thermaxName) },
  { header: "Company", width: 24, value: (c) => blank(c.accountName) },
  { header: "P.O. number", width: 18, value: (c) => blank(c.poNumber) },
  { header: "Product family", width: 20, value: (c) => blank(c.productFamily) },
  { header: "AMC", width: 10, value: (c) => (isContractExpired({ amcExpiried: c.amcExpiried, endDay: contractEnd(c) }) ? "Expired" : "Active") },
  { header: "AMC until", date: true, width: 13, value: (c) => contractEnd(c) },
];

export const ASSET_COLUMNS: ExportColumn<AssetRecord>[] = [
  { header: "Asset name", width: 28, value: (a) => blank(a.name) ?? a.thermaxName },
  { header: "Thermax name", width: 28, value: (a) => a.thermaxName },
  { header: "Company", width: 24, value: (a) => blank(a.accountName) },
  { header: "Product", width: 20, value: (a) => blank(a.productFamily) },
  { header: "Status", width: 16, value: (a) => commissioningLabel(a.commisioningStatus) },
  { header: "Commissioning date", date: true, width: 13, value: (a) => (keyDate(a).label === "Commissioning date" ? day(keyDate(a).date) : null) },
  { header: "Readiness date", date: true, width: 13, value: (a) => (keyDate(a).label === "Readiness date" ? day(keyDate(a).date) : null) },
  { header: "AMC or warranty", width: 16, value: (a, ctx) => coverageOf(a, ctx.today)?.kind ?? null },
  { header: "Until", date: true, width: 13, value: (a, ctx) => coverageOf(a, ctx.today)?.until ?? null },
  { header: "Location", width: 24, value: (a) => [a.city, a.state].filter(Boolean).join(", ") || null },
  { header: "P.O. number", width: 18, value: (a) => blank(a.poNumber) },
];

/** A team member as app/upstream/team.server.ts parses it (its `TeamMember` satisfies this). */
export interface TeamExportRecord {
  firstName: string;
  lastName: string;
  designation: string;
  email: string;
  mobileNumber: string;
  status: string;
}

export const TEAM_COLUMNS: ExportColumn<TeamExportRecord>[] = [
  { header: "Name", width: 24, value: (m) => [m.firstName, m.lastName].filter(Boolean).join(" ") || blank(m.email) },
  { header: "Designation", width: 20, value: (m) => blank(m.designation) },
  { header: "E-mail", width: 30, value: (m) => blank(m.email) },
  { header: "Phone", width: 16, value: (m) => blank(m.mobileNumber) },
  { header: "Status", width: 12, value: (m) => (m.status ? titleCase(m.status) : null) },
];

/** The file's name: what and when (today in India), e.g. `tickets-2026-11-28.xlsx`. */
export function exportFileName(list: ExportList, format: ExportFormat, now: Date = new Date()): string {
  return `${list}-${formatInTimeZone(now, TIME_ZONE, "yyyy-MM-dd")}.${format}`;
}

/**
 * A date column's day as the CSV writes it: ISO 8601, YYYY-MM-DD (issue 53 §2). 'dd MMM yyyy'
 * stayed text in LibreOffice with an English (US) locale; an ISO day is a date everywhere.
 */
export function csvDay(value: string): string {
  return value;
}

/** A date column's day as an Excel date: midnight UTC of that day (a sheet has no time zone). */
export function excelDay(value: string): Date {
  const [y, m, d] = value.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** Said on the list when its download could not be made (the export route's `export=failed`). */
export const EXPORT_FAILED = "We could not prepare the download right now. Please try again in a moment.";

const WHAT: Record<ExportList, string> = {
  tickets: "tickets",
  "spares-and-services": "orders",
  contracts: "contracts",
  assets: "assets",
  "my-team": "team members",
};

export interface ListDownload {
  /** The links' group name, e.g. 'Download these tickets'. */
  label: string;
  /** 'Download CSV' and 'Download Excel' with their addresses. */
  links: [string, string][];
  /** The message after a failed download, else null. */
  failed: string | null;
}

/**
 * A list's Download links, worked out in its loader (no URL code ships to the browser): the export
 * route with the list's current query (filters, view, sort), without the page or a message's flag.
 */
export function listDownload(list: ExportList, url: URL): ListDownload {
  const params = new URLSearchParams(url.searchParams);
  for (const name of ["page", "export", "csv", "open"]) params.delete(name);
  const query = params.toString() ? `?${params.toString()}` : "";
  return {
    label: `Download these ${WHAT[list]}`,
    links: [
      ["Download CSV", `/exports/${list}/csv${query}`],
      ["Download Excel", `/exports/${list}/xlsx${query}`],
    ],
    failed: url.searchParams.get("export") === "failed" ? EXPORT_FAILED : null,
  };
}
