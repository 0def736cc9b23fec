import ExcelJS from "exceljs";
import { parse } from "csv-parse/sync";
import { once } from "node:events";
import { describe, expect, it } from "vitest";
import type { ExportColumn } from "~/domain/list-export";
import { ROUTE_ACCESS } from "~/session/route-access";
import { csvStream, pagedRows, xlsxStream, type ExportPage } from "./list-export.server";

/** A pretend upstream of `total` rows: records each page asked and what had been taken by then. */
function upstream(total: number) {
  const asked: { page: number; size: number; takenBefore: number }[] = [];
  let taken = 0;
  const fetchPage = async (page: number, size: number): Promise<ExportPage<{ n: number }>> => {
    asked.push({ page, size, takenBefore: taken });
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - page * size)) }, (_, i) => ({ n: page * size + i + 1 }));
    return { rows, totalPages: Math.ceil(total / size) };
  };
  const take = async (rows: AsyncIterable<{ n: number }>) => {
    const out: number[] = [];
    for await (const r of rows) {
      taken++;
      out.push(r.n);
    }
    return out;
  };
  return { asked, fetchPage, take };
}

async function text(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.from(c as Buffer));
  return Buffer.concat(chunks);
}

async function* rowsOf<T>(rows: T[]) {
  for (const r of rows) yield r;
}

const COLUMNS: ExportColumn<{ name: string; day: string | null }>[] = [
  { header: "Name", value: (r) => r.name },
  { header: "Created on", date: true, value: (r) => r.day },
];

describe("pagedRows", () => {
  it("reads every page one after another, each only once the page before was taken", async () => {
    const { asked, fetchPage, take } = upstream(7);
    expect(await take(pagedRows(fetchPage, { pageSize: 3 }))).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([
      { page: 0, size: 3, takenBefore: 0 },
      { page: 1, size: 3, takenBefore: 3 },
      { page: 2, size: 3, takenBefore: 6 },
    ]);
  });

  it("asks one page of an empty list, and stops at the row limit", async () => {
    const empty = upstream(0);
    expect(await empty.take(pagedRows(empty.fetchPage, { pageSize: 3 }))).toEqual([]);
    expect(empty.asked).toHaveLength(1);
    const long = upstream(50);
    expect(await long.take(pagedRows(long.fetchPage, { pageSize: 4, maxRows: 10 }))).toHaveLength(10);
    expect(long.asked.map((a) => a.page)).toEqual([0, 1, 2]);
  });

  it("passes an upstream failure on", async () => {
    const failing = pagedRows(async (page) => {
      if (page === 1) throw new Error("upstream down");
      return { rows: [1, 2], totalPages: 3 };
    }, { pageSize: 2 });
    const seen: number[] = [];
    await expect(
      (async () => {
        for await (const n of failing) seen.push(n);
      })(),
    ).rejects.toThrow("upstream down");
    expect(seen).toEqual([1, 2]);
  });
});

describe("writers", () => {
  const rows = [
    { name: "=HYPERLINK(\"x\")", day: "2026-03-05" },
    { name: "Boiler, \"big\"", day: null },
  ];

  it("CSV: a BOM, the header row, dates as ISO 8601 (issue 53 §2), formulas defused, CRLF", async () => {
    const out = (await text(csvStream(COLUMNS, rowsOf(rows), { today: "2026-11-28" }))).toString("utf8");
    expect(out.startsWith("\uFEFFName,Created on\r\n")).toBe(true);
    expect(parse(out.slice(1))).toEqual([["Name", "Created on"], ["'=HYPERLINK(\"x\")", "2026-03-05"], ["Boiler, \"big\"", ""]]);
  });

  it("Excel: one sheet, a bold header, date cells typed as dates with a date format", async () => {
    const file = await text(xlsxStream("Tickets", COLUMNS, rowsOf(rows), { today: "2026-11-28" }));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.getWorksheet("Tickets")!;
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).values).toEqual([undefined, "Name", "Created on"]);
    expect(sheet.getCell("A2").value).toBe("=HYPERLINK(\"x\")");
    expect(sheet.getCell("A2").type).toBe(ExcelJS.ValueType.String);
    expect(sheet.getCell("B2").type).toBe(ExcelJS.ValueType.Date);
    expect((sheet.getCell("B2").value as Date).toISOString()).toBe("2026-03-05T00:00:00.000Z");
    expect(sheet.getCell("B2").numFmt).toBe("dd mmm yyyy");
    expect(sheet.getCell("B3").value).toBeNull();
  });
});

describe("export routes", () => {
  it("each list's download is for exactly the roles of its list", () => {
    const pairs = {
      "routes/exports.tickets.$format": "routes/_app.dashboard.tickets",
      "routes/exports.spares-and-services.$format": "routes/_app.dashboard.spares-and-services",
      "routes/exports.contracts.$format": "routes/_app.dashboard.contracts",
      "routes/exports.assets.$format": "routes/_app.dashboard.assets",
      "routes/exports.my-team.$format": "routes/_app.my-team",
    };
    for (const [exportRoute, list] of Object.entries(pairs)) expect(ROUTE_ACCESS[exportRoute], exportRoute).toEqual(ROUTE_ACCESS[list]);
  });
});

describe("a download the browser left", () => {
  it("stops asking the upstream for pages", async () => {
    const { asked, fetchPage } = upstream(5000);
    const wide: ExportColumn<{ n: number }>[] = [{ header: "Row", value: (r) => `${r.n}`.padEnd(500, ".") }];
    const out = csvStream(wide, pagedRows(fetchPage, { pageSize: 100 }), { today: "2026-11-28" });
    await once(out, "readable");
    out.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const pagesThen = asked.length;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(asked.length).toBe(pagesThen);
    expect(pagesThen).toBeLessThan(50);
  });
});
