import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import FAQsPage from "~/routes/FAQs";

async function renderFaqs(): Promise<string> {
  const routes = [
    {
      path: "/FAQs",
      id: "routes/FAQs",
      loader: () => ({ supportEmail: "help@demo.test", edgeLiveUrl: "https://live.example.test/" }),
      element: <FAQsPage />,
    },
  ];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/FAQs"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
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
    expect(html).toMatch(/<a[^>]*href="mailto:help@demo.test"[^>]*>Contact Us<\/a>/);
  });
});
