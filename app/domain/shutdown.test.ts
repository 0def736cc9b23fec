import { describe, expect, it } from "vitest";
import { earliestShutdownDate, isCalendarDay, isFutureShutdownDate, shutdownDateLabel } from "./shutdown";
import { icsFileName, shutdownIcs } from "./shutdown-calendar.server";
import { shutdownSchema } from "./shutdown-schema";

describe("shutdown dates are calendar days in Kolkata", () => {
  it("the earliest date is tomorrow in India, also late in the UTC evening", () => {
    expect(earliestShutdownDate(new Date("2026-11-20T10:00:00Z"))).toBe("2026-11-21");
    // 20:00 UTC is already 01:30 on the 21st in Kolkata.
    expect(earliestShutdownDate(new Date("2026-11-20T20:00:00Z"))).toBe("2026-11-22");
    expect(earliestShutdownDate(new Date("2026-12-31T12:00:00Z"))).toBe("2027-01-01");
  });

  it("today and invalid days are not future dates", () => {
    const now = new Date("2026-11-20T10:00:00Z");
    expect(isFutureShutdownDate("2026-11-20", now)).toBe(false);
    expect(isFutureShutdownDate("2026-11-21", now)).toBe(true);
    expect(isFutureShutdownDate("2026-02-30", now)).toBe(false);
    expect(isCalendarDay("2028-02-29")).toBe(true);
    expect(shutdownDateLabel("2026-12-05")).toBe("05 Dec 2026");
  });

  it("the schema gives the spec's messages", () => {
    const schema = shutdownSchema({ assetIds: ["AST-1"], now: () => new Date("2026-11-20T10:00:00Z") });
    const messages = (input: Record<string, string>) => schema.safeParse(input).error?.issues.map((i) => `${String(i.path[0])}: ${i.message}`) ?? [];
    expect(messages({})).toEqual(["assetId: Asset is required", "shutdownDate: Shutdown Date is required", "plannedActivities: Planned Activities are required"]);
    expect(messages({ assetId: "AST-1", shutdownDate: "2026-11-20", plannedActivities: "x".repeat(101) })).toEqual([
      "shutdownDate: Date should be a future date",
      "plannedActivities: Planned Activities cannot be more than 100 characters",
    ]);
    expect(messages({ assetId: "AST-2", shutdownDate: "2026-11-21", plannedActivities: "Descaling" })).toEqual(["assetId: Asset is required"]);
  });
});

describe("the calendar file", () => {
  it("is an all-day event on the shutdown date with escaped text", () => {
    const ics = shutdownIcs({ ticketNumber: "TCK-300001", shutdownDate: "2026-12-31", assetName: "Boiler; A, B", plannedActivities: "Descaling\nand checks" }, new Date("2026-11-20T10:00:00Z"));
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r?\n/);
    expect(ics).toContain("DTSTART;VALUE=DATE:20261231");
    expect(ics).toContain("DTEND;VALUE=DATE:20270101");
    expect(ics).toContain("DTSTAMP:20261120T100000Z");
    expect(ics).toContain("SUMMARY:Planned shutdown: Boiler\\; A\\, B");
    expect(ics).toContain("UID:TCK-300001@customer-portal.thermax");
    expect(ics).not.toMatch(/Descaling\r?\nand/);
  });

  it("names the file from the ticket number only", () => {
    expect(icsFileName("TCK-300001")).toBe("shutdown-TCK-300001.ics");
    expect(icsFileName('x"\r\nSet-Cookie: a=b')).toBe("shutdown-xSet-Cookieab.ics");
  });
});
