import { z } from "zod";
import { id, pageOf, text } from "./shapes";
import { callUpstream, openUpstream, type TokenSource, type UpstreamFile } from "./client.server";

/**
 * Asset documents (spec document 3 section 7: "GET asset documents", "POST documentViewed",
 * "POST fileBlobUrl (returns the file)", and the document request; paths in docs/upstream-api.md).
 * The document's `url` is where the document store keeps it: it stays on the server.
 */

const assetDocument = z.object({
  cvId: id,
  title: text,
  fileName: z.string(),
  fileType: text,
  contentType: text,
  type: text,
  size: z.number().int().nonnegative().nullish().transform((v) => v ?? null),
  createdDate: text,
  url: z.string(),
  isViewed: z.boolean().nullish().transform(Boolean),
});
export type AssetDocument = z.infer<typeof assetDocument>;

const documentPage = pageOf("documents", assetDocument);
export type DocumentPage = z.infer<typeof documentPage>;

export interface DocumentListOptions {
  assetId: string;
  /** The documents call's type (Engineering Drawing, Reports, Other Documents); all when omitted. */
  type?: string;
  /** Zero-based. */
  page: number;
  size: number;
  signal?: AbortSignal;
}

export function listDocuments(tokens: TokenSource, opts: DocumentListOptions): Promise<DocumentPage> {
  return callUpstream(
    "/assetsApi/assets/asset-documents",
    { query: { assetId: opts.assetId, types: opts.type, page: opts.page, size: opts.size }, schema: documentPage, signal: opts.signal },
    tokens,
  );
}

/** The read marker of one document (clears its unread badge). */
export function markDocumentViewed(tokens: TokenSource, assetId: string, cvId: string): Promise<unknown> {
  return callUpstream("/assetsApi/assets/documentViewed", { method: "POST", body: { assetId, cvId }, schema: z.unknown() }, tokens);
}

/** The stored file behind a document, as a stream (never held whole). */
export function openDocumentFile(tokens: TokenSource, doc: Pick<AssetDocument, "url">, signal?: AbortSignal): Promise<UpstreamFile> {
  return openUpstream("/fileuploadapi/api/v1/fileBlobUrl", { method: "POST", body: { url: doc.url }, signal }, tokens);
}

export interface DocumentRequest {
  userId: string;
  assetId: string;
  productFamily: string;
  type: string;
  details: string;
}

/** Document request (spec document 3 sections 3 and 4): data is the ticket number. Never retried. */
export function requestDocument(tokens: TokenSource, body: DocumentRequest): Promise<string> {
  return callUpstream("/enquiryapi/enquiry/document-request", { method: "POST", body, schema: z.union([z.string(), z.number()]).transform(String) }, tokens);
}
