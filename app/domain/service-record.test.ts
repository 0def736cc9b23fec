import { describe, expect, it } from "vitest";
import { ageChart, medianChart, ordersChart, ticketsChart, visitsChart } from "./service-record-charts";
import {
  RECORD_LINKS,
  median,
  medianDaysToClose,
  openByAge,
  ordersOnTime,
  recordMonths,
  serviceRecordFigures,
  ticketsByMonth,
  ticketsHref,
  visitsByMonth,
  type RecordTicket,
} from "./service-record";

const TODAY = "2026-11-29";
const months = recordMonths(TODAY);

const t = (createdOn: string, status: string, closedOn: string | null = null, type = "Complaint"): RecordTicket => ({ createdOn, closedOn, status, type });

describe("recordMonths", () => {
  it("is the twelve months ending with today's, oldest first", () => {
    expect(months).toHaveLength(12);
    expect(months[0]).toEqual({ key: "2025-12", label: "Dec 2025", short: "Dec" });
    expect(months[11].key).toBe("2026-11");
  });
});

describe("ticketsByMonth", () => {
  it("counts opened by createdOn and closed by closedOn, in India's calendar", () => {
    const rows = ticketsByMonth(
      [
        // 31 Oct 20:00 UTC is 1 Nov in India.
        t("2026-10-31T20:00:00Z", "Open"),
        t("2026-10-05T10:00:00Z", "Completed", "2026-11-02T10:00:00Z"),
        t("2025-11-20T10:00:00Z", "Closed", "2025-12-03T10:00:00Z"),
        // Ended without a date: not counted as closed in any month.
        t("2026-03-01T10:00:00Z", "Invalid", null),
      ],
      months,
    );
    const by = Object.fromEntries(rows.map((r) => [r.key, [r.opened, r.closed]]));
    expect(by["2026-11"]).toEqual([1, 1]);
    expect(by["2026-10"]).toEqual([1, 0]);
    expect(by["2025-12"]).toEqual([0, 1]);
    expect(by["2026-03"]).toEqual([1, 0]);
    expect(rows.reduce((n, r) => n + r.opened, 0)).toBe(3);
  });
});

describe("medianDaysToClose", () => {
  it("takes the median per type of tickets closed within the months; New Equipment Request counts as Quotation", () => {
    const rows = medianDaysToClose(
      [
        t("2026-06-01T00:00:00Z", "Completed", "2026-06-03T00:00:00Z", "Complaint"),
        t("2026-06-01T00:00:00Z", "Closed", "2026-06-11T00:00:00Z", "Complaint"),
        t("2026-06-01T00:00:00Z", "Closed", "2026-06-05T00:00:00Z", "Complaint"),
        t("2026-06-01T00:00:00Z", "Completed", "2026-06-02T12:00:00Z", "New Equipment Request"),
        t("2026-06-01T00:00:00Z", "Completed", "2026-06-04T12:00:00Z", "Quotation"),
        // Closed before the twelve months: left out.
        t("2025-10-01T00:00:00Z", "Completed", "2025-11-01T00:00:00Z", "Others"),
        // Open: left out.
        t("2026-06-01T00:00:00Z", "Open", null, "Others"),
      ],
      months,
    );
    expect(rows).toEqual([
      { type: "Quotation", closed: 2, medianDays: 2.5 },
      { type: "Complaint", closed: 3, medianDays: 4 },
    ]);
  });

  it("median of an even count is the mean of the middle two; none is null", () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([])).toBeNull();
  });
});

describe("visitsByMonth", () => {
  it("counts visits scheduled up to today as due, Completed ones as done; later ones are not due", () => {
    const rows = visitsByMonth(
      [
        { visitDate: "2026-11-10", status: "Completed" },
        { visitDate: "2026-11-20", status: "Pending" },
        { visitDate: "2026-11-30", status: "Pending" },
        { visitDate: "2026-02-14", status: "Completed" },
        { visitDate: null, status: "Completed" },
      ],
      months,
      TODAY,
    );
    const by = Object.fromEntries(rows.map((r) => [r.key, [r.due, r.done]]));
    expect(by["2026-11"]).toEqual([2, 1]);
    expect(by["2026-02"]).toEqual([1, 1]);
  });
});

describe("ordersOnTime", () => {
  it("compares the delivery day with the readiness date, for orders delivered within the months", () => {
    expect(
      ordersOnTime(
        [
          { edd: "2026-05-10", closedOn: "2026-05-10" },
          { edd: "2026-05-10", closedOn: "2026-05-09" },
          { edd: "2026-05-10", closedOn: "2026-05-11" },
          { edd: null, closedOn: "2026-05-11" },
          { edd: "2025-01-10", closedOn: "2025-01-11" },
          { edd: "2026-05-10", closedOn: null },
        ],
        months,
      ),
    ).toEqual({ onTime: 2, late: 1, undated: 1 });
  });
});

