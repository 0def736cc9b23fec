import { http } from "msw";
import { attachedFile, fileDownload, type DocumentFile } from "../files";
import { db, ENQUIRY_STATUSES, PRODUCT_FAMILY, type Asset, type Enquiry, type EnquiryDocument, type EnquiryItem, type EnquiryType, type UserState } from "../store";
import { SERVICES } from "../store/catalogue";
import { ACTIVE_ENQUIRY_STATUSES, enquiryDocumentUrl } from "../store/enquiries";
import { pad } from "../store/prng";
import { authed } from "./auth-context";
import { FILE_CONTENT_TYPES, fileProblem } from "./complaints";
import { fail, intParam, notFound, ok, paginate } from "./http-utils";
import { inScope, isRestricted, scopeFor, visibleAsset, visibleTo } from "./scope";

/** The `?assetId=` of a per-asset call: the asset, or the 400 / 404 answer. */
function queryAsset(url: URL, user: UserState): Asset | Response {
  const assetId = url.searchParams.get("assetId");
  if (!assetId) return fail(400, "assetId is required");
  return visibleAsset(assetId, user) ?? notFound("Asset not found");
}

const assetOf = (e: Enquiry) => (e.assetId ? db.assets.find((a) => a.id === e.assetId) : undefined);

/** An enquiry this user may read: own account or sold through their dealer code, asset not taken away. */
export function visibleEnquiry(id: unknown, user: UserState): Enquiry | undefined {
  const enquiry = db.enquiries.find((e) => e.id === id);
  if (!enquiry || !visibleTo(enquiry, user)) return undefined;
  return enquiry.assetId && isRestricted(enquiry.assetId, user) ? undefined : enquiry;
}

/** What the list answers for an enquiry. */
function summary(e: Enquiry) {
  const asset = assetOf(e);
  return {
    id: e.id,
    name: e.name,
    status: e.status,
    type: e.type,
    ticketNumber: e.ticketNumber,
    assetId: e.assetId,
    assetName: asset ? (asset.name ?? asset.thermaxName) : null,
    productFamily: asset ? PRODUCT_FAMILY[asset.division] : e.interestArea,
    createdDate: e.createdDate,
    lastModifiedDate: e.lastModifiedDate,
    expiryDate: e.expiryDate,
  };
}

/** The detail: the summary and what was asked. */
function detail(e: Enquiry) {
  const asset = assetOf(e);
  return { ...summary(e), thermaxName: asset?.thermaxName ?? null, interestArea: e.interestArea, details: e.details, spares: e.spares, services: e.services };
}

function documentView(d: EnquiryDocument) {
  return { id: d.id, fileName: d.fileName, contentType: d.contentType, size: enquiryDocumentFile(d).size, createdDate: d.createdDate, uploadedBy: d.uploadedBy, uploadedById: d.uploadedById, url: d.url };
}

/** The bytes of an enquiry document: what was uploaded, or a PDF made from a seeded one's data. */
export function enquiryDocumentFile(d: EnquiryDocument): DocumentFile {
  return attachedFile(d, d.enquiryId);
}

/** The stored file behind an enquiry document's `url`, for a user who may read the enquiry; else null. */
export function enquiryFileResponse(url: string, user: UserState): Response | null {
  const doc = db.enquiryDocuments.find((d) => d.url === url);
  if (!doc || !visibleEnquiry(doc.enquiryId, user)) return null;
  return fileDownload(enquiryDocumentFile(doc), doc.fileName);
}

/** Sort orders of the list (`sort`): newest first by default. */
const SORTS: Record<string, (a: Enquiry, b: Enquiry) => number> = {
  "createdDate,desc": (a, b) => b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id),
  "createdDate,asc": (a, b) => a.createdDate.localeCompare(b.createdDate) || a.id.localeCompare(b.id),
  "name,asc": (a, b) => (a.name ?? a.id).localeCompare(b.name ?? b.id, "en", { sensitivity: "base" }) || a.id.localeCompare(b.id),
  "name,desc": (a, b) => (b.name ?? b.id).localeCompare(a.name ?? a.id, "en", { sensitivity: "base" }) || b.id.localeCompare(a.id),
};


