import type { Page, TestInfo } from "@playwright/test";
import { signInOverHttp } from "../support/http-session";
import { expect, test } from "./fixtures";
import { FAULT_MODES, injectFault, MOCK, PORTAL, signIn } from "./support";

/**
 * The first-visit guided tour (issue 13 §8, docs/decisions/043): for users whose isShowGuidedScreen
 * is set, three steps (dashboard, quick actions, assets), progress saved upstream
 * (isIntro1Complete..3), skippable, never shown again once finished; with JavaScript the
 * step-by-step tour over the dashboard (its script loaded only for them), without it a dismissible
 * banner and the same three explanations on /tour. One tour user per project, reset before each test.
 */
test.describe.configure({ mode: "serial", timeout: 90_000 });

const PROGRESS = "/userapi/api/um/guided-screen";

function tourUser(info: TestInfo) {
  const project = info.project.name === "js" ? "js" : "nojs";
  return { email: `tour.${project}@demo.test`, userId: `U-97${project === "js" ? 0 : 1}5` };
}

interface Call {
  method: string;
  body: Record<string, unknown>;
  userId?: string;
}

async function progressCalls(page: Page, since: string, userId: string, method: "GET" | "PUT"): Promise<Call[]> {
  const calls = (await (await page.request.get(`${MOCK}/__calls?path=${PROGRESS}&since=${since}`)).json()) as Call[];
  return calls.filter((c) => c.userId === userId && c.method === method);
}

const banner = (page: Page) => page.getByRole("region", { name: "New to the Customer Portal?" });

test.beforeEach(async ({ page }, info) => {
  expect((await page.request.post(`${MOCK}/__users/${tourUser(info).userId}/reset`)).status()).toBe(204);
});

test("the tour is shown, advanced step by step, skipped, and never shown again", async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const user = tourUser(info);
  const since = new Date().toISOString();
  await signIn(page, user.email, "/");
  await expect(banner(page)).toBeVisible();

  if (js) {
    // The step-by-step tour opens over the dashboard and points at the part it explains.
    const step = page.getByRole("dialog", { name: "Your dashboard" });
    await expect(step).toBeVisible();
    await expect(step).toContainText("Step 1 of 3");
    await expect(page.getByRole("navigation", { name: "Dashboard" })).toHaveClass(/outline-brand-red/);
    await step.getByRole("button", { name: "Next" }).click();
    const second = page.getByRole("dialog", { name: "Quick actions" });
    await expect(second).toContainText("Step 2 of 3");
    await expect(page.getByRole("complementary", { name: "Quick actions" }).locator(":scope > :first-child")).toHaveClass(/outline-brand-red/);
    await expect.poll(async () => (await progressCalls(page, since, user.userId, "PUT")).map((c) => c.body)).toEqual([{ isIntro1Complete: true }]);
    await second.getByRole("button", { name: "Next" }).click();
    await expect(page.getByRole("dialog", { name: "Your assets" })).toContainText("Step 3 of 3");
    await page.getByRole("dialog", { name: "Your assets" }).getByRole("button", { name: "Skip tour" }).click();
    await expect(page.getByRole("dialog", { name: "Your assets" })).toHaveCount(0);
    await expect(banner(page)).toHaveCount(0);
  } else {
    // Without JavaScript: the banner leads to the same three explanations, one step at a time.
    await banner(page).getByRole("link", { name: "Take the tour" }).click();
    await expect(page).toHaveURL(`${PORTAL}/tour`);
    const current = page.locator('li[aria-current="step"]');
    await expect(current).toContainText("Your dashboard");
    await current.getByRole("button", { name: "Next" }).click();
    await expect(current).toContainText("Quick actions");
    await current.getByRole("button", { name: "Next" }).click();
    await expect(current).toContainText("Your assets");
    await current.getByRole("button", { name: "Skip tour" }).click();
    await expect(page).toHaveURL(`${PORTAL}/`);
    await expect(banner(page)).toHaveCount(0);
  }
  const puts = (await progressCalls(page, since, user.userId, "PUT")).map((c) => c.body);
  expect(puts).toEqual([{ isIntro1Complete: true }, { isIntro2Complete: true }, { isIntro1Complete: true, isIntro2Complete: true, isIntro3Complete: true }]);

  // Never again: not on the dashboard, and the portal stops asking the upstream.
  const after = new Date().toISOString();
  await page.goto("/");
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await progressCalls(page, after, user.userId, "GET")).toEqual([]);
});

