import { test } from "./fixtures";
import { signInOverRequest, hydrated } from "./support";

const shots: [string, string][] = [
  ["tickets-thread", "/dashboard/tickets/TCK-100200/messages?view=all&ticket=TCK-100200"],
  ["complaint-page", "/complaints/CMP-0001"],
  ["complaint-new", "/complaints/new"],
  ["home", "/"],
];
for (const width of [375, 1366]) {
  test(`shots ${width}`, async ({ browser }, info) => {
    const js = info.project.name === "js";
    const context = await browser.newContext({ baseURL: info.project.use.baseURL, javaScriptEnabled: js, viewport: { width, height: width === 375 ? 740 : 900 }, isMobile: width === 375, hasTouch: width === 375, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await signInOverRequest(page.request, "customer@demo.test");
    for (const [name, path] of shots) {
      await page.goto(path);
      await hydrated(page);
      await page.screenshot({ path: `/tmp/shots/${name}-${width}-${info.project.name}.png`, fullPage: name === "complaint-page" });
    }
    if (!js) {
      await page.goto("/complaints/new");
      await page.getByRole("button", { name: /Continue|Submit/ }).first().click();
      await page.screenshot({ path: `/tmp/shots/complaint-failed-${width}-nojs.png`, fullPage: true });
    }
    await context.close();
  });
}
