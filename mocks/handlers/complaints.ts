import { http } from "msw";
import { owners } from "../store/owners";
import { pad } from "../store/prng";
import { attachedFile, fileDownload } from "../files";
import { db, PRODUCT_FAMILY, type Complaint, type ComplaintAttachment, type Division, type UserState } from "../store";
import { complaintAttachmentUrl } from "../store/complaints";
import { authed } from "./auth-context";
import { fail, intParam, notFound, ok, paginate } from "./http-utils";
import { existingRequest, isKnownSerial, registrationProblem } from "./requests";
import { inScope, scopeFor, visibleAsset, visibleTo } from "./scope";

const COMPLAINT_TYPES = ["ACTIVE_ENQUIRY", "ACTIVE_ORDER", "SPARES", "SERVICES", "OTHER"];
const FILE_EXTENSIONS = [".jpeg", ".jpg", ".png", ".pdf", ".xlsx", ".xls", ".docx", ".doc"];
const MAX_FILE_BYTES = 5 * 1024 * 1024;
/** The type each allowed extension is stored with. */
export const FILE_CONTENT_TYPES: Record<string, string> = {
  ".pdf": "application/pdf",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".doc": "application/msword",
  ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  ".xls": "application/vnd.ms-excel",
  ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};


/** The complaint's upload rules, which enquiry documents share (spec document 3 sections 5 and 9). */
export function fileProblem(file: File): string | null {
  const dot = file.name.lastIndexOf(".");
  const ext = dot > 0 ? file.name.slice(dot).toLowerCase() : "";
  if (!FILE_EXTENSIONS.includes(ext)) return `Invalid file type, allowed file types are - ${FILE_EXTENSIONS.join(",")}`;
  if (file.size > MAX_FILE_BYTES) return "Exceeds maximum file size - 5MB";
  if (file.name.length > 50) return "File Name cannot be more than 50 characters.";
  return null;
}

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const optionalText = (v: unknown) => (typeof v === "string" && v.trim() ? v.trim() : null);
const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : "");
/** Types that need an asset's order or enquiry: an asset that is not listed has none. */
const ORDER_TYPES = ["ACTIVE_ORDER", "ACTIVE_ENQUIRY"];
const textList = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

function view(c: Complaint) {
  const { accountId: _a, tcaUser: _t, attachments, serviceReports: _s, ...fields } = c;
  // The bytes stay in the store; `size` is the file's as served.
  return { ...fields, attachments: attachments.map(({ bytes: _b, ...a }) => ({ ...a, size: attachedFile({ ...a, bytes: _b }, c.caseNumber).size })) };
}

/** The stored file behind a complaint attachment's `url`, for a user who may see the complaint; else null. */
export function complaintFileResponse(url: string, user: UserState): Response | null {
  for (const c of db.complaints) {
    const attachment = c.attachments.find((a) => a.url === url) ?? c.serviceReports?.find((r) => r.url === url);
    if (attachment) return visibleTo(c, user) ? fileDownload(attachedFile(attachment, c.caseNumber), attachment.fileName) : null;
  }
  return null;
}

function caseList(closed: boolean) {
  return authed(({ url, user }) => {
    const scope = scopeFor(user, url);
    const matched = db.complaints
      .filter((c) => inScope(c, scope) && (c.status === "Closed") === closed)
      .sort((a, b) => b.createdDate.localeCompare(a.createdDate));
    const result = paginate(matched, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 12));
    return ok({ cases: result.items.map(view), totalElements: result.totalElements, totalPages: result.totalPages });
  });
}

