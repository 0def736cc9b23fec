import { z } from "zod";
import { id, text } from "./shapes";
import type { amcEnquiry } from "~/domain/contracts";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Service contracts (docs/upstream-api.md): the active services list, one contract with its
 * visits, the AMC renewal enquiry and its tickets, and the visit reschedule.
 */
const count = z.number().int().nonnegative().nullish().transform((v) => v ?? 0);

const contract = z.object({
  serviceId: id,
  /** The record's company by name (beyond the spec; a dealer's list mixes companies, issue 32 §4); null when not sent. */
  accountName: text,
  orderedItem: text,
  description: text,
  assetId: id.nullish().transform((v) => v ?? null),
  assetName: text,
  thermaxName: text,
  poNumber: text,
  productFamily: text,
  expirationDate: text,
  contractEndDate: text,
  amcDate: text,
  amcExpiried: z.boolean().nullish().transform((v) => v ?? null),
  ownerId: text,
  completedCount: count,
  visitsCount: count,
  pendingCount: count,
  type: text,
  /** The earliest pending visit (YYYY-MM-DD), and the renewal enquiry already raised (decision 074); null when not sent. */
  nextVisitDate: text,
  renewalEnquiryId: id.nullish().transform((v) => v ?? null),
  /** When the open renewal was raised (ISO) and the ticket it opened (issue 32 §2); null when none. */
  renewalRequestedOn: text,
  renewalTicketNumber: text,
  /** A reschedule asked for the next pending visit: the day asked (YYYY-MM-DD) and its ticket (issue 42 §4); null when none. */
  rescheduleRequestedTo: text,
  rescheduleTicketNumber: text,
  /** When that reschedule was asked (ISO; issue 52 §3); null when none or not sent. */
  rescheduleRequestedOn: text,
});
export type Contract = z.infer<typeof contract>;

const contractPage = z.object({ items: z.array(contract), totalResults: z.number().int().nonnegative(), totalPages: z.number().int().nonnegative().optional() });

export interface ContractListQuery {
  page: number;
  size: number;
  tcaUser?: string;
  /** The Contracts filter (docs/decisions/072): `;` lists of product families and AMC statuses, one asset. */
  product?: string;
  amcStatus?: string;
  assetId?: string;
  signal?: AbortSignal;
}

export function listContracts(tokens: TokenSource, q: ContractListQuery) {
  const query = { page: q.page, size: q.size, tcaUser: q.tcaUser, product: q.product, amcStatus: q.amcStatus, assetId: q.assetId };
  return callUpstream("/serviceapi/getActiveServices", { query, schema: contractPage, signal: q.signal }, tokens);
}

const visit = z.object({ visitId: id, visitDate: text, status: text, engineerName: text, rescheduleRequestedTo: text, rescheduleTicketNumber: text, rescheduleRequestedOn: text });
export type Visit = z.infer<typeof visit>;

const contractDetail = contract.extend({ visits: z.array(visit).nullish().transform((v) => v ?? []), totalResults: z.number().int().nonnegative().nullish() });
export type ContractDetail = z.infer<typeof contractDetail>;

/** One contract and a page of its visits: this call pages from 1 (page 1, size 12). */
export function contractById(tokens: TokenSource, serviceId: string, q: { page: number; size: number; signal?: AbortSignal }) {
  return callUpstream(
    `/serviceapi/getActiveServicesDetail/${encodeURIComponent(serviceId)}`,
    { query: { page: q.page, size: q.size }, schema: contractDetail, signal: q.signal },
    tokens,
  );
}

/** Create the AMC renewal enquiry (never retried); answers its id. */
export async function createAmcEnquiry(tokens: TokenSource, body: ReturnType<typeof amcEnquiry>) {
  const answer = await callUpstream("/enquiryapi/enquiry/amc", { method: "POST", body, schema: z.object({ enquiryId: id }) }, tokens);
  return answer.enquiryId;
}

/** The ticket numbers the enquiry opened (a list in `data`). */
export function enquiryTicketNumbers(tokens: TokenSource, enquiryId: string, signal?: AbortSignal) {
  return callUpstream(`/enquiryapi/enquiry/${encodeURIComponent(enquiryId)}/tickets`, { schema: z.array(z.string()), signal }, tokens);
}

/** Reschedule the asset's next visit: `data` is the ticket number. Never retried. */
export function rescheduleVisit(tokens: TokenSource, body: { assetId: string; amcOwner: string; rescheduleDate: string }) {
  return callUpstream("/serviceapi/reschedule-visit", { method: "POST", body, schema: z.string().min(1) }, tokens);
}