describe("openByAge", () => {
  it("sorts open tickets by India calendar days since opened into 0–7, 8–30, 31–90 and over 90", () => {
    const buckets = openByAge(
      [
        t("2026-11-29T01:00:00Z", "Open"),
        t("2026-11-22T01:00:00Z", "Registered"),
        t("2026-11-21T01:00:00Z", "Drafted"),
        t("2026-10-30T01:00:00Z", "Resolution In Progress"),
        t("2026-08-31T01:00:00Z", "Validated"),
        t("2026-08-30T01:00:00Z", "Open"),
        t("2026-01-01T01:00:00Z", "Completed", "2026-01-02T00:00:00Z"),
      ],
      TODAY,
    );
    expect(buckets.map((b) => b.count)).toEqual([2, 2, 1, 1]);
  });
});

describe("links", () => {
  it("lead to the company's Tickets list with the statuses and types it offers", () => {
    expect(RECORD_LINKS.open).toBe("/dashboard/tickets?view=all&status=Open&status=Drafted&status=Validated&status=Registered&status=Resolution+In+Progress");
    expect(RECORD_LINKS.closed).toBe("/dashboard/tickets?view=all&status=Completed&status=Closed&status=Invalid");
    // Plan a Shutdown has no Closed status: the link asks only for what its filter offers.
    expect(RECORD_LINKS.closedOfType("Plan a Shutdown")).toBe("/dashboard/tickets?view=all&type=Plan+a+Shutdown&status=Completed&status=Invalid");
    expect(ticketsHref()).toBe("/dashboard/tickets?view=all");
  });
});

describe("serviceRecordFigures", () => {
  it("sums each figure and says it in one sentence", () => {
    const figures = serviceRecordFigures(
      {
        tickets: [t("2026-11-20T05:00:00Z", "Open"), t("2026-06-01T00:00:00Z", "Completed", "2026-06-05T00:00:00Z")],
        orders: [{ edd: "2026-05-10", closedOn: "2026-05-09" }],
        visits: [{ visitDate: "2026-05-01", status: "Completed" }, { visitDate: "2026-08-01", status: "Pending" }],
      },
      TODAY,
    );
    expect(figures.from).toBe("2025-12-01");
    expect(figures.tickets?.summary).toBe("2 tickets opened and 1 closed in the last 12 months; the most were opened in Jun 2026 (1).");
    expect(figures.medians?.summary).toBe("Across 1 ticket closed in the last 12 months, Complaint took the longest to close: a median of 4 days.");
    expect(figures.visits?.summary).toBe("1 of 2 AMC visits due in the last 12 months was done (50%).");
    expect(figures.orders?.summary).toBe("1 of 1 order delivered in the last 12 months was ready on or before the readiness date; 0 after it.");
    expect(figures.age?.summary).toBe("1 ticket is open now; 0 of them for more than 90 days.");
  });

  it("leaves the figures of a list that failed out", () => {
    const figures = serviceRecordFigures({ tickets: null, orders: [], visits: null }, TODAY);
    expect(figures.tickets).toBeNull();
    expect(figures.age).toBeNull();
    expect(figures.visits).toBeNull();
    expect(figures.orders?.summary).toBe("No orders were delivered in the last 12 months.");
  });
});

describe("charts", () => {
  const figures = serviceRecordFigures(
    {
      tickets: [t("2026-11-20T05:00:00Z", "Open"), t("2026-11-01T00:00:00Z", "Open"), t("2026-06-01T00:00:00Z", "Completed", "2026-06-05T00:00:00Z")],
      orders: [{ edd: "2026-05-10", closedOn: "2026-05-09" }, { edd: "2026-05-10", closedOn: "2026-05-19" }],
      visits: [{ visitDate: "2026-05-01", status: "Completed" }],
    },
    TODAY,
  );

  it("draws a bar per month inside the viewBox, tallest for the most, and the closed line through every month", () => {
    const chart = ticketsChart(figures.tickets!.months);
    expect(chart.bars).toHaveLength(12);
    for (const b of chart.bars) expect(b.x + b.width).toBeLessThanOrEqual(chart.width);
    const nov = chart.bars[11];
    const jun = chart.bars[6];
    expect(nov.height).toBeGreaterThan(jun.height);
    expect(chart.paths[0].d.startsWith("M")).toBe(true);
    expect(chart.points).toHaveLength(12);
    expect(chart.labels.map((l) => l.text)).toContain("Dec");
    // A phone shows the months' initials (issue 53 §2: twelve names at 12 px ran into each other).
    expect(chart.labels.find((l) => l.text === "Dec")?.narrow).toBe("D");
  });

  it("draws due and done bars, one median bar per type, a donut slice per kind and a bar per age", () => {
    expect(visitsChart(figures.visits!.months).bars).toHaveLength(24);
    expect(medianChart(figures.medians!.rows).bars).toHaveLength(1);
    const donut = ordersChart(figures.orders!);
    expect(donut.paths.map((p) => p.series)).toEqual(["onTime", "late"]);
    expect(donut.labels[0].text).toBe("2");
    expect(ageChart(figures.age!.buckets).bars.map((b) => b.height > 0)).toEqual([false, true, false, false]);
    expect(ageChart(figures.age!.buckets).labels.filter((l) => l.narrow).map((l) => l.narrow)).toEqual(["0–7 d", "8–30 d", "31–90 d", "Over 90 d"]);
  });
});
