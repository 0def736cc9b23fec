import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { yearInIndia } from "~/domain/copyright";
import FAQsPage from "./FAQs";
import { CopyrightYearProvider } from "~/ui/shell/copyright";
import type { PublicVisitor } from "~/domain/shell";

async function renderFaqs(visitor: PublicVisitor | null = null, year?: number): Promise<string> {
  const routes = [
    {
      path: "/FAQs",
      id: "routes/FAQs",
      loader: () => ({ supportEmail: "help@demo.test", edgeLiveUrl: "https://live.example.test/", visitor }),
      element: <FAQsPage />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/FAQs"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = <StaticRouterProvider router={router} context={context} hydrate={false} />;
  return renderToString(year === undefined ? page : <CopyrightYearProvider value={year}>{page}</CopyrightYearProvider>);
}

describe("FAQs page in the public frame", () => {
  it("renders the public header, five questions and the contact box", async () => {
    const html = await renderFaqs();
    expect(html).toMatch(/<a[^>]*href="\/login"[^>]*>Sign in<\/a>/);
    expect(html).toMatch(/<main[^>]*id="main"/);
    expect(html.match(/<details/g)).toHaveLength(5);
    expect(html).toContain("one-time code");
    expect(html).toContain("within 5 minutes");
    expect(html).toMatch(/href="https:\/\/live\.example\.test\/"[^>]*target="_blank"[^>]*rel="noopener noreferrer"/);
    expect(html).toContain("Your question isn&#x27;t listed here?");
    // Contact Us is the portal's form, posting to the catalogue's mail-us call (issue 53 §3); the mailbox stays beside it.
    expect(html).toMatch(/<a[^>]*href="\/contact-us"[^>]*>Contact Us<\/a>/);
    expect(html).toMatch(/<a[^>]*href="mailto:help@demo.test"[^>]*>help@demo.test<\/a>/);
  });

  it("shows a signed-in visitor their initials and the way back instead of 'Sign in'", async () => {
    const html = await renderFaqs({ initials: "PS", fullName: "Priya Sharma", home: { href: "/", label: "Dashboard" } });
    expect(html).not.toContain(">Sign in<");
    expect(html).not.toContain('href="/login"');
    const [, open = "", link = ""] = /(<a[^>]*title="Signed in as Priya Sharma"[^>]*>)([\s\S]*?)<\/a>/.exec(html) ?? [];
    expect(open).toContain('href="/"');
    expect(link).toMatch(/<span aria-hidden="true"[^>]*>PS<\/span>/);
    const words = link.replace(/<[^>]+>/g, "").replace(/<!-- -->/g, "");
    expect(words).toBe("PSGo to Dashboard (signed in as Priya Sharma)");
    const admin = await renderFaqs({ initials: "AU", fullName: "Admin User", home: { href: "/admin/companylist", label: "Admin Portal" } });
    expect(admin).toMatch(/<a[^>]*href="\/admin\/companylist"[^>]*>[\s\S]*Go to <\/span>(<!-- -->)?Admin Portal/);
  });

  it("prints the year it is given (the server's), else India's current year, never 2021", async () => {
    expect(await renderFaqs(null, 2031)).toContain("© 2031 Thermax Limited. All rights reserved.");
    const html = await renderFaqs();
    expect(html).toContain(`© ${yearInIndia()} Thermax Limited.`);
    expect(html).not.toContain("2021");
  });
});