// The highest document number handed out: a deleted document's number is never given again, as
// the upstream's own ids are not (two tests once read one id's delete as two).
let lastDocumentNumber = 0;

function nextDocumentId(): string {
  const used = db.enquiryDocuments.map((d) => Number(d.id.slice(5)) || 0);
  lastDocumentNumber = Math.max(100, lastDocumentNumber, ...used) + 1;
  return `EDOC-${pad(lastDocumentNumber, 5)}`;
}

export interface NewEnquiry {
  user: UserState;
  type: EnquiryType;
  asset: Asset | null;
  ticketNumber: string;
  name: string | null;
  interestArea?: string | null;
  details?: string | null;
  spares?: EnquiryItem[];
  services?: EnquiryItem[];
  id?: string;
}

/**
 * The enquiry a portal request makes (quote request, new-equipment enquiry, AMC renewal), Drafted,
 * with the ticket it opened: what the enquiry list and page show afterwards.
 */
export function openEnquiry(input: NewEnquiry): Enquiry {
  const now = new Date().toISOString();
  const enquiry: Enquiry = {
    id: input.id ?? `ENQ-${pad(900000 + db.enquiries.length, 6)}`,
    name: input.name,
    status: "Drafted",
    type: input.type,
    assetId: input.asset?.id ?? null,
    ticketNumber: input.ticketNumber,
    createdDate: now,
    lastModifiedDate: now,
    expiryDate: null,
    interestArea: input.interestArea ?? null,
    details: input.details ?? null,
    spares: input.spares ?? [],
    services: input.services ?? [],
    contactId: input.user.userId,
    accountId: input.asset?.accountId ?? input.user.accountId,
    tcaUser: input.asset?.tcaUser ?? null,
  };
  db.enquiries.push(enquiry);
  return enquiry;
}

