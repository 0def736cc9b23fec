import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

/**
 * Every e2e test imports `test` from here: after each passing test, axe-core checks the page the
 * test ended on (with JavaScript on or off, per project) and fails on any serious or critical
 * violation, once per page state in a run (`stateOf`), whichever project reaches it first. tests/e2e/a11y.spec.ts visits the remaining pages and dialogs explicitly.
 */
export async function expectNoSeriousViolations(page: Page) {
  await page.waitForLoadState("load");
  // The page's HTML, scripts removed, read once: its state, and (JavaScript off) the scratch copy.
  const html = (await page.content()).replace(/<script\b[\s\S]*?<\/script>/gi, "");
  // A state this run has already checked passed then: it is not checked again. The key is the
  // markup's, not the project's: a page whose hydrated DOM has the same kinds of element as the
  // server's HTML of the same page without JavaScript is the same page to axe (the JavaScript-off
  // check reads that server HTML), so it is checked once, by whichever project reaches it first.
  // Where JavaScript changes the markup (a modal dialog, a widget's ARIA), the states differ and
  // both are checked. The a11y sweep made 106 JavaScript-off checks before this, 61 after.
  const state = path.join(checkedStates, stateOf(page.url(), html));
  if (existsSync(state)) return;
  // axe runs inside the page, which a JavaScript-off page cannot do: check the same server HTML,
  // scripts removed, in a scratch page that allows axe's own script (one per worker, reused).
  const jsOff = base.info().project.use.javaScriptEnabled === false;
  await check(jsOff ? await scratchCopy(page, html) : page, page.url());
  writeFileSync(state, page.url());
}

const scratchPages = new WeakMap<Browser, Promise<Page>>();

async function scratchCopy(page: Page, withoutScripts: string): Promise<Page> {
  const html = withoutScripts.replace(/<head>/i, `<head><base href="${page.url()}">`);
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

/**
 * axe-core as AxeBuilder would inject it (the copy @axe-core/playwright itself depends on), but
 * minified: the builder evaluates its unminified source (1.5 MB) twice per check in legacy mode,
 * which took longer on a loaded machine than axe's run itself (about 0.6 s of 1.2 s per page).
 */
const axeRequire = createRequire(createRequire(import.meta.url).resolve("@axe-core/playwright"));
const AXE_SOURCE = readFileSync(axeRequire.resolve("axe-core/axe.min.js"), "utf8");

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "best-practice"];
/**
 * The rules of those tags that cannot fail the check: axe gives every result of a rule that states
 * an impact that impact, and these state minor or moderate (28 of 96 in axe-core 4.14, among them
 * `region` and `heading-order`). Left out, they cost nothing to a check that keeps only serious
 * and critical results: about a third of axe's time on a long page (color-contrast is most of
 * the rest). Read from the same axe-core the page runs.
 */
const RULES_BELOW_SERIOUS = (
  axeRequire("axe-core") as { _audit: { rules: { id: string; impact?: string; tags: string[] }[] } }
)._audit.rules
  .filter((rule) => rule.tags.some((tag) => AXE_TAGS.includes(tag)))
  .filter((rule) => rule.impact === "minor" || rule.impact === "moderate")
  .map((rule) => rule.id);

/**
 * axe into every frame of the page's document that lacks it: once per document, so the scratch
 * page (its document rewritten by setContent, its window kept) takes it once per worker.
 */
async function injectAxe(page: Page) {
  for (const frame of page.frames()) {
    const present = frame.evaluate(() => typeof (window as { axe?: unknown }).axe === "object");
    const injected = present.then((yes) => yes || frame.evaluate(AXE_SOURCE));
    // As AxeBuilder's legacy mode: a frame axe cannot enter is left out, the page itself is not.
    if (frame === page.mainFrame()) await injected;
    else await injected.catch(() => undefined);
  }
}

async function check(page: Page, url: string) {
  await injectAxe(page);
  // Legacy mode: axe runs in the page itself (the portal has no frames) instead of opening a
  // blank page of its own for every check. axe is in the page already (injectAxe): the builder's
  // own injection is a no-op.
  const results = await new AxeBuilder({ page, axeSource: "void 0" })
    .setLegacyMode(true)
    // Only violations come back: the passing nodes of a long page cost more to collect than the rules.
    .options({ resultTypes: ["violations"] })
    .withTags(AXE_TAGS)
    .disableRules(RULES_BELOW_SERIOUS)
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
 * names but data-*, without texts or values), each counted once, so a list of nine rows and one of ten are one
 * state. Two pages alike in it look alike to axe (same kinds of elements, labels, colours), so the
 * run checks each state once: the first test to reach it, in either project, checks it.
 */
function stateOf(url: string, html: string): string {
  const tags = html.match(/<[a-zA-Z][^>]*>/g) ?? [];
  const shapes = tags.map((tag) => {
    const name = /^<([a-zA-Z0-9-]+)/.exec(tag)?.[1] ?? "";
    const keep = [...tag.matchAll(/\s(class|role|type)="([^"]*)"/g)].map((m) => `${m[1]}=${m[2]}`);
    // data-* attributes are the scripts' and tests' own (hydration marks, menu states): no axe rule reads them.
    const names = [...tag.matchAll(/\s([a-zA-Z-:]+)(?==|\s|\/?>)/g)]
      .map((m) => m[1])
      .filter((name) => !name.startsWith("data-"))
      .sort();
    return `${name} ${keep.join(" ")} ${names.join(",")}`;
  });
  return createHash("sha1")
    .update(new URL(url).pathname.replace(/\d+/g, "N"))
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
