import { renderToString } from "react-dom/server";
// react-router-dom is the router @remix-run/react is built on (a dependency of it); its static
// router gives <Form>, <Link> and useLocation() the data-router context they need on the server.
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { OFFICES, SOCIAL_LINKS, SUPPORT_HOURS } from "~/domain/contact";
import { describe, expect, it } from "vitest";
import { yearInIndia } from "~/domain/copyright";
import { Shell } from "./Shell";
import { backHrefForPath, headerBack, type PageHandle } from "./title";
import type { ShellData } from "~/domain/shell";

function shellData(overrides: Partial<ShellData> = {}): ShellData {
  return {
    user: {
      fullName: "Priya Sharma",
      initials: "PS",
      salutation: "Ms.",
      lastName: "Sharma",
      title: "Plant Manager",
      email: "customer@demo.test",
      cpContactProfile: "Customer User",
    },
    layout: "full",
    menu: { showResin: false, edgeLiveHref: "/edgelive-benefits/error", collapsed: false },
    unreadCount: 3,
    bellDisabled: false,
    notificationPollSeconds: 30,
    cartCount: 5,
    adminBanner: null,
    draftOwner: "owner-1",
    chatHref: "https://chat.example.test/thermax",
    whatsappHref: "https://wa.me/910000000000",
    helpline: { phone: "+91 20 0000 0000", email: "help@demo.test", hours: SUPPORT_HOURS, social: SOCIAL_LINKS, offices: OFFICES },
    quickActions: [{ label: "Request Callback", description: "Schedule a call with us", href: "/request-callback" }],
    ...overrides,
  };
}

/**
 * The text of each link-like control in the header (links and the drawer's label), as a text
 * browser shows it: every element's text, hidden or not (lynx ignores CSS and aria-hidden), but
 * not CSS-drawn content (the badges' figures).
 */
function linkTexts(html: string): string[] {
  // The profile menu's own links (inside its <details>) are words already.
  const header = html.slice(html.indexOf("<header"), html.indexOf("</header>")).replace(/<details[\s\S]*<\/details>/, "");
  const controls = header.match(/<a\b[^>]*>[\s\S]*?<\/a>|<label for="nav-drawer"[^>]*>[\s\S]*?<\/label>/g) ?? [];
  return controls.map((c) => c.replace(/<!-- -->/g, "").replace(/<[^>]+>/g, "").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim());
}