export const enquiryHandlers = [
  /** Active enquiries of one asset (complaint dialog). Enquiry paging: pageNo, pageSize (12). */
  http.get(
    "*/api/enquiryapi/enquiry/active",
    authed(({ url, user }) => {
      const asset = queryAsset(url, user);
      if (asset instanceof Response) return asset;
      const matched = db.enquiries
        .filter((e) => e.assetId === asset.id && (ACTIVE_ENQUIRY_STATUSES as readonly string[]).includes(e.status))
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
      const result = paginate(matched, intParam(url, ["pageNo", "page"], 0), intParam(url, ["pageSize", "size"], 12));
      return ok({
        // The id stands in for a missing name (spec document 3 section 7).
        enquiries: result.items.map((e) => ({ id: e.id, name: e.name ?? e.id, status: e.status, assetId: e.assetId, createdDate: e.createdDate })),
        totalElements: result.totalElements,
        totalPages: result.totalPages,
      });
    }),
  ),

  /** Services offered for one asset (complaint dialog, type Services). */
  http.get(
    "*/api/enquiryapi/enquiry/services",
    authed(({ url, user }) => {
      const asset = queryAsset(url, user);
      if (asset instanceof Response) return asset;
      return ok({ services: SERVICES[asset.division] });
    }),
  ),

  /**
   * Enquiry list and history (spec document 3 section 7): every enquiry of the caller, open and
   * closed. `pageNo` (0-based), `pageSize` (12), `name?` (contains, in the name, id or ticket
   * number), `sort?` (createdDate,desc | createdDate,asc | name,asc | name,desc), `status?`
   * (`;`-joined statuses), `tcaUser?`.
   */
  http.get(
    "*/api/enquiryapi/enquiry/list",
    authed(({ url, user }) => {
      const scope = scopeFor(user, url);
      const sortKey = url.searchParams.get("sort") || "createdDate,desc";
      const sort = SORTS[sortKey];
      if (!sort) return fail(400, `sort must be one of ${Object.keys(SORTS).join(", ")}`);
      const statuses = (url.searchParams.get("status") ?? "").split(";").map((s) => s.trim()).filter(Boolean);
      const unknown = statuses.find((s) => !(ENQUIRY_STATUSES as readonly string[]).includes(s));
      if (unknown) return fail(400, `Unknown status ${unknown}`);
      const name = (url.searchParams.get("name") ?? "").trim().toLowerCase();
      const matched = db.enquiries
        .filter((e) => inScope(e, scope) && !(e.assetId && isRestricted(e.assetId, user)))
        .filter((e) => statuses.length === 0 || statuses.includes(e.status))
        .filter((e) => !name || [e.name, e.id, e.ticketNumber].some((v) => (v ?? "").toLowerCase().includes(name)))
        .sort(sort);
      const result = paginate(matched, intParam(url, ["pageNo"], 0), intParam(url, ["pageSize"], 12));
      return ok({ enquiries: result.items.map(summary), totalElements: result.totalElements, totalPages: result.totalPages });
    }),
  ),

  /** Enquiry detail by {enquiryId}; 404 outside the caller's account or dealer code. */
  http.get(
    "*/api/enquiryapi/enquiry/detail/:enquiryId",
    authed(({ params, user }) => {
      const enquiry = visibleEnquiry(params.enquiryId, user);
      return enquiry ? ok(detail(enquiry)) : notFound("Enquiry not found");
    }),
  ),

  /** The enquiry's documents (path suffix /documents), newest first. */
  http.get(
    "*/api/enquiryapi/enquiry/:enquiryId/documents",
    authed(({ params, user }) => {
      const enquiry = visibleEnquiry(params.enquiryId, user);
      if (!enquiry) return notFound("Enquiry not found");
      const documents = db.enquiryDocuments
        .filter((d) => d.enquiryId === enquiry.id)
        .sort((a, b) => b.createdDate.localeCompare(a.createdDate) || b.id.localeCompare(a.id));
      return ok({ documents: documents.map(documentView) });
    }),
  ),

  /**
   * Enquiry document upload: multipart `files` (1 to 5; the complaint's rules: .jpeg .jpg .png
   * .pdf .xlsx .xls .docx .doc, 5 MB each, names up to 50). Answers the stored documents.
   */
  http.post(
    "*/api/enquiryapi/enquiry/:enquiryId/documents",
    authed(async ({ params, request, user }) => {
      const enquiry = visibleEnquiry(params.enquiryId, user);
      if (!enquiry) return notFound("Enquiry not found");
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, "multipart/form-data expected");
      }
      const files = form.getAll("files").filter((f): f is File => typeof f !== "string" && f.size > 0);
      if (files.length === 0) return fail(400, "At least one file is required");
      if (files.length > 5) return fail(400, "At most 5 files");
      for (const file of files) {
        const problem = fileProblem(file);
        if (problem) return fail(400, `${file.name}: ${problem}`);
      }
      const stored: EnquiryDocument[] = [];
      for (const file of files) {
        const id = nextDocumentId();
        const ext = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
        const doc: EnquiryDocument = {
          id,
          enquiryId: enquiry.id,
          fileName: file.name,
          contentType: FILE_CONTENT_TYPES[ext] ?? "application/octet-stream",
          createdDate: new Date().toISOString(),
          uploadedBy: `${user.firstName} ${user.lastName}`,
          uploadedById: user.userId,
          url: enquiryDocumentUrl(id, file.name),
          bytes: new Uint8Array(await file.arrayBuffer()),
        };
        db.enquiryDocuments.push(doc);
        stored.push(doc);
      }
      enquiry.lastModifiedDate = new Date().toISOString();
      return ok({ documents: stored.map(documentView) });
    }),
  ),

  /** Delete an enquiry document by {id}; 404 when it is gone or not the caller's. */
  http.delete(
    "*/api/enquiryapi/enquiry/documents/:documentId",
    authed(({ params, user }) => {
      const doc = db.enquiryDocuments.find((d) => d.id === params.documentId);
      if (!doc || !visibleEnquiry(doc.enquiryId, user)) return notFound("Document not found");
      db.enquiryDocuments = db.enquiryDocuments.filter((d) => d.id !== doc.id);
      return ok({ id: doc.id });
    }),
  ),
];
