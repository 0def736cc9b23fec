import { expect, test } from "./fixtures";
import { signIn } from "./support";

/**
 * The PDF viewer (spec document 2 section 2.17; docs/decisions/052): one of the user's asset's PDFs
 * in the page, framed from the portal's own streamed copy, which only this origin may frame; the
 * spec's error image when the document is not there. Documents already read (CV-000007, a PDF, and
 * CV-000004, a PNG, of AST-0001: mocks/store/documents.ts), so opening them changes no "New" mark.
 */
const PDF = "/asset/AST-0001/documents/CV-000007";
const PNG = "/asset/AST-0001/documents/CV-000004";
/**
 * The same PDF under its file's name: the viewer frames it there, because the browser's PDF
 * toolbar names a document after its address's last segment (docs/decisions/104).
 */
const NAMED = `${PDF}/${encodeURIComponent("Performance test report VAM-227.pdf")}`;

test("the asset page's View opens the viewer, which shows the PDF from the portal in a frame", { tag: "@same-without-js" }, async ({ page }) => {
  const refused: string[] = [];
  page.on("console", (m) => {
    if (/Refused to (display|frame)/.test(m.text())) refused.push(m.text());
  });
  await signIn(page, "customer@demo.test", "/asset/AST-0001?category=reports");
  const row = page.getByRole("list", { name: "Documents", exact: true }).getByRole("listitem").filter({ hasText: "Performance test report VAM-227.pdf" });
  const view = row.getByRole("link", { name: /^View/ });
  await expect(view).toHaveAttribute("href", `${PDF}/view`);
  await expect(view).not.toHaveAttribute("target", /.*/);
  // An image still opens on its own in a new tab.
  await page.goto("/asset/AST-0001?category=drawings");
  const image = page.getByRole("list", { name: "Documents", exact: true }).getByRole("listitem").filter({ hasText: "Layout sketch VAM-227.png" });
  await expect(image.getByRole("link", { name: /^View/ })).toHaveAttribute("href", `${PNG}?view=1`);

  const framed = page.waitForResponse((r) => r.url().endsWith(`${NAMED}?view=1`));
  await page.goto(`${PDF}/view`);
  await expect(page.getByRole("heading", { level: 1, name: "Performance test report" })).toBeVisible();
  await expect(page.getByText("Performance test report VAM-227.pdf ·")).toBeVisible();
  const frame = page.locator('iframe[title="Performance test report (PDF)"]');
  await expect(frame).toHaveAttribute("src", `${NAMED}?view=1`);
  // The frame's answer: the PDF itself, shown inline, which this origin (and only it) may frame.
  const answer = await framed;
  expect(answer.status()).toBe(200);
  const headers = await answer.allHeaders();
  expect(headers["content-type"]).toBe("application/pdf");
  expect(headers["content-disposition"]).toMatch(/^inline; /);
  expect(headers["x-frame-options"]).toBe("SAMEORIGIN");
  const csp = headers["content-security-policy"];
  expect(csp).toContain("frame-ancestors 'self'");
  expect(csp).not.toContain("frame-ancestors 'none'");
  // The rest of the portal's policy is kept.
  expect(csp).toContain("object-src 'none'");
  expect(refused).toEqual([]);
  // For browsers without a PDF viewer: the same copy in a new tab, or the download.
  await expect(page.getByRole("link", { name: /^Open in a new tab/ })).toHaveAttribute("href", `${NAMED}?view=1`);
  await expect(page.getByRole("main").getByRole("link", { name: "Download" })).toHaveAttribute("href", PDF);
  await expect(page.getByRole("link", { name: "Back to the asset's documents" })).toHaveAttribute("href", "/asset/AST-0001#documents");
});

test("a download stays an attachment nobody may frame", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  const download = await page.request.get(PDF);
  expect(download.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(download.headers()["x-frame-options"]).toBe("DENY");
  expect(download.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  // Under its file's name it is the same document, with the same answers.
  const named = await page.request.get(NAMED);
  expect(named.status()).toBe(200);
  expect(named.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect((await named.body()).equals(await download.body())).toBe(true);
});

test("a document that is not there, not theirs or not a PDF shows the spec's error image with a 404", { tag: "@same-without-js" }, async ({ page }) => {
  await signIn(page, "customer@demo.test", "/account-settings");
  // Not in the asset's documents, and an asset of another company (the assets tests' account).
  for (const [path, back] of [
    ["/asset/AST-0001/documents/CV-999999/view", "/asset/AST-0001#documents"],
    ["/asset/AST-0049/documents/CV-000007/view", "/dashboard/assets"],
    ["/asset/AST-0001/documents/bad%20id/view", "/dashboard/assets"],
  ] as const) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Document not available" })).toBeVisible();
    await expect(page.locator('main img[src="/images/document-unavailable.svg"]')).toBeVisible();
    await expect(page.locator("iframe")).toHaveCount(0);
    await expect(page.getByRole("main").getByRole("link", { name: /^Back to / })).toHaveAttribute("href", back);
  }
  const image = (await page.request.get("/images/document-unavailable.svg"));
  expect(image.status()).toBe(200);
  expect(image.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

  // A picture is not a PDF: the same image, and its download.
  const response = await page.goto(`${PNG}/view`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "This document is not a PDF" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Download" })).toHaveAttribute("href", PNG);
});
