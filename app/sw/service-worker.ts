/**
 * The portal's service worker (issue 34 §2; docs/decisions/076 and 077), built by
 * scripts/build-sw.js into build/client/sw.js with Workbox's modules. What it does, and only this:
 *
 * - precaches the stylesheet, fonts and images of this build and the offline page (no script:
 *   every page it may show offline is plain HTML), fetched without cookies;
 * - passes every navigation to the network (navigation preload), and shows the offline page,
 *   with the documents kept on this device, when the network fails;
 * - for the addresses of a kept document (its file, its PDF viewer page, its asset page): the
 *   network first, the kept copy when the network fails or takes over NETWORK_TIMEOUT_MS;
 * - caches nothing by itself: only the page stores a copy, when the user asks to keep one.
 *
 * Privacy: every answer naming a user (X-Portal-User) drops any other user's kept documents; a kept
 * copy is shown only from the one user's cache, while its session is known to be alive: before its
 * absolute end and before its idle end as the last signed-in answer (a page or single-fetch data)
 * told it (issue 41 §2); a signed-out answer (X-Portal-Signed-Out) forgets every kept document; a
 * kept address the server now refuses (404, 403) is dropped; and at an online visit, when the last
 * check is older than CHECK_INTERVAL_MS, the server says which kept documents the user may still see.
 *
 * Background Sync (issue 55, docs/decisions/115): when the browser says the connection is back, the
 * forms kept offline are sent from here, even with no page open (outbox-queue.ts: once each, under
 * the same lock as the pages; the server sends only its writer's, in their session).
 */
import { clientsClaim } from "workbox-core";
import { enable as enableNavigationPreload } from "workbox-navigation-preload";
import { addPlugins, cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { NavigationRoute, registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkOnly, Strategy, type StrategyHandler } from "workbox-strategies";
import { SESSION_EXPIRES_HEADER } from "~/domain/session-deadline";
import {
  CHECK_INTERVAL_MS,
  isKept,
  KEPT_LIST_EMPTY,
  KEPT_LIST_ENDED,
  keptAddressOf,
  storedPathOf,
  keptListPlaceholder,
  NETWORK_TIMEOUT_MS,
  OFFLINE_PATH,
  sessionEndFrom,
  SIGNED_OUT_HEADER,
  USER_HEADER,
  type KeptAddress,
} from "~/offline/kept";
import { keptListHtml } from "~/offline/kept-list-html";
import { sendWaiting } from "~/offline/outbox-queue";
import { checkWithServer, currentKept, endAll, keptEndedWithSession, removeDocuments, writeSessionEnd } from "~/offline/kept-store";

declare const self: ServiceWorkerGlobalScope;
/** The precache list, written in by scripts/build-sw.js. */
declare const __PRECACHE__: { url: string; revision: string | null }[];

self.addEventListener("install", () => void self.skipWaiting());
clientsClaim();

// Public files only, so never with the visitor's cookies: the offline page must be nobody's.
addPlugins([{ requestWillFetch: async ({ request }) => new Request(request, { credentials: "omit" }) }]);
precacheAndRoute(__PRECACHE__);
cleanupOutdatedCaches();
enableNavigationPreload();

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("network timeout")), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (error: unknown) => (clearTimeout(timer), reject(error)),
    );
  });
}

/**
 * An answer of the server (a page, single-fetch data, a kept address): whose session it was and
 * when it ends. A signed-out answer forgets every kept document; another user's go at once; the
 * user's own learn the session's end, and on a page load are checked with the server when the last
 * check is old enough (page loads only: the page's own fetches, keeping a copy, write the index).
 */
function observe(request: Request, response: Response, event: ExtendableEvent | undefined) {
  if (!event) return;
  // Signed out, or a session that ended under this request (its answer clears the site's storage;
  // the worker does not wait for the browser to act on it).
  if (response.headers.get(SIGNED_OUT_HEADER) === "1" || response.headers.has("Clear-Site-Data")) return event.waitUntil(endAll());
  const userId = response.headers.get(USER_HEADER);
  if (!userId) return;
  const endsAt = sessionEndFrom(response.headers.get(SESSION_EXPIRES_HEADER), Date.now());
  event.waitUntil(
    (async () => {
      const kept = await currentKept(Date.now(), userId);
      if (!kept) return;
      if (endsAt !== null) await writeSessionEnd(kept.cache, endsAt);
      if (request.mode === "navigate" && Date.now() - kept.index.checkedAt > CHECK_INTERVAL_MS) await checkWithServer(kept);
    })(),
  );
}

