import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Every e2e test imports `test` from here: after each passing test, axe-core checks the page the
 * test ended on (with JavaScript on or off, per project) and fails on any serious or critical
 * violation, once per page state in a run (`stateOf`). tests/e2e/a11y.spec.ts visits the remaining pages and dialogs explicitly.
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState("load");
  // A state this run has already checked (in this project) passed then: it is not checked again.
  const state = path.join(checkedStates, `${base.info().project.name}-${await stateOf(page)}`);
  if (existsSync(state)) return;
  // axe runs inside the page, which a JavaScript-off page cannot do: check the same server HTML,
  // scripts removed, in a scratch page that allows axe's own script (one per worker, reused).
  const jsOff = base.info().project.use.javaScriptEnabled === false;
  await check(jsOff ? await scratchCopy(page) : page, page.url());
  writeFileSync(state, page.url());
}

const scratchPages = new WeakMap<Browser, Promise<Page>>();

async function scratchCopy(page: Page): Promise<Page> {
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<head>/i, `<head><base href="${page.url()}">`);
  const browser = page.context().browser();
  if (!browser) throw new Error("No browser for the accessibility check");
  let scratch = scratchPages.get(browser);
  if (!scratch) {
    scratch = browser.newContext({ javaScriptEnabled: true }).then((context) => context.newPage());
    scratchPages.set(browser, scratch);
  }
  const copy = await scratch;
  await copy.setViewportSize(page.viewportSize() ?? { width: 1280, height: 720 });
  await copy.setContent(html, { waitUntil: "load" });
  return copy;
}

async function check(page: Page, url: string) {
  // Legacy mode: axe runs in the page itself (the portal has no frames) instead of opening a
  // blank page of its own for every check.
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    // Only violations come back: the passing nodes of a long page cost more to collect than the rules.
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"])
    .analyze();
  const serious = results.violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map(
      (v) =>
        `${v.id} (${v.impact}) on ${url}: ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(" "))
          .slice(0, 5)
          .join("\n  ")}`,
    );
  expect(serious, serious.join("\n")).toEqual([]);
}

/**
 * The page's template state: the kinds of element it has (tag, classes, role, type and attribute
 * names, without texts or values), each counted once, so a list of nine rows and one of ten are one
 * state. Two pages alike in it look alike to axe (same kinds of elements, labels, colours), so the
 * run checks each state once per project: the first test to reach it checks it.
 */
async function stateOf(page: Page): Promise<string> {
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  const tags = html.match(/<[a-zA-Z][^>]*>/g) ?? [];
  const shapes = tags.map((tag) => {
    const name = /^<([a-zA-Z0-9-]+)/.exec(tag)?.[1] ?? "";
    const keep = [...tag.matchAll(/\s(class|role|type)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
    const names = [...tag.matchAll(/\s([a-zA-Z-:]+)(?==|\s|\/?>)/g)].map((m) => m[1]).sort();
    return `${name} ${keep.join(" ")} ${names.join(",")}`;
  });
  return createHash("sha1")
    .update(new URL(page.url()).pathname.replace(/\d+/g, "N"))
    .update([...new Set(shapes)].sort().join("\n"))
    .digest("hex");
}

/** The states checked in this run, shared by the workers (a directory named after the run's secret). */
const checkedStates = path.join(
  tmpdir(),
  `portal-axe-${createHash("sha1")
    .update(process.env.E2E_SESSION_SECRET ?? "")
    .digest("hex")
    .slice(0, 12)}`,
);
mkdirSync(checkedStates, { recursive: true });

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
