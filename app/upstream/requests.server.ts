import { z } from "zod";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * The requests that end in a ticket (spec document 3 section 7; paths in docs/upstream-api.md):
 * callback, report a missing asset, planned shutdown. POSTs, never retried (007).
 */

/** A ticket number (TCK-300001): anything else is a malformed answer, never a result to show. */
export const ticketNumberSchema = z.string().regex(/^[A-Z]{2,8}-\d{1,12}$/);
const ticketNumber = ticketNumberSchema;
const ticketObject = z.object({ ticketNumber }).transform((v) => v.ticketNumber);
/** Some calls answer the number itself as `data`, others `{ ticketNumber }`: accept both. */
const ticket = z.union([ticketNumber, ticketObject]);

export interface CallbackRequest {
  mobileNumber: string;
  emailId: string;
  message: string;
}

/** register-support-request: the ticket number of the callback. */
export function requestCallback(tokens: TokenSource, body: CallbackRequest) {
  return callUpstream("/userapi/api/um/register-support-request", { method: "POST", body, schema: ticket }, tokens);
}

export interface MissingAssetReport extends CallbackRequest {
  division: string;
}

export function reportMissingAsset(tokens: TokenSource, body: MissingAssetReport) {
  return callUpstream("/assetsApi/assets/report-missing-asset", { method: "POST", body, schema: ticket }, tokens);
}

export interface PlannedShutdown {
  shutdownDate: string;
  plannedActivities: string;
  additionalNotes: string;
  assetId: string;
  /** The asset's display name, as the spec's payload carries it. */
  asset: string;
}

export function planShutdown(tokens: TokenSource, body: PlannedShutdown) {
  return callUpstream("/enquiryapi/enquiry/plan-shutdown", { method: "POST", body, schema: ticket }, tokens);
}
