import { signInOverHttp } from "../support/http-session";
import { REDIRECT_TRICKS } from "../support/redirect-tricks";
import { expect, test } from "./fixtures";
import { MOCK, PORTAL } from "./support";

/**
 * The open-redirect corpus against every place a user-supplied path is rendered or followed:
 * the complaint page's Back link (`back`), the complaint dialog's Close link, form action and
 * result dialog (`returnTo`), and the menu preference redirect (Location). Request-level: it runs
 * once, in the `http` project.
 */

/** Every link and form target in the page stays on the portal or is a known outside link. */
function expectNoForeignTargets(html: string, where: string) {
  const targets = [...html.matchAll(/\s(?:href|action)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, "&"));
  expect(targets.length, where).toBeGreaterThan(0);
  for (const target of targets) {
    if (target.startsWith("/")) {
      expect(target.startsWith("//") || target.startsWith("/\\"), `${where}: ${target}`).toBe(false);
    } else {
      expect(target, where).not.toMatch(/^\s*(javascript|data|vbscript):/i);
      expect(target, where).not.toContain("evil.example");
    }
    expect(target, where).not.toMatch(/^[\s/\\]*evil\.example/);
  }
}

test.describe.configure({ timeout: 120_000 });

let cookie = "";
test.beforeAll(async () => {
  ({ cookie } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: "customer@demo.test" }));
});

/** Runs `check` for every trick, six at a time (the requests are independent). */
async function eachTrick(check: (trick: string) => Promise<void>) {
  for (let i = 0; i < REDIRECT_TRICKS.length; i += 6) await Promise.all(REDIRECT_TRICKS.slice(i, i + 6).map(check));
}

async function page(path: string) {
  const response = await fetch(`${PORTAL}${path}`, { headers: { cookie }, redirect: "manual" });
  return { status: response.status, html: await response.text() };
}

test("a hostile `back` never becomes the Back link of a complaint", async () => {
  await eachTrick(async (trick) => {
    const { status, html } = await page(`/complaints/CMP-0001?back=${encodeURIComponent(trick)}`);
    expect(status, trick).toBe(200);
    expectNoForeignTargets(html, `back=${JSON.stringify(trick)}`);
    expect(html, trick).toMatch(/<a [^>]*href="\/dashboard\/tickets"[^>]*>← Back<\/a>/);
  });
});

test("a hostile `returnTo` never becomes the dialog's Close, form action or result Close", async () => {
  await eachTrick(async (trick) => {
    const form = await page(`/complaints/new?returnTo=${encodeURIComponent(trick)}`);
    expect(form.status, trick).toBe(200);
    expectNoForeignTargets(form.html, `returnTo=${JSON.stringify(trick)}`);
    expect(form.html, trick).toContain('action="/complaints/new?returnTo=%2F"');
  });
  // The result dialog shows only a result the user's own submit left (its cookie): make one.
  const posted = await fetch(`${PORTAL}/request-callback`, {
    method: "POST",
    headers: { cookie, origin: PORTAL, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ mobileNumber: "9820012345", emailId: "customer@demo.test", message: "Return path check" }),
    redirect: "manual",
  });
  expect(posted.status).toBe(303);
  const ticket = /done=([A-Z]+-\d+)/.exec(posted.headers.get("location") ?? "")?.[1] ?? "";
  const withResult = `${cookie}; ${(posted.headers.get("set-cookie") ?? "").split(";")[0]}`;
  await eachTrick(async (trick) => {
    const response = await fetch(`${PORTAL}/request-callback?done=${ticket}&returnTo=${encodeURIComponent(trick)}`, { headers: { cookie: withResult }, redirect: "manual" });
    const html = await response.text();
    expect(response.status, trick).toBe(200);
    expect(html, trick).toContain(ticket);
    expectNoForeignTargets(html, `result returnTo=${JSON.stringify(trick)}`);
  });
});

test("a hostile `returnTo` posted to the menu preference redirects home, never away", async () => {
  await eachTrick(async (trick) => {
    const response = await fetch(`${PORTAL}/preferences/menu`, {
      method: "POST",
      headers: { origin: PORTAL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ collapsed: "1", returnTo: trick }).toString(),
      redirect: "manual",
    });
    expect(response.status, trick).toBe(303);
    expect(response.headers.get("location"), trick).toBe("/");
  });
});

test("a safe path with characters above U+00FF is kept, encoded, in the Location header", async () => {
  const response = await fetch(`${PORTAL}/preferences/menu`, {
    method: "POST",
    headers: { origin: PORTAL, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ collapsed: "0", returnTo: "/FAQs?q=\u092a\u0902\u092a" }).toString(),
    redirect: "manual",
  });
  expect(response.status).toBe(303);
  expect(response.headers.get("location")).toBe("/FAQs?q=%E0%A4%AA%E0%A4%82%E0%A4%AA");
});
