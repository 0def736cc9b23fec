import { describe, expect, it } from "vitest";
import { demoUsers } from "./data/users";
import {
  COMMISSIONING_STATUSES,
  COMPLAINT_STATUSES,
  DIVISIONS,
  ERP_STATUSES,
  EXTRA_TICKET_STATUSES,
  LINE_STATUSES,
  NOTIFICATION_TYPES,
  TICKET_TYPES,
  db,
  resetStore,
} from "./store";
import { HOSTILE_MESSAGE_HTML } from "./store/tickets";

const REF = Date.parse("2026-11-01T00:00:00Z");

describe("seeded store", () => {
  it("is identical after every reseed", () => {
    const first = JSON.stringify(db);
    db.assets[0].name = "changed";
    db.notifications.length = 0;
    resetStore();
    expect(JSON.stringify(db)).toBe(first);
  });

  it("has about 40 assets over every division and commissioning status", () => {
    expect(db.assets.length).toBeGreaterThanOrEqual(38);
    for (const d of DIVISIONS) expect(db.assets.filter((a) => a.division === d).length).toBeGreaterThanOrEqual(6);
    for (const s of COMMISSIONING_STATUSES) expect(db.assets.filter((a) => a.commisioningStatus === s).length).toBeGreaterThanOrEqual(4);
    // Every division meets every status at least once.
    for (const d of DIVISIONS) for (const s of COMMISSIONING_STATUSES) {
      expect(db.assets.some((a) => a.division === d && a.commisioningStatus === s), `${d}/${s}`).toBe(true);
    }
    const companies = new Set(db.assets.map((a) => a.accountId));
    expect(companies.size).toBeGreaterThanOrEqual(3);
    expect(new Set(db.assets.map((a) => a.id)).size).toBe(db.assets.length);
  });

  it("has valid and expired warranties and AMCs around the reference date", () => {
    const warranties = db.assets.map((a) => a.warrantyExpiredDate).filter((d): d is string => d !== null).map(Date.parse);
    expect(warranties.some((d) => d < REF)).toBe(true);
    expect(warranties.some((d) => d > REF && d < Date.parse("2027-06-30"))).toBe(true);
    const amcs = db.assets.map((a) => a.ascEndDate).filter((d): d is string => d !== null).map(Date.parse);
    expect(amcs.some((d) => d < REF)).toBe(true);
    expect(amcs.some((d) => d > REF)).toBe(true);
    expect(db.assets.some((a) => a.name === null)).toBe(true);
  });

  it("has orders in every ERP status for spares and services, and line items in every status", () => {
    for (const type of ["Spares", "Services"] as const) for (const s of ERP_STATUSES) {
      expect(db.orders.some((o) => o.type === type && o.erpStatus === s), `${type}/${s}`).toBe(true);
    }
    const lines = db.orders.flatMap((o) => o.lineItems);
    for (const s of LINE_STATUSES) expect(lines.some((l) => l.lineStatusView === s), s).toBe(true);
  });

  it("has active and expired service contracts", () => {
    const ends = db.contracts.map((c) => Date.parse(c.contractEndDate));
    expect(ends.some((d) => d < REF)).toBe(true);
    expect(ends.some((d) => d > REF)).toBe(true);
    expect(db.contracts.every((c) => /^\d{2}\.\d{2}\.\d{4}$/.test(c.expirationDate))).toBe(true);
  });

  it("has tickets of every type and applicable status, owned by demo users", () => {
    for (const type of TICKET_TYPES) {
      // A complaint's ticket is the complaint itself (issue 31): its case number and the complaint's statuses.
      const statuses = type === "Complaint" ? COMPLAINT_STATUSES : ["Open", "Completed", "Invalid", ...(EXTRA_TICKET_STATUSES[type] ?? [])];
      for (const s of statuses) {
        expect(db.tickets.some((t) => t.type === type && t.status === s), `${type}/${s}`).toBe(true);
      }
    }
    // The demo accounts' (Home's attention fixtures, decision 074, keep a ticket-numbered complaint of their own).
    for (const t of db.tickets.filter((x) => x.type === "Complaint" && !x.createdBy.startsWith("Attention Tester"))) {
      expect(db.complaints.some((c) => c.caseNumber === t.ticketNumber && c.status === t.status), t.ticketNumber).toBe(true);
    }
    const userIds = new Set(demoUsers.map((u) => u.userId));
    expect(db.tickets.every((t) => userIds.has(t.contactId))).toBe(true);
    expect(db.tickets.some((t) => t.contactId === "U-1001")).toBe(true);
    expect(db.tickets.some((t) => t.accountId === "ACC-1001" && t.contactId !== "U-1001")).toBe(true);
  });

  it("has message threads with formatting, attachments and hostile markup", () => {
    const texts = db.ticketMessages.map((m) => m.message);
    expect(texts.some((t) => t.includes("<b>"))).toBe(true);
    expect(texts.some((t) => t.includes("<ul>"))).toBe(true);
    expect(db.ticketMessages.some((m) => m.attachments.length > 0)).toBe(true);
    const hostile = db.ticketMessages.find((m) => m.message === HOSTILE_MESSAGE_HTML);
    expect(hostile?.message).toMatch(/<script>/);
    expect(hostile?.message).toMatch(/onerror=/);
    expect(hostile?.message).toMatch(/javascript:/);
    const ticket = db.tickets.find((t) => t.ticketNumber === hostile?.ticketNumber);
    expect(ticket?.contactId).toBe("U-1001");
  });

  it("has complaints of each origin and status, with HTML resolutions", () => {
    for (const s of COMPLAINT_STATUSES) expect(db.complaints.some((c) => c.status === s)).toBe(true);
    for (const o of ["Customer Portal", "Email", "Phone"]) expect(db.complaints.some((c) => c.origin === o)).toBe(true);
    expect(db.complaints.some((c) => c.origin === "Customer Portal" && c.proposedResolution?.includes("<ul>"))).toBe(true);
  });

  it("gives customer@demo.test 25+ notifications of every type, read and unread", () => {
    const mine = db.notifications.filter((n) => n.userId === "U-1001");
    expect(mine.length).toBeGreaterThanOrEqual(25);
    expect(mine.some((n) => n.read)).toBe(true);
    expect(mine.some((n) => !n.read)).toBe(true);
    for (const t of NOTIFICATION_TYPES) expect(mine.some((n) => n.type === t)).toBe(true);
    for (const u of demoUsers) expect(db.notifications.some((n) => n.userId === u.userId)).toBe(true);
  });

  it("has a five-item cart in two groups for customer@demo.test, surveys and knowledge", () => {
    const cart = db.carts["U-1001"];
    expect(cart).toHaveLength(2);
    expect(cart.reduce((n, g) => n + g.spares.length + g.services.length, 0)).toBe(5);
    const types = db.surveys.flatMap((s) => s.questions.map((q) => q.type));
    for (const t of ["Single Select", "Rating", "Free Text"]) expect(types).toContain(t);
    expect(db.knowledge.length).toBeGreaterThanOrEqual(10);
  });

  it("gives every customer-side demo account assets, orders and tickets", () => {
    for (const accountId of ["ACC-1001", "ACC-1002", "ACC-1003"]) {
      expect(db.assets.some((a) => a.accountId === accountId)).toBe(true);
      expect(db.orders.some((o) => o.accountId === accountId)).toBe(true);
      expect(db.tickets.some((t) => t.accountId === accountId)).toBe(true);
      expect(db.contracts.some((c) => c.accountId === accountId)).toBe(true);
    }
    for (const dealer of ["TCA-501", "TCA-502"]) expect(db.assets.some((a) => a.tcaUser === dealer)).toBe(true);
  });
});

describe("hostile seed markup", () => {
  it("puts a hostile proposed resolution on a Customer Portal complaint of customer@demo.test", () => {
    const c = db.complaints.find((x) => x.id === "CMP-0001");
    expect(c).toMatchObject({ origin: "Customer Portal", contactId: "U-1001" });
    expect(c?.proposedResolution).toMatch(/onerror=/);
    expect(db.tickets[0]).toMatchObject({ ticketNumber: "TCK-100200", contactId: "U-1001" });
  });
});
