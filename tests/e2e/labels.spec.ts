import jsQR from "jsqr";
import { PNG } from "pngjs";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { PORTAL, completeIdentity, leaveForIdentity, signIn } from "./support";

/**
 * Asset labels (issue 44 §1; docs/decisions/101): the asset page's Print label, the QR code read
 * back from the screen and followed without a session (sign-in, then the asset), and the Assets
 * tab's label sheet for a filter and for ticked assets. customer@demo.test only reads here.
 */

/** The QR code's text, read from a screenshot of it as a phone camera would. */
async function decodeQr(code: Locator): Promise<string | null> {
  const png = PNG.sync.read(await code.screenshot());
  return jsQR(new Uint8ClampedArray(png.data.buffer, png.data.byteOffset, png.data.length), png.width, png.height)?.data ?? null;
}

/** A fact row's value on the asset page (`Facts`: a term and its description). */
async function fact(page: Page, term: string): Promise<string> {
  return ((await page.locator("dt", { hasText: new RegExp(`^${term}$`) }).locator("xpath=following-sibling::dd[1]").textContent()) ?? "").trim();
}

test("Print label shows the asset's label; its QR code opens the asset page through sign-in", async ({ page, browser }, info) => {
  await signIn(page, "customer@demo.test", "/asset/AST-0001");
  // The heading's own text: the customer's name (the maker's follows in brackets in a span).
  const name = (await page.locator("#asset-heading").evaluate((h) => h.firstChild?.textContent ?? "")).trim();
  expect(name).not.toBe("");
  const po = await fact(page, "P.O. number");
  const site = await fact(page, "Location");
  await page.getByRole("link", { name: "Print label" }).click();
  await expect(page).toHaveURL(/\/asset\/AST-0001\/label$/);
  const label = page.getByRole("article", { name: `Label of ${name}` });
  await expect(label.locator(".asset-label-name")).toHaveText(name);
  await expect(label.locator("dd")).toHaveText([/\S+-\d+/, po, site]);
  // Print: the browser's own with JavaScript, a sentence without.
  if (info.project.use.javaScriptEnabled) await expect(page.getByRole("button", { name: "Print label" })).toBeVisible();
  else await expect(page.getByText("Use your browser's Print command")).toBeVisible();

  const url = await decodeQr(label.getByRole("img", { name: /^QR code/ }));
  expect(url).toBe(`${PORTAL}/asset/AST-0001`);

  // A phone with no session: sign-in first, then on to the asset.
  const phone = await browser.newContext({ javaScriptEnabled: info.project.use.javaScriptEnabled, serviceWorkers: "block" });
  try {
    const scan = await phone.newPage();
    await scan.goto(url!);
    await expect(scan).toHaveURL(/\/login$/);
    await leaveForIdentity(scan);
    await completeIdentity(scan, "customer@demo.test");
    await expect(scan).toHaveURL(`${PORTAL}/asset/AST-0001`);
    await expect(scan.getByRole("heading", { level: 1 })).toContainText(name);
  } finally {
    await phone.close();
  }
});