async function render(data: ShellData, path = "/dashboard/assets?page=2", handle?: PageHandle, loaderData?: unknown): Promise<string> {
  const routes = [{ path: "*", element: <Shell data={data}>{<p>Page body</p>}</Shell>, handle, loader: () => loaderData ?? null }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** The opening tag of the first element with this attribute text, and what follows up to its close. */
function formPostingTo(html: string, action: string): string {
  const start = html.indexOf(`action="${action}"`);
  expect(start, `form posting to ${action}`).toBeGreaterThan(-1);
  const open = html.lastIndexOf("<form", start);
  return html.slice(open, html.indexOf("</form>", start) + 7);
}

describe("Shell", () => {
  it("renders the landmarks, skip link and page in the full layout", async () => {
    const html = await render(shellData());
    expect(html).toContain('href="#main"');
    expect(html).toMatch(/<nav[^>]*aria-label="Main"/);
    expect(html).toContain("<header");
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html).toContain("<footer");
    expect(html).toMatch(/<aside[^>]*aria-label="Quick actions"/);
    expect(html).toContain("Page body");
    expect(html.match(/aria-label="Main"/g)).toHaveLength(1);
  });

  it("shows Resin only when showResin", async () => {
    expect(await render(shellData())).not.toContain('href="/resin"');
    const html = await render(shellData({ menu: { showResin: true, edgeLiveHref: "/x", collapsed: false } }));
    expect(html).toMatch(/<a[^>]*href="\/resin"/);
    expect(html).toContain(">Resin<");
  });

  it("carries the older menu's Bookings and Offers entries, after the Knowledge Hub (decision 050)", async () => {
    const html = await render(shellData());
    const nav = html.slice(html.indexOf('aria-label="Main"'));
    const order = ['href="/knowledge-hub"', 'href="/book"', 'href="/offer"'].map((h) => nav.indexOf(h));
    expect(order.every((i) => i > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(nav).toContain(">Bookings<");
    expect(nav).toContain(">Offers<");
    // The retired paths are no entries: they only redirect.
    expect(nav).not.toMatch(/href="\/(home|assets|knowledge-store)"/);
  });

  it("highlights Home under /dashboard/ and marks it aria-current", async () => {
    const html = await render(shellData());
    expect(html).toMatch(/<a[^>]*aria-current="page"[^>]*href="\/"|<a[^>]*href="\/"[^>]*aria-current="page"/);
  });

  it("opens an external Edge Live link in a new tab", async () => {
    const html = await render(
      shellData({ menu: { showResin: false, edgeLiveHref: "https://live.example.test/", collapsed: false } }),
    );
    expect(html).toMatch(/<a[^>]*href="https:\/\/live\.example\.test\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
  });

  it("shows the Edge Live logo button in the header and 'Switch To Edge Live' in the phone menu", async () => {
    /** The opening tag of the link in `html` whose tag contains `marker`. */
    const linkWith = (html: string, marker: string) => {
      const at = html.indexOf(marker);
      expect(at, marker).toBeGreaterThan(-1);
      return html.slice(html.lastIndexOf("<a ", at), html.indexOf(">", at) + 1);
    };
    const live = await render(shellData({ edgeLive: "https://live.example.test/" }));
    const header = live.slice(live.indexOf("<header"), live.indexOf("</header>"));
    const button = linkWith(header, 'aria-label="Edge Live (opens in a new tab)"');
    expect(button).toContain('href="https://live.example.test/"');
    expect(button).toContain('target="_blank"');
    // From 768 px only; the phone menu's button below 600 px.
    expect(button).toMatch(/class="[^"]* hidden [^"]*md:flex"/);
    const nav = live.slice(live.indexOf('aria-label="Main"'), live.indexOf("</nav>"));
    const phone = nav.slice(nav.lastIndexOf("<a ", nav.indexOf("Switch To Edge Live")), nav.indexOf("Switch To Edge Live"));
    expect(phone).toContain('href="https://live.example.test/"');
    expect(phone).toMatch(/class="[^"]*sm:hidden"/);

    const error = await render(shellData({ edgeLive: "/edgelive-benefits/error" }));
    const errorHeader = error.slice(error.indexOf("<header"), error.indexOf("</header>"));
    expect(linkWith(errorHeader, 'aria-label="Edge Live"')).toContain('href="/edgelive-benefits/error"');
    expect(error).toContain("Switch To Edge Live");
  });

  it("has no Edge Live button for a role that may open neither target", async () => {
    for (const edgeLive of [null, undefined]) {
      const html = await render(shellData({ edgeLive }));
      expect(html).not.toContain('aria-label="Edge Live');
      expect(html).not.toContain("Switch To Edge Live");
    }
  });

  it("has no side menu and no right panel in the topbar layout", async () => {
    const html = await render(shellData({ layout: "topbar" }));
    expect(html).not.toContain('aria-label="Main"');
    expect(html).not.toContain('aria-label="Quick actions"');
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html).toContain("<footer");
  });

  it("renders the collapse toggle as a form posting to /preferences/menu with returnTo", async () => {
    const form = formPostingTo(await render(shellData()), "/preferences/menu");
    expect(form).toContain('method="post"');
    expect(form).toMatch(/name="returnTo"[^>]*value="\/dashboard\/assets\?page=2"/);
    expect(form).toMatch(/name="collapsed"[^>]*value="1"/);
    const collapsed = formPostingTo(
      await render(shellData({ menu: { showResin: false, edgeLiveHref: "/x", collapsed: true } })),
      "/preferences/menu",
    );
    expect(collapsed).toMatch(/name="collapsed"[^>]*value="0"/);
    expect(collapsed).toContain("Expand menu");
  });

  it("shows the unread count on the bell, or a disabled bell with its tooltip", async () => {
    expect(linkTexts(await render(shellData()))).toContain("Notifications, 3 unread");
    const html = await render(shellData({ bellDisabled: true }));
    expect(html).not.toContain('href="/notifications"');
    expect(html).toContain('aria-disabled="true"');
    expect(html).toContain("Visible only to Customer");
  });

  it("shows the cart count, and no number when it is unknown", async () => {
    expect(linkTexts(await render(shellData({ cartCount: 5 })))).toContain("Cart, 5 items");
    expect(linkTexts(await render(shellData({ cartCount: 1 })))).toContain("Cart, 1 item");
    const unknown = await render(shellData({ cartCount: null }));
    expect(linkTexts(unknown)).toContain("Cart");
    expect(unknown).not.toMatch(/Cart, \d/);
  });

  it("names every header link in its text, as a text browser reads it (no aria-label needed, no bare counts)", async () => {
    const texts = linkTexts(await render(shellData({ unreadCount: 12, cartCount: 5 })));
    expect(texts).toEqual([
      "Menu",
      "Search",
      "Notifications, 12 unread",
      "Cart, 5 items",
      "Chat with us (opens in a new tab)",
      "WhatsApp (opens in a new tab)",
    ]);
    // The top bar (no side menu): the compact logo is named in text too.
    expect(linkTexts(await render(shellData({ layout: "topbar" })))[0]).toBe("Thermax home");
  });

  it("renders the admin banner with a log-out-as form", async () => {
    expect(await render(shellData())).not.toContain("Logged in as");
    const html = await render(shellData({ adminBanner: { customerName: "Acme Boilers", adminName: "Kavita Menon" } }));
    const text = html.replace(/<[^>]+>/g, "");
    expect(text).toContain("Logged in as Acme Boilers (Log out as Kavita Menon)");
    const form = formPostingTo(html, "/admin/log-out-as");
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Log out as <!-- -->Kavita Menon<\/button>|>Log out as Kavita Menon</);
  });

  it("has a profile menu with Account Settings and a Logout submit button posting to /logout", async () => {
    const html = await render(shellData());
    const start = html.indexOf("<details");
    const details = html.slice(start, html.indexOf("</details>", start));
    expect(details).toContain("PS");
    expect(details).toContain("Priya Sharma");
    expect(details).toMatch(/Ms\.(<!-- -->)? (<!-- -->)?Sharma/);
    expect(details).toContain("Plant Manager");
    // Without JavaScript (the server's HTML) the page, its Close back to the page the menu is on.
    expect(details).toMatch(/<a[^>]*href="\/account-settings\?back=%2Fdashboard%2Fassets%3Fpage%3D2"[^>]*>Account Settings<\/a>/);
    const form = formPostingTo(details, "/logout");
    expect(form).toContain('method="post"');
    expect(form).toMatch(/<button[^>]*type="submit"[^>]*>Logout<\/button>/);
  });

  it("shows the page's Back link and header title (its route's handle, issue 54)", async () => {
    const handle: PageHandle = { title: "Asset Details", back: headerBack("/dashboard/assets") };
    // What the asset page's loader sends (withHeaderBack): backHrefForPath of its address.
    const html = await render(shellData(), "/asset/A-100", handle, { headerBack: backHrefForPath("/asset/A-100") });
    expect(html).toMatch(/<a[^>]*href="\/dashboard\/assets"[^>]*>.*?Back/);
    expect(html).toContain("Asset Details");
  });

  it("hides the promo card on /knowledge-hub", async () => {
    // The panel is kept markup (issue 54): the card is there, hidden, for a navigation to show again.
    expect(await render(shellData(), "/")).toMatch(/<div data-promo=""[^>]*>[\s\S]*?href="\/edgelive-benefits"/);
    const html = await render(shellData(), "/knowledge-hub");
    expect(html).toMatch(/<div hidden="" data-promo=""/);
  });

  it("the footer's copyright line names India's current year, not 2021", async () => {
    const html = await render(shellData());
    const footer = html.slice(html.indexOf("<footer"));
    expect(footer).toContain(`© ${yearInIndia()} Thermax Limited. All rights reserved.`);
    expect(footer).not.toContain("2021");
  });
});