test("finishing the last step on the tour page ends the tour", async ({ page }, info) => {
  const user = tourUser(info);
  const since = new Date().toISOString();
  await signIn(page, user.email, "/tour");
  const current = page.locator('li[aria-current="step"]');
  for (const title of ["Your dashboard", "Quick actions"]) {
    await expect(current).toContainText(title);
    await current.getByRole("button", { name: "Next" }).click();
  }
  await expect(current).toContainText("Your assets");
  await current.getByRole("button", { name: "Finish tour" }).click();
  await expect(page).toHaveURL(`${PORTAL}/`);
  await expect(banner(page)).toHaveCount(0);
  const puts = (await progressCalls(page, since, user.userId, "PUT")).map((c) => c.body);
  expect(puts).toEqual([{ isIntro1Complete: true }, { isIntro2Complete: true }, { isIntro3Complete: true }]);
  await page.goto("/tour");
  await expect(page.locator('li[aria-current="step"]')).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
});

test("the banner's Dismiss ends the tour for good", async ({ page }, info) => {
  const user = tourUser(info);
  await signIn(page, user.email, "/");
  await banner(page).getByRole("button", { name: "Dismiss" }).click();
  await expect(banner(page)).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test("the tour's script is loaded only for users taking the tour, never on a first visit's bundle", { tag: "@same-without-js" }, async ({ page }, info) => {
  const js = info.project.use.javaScriptEnabled !== false;
  const chunks: string[] = [];
  page.on("request", (r) => {
    if (/\/assets\/GuidedTour-[^/]+\.js$/.test(r.url())) chunks.push(r.url());
  });
  await signIn(page, "customer@demo.test", "/");
  await expect(page.getByRole("navigation", { name: "Dashboard" })).toBeVisible();
  expect(await page.content()).not.toMatch(/GuidedTour-[^"]+\.js/);
  expect(chunks).toEqual([]);

  const other = await page.context().browser()!.newContext({ javaScriptEnabled: js, baseURL: PORTAL });
  try {
    const tourPage = await other.newPage();
    const loaded: string[] = [];
    tourPage.on("request", (r) => {
      if (/\/assets\/GuidedTour-[^/]+\.js$/.test(r.url())) loaded.push(r.url());
    });
    await signIn(tourPage, tourUser(info).email, "/");
    await expect(banner(tourPage)).toBeVisible();
    // In the page's first bundle it is not; with JavaScript it is fetched after, for this user only.
    expect(await tourPage.content()).not.toMatch(/modulepreload" href="[^"]*GuidedTour/);
    if (js) await expect.poll(() => loaded.length).toBe(1);
    else expect(loaded).toEqual([]);
  } finally {
    await other.close();
  }
});

test("a user without the tour can still read the three explanations", async ({ page }) => {
  await signIn(page, "customer@demo.test", "/tour");
  await expect(page.getByRole("heading", { name: "Getting started" })).toBeVisible();
  for (const title of ["Your dashboard", "Quick actions", "Your assets"]) await expect(page.getByRole("main").getByRole("heading", { name: title, exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Next" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Go to the dashboard" })).toBeVisible();
});

test("the dashboard and the tour's page stand when the progress calls fail: no banner, the explanations, a clear message", { tag: "@same-without-js" }, async ({ request }, info) => {
  // Hanging calls wait for the portal's timeout, retried: allow for four modes of them.
  test.setTimeout(240_000);
  const user = tourUser(info);
  const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: user.email });
  for (const mode of FAULT_MODES) {
    await injectFault(request, { call: `GET ${PROGRESS}`, mode, times: 12, userId: user.userId });
    for (const path of ["/", "/tour"]) {
      const response = await fetch(`${PORTAL}${path}`, { headers: { cookie } });
      const html = await response.text();
      expect(response.status, `${path} ${mode}`).toBe(200);
      expect(html, `${path} ${mode}`).toContain('aria-label="Main"');
      expect(html, `${path} ${mode}`).not.toContain("New to the Customer Portal?");
      if (path === "/tour") expect(html).toContain("Getting started");
    }
    await request.delete(`${MOCK}/__faults?userId=${user.userId}`);
    // Saving progress fails: the page says so and the tour stays where it was.
    await injectFault(request, { call: `PUT ${PROGRESS}`, mode, times: 12, userId: user.userId });
    const save = await fetch(`${PORTAL}/tour`, {
      method: "POST",
      headers: { cookie, origin: PORTAL, "content-type": "application/x-www-form-urlencoded" },
      body: "intent=next&step=1",
    });
    expect(save.status, `save ${mode}`).toBe(502);
    expect(await save.text()).toContain("We could not save your progress right now. Please try again in a moment.");
    await request.delete(`${MOCK}/__faults?userId=${user.userId}`);
  }
  const html = await (await fetch(`${PORTAL}/`, { headers: { cookie } })).text();
  expect(html).toContain("New to the Customer Portal?");
});
