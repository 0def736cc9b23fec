import type { APIRequestContext } from "@playwright/test";
import { parse } from "csv-parse/sync";
import { formatInTimeZone } from "date-fns-tz";
import ExcelJS from "exceljs";
import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { callsOf } from "./orders-support";
import { injectFault, ownUser, signInOverRequest } from "./support";

/**
 * Lists that leave as spreadsheets (issue 44 §2, docs/decisions/102): for each list, with a filter
 * on, the CSV and the Excel file hold as many rows as the list says it has ('12 tickets'), read
 * from every upstream page (the suite asks pages of 5: LIST_EXPORT_PAGE_SIZE), under the cards'
 * column names, with dates as text in the CSV and as date cells in Excel; a failing upstream sends
 * the user back to the list with a message. Each list is read by a clone of customer@demo.test
 * (its own call log and faults).
 */
interface ListCase {
  list: string;
  page: string;
  query: string;
  call: string;
  header: string[];
  dates: string[];
}

const CASES: ListCase[] = [
  {
    list: "tickets",
    page: "/dashboard/tickets",
    query: "view=all&status=Open&status=Completed&status=Closed",
    call: "/ticketapi/tickets",
    header: ["Ticket number", "Status", "Company", "Asset name", "Product", "Created on", "Created by", "Type"],
    dates: ["Created on"],
  },
  {
    list: "spares-and-services",
    page: "/dashboard/spares-and-services",
    query: "product=Water&product=Heating&product=Cooling",
    call: "/orderapi/v2/orders",
    header: ["Asset name", "Order type", "Status", "Company", "P.O. number", "Thermax order", "Product family", "Order date", "Readiness date"],
    dates: ["Order date", "Readiness date"],
  },
  {
    list: "contracts",
    page: "/dashboard/contracts",
    query: "amc=active&amc=expired",
    call: "/serviceapi/getActiveServices",
    header: ["Asset name", "Company", "P.O. number", "Product family", "AMC", "AMC until"],
    dates: ["AMC until"],
  },
  {
    list: "assets",
    page: "/dashboard/assets",
    query: "view=all&status=Commisioned&status=Ordered",
    call: "/assetsApi/assets/get-assets-v2",
    header: ["Asset name", "Thermax name", "Company", "Product", "Status", "Commissioning date", "Readiness date", "AMC or warranty", "Until", "Location", "P.O. number"],
    dates: ["Commissioning date"],
  },
  {
    list: "my-team",
    page: "/my-team",
    query: "status=ACTIVE&status=PENDING",
    call: "/userapi/api/um/team-members",
    header: ["Name", "Designation", "E-mail", "Phone", "Status"],
    dates: [],
  },
];

const PAGE_SIZE = 5;
const today = () => formatInTimeZone(new Date(), "Asia/Kolkata", "yyyy-MM-dd");

/** What the list says it holds for the query ('12 tickets': the results heading under the filters). */
async function listCount(request: APIRequestContext, path: string): Promise<number> {
  const html = await (await request.get(path)).text();
  const found = /id="filter-results"[^>]*>(\d+) /.exec(html);
  expect(found, `results heading on ${path}`).not.toBeNull();
  return Number(found![1]);
}