/** The kept copy for a kept address, when one may be shown (one user's, session not over). */
async function keptCopy(request: Request, address: KeptAddress): Promise<Response | undefined> {
  const kept = await currentKept();
  if (!kept || !isKept(kept.index, address)) return undefined;
  // Stored without a query or a file name: `?view=1`, the name and the plain address are one kept file.
  return kept.cache.match(storedPathOf(address));
}

async function dropRefused(address: KeptAddress) {
  const kept = await currentKept();
  if (!kept) return;
  await removeDocuments(kept, (d) => d.assetId === address.assetId && (address.kind === "asset" || d.cvId === address.cvId));
}

/** A kept document's addresses: the network when it answers in time, else the kept copy. */
class NetworkThenKept extends Strategy {
  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const address = keptAddressOf(new URL(request.url).pathname);
    if (!address) return handler.fetch(request);
    let response: Response;
    try {
      response = await withTimeout(handler.fetch(request), NETWORK_TIMEOUT_MS);
    } catch (error) {
      const copy = await keptCopy(request, address);
      if (copy) return copy;
      throw error;
    }
    observe(request, response, handler.event);
    // The server no longer lets the user see it: the kept copy goes too.
    if (response.status === 404 || response.status === 403) handler.waitUntil(dropRefused(address));
    return response;
  }
}

/** Any other page: the network, watched for whose session answered. */
class ObservedNetwork extends Strategy {
  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    const response = await handler.fetch(request);
    observe(request, response, handler.event);
    return response;
  }
}

/** A stylesheet of an older build that a kept page still names (the precache holds this build's). */
class NetworkThenKeptStyle extends Strategy {
  async _handle(request: Request, handler: StrategyHandler): Promise<Response> {
    try {
      return await handler.fetch(request);
    } catch (error) {
      const kept = await currentKept();
      const path = new URL(request.url).pathname;
      const copy = kept?.index.styles.includes(path) ? await kept.cache.match(path) : undefined;
      if (copy) return copy;
      throw error;
    }
  }
}

const sameOrigin = (url: URL) => url.origin === self.location.origin;

registerRoute(({ url, request }) => sameOrigin(url) && request.method === "GET" && keptAddressOf(url.pathname) !== null, new NetworkThenKept());
registerRoute(({ url }) => sameOrigin(url) && url.pathname.startsWith("/assets/") && url.pathname.endsWith(".css"), new NetworkThenKeptStyle());
registerRoute(new NavigationRoute(new ObservedNetwork()));
// Single-fetch data of client navigations: they move the session's idle end too. (Form posts stay
// the browser's own: a post's answer that ends the session clears the site's storage itself.)
registerRoute(({ url }) => sameOrigin(url) && url.pathname.endsWith(".data"), new ObservedNetwork(), "GET");
// A form posted while offline gets the offline page too, instead of the browser's error.
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly(), "POST");

/** The precached offline page, listing the documents kept on this device. */
async function offlinePage(): Promise<Response> {
  const page = await matchPrecache(OFFLINE_PATH);
  if (!page) return Response.error();
  const kept = await currentKept();
  // Past the session's end (or signed out since), the documents ended with it: say so, list nothing.
  const none = kept === null && (await keptEndedWithSession()) ? KEPT_LIST_ENDED : KEPT_LIST_EMPTY;
  const html = (await page.text()).replace(keptListPlaceholder(), keptListHtml(kept?.index.documents ?? [], none));
  const headers = new Headers(page.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: 200, headers });
}

setCatchHandler(async ({ request }) => (request.mode === "navigate" ? offlinePage() : Response.error()));

// What was written offline, sent when the browser says the connection is back (Chromium's
// Background Sync; elsewhere the pages send it at their `online` event and load).
self.addEventListener("sync", (event) => {
  const sync = event as ExtendableEvent & { tag?: string };
  if (sync.tag === "portal-outbox") sync.waitUntil(sendWaiting(null).catch(() => 0));
});
