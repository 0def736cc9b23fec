import { z } from "zod";
import { id, text } from "./shapes";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Complaint calls (spec document 3 section 7, "Complaints and service"; paths in
 * docs/upstream-api.md, "Later domains"): the pickers of the Register a Complaint dialog, the
 * multipart submit and the complaint details.
 */


/** Every asset the user may complain about: the shared picker list (assets.server.ts). */
export { listPickerAssets as listComplaintAssets, type PickerAsset } from "./assets.server";

const activeOrder = z.object({ id, erpOrderNumber: z.string(), erpStatus: z.string(), type: z.string().nullish() });
const orderPage = z.object({ order: z.object({ orderInfo: z.array(activeOrder), totalElements: z.number() }) });
export type ActiveOrder = z.infer<typeof activeOrder>;

/** The asset's active (not closed) orders. */
export async function activeOrdersOf(tokens: TokenSource, assetId: string, signal?: AbortSignal) {
  const page = await callUpstream(
    `/orderapi/v2/orders/${encodeURIComponent(assetId)}`,
    { query: { page: 0, pageSize: 50 }, schema: orderPage, signal },
    tokens,
  );
  return page.order.orderInfo;
}

const activeEnquiry = z.object({ id, name: z.string(), status: z.string() });
const enquiryPage = z.object({ enquiries: z.array(activeEnquiry), totalElements: z.number() });
export type ActiveEnquiry = z.infer<typeof activeEnquiry>;

/** The asset's active enquiries (enquiry paging: pageNo and pageSize). */
export async function activeEnquiriesOf(tokens: TokenSource, assetId: string, signal?: AbortSignal) {
  const page = await callUpstream(
    "/enquiryapi/enquiry/active",
    { query: { assetId, pageNo: 0, pageSize: 50 }, schema: enquiryPage, signal },
    tokens,
  );
  return page.enquiries;
}

const catalogueItem = z.object({ id, partCode: z.string(), name: z.string() });
export type CatalogueItem = z.infer<typeof catalogueItem>;

/** Spare recommendations for the asset (the complaint's spare[] choices). */
export async function sparesOf(tokens: TokenSource, assetId: string, signal?: AbortSignal) {
  const answer = await callUpstream(
    `/assetsApi/assets/spare-recommendations/${encodeURIComponent(assetId)}`,
    { schema: z.object({ spares: z.array(catalogueItem) }), signal },
    tokens,
  );
  return answer.spares;
}

/** Services offered for the asset (the complaint's service[] choices). */
export async function servicesOf(tokens: TokenSource, assetId: string, signal?: AbortSignal) {
  const answer = await callUpstream("/enquiryapi/enquiry/services", { query: { assetId }, schema: z.object({ services: z.array(catalogueItem) }), signal }, tokens);
  return answer.services;
}

export interface ComplaintData {
  complaintType: string;
  enquiryId: string | null;
  /** null for an asset that is not listed, which `registerAssetData` describes instead. */
  assetId: string | null;
  registerAssetData?: { serialOcNumber: string; division: string; region: string };
  spareList: string[];
  serviceList: string[];
  reasonToComplaint: string;
  country: string;
  description: string;
  poNumber: string | null;
  priority: string;
}

const created = z.object({ caseNumber: z.string() });

/** POST enquiry/services/complaints (multipart: `files` and `complaintData` as a JSON string). Never retried. */
export async function registerComplaint(tokens: TokenSource, data: ComplaintData, files: File[]) {
  const body = new FormData();
  for (const file of files) body.append("files", file, file.name);
  body.append("complaintData", JSON.stringify(data));
  const result = await callUpstream("/enquiryapi/enquiry/services/complaints", { method: "POST", body, schema: created }, tokens);
  return result.caseNumber;
}

/** A file the customer attached when reporting (issue 32 §2); `url` is the document store's, never shown. */
const attachment = z.object({
  id,
  fileName: z.string(),
  contentType: text,
  size: z.number().int().nonnegative().nullish().transform((v) => v ?? null),
  createdDate: text,
  url: z.string(),
});
export type ComplaintAttachment = z.infer<typeof attachment>;

const complaint = z.object({
  id,
  caseNumber: text,
  status: text,
  statusDate: text,
  createdDate: text,
  lastModifiedDate: text,
  contactName: text,
  /** Beyond the spec's Complaint (issue 40 §3, decision 086): the asset's id, the type and reason chosen; absent ones are left out. */
  assetId: text,
  assetName: text,
  complaintType: text,
  reasonToComplaint: text,
  description: text,
  ownerName: text,
  ownerEmail: text,
  ownerMobilePhone: text,
  origin: text,
  proposedResolution: text,
  attachments: z.array(attachment).nullish().transform((v) => v ?? []),
});
export type ComplaintDetails = z.infer<typeof complaint>;

export function complaintDetails(tokens: TokenSource, complaintId: string, signal?: AbortSignal) {
  return callUpstream(`/serviceapi/cases/detail/${encodeURIComponent(complaintId)}`, { schema: complaint, signal }, tokens);
}

/** A service engineer's report on a complaint (issue 33 §3); `url` is the document store's, never shown. */
const serviceReport = attachment.extend({ reportNumber: text, visitDate: text, engineerName: text });
export type ComplaintServiceReport = z.infer<typeof serviceReport>;

/** GET get-case-service-reports/{caseId}: the complaint's service reports, newest first; 404 outside the company. */
export async function complaintServiceReports(tokens: TokenSource, complaintId: string, signal?: AbortSignal) {
  const answer = await callUpstream(
    `/serviceapi/get-case-service-reports/${encodeURIComponent(complaintId)}`,
    { schema: z.object({ reports: z.array(serviceReport).nullish().transform((v) => v ?? []) }), signal },
    tokens,
  );
  return answer.reports;
}
