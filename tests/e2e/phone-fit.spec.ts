import type { Browser, Page } from "@playwright/test";
import { BENCH_ROUTES, type BenchRoute } from "../../bench/routes";
import { expect, test } from "./fixtures";
import { hydrated, signInOverRequest } from "./support";

/**
 * Every page fits a phone (issue 40 §1): at 375 px with mobile emulation and touch, no page of the
 * bench's route list scrolls sideways, with JavaScript on, off (the two projects) and in lite mode
 * (Save-Data, in the JavaScript project: lite pages carry no script either way), and no open
 * dialog's box leaves the screen. Mobile Chrome widens the layout viewport to the widest content,
 * so the screen's width is the figure, not `innerWidth` alone.
 */
const WIDTH = 375;
const SIGN_IN: Record<BenchRoute["auth"], { email: string; loginPath?: string } | null> = {
  public: null,
  customer: { email: "customer@demo.test" },
  staff: { email: "staff@thermax.test" },
  admin: { email: "superadmin@thermax.test", loginPath: "/admin/login" },
};

interface Fit {
  inner: number;
  scroll: number;
  /** The widest elements past the screen's right edge (what to fix), outermost first. */
  over: string[];
  dialogs: { left: number; right: number }[];
}

async function fitOf(page: Page): Promise<Fit> {
  return page.evaluate((width) => {
    const name = (el: Element) => `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}${el.className && typeof el.className === "string" ? `.${el.className.trim().split(/\s+/).slice(0, 3).join(".")}` : ""}`;
    // Past the edge and not clipped by a scroll box that fits (a strip of tabs scrolls on its own).
    const clipped = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== "visible" && up.getBoundingClientRect().right <= width + 0.5) return true;
      }
      return false;
    };
    const over = [...document.body.querySelectorAll("*")]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5 && !el.closest("[hidden]") && !clipped(el))
      .slice(0, 5)
      .map((el) => `${name(el)} (right ${Math.round(el.getBoundingClientRect().right)})`);
    const dialogs = [...document.querySelectorAll("dialog[open]")].map((d) => {
      const r = d.getBoundingClientRect();
      return { left: r.left, right: r.right };
    });
    return { inner: window.innerWidth, scroll: document.documentElement.scrollWidth, over, dialogs };
  }, WIDTH);
}

async function phone(browser: Browser, js: boolean, lite: boolean, baseURL: string | undefined): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: js,
    viewport: { width: WIDTH, height: 740 },
    screen: { width: WIDTH, height: 740 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    // Lite mode as a phone asking to save data gets it (docs/decisions/057).
    extraHTTPHeaders: lite ? { "Save-Data": "on" } : undefined,
  });
  return context.newPage();
}

async function expectFits(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.status(), path).toBeLessThan(400);
  await hydrated(page);
  const fit = await fitOf(page);
  expect(fit.scroll, `${path}: the page is ${fit.scroll} px wide on a ${WIDTH} px phone; past the edge: ${fit.over.join(", ")}`).toBeLessThanOrEqual(WIDTH);
  expect(fit.inner, `${path}: the layout viewport was widened`).toBe(WIDTH);
  for (const d of fit.dialogs) {
    expect(d.left, `${path}: a dialog starts left of the screen`).toBeGreaterThanOrEqual(0);
    expect(d.right, `${path}: a dialog ends right of the screen`).toBeLessThanOrEqual(WIDTH);
  }
}

const GROUP = 10;
for (const lite of [false, true]) {
  for (const auth of ["public", "customer", "staff", "admin"] as const) {
    const paths = BENCH_ROUTES.filter((r) => r.auth === auth).map((r) => r.path);
    for (let start = 0; start < paths.length; start += GROUP) {
      const group = paths.slice(start, start + GROUP);
      const title = `${auth} pages ${start + 1} to ${start + group.length} fit a ${WIDTH} px phone${lite ? " in lite mode @js-only" : ""}`;
      test(title, async ({ browser }, info) => {
        const js = info.project.use.javaScriptEnabled !== false;
        const page = await phone(browser, js, lite, info.project.use.baseURL);
        try {
          const who = SIGN_IN[auth];
          if (who) await signInOverRequest(page.request, who.email, who.loginPath);
          for (const path of group) await expectFits(page, path);
        } finally {
          await page.context().close();
        }
      });
    }
  }
}
