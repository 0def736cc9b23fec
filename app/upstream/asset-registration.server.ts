import { z } from "zod";
import { callUpstream, type TokenSource } from "./client.server";
import { ticketNumberSchema } from "./requests.server";

/**
 * Register Asset calls (spec document 3 section 7, "Assets"): asset-creation and the regions and
 * divisions lookups. Paths in docs/upstream-api.md.
 */

export interface NewAsset {
  data: { serialOcNumber: string; division: string; region: string };
  accountId: string;
  accountName: string;
  /** The spec sends the string "true" or "false". */
  complaintsFlow: "true" | "false";
}

const created = z.object({ ticketNumber: ticketNumberSchema });

/** POST asset-creation: the registration request's ticket number. A 400 names a duplicate or a bad division. */
export async function addAsset(tokens: TokenSource, body: NewAsset) {
  return (await callUpstream("/assetsApi/assets/asset-creation", { method: "POST", body, schema: created }, tokens)).ticketNumber;
}

const codes = z.array(z.string());

export function regionCodes(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/assetsApi/assets/regions", { schema: codes, signal }, tokens);
}

export function divisionCodes(tokens: TokenSource, signal?: AbortSignal) {
  return callUpstream("/assetsApi/assets/divisions", { schema: codes, signal }, tokens);
}

/** Both lookups, started together; a failed one is null (the form falls back to the spec's lists). */
export async function registrationLookups(tokens: TokenSource, signal?: AbortSignal) {
  const [regions, divisions] = await Promise.all([
    regionCodes(tokens, signal).catch(() => null),
    divisionCodes(tokens, signal).catch(() => null),
  ]);
  return { regions, divisions };
}
