import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { DOCUMENT_CATEGORIES, documentTypeOf, isDocumentCategory } from "~/domain/assets";
import { ASSET_ID } from "~/domain/asset-query.server";
import {
  assetDocuments,
  notFoundPage,
  servedFile,
  streamResponse,
  ZIP_MAX_BYTES,
  ZIP_MAX_DOCUMENTS,
} from "~/download/documents.server";
import { resourceRoute } from "~/http/resource.server";
import { dispositionOf } from "~/download/disposition.server";
import { zipStream, type ZipItem } from "~/download/zip.server";
import { requireUser } from "~/session/guard.server";
import { markDocumentViewed, openDocumentFile } from "~/upstream/documents.server";
import { isUpstreamError } from "~/upstream/errors";

/**
 * "Download all": one ZIP of an asset's documents, of one category (`?category=drawings|reports|
 * others`) or of all of them in a folder each, streamed while it is built (docs/decisions/017).
 * Each document that made it in whole is marked viewed. A document that fails is listed in a text
 * file inside the ZIP; a list that cannot be loaded sends the user back to the asset page.
 */
const ROUTE = "routes/asset.$id.download-all";

export const loader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = params.id ?? "";
  if (!ASSET_ID.test(assetId)) return notFoundPage();
  const raw = new URL(request.url).searchParams.get("category") ?? "all";
  const category = isDocumentCategory(raw) ? raw : "all";
  const back = (notice: string) =>
    redirect(`/asset/${encodeURIComponent(assetId)}?${new URLSearchParams({ category, notice })}#documents`);

  let found: Awaited<ReturnType<typeof assetDocuments>>;
  try {
    found = await assetDocuments(auth, assetId, {
      type: documentTypeOf(category),
      size: ZIP_MAX_DOCUMENTS,
      signal: request.signal,
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return back("zip-failed");
  }
  if (!found.ok) return found.response;
  const { asset, documents, totalElements } = found.value;
  if (documents.length === 0) return back("zip-empty");

  const folderOf = (type: string | null) =>
    category === "all" ? `${DOCUMENT_CATEGORIES.find((c) => c.type === type)?.label ?? "Other"}/` : "";
  const items: ZipItem[] = documents.map((doc) => ({
    name: `${folderOf(doc.type)}${servedFile(doc).fileName}`,
    size: doc.size,
    modified: doc.createdDate ? new Date(doc.createdDate) : null,
    open: async (signal) => (await openDocumentFile(auth.session, doc, signal)).body,
    included: () => void markDocumentViewed(auth.session, assetId, doc.cvId).catch(() => null),
  }));
  const more = totalElements - documents.length;
  const notes =
    more > 0
      ? [`${more} more documents: a ZIP holds at most ${ZIP_MAX_DOCUMENTS}. Download them by category or one by one.`]
      : [];
  const label =
    category === "all" ? "documents" : DOCUMENT_CATEGORIES.find((c) => c.key === category)?.label.toLowerCase();
  const zipName = `${asset.name ?? asset.thermaxName} ${label}.zip`;
  return streamResponse(zipStream(items, { maxBytes: ZIP_MAX_BYTES, signal: request.signal, notes }), {
    "Content-Type": "application/zip",
    "Content-Disposition": dispositionOf(zipName, false, `${assetId} documents.zip`),
  });
});
