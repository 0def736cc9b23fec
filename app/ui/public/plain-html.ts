import type { ClientLoaderFunctionArgs } from "@remix-run/react";

/**
 * Public pages served as plain HTML: no Remix runtime and no React in the browser
 * (docs/decisions/024-public-pages-without-hydration.md). A route opts out in one line:
 *
 *   export { handle, clientLoader } from "~/ui/public/plain-html";
 *
 * A route without a server loader exports `handle` only: Remix runs a clientLoader of such a
 * route on hydration and would render a fallback on the server instead of the page.
 *
 * `handle.hydrate === false` makes root.tsx leave out `<Scripts>` and `<ScrollRestoration>`.
 * `clientLoader` only runs when a hydrated page (the signed-in shell) navigates here on the
 * client: it turns that navigation into a full document load, so the page is always the served
 * HTML with its own small inline script, never a client render of it.
 */
export interface RouteHandle {
  /** false: serve the page without hydration. */
  hydrate?: boolean;
}

export const handle: RouteHandle = { hydrate: false };

export function clientLoader({ request }: ClientLoaderFunctionArgs): Promise<never> {
  window.location.assign(request.url);
  // The document is being replaced; never settle, so nothing renders in between.
  return new Promise<never>(() => {});
}

/** True when any matched route opted out of hydration. */
export function isPlainHtml(matches: readonly { handle?: unknown }[]): boolean {
  return matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
}