test("the label sheet holds exactly the assets the Assets tab lists for a filter, or the ticked ones", async ({ page }) => {
  const filter = "view=all&division=HEATING";
  await signIn(page, "customer@demo.test", `/dashboard/assets?${filter}`);
  const cards = page.getByRole("list", { name: "Assets" }).getByRole("article").getByRole("heading", { level: 2 }).getByRole("link");
  // The tab's count and every card's name, page by page (8 a page).
  const total = Number(/(\d+) assets?/.exec((await page.getByText(/^\d+ assets?$/).first().textContent()) ?? "")?.[1]);
  expect(total).toBeGreaterThan(1);
  const names: string[] = [];
  for (let p = 1; names.length < total; p++) {
    if (p > 1) await page.goto(`/dashboard/assets?${filter}&page=${p}`);
    names.push(...(await cards.allTextContents()).map((n) => n.trim()));
    expect(p).toBeLessThan(20);
  }

  await page.goto(`/dashboard/assets?${filter}`);
  await page.getByRole("button", { name: "Print labels" }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/assets/labels\\?${filter}$`));
  const labels = page.locator("main .asset-label-name");
  await expect(labels).toHaveCount(total);
  expect((await labels.allTextContents()).sort()).toEqual([...names].sort());

  // Two ticked: a sheet of just those two.
  await page.goto(`/dashboard/assets?${filter}`);
  const ticked = names.slice(0, 2);
  for (const n of ticked) await page.getByRole("checkbox", { name: `Print a label for ${n}` }).check();
  await page.getByRole("button", { name: "Print labels" }).click();
  await expect(page).toHaveURL(/\/dashboard\/assets\/labels\?.*&id=AST-\d+&id=AST-\d+$/);
  await expect(labels).toHaveText(ticked);
  await expect(page.getByText(/^2 labels on 1 A4 sheet, for the assets you ticked/)).toBeVisible();
});

test("a malformed or another company's ticked asset is refused or left out, never a 500", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/dashboard/assets/labels?id=..%2Fx");
  await expect(page.getByText("Tick at most 50 assets, or print the whole list without ticking any.")).toBeVisible();
  expect((await page.request.get("/dashboard/assets/labels?id=..%2Fx")).status()).toBe(400);
  expect((await page.request.get("/asset/NOPE-1/label")).status()).toBe(404);
  // AST-0049 belongs to another company (the asset tests' own account).
  await page.goto("/dashboard/assets/labels?id=AST-0001&id=AST-0049");
  await expect(page.locator("main .asset-label")).toHaveCount(1);
  await expect(page.getByText("1 of the ticked assets could not be found and is left out.")).toBeVisible();
});

/** CSS pixels per millimetre (96 per inch). */
const PX_PER_MM = 96 / 25.4;

test("on A4 paper the sheet keeps the stock's pitch: rows 38.1 mm apart, 7 rows on one page (issue 53 §1)", { tag: "@same-without-js" }, async ({ page }) => {
  // The asset tests' own account has 20 assets: 7 rows of the 3 × 7 sheet (only read here).
  await signIn(page, "assets.js@demo.test", "/dashboard/assets/labels?view=all");
  const cells = page.locator("main .label-sheet .asset-label");
  await expect(cells).toHaveCount(20);
  await page.emulateMedia({ media: "print" });
  await page.setViewportSize({ width: Math.round(210 * PX_PER_MM), height: Math.round(297 * PX_PER_MM) });
  const boxes = await cells.evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, left: r.left, height: r.height })));
  const rows = [...new Set(boxes.map((b) => Math.round(b.top * 10) / 10))].sort((a, b) => a - b);
  const columns = [...new Set(boxes.map((b) => Math.round(b.left * 10) / 10))].sort((a, b) => a - b);
  expect(rows).toHaveLength(7);
  expect(columns).toHaveLength(3);
  // The stock: labels 38.1 mm tall with no gap between rows, 63.5 mm wide with 2.5 mm between columns.
  for (let i = 1; i < rows.length; i++) expect((rows[i] - rows[i - 1]) / PX_PER_MM).toBeCloseTo(38.1, 1);
  for (let i = 1; i < columns.length; i++) expect((columns[i] - columns[i - 1]) / PX_PER_MM).toBeCloseTo(66, 1);
  const sheetTop = await page.locator("main .label-sheet").first().evaluate((el) => el.getBoundingClientRect().top);
  expect((rows[0] - sheetTop) / PX_PER_MM).toBeCloseTo(15.1, 1);
  expect((rows[6] + boxes[0].height - sheetTop) / PX_PER_MM).toBeLessThanOrEqual(297);

  // Printed as the browser prints it (A4, the page's own @page size): one page.
  const pdf = (await page.pdf({ format: "A4", preferCSSPageSize: true, printBackground: true })).toString("latin1");
  expect(pdf.match(/\/Type\s*\/Page\b/g)).toHaveLength(1);
  await page.emulateMedia({ media: "screen" });
});
