import { go, signInOverHttp, type CookieJar } from "../support/http-session";
import { expect, test } from "./fixtures";
import { MOCK, PORTAL } from "./support";

/**
 * No link leads nowhere: signed in as each demo role, every link the portal's pages show (menus,
 * header, badges, cards, buttons that are links) is followed, and each must open a page that exists
 * and that role may open. Every page it opens shows words, not codes: no upstream code such as
 * AWAITING_RECEIPT in its text and no heading that reads NA (issue 31). A redirect is followed to where it lands (an old path's permanent
 * redirect, a dialog's result). Request-level: it runs once, in the `http` project.
 */
test.describe.configure({ timeout: 240_000 });

const ROLES: { email: string; loginPath?: string }[] = [
  { email: "customer@demo.test" },
  { email: "product@demo.test" },
  { email: "dealer@demo.test" },
  { email: "dealer.live@demo.test" },
  { email: "edgelive@demo.test" },
  { email: "resin@demo.test" },
  { email: "resin.live@demo.test" },
  { email: "staff@thermax.test" },
  { email: "admin@thermax.test", loginPath: "/admin/login" },
  { email: "superadmin@thermax.test", loginPath: "/admin/login" },
];

/** Pages per role at most: each page shape is visited once (see `shapeOf`), so this is a bound, not a sample. */
const MAX_PAGES = 250;

/** Links that end the session or start something the crawl must not do by GET alone. */
const NOT_FOLLOWED = /^\/(logout|sign-in|signup|login|admin\/login)(\/|\?|$)/;

/**
 * One visit per page shape: the path with ids replaced and the names of its query parameters (a
 * pager's page 2 and page 3 are one shape; /asset/AST-1 and /asset/AST-2 are one shape).
 */
function shapeOf(url: URL): string {
  const path = url.pathname.replace(/\/[A-Z]{2,8}-\d+(?=\/|$)/g, "/:id").replace(/\/\d+(?=\/|$)/g, "/:n");
  const keys = [...new Set(url.searchParams.keys())].sort().join(",");
  return `${path}?${keys}`;
}

/** The same-site links of a page: anchors without `download`, outside links and fragments left out. */
function linksOf(html: string, base: string): URL[] {
  const out: URL[] = [];
  for (const match of html.matchAll(/<a\b([^>]*)>/gi)) {
    const attrs = match[1];
    if (/\sdownload(\s|=|$)/i.test(attrs)) continue;
    const href = /\shref="([^"]*)"/i.exec(attrs)?.[1]?.replace(/&amp;/g, "&");
    if (!href || href.startsWith("#") || /^(mailto|tel|https?):/i.test(href) || href.startsWith("//")) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(PORTAL).origin) continue;
    out.push(url);
  }
  return out;
}

/**
 * The text a page shows (issue 31): scripts, styles and comments out, then every tag (so attribute
 * values such as part codes in addresses never count), then the entities a code could hide behind.
 */
function visibleText(html: string): string {
  return html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/gi, " ")
    .replace(/<!--[\s\S]*?-->/g, " ")
    .replace(/<[^>]*>/g, " ")
    .replace(/&(?:amp|#38);/g, "&")
    .replace(/&(?:nbsp|#160);/g, " ")
    .replace(/&#x?[0-9a-f]+;|&[a-z]+;/gi, " ");
}

/** An upstream code on screen ('AWAITING_RECEIPT', 'PENDING_EMAIL_CHANGE'): each needs a label. */
const RAW_CODE = /\b[A-Z]+_[A-Z_]+\b/g;

/** Headings (and the document title) that say only NA: an absent value is left out, never a title. */
function naTitles(html: string): string[] {
  const titles = [...html.matchAll(/<(h[1-6]|title)\b[^>]*>([\s\S]*?)<\/\1>/gi)].map((m) => visibleText(m[2]).replace(/\s+/g, " ").trim());
  return titles.filter((t) => /^(NA|N\/A)$/i.test(t) || /^NA\b/.test(t));
}

/** GET with the jar, following same-site redirects; the final status and page. */
async function open(jar: CookieJar, url: string): Promise<{ status: number; url: string; html: string; type: string }> {
  let current = url;
  for (let hops = 0; hops < 8; hops++) {
    const response = await go(jar, current);
    const location = response.headers.get("location");
    if (response.status >= 300 && response.status < 400 && location) {
      await response.body?.cancel();
      const next = new URL(location, current);
      if (next.origin !== new URL(PORTAL).origin) return { status: response.status, url: next.toString(), html: "", type: "" };
      current = next.toString();
      continue;
    }
    const type = response.headers.get("content-type") ?? "";
    const html = type.includes("text/html") ? await response.text() : "";
    if (!html) await response.body?.cancel();
    return { status: response.status, url: current, html, type };
  }
  throw new Error(`Too many redirects from ${url}`);
}

for (const role of ROLES) {
  test(`every link ${role.email} is shown opens a page that exists and that they may open`, async () => {
    const { jar, landedOn } = await signInOverHttp({ portal: PORTAL, mock: MOCK, email: role.email, loginPath: role.loginPath });
    const seen = new Set<string>();
    const queue: { url: URL; from: string }[] = [{ url: new URL(landedOn), from: "(sign-in)" }];
    const broken: string[] = [];
    // Words a newcomer must not meet (issue 31): raw codes and NA titles, with the page they are on.
    const unreadable: string[] = [];
    let visited = 0;
    while (queue.length > 0 && visited < MAX_PAGES) {
      const { url, from } = queue.shift()!;
      const shape = shapeOf(url);
      if (seen.has(shape) || NOT_FOLLOWED.test(url.pathname)) continue;
      seen.add(shape);
      visited++;
      const page = await open(jar, url.toString());
      // A signed-in user sent to sign in has lost the session: the crawl itself would be wrong.
      expect(new URL(page.url).pathname, `${url.pathname} (linked from ${from}) ended the session`).not.toMatch(/^\/(admin\/)?login$/);
      if (page.status !== 200) {
        broken.push(`${url.pathname}${url.search} answered ${page.status} (linked from ${from})`);
        continue;
      }
      const codes = [...new Set(visibleText(page.html).match(RAW_CODE) ?? [])];
      if (codes.length) unreadable.push(`${url.pathname}${url.search} shows ${codes.join(", ")}`);
      for (const title of naTitles(page.html)) unreadable.push(`${url.pathname}${url.search} has the title '${title}'`);
      for (const link of linksOf(page.html, page.url)) queue.push({ url: link, from: `${url.pathname}${url.search}` });
    }
    expect(broken, broken.join("\n")).toEqual([]);
    expect(unreadable, unreadable.join("\n")).toEqual([]);
    expect(visited, "pages visited").toBeGreaterThan(role.loginPath ? 3 : 8);
  });
}
