import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { ASSET_ID, DOCUMENT_ID } from "~/domain/asset-query.server";
import { assetDocuments, fileAnswer, notFoundPage } from "~/download/documents.server";
import { errorPage, resourceRoute } from "~/http/resource.server";
import { requireUser } from "~/session/guard.server";
import { markDocumentViewed, openDocumentFile } from "~/upstream/documents.server";
import { isUpstreamError } from "~/upstream/errors";
import { isOfflineCopy } from "~/offline/privacy.server";

/**
 * One document of an asset, streamed through the portal (docs/decisions/017): an attachment, or
 * with `?view=1` a PDF or image shown in the browser (and in the PDF viewer page's frame). Opening
 * it posts documentViewed (its unread badge clears), beside the file call. An upstream failure
 * sends the user back to the asset page, which says so; an asset or document that is not theirs
 * is the not-found page.
 */
const ROUTE = "routes/asset.$id.documents.$cvId";
/** Headers of a document shown inline: framed by the portal's own pages only. */
const INLINE_FRAMING = { "Content-Security-Policy": "frame-ancestors 'self'", "X-Frame-Options": "SAMEORIGIN" } as const;
/** A document asked for inline by a frame of the portal's (the PDF viewer page). */
const framed = (request: Request) =>
  new URL(request.url).searchParams.get("view") === "1" && request.headers.get("Sec-Fetch-Dest") === "iframe";
/** The asset page's documents, with a notice of what failed. */
const documentsOf = (assetId: string, notice: string) =>
  `/asset/${encodeURIComponent(assetId)}?notice=${notice}#documents`;

export const loader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = params.id ?? "";
  const cvId = params.cvId ?? "";
  if (!ASSET_ID.test(assetId) || !DOCUMENT_ID.test(cvId)) return notFoundPage();
  try {
    const found = await assetDocuments(auth, assetId, { size: 500, signal: request.signal });
    if (!found.ok) return found.response;
    const doc = found.value.documents.find((d) => d.cvId === cvId);
    if (!doc) return notFoundPage();
    const [file] = await Promise.all([
      openDocumentFile(auth.session, doc, request.signal),
      // Keeping a copy offline is not reading it: its "New" mark stays (docs/decisions/077).
      isOfflineCopy(request) ? null : markDocumentViewed(auth.session, assetId, cvId).catch(() => null),
    ]);
    // Shown in the browser: the PDF viewer page frames it, from this origin only (server.js
    // merges the directive into the portal's policy; docs/decisions/052). Attachments stay DENY.
    return fileAnswer(request, doc, file, INLINE_FRAMING);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    // In the PDF viewer's frame the asset page could not be shown (it may not be framed): say it there.
    if (framed(request)) {
      const page = errorPage(503, "Document not available", "We could not load this document right now. Please try again in a moment.");
      for (const [name, value] of Object.entries(INLINE_FRAMING)) page.headers.set(name, value);
      return page;
    }
    return redirect(documentsOf(assetId, `download-failed&doc=${encodeURIComponent(cvId)}`));
  }
});