export const complaintHandlers = [
  /**
   * Register a complaint: multipart `files` (several) and `complaintData` (JSON string). Creates
   * the complaint (origin Customer Portal, status Registered) and its Complaint ticket, whose
   * ticketNumber is the case number, so it shows in the tickets list.
   *
   * An asset that is not listed: no `assetId`, and `registerAssetData` `{ serialOcNumber,
   * division, region }` instead. Its rules are asset-creation's; a serial/OC number that already
   * has a request is a 400 'A request for Serial/OC number <serial> already exists!', one an
   * installed asset carries is 'Equipment model & Sr No already exists!'. The request is recorded
   * as an asset registration (complaintsFlow true, the complaint's case number as its ticket).
   */
  http.post(
    "*/api/enquiryapi/enquiry/services/complaints",
    authed(async ({ request, user }) => {
      let form: FormData;
      try {
        form = await request.formData();
      } catch {
        return fail(400, "multipart/form-data expected");
      }
      let data: Record<string, unknown> | null = null;
      try {
        data = record(JSON.parse(String(form.get("complaintData") ?? "")));
      } catch {
        data = null;
      }
      if (!data) return fail(400, "complaintData is required");
      const type = String(data.complaintType ?? "");
      if (!COMPLAINT_TYPES.includes(type)) return fail(400, "Complaint type is required");
      const unlisted = record(data.registerAssetData);
      const hasAssetId = data.assetId !== undefined && data.assetId !== null && data.assetId !== "";
      let registerAssetData: { serialOcNumber: string; division: string; region: string } | undefined;
      const asset = hasAssetId || !unlisted ? visibleAsset(data.assetId, user) : undefined;
      if (unlisted && !hasAssetId) {
        registerAssetData = { serialOcNumber: trimmed(unlisted.serialOcNumber), division: trimmed(unlisted.division), region: trimmed(unlisted.region) };
        const problem = registrationProblem(registerAssetData);
        if (problem) return fail(400, problem);
        if (ORDER_TYPES.includes(type)) return fail(400, "Complaint type is required");
        const existing = existingRequest(registerAssetData.serialOcNumber);
        if (existing) return fail(400, `A request for Serial/OC number ${existing.serialOcNumber} already exists!`);
        if (isKnownSerial(registerAssetData.serialOcNumber)) return fail(400, "Equipment model & Sr No already exists!");
      } else if (!asset) return fail(400, "Asset is required");
      const reason = optionalText(data.reasonToComplaint);
      if (!reason) return fail(400, "Reason is required");
      const enquiryId = optionalText(data.enquiryId);
      if ((type === "ACTIVE_ORDER" || type === "ACTIVE_ENQUIRY") && !enquiryId) return fail(400, "Order/Enquiry id is required");
      const files = form.getAll("files").filter((f): f is File => typeof f !== "string");
      for (const file of files) {
        const problem = fileProblem(file);
        if (problem) return fail(400, problem);
      }

      const now = new Date().toISOString();
      const n = db.complaints.length;
      const id = `CMP-${pad(n + 1, 4)}`;
      // The files are kept with the complaint: its page lists them, fileBlobUrl serves them (issue 32 §2).
      const attachments: ComplaintAttachment[] = [];
      for (const [k, file] of files.entries()) {
        const attachmentId = `CATT-${pad(90000 + n * 10 + k, 5)}`;
        const ext = file.name.slice(file.name.lastIndexOf(".")).toLowerCase();
        attachments.push({ id: attachmentId, fileName: file.name, contentType: FILE_CONTENT_TYPES[ext] ?? "application/octet-stream", createdDate: now, url: complaintAttachmentUrl(attachmentId, file.name), bytes: new Uint8Array(await file.arrayBuffer()) });
      }
      const caseNumber = `CAS-${pad(40000 + n, 6)}`;
      const owner = owners[n % owners.length];
      const contactName = `${user.firstName} ${user.lastName}`;
      const assetName = asset ? (asset.name ?? asset.thermaxName) : (registerAssetData?.serialOcNumber ?? "");
      // An asset that is not listed belongs to the caller's own account until it is validated.
      const accountId = asset ? asset.accountId : user.accountId;
      const tcaUser = asset ? asset.tcaUser : user.tcaUser;
      const division = (asset?.division ?? registerAssetData?.division) as Division;
      db.complaints.push({
        id,
        caseNumber,
        status: "Registered",
        statusDate: now,
        createdDate: now,
        lastModifiedDate: now,
        contactId: user.userId,
        contactName,
        assetId: asset?.id ?? null,
        assetName,
        description: typeof data.description === "string" ? data.description : "",
        complaintType: type,
        reasonToComplaint: reason,
        ownerName: owner.name,
        ownerEmail: owner.email,
        ownerMobilePhone: owner.phone,
        origin: "Customer Portal",
        proposedResolution: null,
        attachments,
        registration: {
          complaintType: type,
          enquiryId,
          reasonToComplaint: reason,
          poNumber: optionalText(data.poNumber),
          priority: optionalText(data.priority),
          country: optionalText(data.country),
          spareList: textList(data.spareList),
          serviceList: textList(data.serviceList),
          fileNames: files.map((f) => f.name),
          ...(registerAssetData ? { registerAssetData } : {}),
        },
        accountId,
        tcaUser,
      });
      if (registerAssetData) {
        db.assetRegistrations.push({
          ticketNumber: caseNumber,
          ...registerAssetData,
          accountId,
          accountName: db.companies.find((c) => c.id === accountId)?.name ?? "",
          complaintsFlow: true,
          userId: user.userId,
          createdAt: now,
        });
      }
      db.tickets.push({
        ticketNumber: caseNumber,
        assetId: asset?.id ?? null,
        assetName,
        product: PRODUCT_FAMILY[division] ?? asset?.productFamily ?? null,
        createdOn: now,
        createdBy: contactName,
        type: "Complaint",
        status: "Registered",
        updatedMessage: "<p>Complaint is <b>Registered</b>.</p>",
        contactId: user.userId,
        accountId,
        tcaUser,
      });
      return ok({ caseNumber });
    }),
  ),

  http.get("*/api/serviceapi/cases/user/", caseList(false)),
  http.get("*/api/serviceapi/cases/history/user/", caseList(true)),
  /**
   * A complaint's service reports (`get-case-service-reports/{caseId}`, id or case number):
   * `{ reports: [{ id, reportNumber, fileName, contentType, size, visitDate, engineerName,
   * createdDate, url }] }`, newest first; 404 as the detail. `url` goes to fileBlobUrl.
   */
  http.get(
    "*/api/serviceapi/get-case-service-reports/:caseId",
    authed(({ params, user }) => {
      const c = db.complaints.find((x) => x.id === params.caseId || x.caseNumber === params.caseId);
      if (!c || !visibleTo(c, user)) return notFound("Complaint not found");
      const reports = (c.serviceReports ?? []).map(({ bytes, ...r }) => ({ ...r, size: attachedFile({ ...r, bytes }, c.caseNumber).size }));
      return ok({ reports });
    }),
  ),
  http.get(
    "*/api/serviceapi/cases/detail/:id",
    authed(({ params, user }) => {
      const c = db.complaints.find((x) => x.id === params.id || x.caseNumber === params.id);
      if (!c || !visibleTo(c, user)) return notFound("Complaint not found");
      return ok(view(c));
    }),
  ),
];
