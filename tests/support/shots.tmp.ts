import { chromium } from "@playwright/test";
import { signInOverHttp } from "./http-session";
const PORTAL = "http://localhost:3350", MOCK = "http://localhost:4350";
const pages = (process.env.PAGES ?? "").split(",").filter(Boolean);
const { cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: process.env.EMAIL ?? "customer@demo.test" });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
for (const js of [true, false]) {
  for (const width of [375, 1366]) {
    const context = await browser.newContext({ javaScriptEnabled: js, viewport: { width, height: width === 375 ? 812 : 900 } });
    await context.addCookies(cookie.split("; ").map((c) => { const i = c.indexOf("="); const name = c.slice(0, i); return { name, value: c.slice(i + 1), domain: "localhost", path: "/", secure: name.startsWith("__"), httpOnly: true }; }));
    const page = await context.newPage();
    for (const [i, path] of pages.entries()) {
      await page.goto(PORTAL + path);
      await page.waitForTimeout(js ? 600 : 100);
      const name = `/tmp/wt10-shots/${String(i).padStart(2, "0")}-${path.replace(/[^a-z0-9]+/gi, "_").slice(0, 40)}-${width}-${js ? "js" : "nojs"}.png`;
      await page.screenshot({ path: name, fullPage: process.env.FULL === "1" });
    }
    await context.close();
  }
}
await browser.close();
