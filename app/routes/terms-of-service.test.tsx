import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import TermsOfService from "./terms-of-service";

/** The page as the server renders it, from the loader data given. */
async function renderTerms(html: string | null): Promise<string> {
  const routes = [
    {
      path: "/terms-of-service",
      id: "routes/terms-of-service",
      loader: () => ({ supportEmail: "help@demo.test", visitor: null, html }),
      element: <TermsOfService />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/terms-of-service"));
  if (context instanceof Response) throw new Error("unexpected response");
  return renderToString(<StaticRouterProvider router={createStaticRouter(handler.dataRoutes, context)} context={context} hydrate={false} />);
}

/** What a reader sees in the page's main region. */
const mainText = (html: string) => (/<main[\s\S]*<\/main>/.exec(html)?.[0] ?? "").replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/\s+/g, " ").trim();

describe("the Terms of Service page (issue 53 §3)", () => {
  it("without the operator's terms: says they are not published yet, and holds no legal text of the portal's making", async () => {
    const text = mainText(await renderTerms(null));
    expect(text).toContain("Terms of Service");
    expect(text).toContain("The terms of service of the Thermax Customer Portal have not been published yet.");
    for (const legal of [/liab/i, /governing law/i, /jurisdiction/i, /you accept/i, /by signing in/i, /laws of India/i, /Template/]) expect(text).not.toMatch(legal);
    expect(await renderTerms(null)).toMatch(/<a[^>]*href="mailto:help@demo.test"/);
  });

  it("with the operator's file: its text under the heading", async () => {
    const text = mainText(await renderTerms("<h2>1. Use</h2><p>Be fair.</p>"));
    expect(text).toContain("Terms of Service 1. Use Be fair.");
    expect(text).not.toContain("not been published");
  });
});
