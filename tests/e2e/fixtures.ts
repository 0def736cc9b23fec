import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

/**
 * Every e2e test imports `test` from here: after each passing test, axe-core checks the page the
 * test ended on (with JavaScript on or off, per project) and fails on any serious or critical
 * violation. tests/e2e/a11y.spec.ts visits the remaining pages and dialogs explicitly.
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState("load");
  // axe runs inside the page, which a JavaScript-off page cannot do: check the same server HTML,
  // scripts removed, in a scratch page that allows axe's own script.
  const jsOff = base.info().project.use.javaScriptEnabled === false;
  const target = jsOff ? await scratchCopy(page) : page;
  try {
    await check(target, page.url());
  } finally {
    if (target !== page) await target.context().close();
  }
}

async function scratchCopy(page: Page): Promise<Page> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<head>/i, `<head><base href="${page.url()}">`);
  const browser = page.context().browser();
  if (!browser) throw new Error("No browser for the accessibility check");
  const context = await browser.newContext({ javaScriptEnabled: true, viewport: page.viewportSize() ?? undefined });
  const copy = await context.newPage();
  await copy.setContent(html, { waitUntil: "load" });
  return copy;
}

async function check(page: Page, url: string) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"]).analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id} (${v.impact}) on ${url}: ${v.help}\n  ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join("\n  ")}`);
  expect(serious, serious.join("\n")).toEqual([]);
}

export const test = base.extend<{ axeAfterEach: void }>({
  axeAfterEach: [
    async ({ page }, use, testInfo) => {
      await use();
      if (testInfo.status !== testInfo.expectedStatus) return;
      if (page.isClosed() || !page.url().startsWith("http")) return;
      await expectNoSeriousViolations(page);
    },
    { auto: true },
  ],
});

export { expect };
