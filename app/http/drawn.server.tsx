import type { AppLoadContext } from "@remix-run/node";
import type { ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router-dom/server";
import { ReferenceProvider } from "~/ui/reference";

/**
 * The markup of a kept part of a page (app/ui/kept.tsx), drawn by the server for a data request
 * (a client navigation or a revalidation, `context.dataRequest`): the browser has none of its
 * code, so the loader sends the HTML and the page puts it in place. For a document request it is
 * undefined: the document's own render draws the part, and the browser keeps that (issue 54,
 * docs/decisions/011).
 *
 * The element is drawn at the request's address inside a static router, so Remix's `<Link>` and
 * `<Form>` render as in the page (with `data-discover`: the kept part's host hands them to the
 * router). It must not read route data (useLoaderData) or differ once hydrated: it is given its
 * data, and is the same markup with and without JavaScript. A failure note in it quotes this data
 * request's reference (X-Request-Id), the one the browser would show.
 */
export async function drawn(request: Request, context: Pick<AppLoadContext, "dataRequest" | "requestId">, element: () => ReactElement): Promise<string | undefined> {
  if (!context.dataRequest) return undefined;
  // The part is drawn at the page's own address: a form without an action posts to it, as in the page.
  const part = element();
  const handler = createStaticHandler([{ path: new URL(request.url).pathname, element: part }, { path: "*", element: part }]);
  const state = await handler.query(new Request(request.url, { signal: request.signal }));
  if (state instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, state);
  // A failure note quotes this request's reference, as the browser's would (reference.tsx).
  return renderToStaticMarkup(
    <ReferenceProvider value={context.requestId ?? ""}>
      <StaticRouterProvider router={router} context={state} hydrate={false} />
    </ReferenceProvider>,
  );
}
