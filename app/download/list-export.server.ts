import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { createReadableStreamFromReadable } from "@remix-run/node";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import { once } from "node:events";
import { PassThrough, type Readable } from "node:stream";
import { defuseCell } from "~/domain/csv";
import { todayInIndia } from "~/domain/dates";
import {
  csvDay,
  excelDay,
  EXPORT_TITLES,
  exportFileName,
  isExportFormat,
  type ExportColumn,
  type ExportContext,
  type ExportFormat,
  type ExportList,
} from "~/domain/list-export";
import { env } from "~/env.server";
import { errorPage, resourceRoute } from "~/http/resource.server";
import { takeUserPoint } from "~/security/rate-limit.server";
import { actorId, requireUser, type Auth } from "~/session/guard.server";
import { isUpstreamError } from "~/upstream/errors";
import { dispositionOf } from "./disposition.server";

/**
 * Lists that leave as spreadsheets (issue 44 §2, docs/decisions/102): one loader for the five
 * thin routes under /exports/<list>/<format>. The list's own query parser reads the URL (the
 * filters and sort on screen); its rows are read from the upstream one page after another by an
 * async generator (`pagedRows`), and each page's rows are written (csv-stringify, or exceljs's
 * streaming WorkbookWriter) before the next page is asked, so a long list never sits in memory.
 * The first page is read before the first byte: when it fails, the user goes back to the list
 * with a message (`export=failed`, as the orders CSV did: decision 020). A failure later can only
 * cut the download short (the browser says it failed). Counted per user (`list-export-user`).
 */

export const EXPORT_PAGE_SIZE = 100;
/** At most this many rows in one file (100 upstream pages); the list's own filters narrow it. */
export const EXPORT_MAX_ROWS = 10_000;

export interface ExportPage<Row> {
  rows: Row[];
  totalPages: number;
}

export type FetchPage<Row> = (page: number, size: number) => Promise<ExportPage<Row>>;

/**
 * Every row of a list, page after page (zero-based), each page asked only once the rows of the
 * one before have been taken. Stops at the last page, at an empty page, or at `maxRows`.
 */
export async function* pagedRows<Row>(
  fetchPage: FetchPage<Row>,
  { pageSize = EXPORT_PAGE_SIZE, maxRows = EXPORT_MAX_ROWS }: { pageSize?: number; maxRows?: number } = {},
): AsyncGenerator<Row> {
  let sent = 0;
  for (let page = 0; ; page++) {
    const { rows, totalPages } = await fetchPage(page, pageSize);
    for (const row of rows) {
      if (sent >= maxRows) return;
      sent++;
      yield row;
    }
    if (rows.length === 0 || page + 1 >= totalPages || sent >= maxRows) return;
  }
}

/** The rows with the first one already read (so a failure of the first page is known before any byte). */
interface Started<Row> {
  first: IteratorResult<Row>;
  rest: AsyncGenerator<Row>;
}

async function* rowsOf<Row>({ first, rest }: Started<Row>): AsyncGenerator<Row> {
  if (first.done) return;
  yield first.value;
  yield* rest;
}

/** The list as CSV: a header row, dates as dd MMM yyyy, every text cell defused (decision 015), CRLF, a BOM for Excel. */
export function csvStream<Row>(columns: ExportColumn<Row>[], rows: AsyncIterable<Row>, ctx: ExportContext): Readable {
  const out = stringify({ record_delimiter: "windows", bom: true });
  void (async () => {
    // A download the browser left (the stream destroyed) stops reading the upstream's pages.
    const write = async (record: string[]) => {
      if (!out.write(record)) await Promise.race([once(out, "drain"), once(out, "close")]);
    };
    await write(columns.map((c) => c.header));
    for await (const row of rows) {
      if (out.destroyed) break;
      await write(
        columns.map((c) => {
          const value = c.value(row, ctx);
          if (value === null) return "";
          return c.date ? csvDay(value) : defuseCell(value);
        }),
      );
    }
    out.end();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

/** The Excel date format of date cells (a real date, shown as the portal shows dates). */
export const EXCEL_DATE_FORMAT = "dd mmm yyyy";

/** The list as an Excel workbook of one sheet, written as the rows come (exceljs's streaming writer). */
export function xlsxStream<Row>(title: string, columns: ExportColumn<Row>[], rows: AsyncIterable<Row>, ctx: ExportContext): Readable {
  const out = new PassThrough();
  void (async () => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(title, { views: [{ state: "frozen", ySplit: 1 }] });
    sheet.columns = columns.map((c, i) => ({ header: c.header, key: String(i), width: c.width ?? 16 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for await (const row of rows) {
      if (out.destroyed) break;
      const line = sheet.addRow(columns.map((c) => {
        const value = c.value(row, ctx);
        return value === null ? null : c.date ? excelDay(value) : value;
      }));
      columns.forEach((c, i) => {
        if (c.date) line.getCell(i + 1).numFmt = EXCEL_DATE_FORMAT;
      });
      line.commit();
    }
    if (out.destroyed) return;
    sheet.commit();
    await workbook.commit();
  })().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  return out;
}

const CONTENT_TYPE: Record<ExportFormat, string> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};

export interface ListExport<Row> {
  /** The route module id (app/session/route-access.ts gives it the list's roles). */
  route: string;
  list: ExportList;
  /** The list's page, where a failure goes back to (with the same query). */
  listPath: string;
  columns: ExportColumn<Row>[];
  /**
   * Reads the URL with the list's own parser and says how to ask one page of its rows. May throw
   * what the list's loader throws for the same query (a redirect, a 400).
   */
  pages: (args: { auth: Auth; url: URL; signal: AbortSignal }) => FetchPage<Row>;
}

/** The loader of one list's export route: `/exports/<list>/csv` or `/exports/<list>/xlsx`, with the list's query. */
export function listExportLoader<Row>(spec: ListExport<Row>) {
  return resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
    const auth = await requireUser(request, context, spec.route);
    const format = params.format;
    if (!isExportFormat(format)) return errorPage(404, "Page not found", "There is no download of this kind. Use the Download links on the list.");
    const url = new URL(request.url);
    const fetchPage = spec.pages({ auth, url, signal: request.signal });
    const limit = await takeUserPoint("list-export-user", actorId(auth));
    if (limit.limited) {
      const minutes = Math.ceil(limit.retryAfterS / 60);
      const page = errorPage(429, "Too many downloads", `You have downloaded many lists in a short time. Please try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`);
      page.headers.set("Retry-After", String(limit.retryAfterS));
      return page;
    }
    const rest = pagedRows(fetchPage, { pageSize: env().LIST_EXPORT_PAGE_SIZE });
    let first: IteratorResult<Row>;
    try {
      first = await rest.next();
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      const back = new URLSearchParams(url.searchParams);
      back.delete("page");
      back.set("export", "failed");
      return redirect(`${spec.listPath}?${back.toString()}`, 303);
    }
    const ctx: ExportContext = { today: todayInIndia() };
    const rows = rowsOf({ first, rest });
    const body =
      format === "csv" ? csvStream(spec.columns, rows, ctx) : xlsxStream(EXPORT_TITLES[spec.list], spec.columns, rows, ctx);
    return new Response(createReadableStreamFromReadable(body), {
      status: 200,
      headers: {
        "Content-Type": CONTENT_TYPE[format],
        "Content-Disposition": dispositionOf(exportFileName(spec.list, format)),
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  });
}
