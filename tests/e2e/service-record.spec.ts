import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The service record (issue 44 §3, docs/decisions/103), with JavaScript on and off: its figures
 * agree with the lists they link to (the count each list shows for the same filter), and it is
 * plain HTML in lite mode. customer@demo.test (ACC-1001) is only read. Its seeded tickets and
 * closed orders all fall within the twelve months (mocks/store: dated from 2026-11-01; tickets
 * other specs open are opened today), so a twelve-month total equals its unfiltered list's count.
 */

/** The number in a figure's table: the row named `row`, column `column` (1 = the first number). */
async function cell(page: Page, figure: string, row: string, column = 1): Promise<number> {
  const section = page.getByRole("region", { name: figure });
  const text = await section.getByRole("row", { name: new RegExp(`^${row}\\b`) }).getByRole("cell").nth(column - 1).textContent();
  return Number(text);
}

/** The count the list at `href` shows ("12 tickets", "2 orders"). */
async function listCount(page: Page, href: string): Promise<number> {
  await page.goto(href);
  const heading = await page.locator("#filter-results").textContent();
  return Number(/^(\d+)/.exec(heading?.trim() ?? "")?.[1]);
}

test("the figures equal the counts of the lists they link to", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/");
  // Home and the side menu lead to it.
  await page.getByRole("main").getByRole("link", { name: /Service Record/ }).click();
  await expect(page).toHaveURL(/\/service-record$/);
  await expect(page.getByRole("heading", { level: 1, name: "Service record" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Service Record" }).first()).toHaveAttribute("href", "/service-record");

  const tickets = "Tickets opened and closed";
  const age = "Open tickets by age";
  const orders = "Orders delivered on time";
  // Every figure has its chart (drawn on the server), its summary and its table.
  for (const name of [tickets, "Median days to close, by ticket type", "AMC visits done against due", orders, age]) {
    const section = page.getByRole("region", { name });
    await expect(section.getByRole("img", { name })).toBeVisible();
    await expect(section.getByRole("table")).toBeVisible();
  }
  const opened = await cell(page, tickets, "Total", 1);
  const closed = await cell(page, tickets, "Total", 2);
  const open = await cell(page, age, "Total");
  const delivered = await cell(page, orders, "Total");
  const onTime = await cell(page, orders, "On or before");
  const late = await cell(page, orders, "After");
  const visitsDue = await cell(page, "AMC visits done against due", "Total", 1);
  // Something in each section from the seed.
  expect(Math.min(opened, closed, open, onTime, late, visitsDue)).toBeGreaterThan(0);
  expect(await page.getByRole("region", { name: "Median days to close, by ticket type" }).getByRole("row").count()).toBeGreaterThan(2);

  const section = (name: string) => page.getByRole("region", { name });
  const href = async (name: string, link: string) => (await section(name).getByRole("link", { name: link, exact: true }).getAttribute("href")) as string;
  const links = {
    all: await href(tickets, "All tickets"),
    closed: await href(tickets, "Closed tickets"),
    open: await href(age, "Open tickets"),
    orders: await href(orders, "Order history"),
  };
  expect(links.open).toBe("/dashboard/tickets?view=all&status=Open&status=Drafted&status=Validated&status=Registered&status=Resolution+In+Progress");
  expect(await listCount(page, links.all)).toBe(opened);
  expect(await listCount(page, links.closed)).toBe(closed);
  expect(await listCount(page, links.open)).toBe(open);
  expect(await listCount(page, links.orders)).toBe(delivered);
  expect(delivered).toBe(onTime + late);
});

test("plain HTML in lite mode, and it fits a phone's width", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/service-record");
  const lite = await page.request.get("/service-record", { headers: { "Save-Data": "on" } });
  expect(lite.status()).toBe(200);
  const html = await lite.text();
  expect(html).not.toMatch(/<script[^>]*type="module"/);
  expect(html).toContain("<svg");
  expect(html).toContain("Tickets opened and closed");
  await page.setViewportSize({ width: 375, height: 800 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  // Every chart's words and numbers at least 12 px as drawn (issue 53 §2: they were 10.3 px), at a phone's width, a small tablet's and a laptop's.
  for (const width of [375, 640, 1366]) {
    await page.setViewportSize({ width, height: 800 });
    const sizes = await page.locator("main svg[role='img'] text").evaluateAll((texts) =>
      texts.map((t) => parseFloat(getComputedStyle(t).fontSize) * ((t as SVGTextElement).ownerSVGElement?.getScreenCTM()?.a ?? 1)),
    );
    expect(sizes.length).toBeGreaterThan(10);
    expect(Math.min(...sizes), `chart text at ${width} px`).toBeGreaterThanOrEqual(12);
    // …and the labels of one line (the months under the bars) do not run into each other.
    const overlaps = await page.locator("main svg[role='img']").evaluateAll((svgs) =>
      svgs.flatMap((svg) => {
        const boxes = [...svg.querySelectorAll("text")].map((t) => ({ y: t.getAttribute("y"), box: t.getBoundingClientRect(), text: t.textContent }));
        return boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => b.y === a.y && a.box.right > b.box.left && b.box.right > a.box.left).map((b) => `${a.text}/${b.text}`));
      }),
    );
    expect(overlaps, `labels overlapping at ${width} px`).toEqual([]);
  }
});