for (const c of CASES) {
  test(`${c.list}: the CSV and the Excel file hold every row the filtered list counts, under the cards' names`, { tag: "@same-without-js" }, async ({ page }) => {
    const { email, userId } = await ownUser(page.request, "U-1001");
    await signInOverRequest(page.request, email);
    const count = await listCount(page.request, `${c.page}?${c.query}`);
    expect(count, "a filter that finds something").toBeGreaterThan(0);

    const since = new Date().toISOString();
    const csv = await page.request.get(`/exports/${c.list}/csv?${c.query}`);
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
    expect(csv.headers()["content-disposition"]).toBe(`attachment; filename="${c.list}-${today()}.csv"`);
    const text = await csv.text();
    expect(text.startsWith("\uFEFF")).toBe(true);
    const records: string[][] = parse(text.slice(1));
    expect(records[0]).toEqual(c.header);
    expect(records.length - 1).toBe(count);
    for (const name of c.dates) {
      const cells = records.slice(1).map((r) => r[c.header.indexOf(name)]);
      // ISO 8601 days, which every spreadsheet reads as dates in every locale (issue 53 §2).
      for (const cell of cells) expect(cell, name).toMatch(/^$|^\d{4}-\d{2}-\d{2}$/);
      expect(cells.some(Boolean), `some ${name}`).toBe(true);
    }
    // Every upstream page was read, one after another (pages of 5 in the suite).
    const pages = (await callsOf(page, c.call, userId, since)).map((call) => Number(call.query.page));
    expect(pages).toEqual(Array.from({ length: Math.max(1, Math.ceil(count / PAGE_SIZE)) }, (_, i) => i));

    const xlsx = await page.request.get(`/exports/${c.list}/xlsx?${c.query}`);
    expect(xlsx.status()).toBe(200);
    expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
    expect(xlsx.headers()["content-disposition"]).toBe(`attachment; filename="${c.list}-${today()}.xlsx"`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await xlsx.body()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(c.header);
    expect(sheet.rowCount - 1).toBe(count);
    for (const name of c.dates) {
      const column = sheet.getColumn(c.header.indexOf(name) + 1);
      const cells: ExcelJS.Cell[] = [];
      column.eachCell((cell, row) => void (row > 1 && cell.value !== null && cells.push(cell)));
      expect(cells.length, `some ${name}`).toBeGreaterThan(0);
      for (const cell of cells) {
        expect(cell.type, name).toBe(ExcelJS.ValueType.Date);
        expect(cell.numFmt, name).toBe("dd mmm yyyy");
      }
    }
  });
}

test("a list's upstream failing before the first byte: back to the list, filters kept, with a message", { tag: "@same-without-js" }, async ({ page }) => {
  const { email, userId } = await ownUser(page.request, "U-1001");
  await signInOverRequest(page.request, email);
  for (const [i, c] of CASES.entries()) {
    await injectFault(page.request, { call: `GET ${c.call}`, mode: i % 2 ? "malformed" : 500, times: 3, userId });
    const failed = await page.request.get(`/exports/${c.list}/${i % 2 ? "xlsx" : "csv"}?${c.query}`, { maxRedirects: 0 });
    expect(failed.status(), c.list).toBe(303);
    expect(failed.headers().location, c.list).toBe(`${c.page}?${c.query}&export=failed`);
  }
  await page.goto(`${CASES[0].page}?${CASES[0].query}&export=failed`);
  await expect(page.getByRole("alert").getByText("We could not prepare the download right now. Please try again in a moment.")).toBeVisible();
  // Unknown format or list: 404.
  expect((await page.request.get(`/exports/tickets/pdf?${CASES[0].query}`)).status()).toBe(404);
  expect((await page.request.get("/exports/orders/csv")).status()).toBe(404);
});

test("the list's Download links carry its filters and give the file", async ({ page }) => {
  const { email } = await ownUser(page.request, "U-1001");
  await signInOverRequest(page.request, email);
  await page.goto("/dashboard/tickets?view=all&status=Open&export=failed");
  const links = page.getByRole("group", { name: "Download these tickets" });
  await expect(links.getByRole("link", { name: "Download CSV" })).toHaveAttribute("href", "/exports/tickets/csv?view=all&status=Open");
  const excel = links.getByRole("link", { name: "Download Excel" });
  await expect(excel).toHaveAttribute("href", "/exports/tickets/xlsx?view=all&status=Open");
  const [download] = await Promise.all([page.waitForEvent("download"), excel.click()]);
  expect(download.suggestedFilename()).toBe(`tickets-${today()}.xlsx`);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync((await download.path())!) as unknown as ArrayBuffer);
  expect(book.worksheets[0].rowCount - 1).toBe(await listCount(page.request, "/dashboard/tickets?view=all&status=Open"));
  // The page stays where it was.
  await expect(page).toHaveURL(/\/dashboard\/tickets\?view=all&status=Open&export=failed$/);
});
