import { describe, expect, it } from "vitest";
import { calendarFileName, contractEndCalendar, visitCalendar } from "./calendar.server";

const unfold = (ics: string) => ics.replace(/\r\n[ \t]/g, "");

describe("calendar files", () => {
  it("a visit runs 09:00 to 18:00 IST on its day, written in UTC", () => {
    const ics = unfold(visitCalendar({ serviceId: "SVC-07015", visitId: "VIS-016-2", day: "2027-01-26", assetName: "Sewage Treatment Plant Block 3", engineerName: "Farah Khan", portalUrl: "http://localhost:3000/contracts/SVC-07015" }));
    expect(ics).toContain("BEGIN:VCALENDAR");
    expect(ics).toContain("DTSTART:20270126T033000Z");
    expect(ics).toContain("DTEND:20270126T123000Z");
    expect(ics).toContain("UID:SVC-07015.VIS-016-2@thermax-customer-portal");
    expect(ics).toContain("SUMMARY:AMC service visit: Sewage Treatment Plant Block 3");
    expect(ics).toContain("engineer Farah Khan");
  });
  it("the end date is an all-day event on its day", () => {
    const ics = unfold(contractEndCalendar({ serviceId: "SVC-07016", day: "2026-07-07", assetName: "ESP, Unit; 5", portalUrl: "http://x/contracts/SVC-07016" }));
    expect(ics).toMatch(/DTSTART;VALUE=DATE:20260707/);
    // Commas and semicolons are escaped by the library.
    expect(ics).toContain("SUMMARY:AMC ends: ESP\\, Unit\\; 5");
  });
  it("makes safe file names", () => {
    expect(calendarFileName('amc "visit"\r\n/../x.ics')).toBe("amc-visit-..-x.ics");
    expect(calendarFileName("")).toBe("calendar.ics");
  });
});
