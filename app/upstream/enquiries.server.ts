import { z } from "zod";
import { id, pageOf, text } from "./shapes";
import { callUpstream, openUpstream, type TokenSource, type UpstreamFile } from "./client.server";

/**
 * Enquiries (spec document 3 section 7: "Enquiry list and history", "Enquiry detail by
 * {enquiryId}", "POST enquiry document upload. GET documents at path suffix /documents. DELETE
 * document by {id}"; paths in docs/upstream-api.md). Enquiries page with pageNo and pageSize. A
 * document's `url` is where the document store keeps it: it stays on the server.
 */

const summary = z.object({
  id,
  name: text,
  status: text,
  type: text,
  ticketNumber: text,
  assetId: text,
  assetName: text,
  productFamily: text,
  createdDate: text,
  lastModifiedDate: text,
  expiryDate: text,
});
export type EnquirySummary = z.infer<typeof summary>;

const enquiryPage = pageOf("enquiries", summary);
export type EnquiryPage = z.infer<typeof enquiryPage>;

export interface EnquiryListOptions {
  /** Zero-based. */
  pageNo: number;
  pageSize: number;
  name?: string;
  sort?: string;
  /** Statuses, `;`-joined. */
  status?: string;
  tcaUser?: string;
  signal?: AbortSignal;
}

/** Enquiry list and history: every enquiry of the caller, open and closed. */
export function listEnquiries(tokens: TokenSource, opts: EnquiryListOptions): Promise<EnquiryPage> {
  return callUpstream(
    "/enquiryapi/enquiry/list",
    {
      query: { pageNo: opts.pageNo, pageSize: opts.pageSize, name: opts.name, sort: opts.sort, status: opts.status, tcaUser: opts.tcaUser },
      schema: enquiryPage,
      signal: opts.signal,
    },
    tokens,
  );
}

/**
 * The enquiry a request opened, found by its ticket number (the list's `name` search matches it),
 * or null while the upstream has not listed it yet (its status is reflected within 3 hours).
 */
export async function findEnquiryByTicket(tokens: TokenSource, ticketNumber: string, opts: { tcaUser?: string; signal?: AbortSignal } = {}): Promise<EnquirySummary | null> {
  const page = await listEnquiries(tokens, { pageNo: 0, pageSize: 12, name: ticketNumber, tcaUser: opts.tcaUser, signal: opts.signal });
  return page.enquiries.find((e) => e.ticketNumber === ticketNumber) ?? null;
}

const item = z.object({
  partCode: text,
  description: text,
  quantity: z.number().nullish().transform((v) => v ?? null),
  assetName: text,
});
export type EnquiryItem = z.infer<typeof item>;
const items = z
  .array(item)
  .nullish()
  .transform((v) => v ?? []);

const enquiry = summary.extend({ thermaxName: text, interestArea: text, details: text, spares: items, services: items });
export type EnquiryDetails = z.infer<typeof enquiry>;

/** Enquiry detail by {enquiryId}; the upstream answers 404 for another company's. */
export function enquiryDetails(tokens: TokenSource, enquiryId: string, signal?: AbortSignal): Promise<EnquiryDetails> {
  return callUpstream(`/enquiryapi/enquiry/detail/${encodeURIComponent(enquiryId)}`, { schema: enquiry, signal }, tokens);
}

const enquiryDocument = z.object({
  id,
  fileName: z.string(),
  contentType: text,
  size: z.number().int().nonnegative().nullish().transform((v) => v ?? null),
  createdDate: text,
  uploadedBy: text,
  /** Who uploaded it through the portal (a user id); null for the maker's own documents (docs/decisions/064). */
  uploadedById: z.string().nullish().transform((v) => v ?? null),
  url: z.string(),
});
export type EnquiryDocument = z.infer<typeof enquiryDocument>;

/** The enquiry's documents (path suffix /documents), newest first; 404 for another company's enquiry. */
export async function listEnquiryDocuments(tokens: TokenSource, enquiryId: string, signal?: AbortSignal): Promise<EnquiryDocument[]> {
  const answer = await callUpstream(`/enquiryapi/enquiry/${encodeURIComponent(enquiryId)}/documents`, { schema: z.object({ documents: z.array(enquiryDocument) }), signal }, tokens);
  return answer.documents;
}

/** Enquiry document upload (multipart `files`). Never retried: the caller runs it once per rendered form. */
export async function uploadEnquiryDocuments(tokens: TokenSource, enquiryId: string, files: File[]): Promise<EnquiryDocument[]> {
  const body = new FormData();
  for (const file of files) body.append("files", file, file.name);
  const answer = await callUpstream(`/enquiryapi/enquiry/${encodeURIComponent(enquiryId)}/documents`, { method: "POST", body, schema: z.object({ documents: z.array(enquiryDocument) }) }, tokens);
  return answer.documents;
}

/** Delete a document by {id}. */
export function deleteEnquiryDocument(tokens: TokenSource, documentId: string): Promise<unknown> {
  return callUpstream(`/enquiryapi/enquiry/documents/${encodeURIComponent(documentId)}`, { method: "DELETE", schema: z.unknown() }, tokens);
}

/** The stored file behind an enquiry document, as a stream (the document store's fileBlobUrl). */
export function openEnquiryDocumentFile(tokens: TokenSource, doc: Pick<EnquiryDocument, "url">, signal?: AbortSignal): Promise<UpstreamFile> {
  return openUpstream("/fileuploadapi/api/v1/fileBlobUrl", { method: "POST", body: { url: doc.url }, signal }, tokens);
}
