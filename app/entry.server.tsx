import type { AppLoadContext, EntryContext } from "@remix-run/node";
import { RemixServer } from "@remix-run/react";
import { renderToString } from "react-dom/server";
import { env } from "~/env.server";
import appCss from "~/styles/app.css?url";
import { logRouteError } from "~/log/route-errors.server";
import { yearInIndia } from "~/domain/copyright";
import { NonceProvider } from "~/ui/nonce";
import { ReferenceProvider } from "~/ui/reference";
import { refusalHtml } from "~/ui/RefusalPage";
import { CopyrightYearProvider } from "~/ui/shell/copyright";
import { LITE_ACCEPT_CH, LITE_VARY } from "~/domain/lite-mode";
import { liteModeOf } from "~/session/lite-mode.server";
import { LiteProvider } from "~/ui/lite/lite-context";
import { formatDateTime } from "~/domain/dates";
import { OFFLINE_COPY_HEADER } from "~/offline/kept";
import { isOfflineCopy } from "~/offline/privacy.server";
import { OfflineCopyProvider } from "~/ui/offline/offline-copy";
import { closeDocument } from "~/http/document-close";
import { termsStartupWarning } from "~/http/terms.server";
import { logger } from "~/log/logger.server";

// Fail at start-up, not at the first request, when a setting is missing or invalid.
env();

type StreamCache = NonNullable<NonNullable<EntryContext["renderMeta"]>["streamCache"]>;

/**
 * Single fetch hands the loader data to the page as a turbo-stream that `<RemixServer>` renders
 * into inline scripts, one Suspense step per chunk. No route defers data, so the stream ends as
 * soon as it starts: read it whole first and hand it over as one settled chunk (the
 * `renderMeta.streamCache` of EntryContext), so nothing suspends.
 */
async function settleLoaderData(context: EntryContext): Promise<void> {
  const stream = context.serverHandoffStream;
  if (!stream) return;
  const reader = stream.getReader();
  const decoder = new TextDecoder();
  const entry = Promise.resolve() as StreamCache[number];
  try {
    let value = "";
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
      value += decoder.decode(chunk.value, { stream: true });
    }
    entry.result = { done: true, value: value + decoder.decode() };
  } catch (error) {
    entry.error = error;
  } finally {
    reader.releaseLock();
  }
  context.renderMeta = { ...context.renderMeta, streamCache: { 0: entry } };
}

/**
 * Documents are rendered with renderToString, in one pass, and sent as one body with a
 * Content-Length (docs/decisions/013-throughput.md): about a third of the CPU of the streaming
 * renderer for the same page, with the same HTML. A route that starts deferring data must bring
 * back renderToPipeableStream here. The loader-data scripts React renders after the root element
 * are moved inside the body, before `</body></html>` (closeDocument, docs/decisions/093).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  remixContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.nonce;
  // Lite mode (docs/decisions/057): decided here per document, from the cookie, Save-Data and ECT.
  // A copy the page keeps offline (docs/decisions/077) is plain HTML too, with a note saying when it was made.
  const copy = isOfflineCopy(request);
  const lite = copy || (await liteModeOf(request));
  await settleLoaderData(remixContext);
  const html = Buffer.from(`<!DOCTYPE html>${closeDocument(renderToString(
    <NonceProvider value={nonce}>
      <ReferenceProvider value={loadContext.requestId ?? ""}>
        {/* The footers' year, India's, decided here once per document (app/ui/shell/copyright.tsx). */}
        <CopyrightYearProvider value={yearInIndia()}>
          <LiteProvider value={lite}>
            <OfflineCopyProvider value={copy ? formatDateTime(new Date()) : null}>
              <RemixServer context={remixContext} url={request.url} nonce={nonce} />
            </OfflineCopyProvider>
          </LiteProvider>
        </CopyrightYearProvider>
      </ReferenceProvider>
    </NonceProvider>,
  ))}`);
  responseHeaders.set("Content-Type", "text/html; charset=utf-8");
  // Every document depends on what decides lite mode: no cache may hand one mode's page to the
  // other; and browsers are asked for the connection type (ECT) on the following requests.
  responseHeaders.append("Vary", `${LITE_VARY}, ${OFFLINE_COPY_HEADER}`);
  responseHeaders.set("Accept-CH", LITE_ACCEPT_CH);
  responseHeaders.set("Content-Length", String(html.length));
  return new Response(html, { headers: responseHeaders, status: responseStatusCode });
}

/**
 * Log server errors once, with their stack and the request id, never sending details to the browser;
 * Remix's own 4xx refusals once at warn, without a stack (app/log/route-errors.ts).
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  // A refusal Remix raised itself (405 for a route without an action...) is a warning, not an error.
  logRouteError(error, request);
}

/**
 * For server.js, which refuses some requests before Remix sees them: the body limits per path
 * (app/upload/body-limits.ts) and the page it answers with.
 */
export { bodyLimitFor } from "~/upload/body-limits";

export function refusalPage(status: number, title: string, text: string, reference: string): string {
  return refusalHtml({ status, title, text, reference, stylesheet: appCss });
}

/**
 * The settings server.js uses, validated with every other setting (app/env.server.ts) when it
 * starts (a setting that is wrong stops the start); a production portal without the operator's
 * Terms of Service is warned about here, once (docs/decisions/111).
 */
export function serverSettings() {
  const e = env();
  const noTerms = termsStartupWarning(e);
  if (noTerms) logger.warn({ event: "terms-of-service" }, noTerms);
  return {
    METRICS_HOST: e.METRICS_HOST,
    UPLOADS_PER_USER: e.UPLOADS_PER_USER,
    UPLOADS_IN_FLIGHT: e.UPLOADS_IN_FLIGHT,
    UPLOAD_STALL_S: e.UPLOAD_STALL_S,
    UPLOAD_MIN_BYTES_PER_S: e.UPLOAD_MIN_BYTES_PER_S,
  };
}

/** Who an upload slot is counted for (server/checks.js): the session's user, else the client address. */
export { uploadClientOf } from "~/upload/upload-client.server";

/** The logger, metrics and request scope server.js shares with the app (one instance of each). */
export { logger, requestScope } from "~/log/logger.server";
export { metrics } from "~/log/metrics.server";
export { requestIdOf, traceOf } from "~/log/request-id";
export { sharedState } from "~/state/shared-state.server";
/** Work kept in the shared state that any instance finishes: the upstream logouts after Logout's feedback (docs/decisions/105). */
export { startLogoutSweeper } from "~/session/logout-proof.server";
