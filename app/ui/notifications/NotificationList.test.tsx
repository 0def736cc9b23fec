import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { describe, expect, it } from "vitest";
import { NotificationList, type NotificationView } from "./NotificationList";

async function render(items: NotificationView[]): Promise<string> {
  const routes = [{ path: "*", element: <NotificationList items={items} show={10} /> }];
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request("http://localhost/notifications"));
  if (context instanceof Response) throw new Error("unexpected response");
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

describe("NotificationList", () => {
  it("says 'All clear! No updates for you.' when there are none", async () => {
    expect(await render([])).toContain("All clear! No updates for you.");
  });

  it("posts an unread one to the action that marks it read, and links a read one to its target", async () => {
    const html = await render([
      { notificationId: "N-1", message: "Your order ORD-1 has moved.", read: false, when: "01 Nov 2026 10:00 AM", href: "/order/ORD-1" },
      { notificationId: "N-2", message: "New documents for AST-1.", read: true, when: "31 Oct 2026 09:00 AM", href: "/asset/AST-1" },
    ]);
    expect(html).toMatch(/<form method="post" action="\/notifications"/);
    expect(html).toContain('name="id" value="N-1"');
    expect(html).toMatch(/<button type="submit" name="intent" value="open"/);
    expect(html).toContain('<span class="sr-only">Unread: </span>Your order ORD-1 has moved.');
    expect(html).toContain('href="/asset/AST-1"');
    expect(html).not.toContain('value="N-2"');
  });
});
