import { createReadableStreamFromReadable } from "@remix-run/node";
import type { Readable } from "node:stream";
import type { Auth } from "~/session/guard.server";
import { errorPage } from "~/http/resource.server";
import { getAsset, type Asset } from "~/upstream/assets.server";
import { listDocuments, type AssetDocument } from "~/upstream/documents.server";
import type { UpstreamFile } from "~/upstream/client.server";
import { isUpstreamError } from "~/upstream/errors";
import { dispositionOf } from "./disposition.server";
import { safeFileName, withExtension } from "./file-name";

/**
 * Document downloads through the portal (docs/decisions/017): the right to the asset is checked
 * on the server, the upstream's file is streamed with a type from a short list and a safe
 * Content-Disposition, and the browser never sees the document store's address or a token.
 */

/** A ZIP holds at most this many documents (one list call) and this many bytes of them. */
export const ZIP_MAX_DOCUMENTS = 200;
export const ZIP_MAX_BYTES = 250 * 1024 * 1024;

/**
 * Types served as they are. The ones in INLINE may also open in the browser (View); the others are
 * always attachments. Anything else (HTML, SVG, scripts) is sent as an opaque attachment, so a
 * stored file can never run in the portal's origin.
 */
const INLINE: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/png": ".png",
  "image/jpeg": ".jpg",
  "image/gif": ".gif",
  "image/webp": ".webp",
};
const ATTACHMENT: Record<string, string> = {
  "application/msword": ".doc",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": ".docx",
  "application/vnd.ms-excel": ".xls",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": ".xlsx",
  "application/vnd.ms-powerpoint": ".ppt",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation": ".pptx",
  "text/plain": ".txt",
  "application/zip": ".zip",
};
const OPAQUE = "application/octet-stream";

function typeOf(raw: string | null | undefined): string | null {
  const type = (raw ?? "").split(";")[0].trim().toLowerCase();
  return type in INLINE || type in ATTACHMENT ? type : null;
}

function typeByExtension(fileName: string): string | null {
  const ext = /\.[A-Za-z0-9]+$/.exec(fileName)?.[0].toLowerCase();
  if (!ext) return null;
  const match = Object.entries({ ...INLINE, ...ATTACHMENT, "image/jpeg": ".jpeg" }).find(([, e]) => e === ext);
  return match?.[0] ?? (ext === ".jpg" ? "image/jpeg" : null);
}

export interface ServedFile {
  contentType: string;
  /** A safe name ending with the type's extension. */
  fileName: string;
  /** May open in the browser (PDF, images). */
  viewable: boolean;
}

/** What the portal sends for a document: the document list's type, else the file's, else its name's. */
export function servedFile(
  doc: Pick<AssetDocument, "fileName" | "contentType">,
  fileContentType?: string | null,
): ServedFile {
  const contentType = typeOf(doc.contentType) ?? typeOf(fileContentType) ?? typeByExtension(doc.fileName) ?? OPAQUE;
  const ext = INLINE[contentType] ?? ATTACHMENT[contentType] ?? "";
  const jpeg = contentType === "image/jpeg" && /\.jpe?g$/i.test(doc.fileName);
  return {
    contentType,
    fileName: jpeg ? safeFileName(doc.fileName) : withExtension(safeFileName(doc.fileName), ext),
    viewable: contentType in INLINE,
  };
}


/** A streamed answer: the bytes flow at the browser's pace (server.js waits for drain). */
export function streamResponse(body: Readable, headers: Record<string, string>): Response {
  return new Response(createReadableStreamFromReadable(body), { status: 200, headers });
}

/**
 * An opened upstream file as the portal serves it: the type from the short list, the safe name,
 * inline only for `?view=1` and a viewable type (then with `inlineHeaders` too), the length when
 * known, streamed. Shared by every file download route (asset documents, enquiry documents,
 * complaint attachments).
 */
export function fileAnswer(
  request: Request,
  doc: Pick<AssetDocument, "fileName" | "contentType">,
  file: UpstreamFile,
  inlineHeaders: Record<string, string> = {},
): Response {
  const served = servedFile(doc, file.contentType);
  const inline = new URL(request.url).searchParams.get("view") === "1" && served.viewable;
  const headers: Record<string, string> = {
    "Content-Type": served.contentType,
    "Content-Disposition": dispositionOf(served.fileName, inline),
    ...(inline ? inlineHeaders : {}),
  };
  if (file.contentLength !== null) headers["Content-Length"] = String(file.contentLength);
  return streamResponse(file.body, headers);
}

export const notFoundPage = () =>
  errorPage(404, "Page not found", "This document does not exist or is not one of your assets' documents.");

export type Found<T> = { ok: true; value: T } | { ok: false; response: Response };

/**
 * The asset (the user's right to it: the upstream answers 404 outside their account or dealer code)
 * and its documents of one type, asked together. A 404 of either is the not-found page; another
 * failure is the caller's to show.
 */
export async function assetDocuments(
  auth: Auth,
  assetId: string,
  opts: { type?: string; size: number; signal: AbortSignal },
): Promise<Found<{ asset: Asset; documents: AssetDocument[]; totalElements: number }>> {
  const [asset, page] = await Promise.allSettled([
    getAsset(auth.session, assetId, opts.signal),
    listDocuments(auth.session, { assetId, type: opts.type, page: 0, size: opts.size, signal: opts.signal }),
  ]);
  for (const result of [asset, page]) {
    if (result.status === "rejected") {
      if (isUpstreamError(result.reason) && result.reason.status === 404)
        return { ok: false, response: notFoundPage() };
      throw result.reason;
    }
  }
  if (asset.status !== "fulfilled" || page.status !== "fulfilled") throw new Error("unreachable");
  return {
    ok: true,
    value: { asset: asset.value, documents: page.value.documents, totalElements: page.value.totalElements },
  };
}
