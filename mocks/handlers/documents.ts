import { http } from "msw";
import { documentFile, fileDownload } from "../files";
import { pad } from "../store/prng";
import { db, DOCUMENT_TYPES, PRODUCT_FAMILY, type AssetDocument, type UserState } from "../store";
import { isViewedBy } from "../store/documents";
import { authed } from "./auth-context";
import { complaintFileResponse } from "./complaints";
import { enquiryFileResponse } from "./enquiries";
import { ticketFileResponse } from "./tickets";
import { includesCI } from "./filters";
import { fail, intParam, notFound, ok, paginate, readJson, str } from "./http-utils";
import { visibleAsset } from "./scope";

/**
 * Asset documents (spec document 3 section 7, "Assets" and "Other"): the list per asset, the
 * read marker (documentViewed), the file itself (fileBlobUrl answers the bytes, not an envelope)
 * and the document request, which opens a "Requested Document" ticket.
 */
export const REQUEST_DOCUMENT_TYPES = ["Drawings", "I&C Documents", "Service Reports", "Others"] as const;

function documentView(d: AssetDocument, user: UserState) {
  const asset = db.assets.find((a) => a.id === d.assetId);
  const file = documentFile(d, asset ? (asset.name ?? asset.thermaxName) : d.assetId);
  return {
    cvId: d.cvId,
    title: d.title,
    fileName: d.fileName,
    fileType: d.fileType,
    contentType: file.contentType,
    type: d.type,
    size: file.size,
    createdDate: d.createdDate,
    url: d.url,
    isViewed: isViewedBy(d, user.userId),
  };
}

/** The file as the document store sends it, in chunks (scans are megabytes). */
function fileResponse(d: AssetDocument): Response {
  const asset = db.assets.find((a) => a.id === d.assetId);
  return fileDownload(documentFile(d, asset ? (asset.name ?? asset.thermaxName) : d.assetId), d.fileName);
}

export const documentHandlers = [
  /** `assetId` (required), `types` (comma list of Engineering Drawing, Reports, Other Documents), `page`, `size`; newest first. */
  http.get(
    "*/api/assetsApi/assets/asset-documents",
    authed(({ url, user }) => {
      const assetId = url.searchParams.get("assetId");
      if (!assetId) return fail(400, "assetId is required");
      const asset = visibleAsset(assetId, user);
      if (!asset) return notFound("Asset not found");
      const types = (url.searchParams.get("types") ?? "").split(",").map((t) => t.trim()).filter(Boolean);
      if (types.some((t) => !includesCI([...DOCUMENT_TYPES], t))) return fail(400, `types must be among ${DOCUMENT_TYPES.join(", ")}`);
      const matched = db.documents
        .filter((d) => d.assetId === asset.id && (types.length === 0 || includesCI(types, d.type)))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || a.cvId.localeCompare(b.cvId));
      const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 8));
      return ok({ documents: result.items.map((d) => documentView(d, user)), totalElements: result.totalElements, totalPages: result.totalPages });
    }),
  ),

  http.post(
    "*/api/assetsApi/assets/documentViewed",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const asset = visibleAsset(str(body.assetId), user);
      const doc = asset && db.documents.find((d) => d.cvId === str(body.cvId) && d.assetId === asset.id);
      if (!doc) return notFound("Document not found");
      if (!isViewedBy(doc, user.userId)) doc.viewedBy.push(user.userId);
      return ok({ cvId: doc.cvId, isViewed: true });
    }),
  ),

  /**
   * The stored file behind a document's `url`, for a user who may see its asset (or its enquiry,
   * for an enquiry document, or its complaint, for a complaint's attachment); else a 404 envelope.
   */
  http.post(
    "*/api/fileuploadapi/api/v1/fileBlobUrl",
    authed(async ({ request, user }) => {
      const url = str((await readJson(request)).url);
      const doc = url ? db.documents.find((d) => d.url === url) : undefined;
      if (!doc) return (url && (enquiryFileResponse(url, user) ?? complaintFileResponse(url, user) ?? ticketFileResponse(url, user))) || notFound("File not found");
      if (!visibleAsset(doc.assetId, user)) return notFound("File not found");
      return fileResponse(doc);
    }),
  ),

  /** Document request: `{ userId, assetId, productFamily, type, details }`; data is the ticket number. */
  http.post(
    "*/api/enquiryapi/enquiry/document-request",
    authed(async ({ request, user }) => {
      const body = await readJson(request);
      const asset = visibleAsset(str(body.assetId), user);
      if (!asset) return fail(400, "Asset is required");
      if (!str(body.productFamily)?.trim()) return fail(400, "Product is required");
      const type = str(body.type);
      if (!type || !(REQUEST_DOCUMENT_TYPES as readonly string[]).includes(type)) return fail(400, "Document type is required");
      const details = str(body.details) ?? "";
      const ticketNumber = `TCK-${pad(300000 + db.tickets.length, 6)}`;
      db.tickets.push({
        ticketNumber,
        assetId: asset.id,
        assetName: asset.name ?? asset.thermaxName,
        product: PRODUCT_FAMILY[asset.division],
        createdOn: new Date().toISOString(),
        createdBy: `${user.firstName} ${user.lastName}`,
        type: "Requested Document",
        status: "Open",
        updatedMessage: `<p>Requested ${type}${details ? `: ${details.replace(/[<>&]/g, "")}` : ""}</p>`,
        contactId: user.userId,
        accountId: asset.accountId,
        tcaUser: asset.tcaUser,
      });
      return ok(ticketNumber);
    }),
  ),
];
