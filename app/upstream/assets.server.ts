import { z } from "zod";
import { id, text } from "./shapes";
import type { AssetRecord } from "~/domain/asset-data";
import { callUpstream, type TokenSource } from "./client.server";

/**
 * Asset calls (spec document 3 section 7, "Assets"; paths in docs/upstream-api.md): the list,
 * one asset, the filter data, favourites, the customer's own name, location and product
 * preferences, the pickers' full list, the asset page's contract and orders, and the account
 * update of asset deep links.
 */
const count = z.object({ totalCount: z.number().int().nonnegative(), unreadCount: z.number().int().nonnegative() }).catch({ totalCount: 0, unreadCount: 0 });

const asset = z.object({
  id,
  /** The record's company by name (beyond the spec; a dealer's list mixes companies, issue 32 §4); null when not sent. */
  accountName: text,
  name: text,
  thermaxName: z.string(),
  division: text,
  poNumber: text,
  productFamily: text,
  city: text,
  state: text,
  ascEndDate: text,
  warrantyExpiredDate: text,
  commisioningStatus: text,
  ibgCommissioningDate: text,
  edd: text,
  /** Spec document 3 section 9's asset date and warranty state; the project stage of an asset being installed (issue 33 §3). */
  installationDate: text,
  warrantyStatus: text,
  projectStage: text,
  isFvrt: z.boolean().nullish().transform(Boolean),
  documentCount: z
    .object({ drawings: count, reports: count, others: count })
    .nullish()
    .transform((c) => c ?? { drawings: { totalCount: 0, unreadCount: 0 }, reports: { totalCount: 0, unreadCount: 0 }, others: { totalCount: 0, unreadCount: 0 } }),
}) satisfies z.ZodType<AssetRecord>;
export type Asset = z.infer<typeof asset>;

const assetPage = z
  .object({ assets: z.object({ assets: z.array(asset), totalPages: z.number().int().nonnegative(), totalElements: z.number().int().nonnegative() }) })
  .transform((d) => d.assets);
export type AssetPage = z.infer<typeof assetPage>;

export interface AssetListOptions {
  view: "my" | "all";
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** `division_…$location_…$status_…` (app/domain/assets.ts `encodeAssetFilter`). */
  filterBy?: string;
  /** Dealers only (`dealerListParams`). */
  tcaUser?: string;
  signal?: AbortSignal;
}

/** All Assets, or My Assets (`isFvrt=true`: favourites, narrowed by the saved preferences upstream). */
export function listAssets(tokens: TokenSource, opts: AssetListOptions): Promise<AssetPage> {
  return callUpstream(
    "/assetsApi/assets/get-assets-v2",
    {
      query: {
        page: opts.page,
        pageSize: opts.pageSize,
        filterBy: opts.filterBy,
        isFvrt: opts.view === "my" ? true : undefined,
        tcaUser: opts.tcaUser,
      },
      schema: assetPage,
      signal: opts.signal,
    },
    tokens,
  );
}

/** One asset; the upstream answers 404 for an asset outside the caller's account or dealer code. */
export function getAsset(tokens: TokenSource, assetId: string, signal?: AbortSignal): Promise<Asset> {
  return callUpstream(`/assetsApi/assets/get-asset-by-id/${encodeURIComponent(assetId)}`, { schema: asset, signal }, tokens);
}

const filterEntry = z.object({ city: text, state: text, division: text });
export type FilterData = z.infer<typeof filterEntry>[];

export function assetFilterData(tokens: TokenSource, opts: { tcaUser?: string; signal?: AbortSignal }): Promise<FilterData> {
  return callUpstream("/assetsApi/assets/asset-filters", { query: { tcaUser: opts.tcaUser }, schema: z.array(filterEntry), signal: opts.signal }, tokens);
}

/** Favourite toggle: `{ userId, assetId, isFavorite }`. Never retried. */
export function setFavourite(tokens: TokenSource, body: { userId: string; assetId: string; isFavorite: boolean }): Promise<unknown> {
  return callUpstream("/assetsApi/assets/populateFavoriteAssets", { method: "POST", body, schema: z.unknown() }, tokens);
}

/** The customer's own name for the asset: PUT assets/{id} `{ name }`. */
export function renameAsset(tokens: TokenSource, assetId: string, name: string): Promise<Asset> {
  return callUpstream(`/assetsApi/assets/${encodeURIComponent(assetId)}`, { method: "PUT", body: { name }, schema: asset }, tokens);
}

const preferences = z.object({ city: text, state: text, division: text });
export type SavedPreferences = z.infer<typeof preferences>;

export function getPreferences(tokens: TokenSource, signal?: AbortSignal): Promise<SavedPreferences> {
  return callUpstream("/assetsApi/assets/get-user-asset-preferences", { schema: preferences, signal }, tokens);
}

/** city, state and division as semicolon-joined lists (or null), `isSubmit: true`. */
export function savePreferences(tokens: TokenSource, body: SavedPreferences & { isSubmit: true }): Promise<SavedPreferences> {
  return callUpstream("/assetsApi/assets/save-user-preferences-for-asset", { method: "POST", body, schema: preferences }, tokens);
}

const pickerAsset = z.object({ id, name: text, thermaxName: z.string(), division: z.string(), poNumber: text.optional() });
export type PickerAsset = z.infer<typeof pickerAsset>;

/** Every asset the user may pick in a dialog (the spec's default page size, 500). */
export async function listPickerAssets(tokens: TokenSource, opts: { tcaUser?: string; signal?: AbortSignal }): Promise<PickerAsset[]> {
  const page = await callUpstream(
    "/assetsApi/assets/get-assets-v2",
    { query: { page: 0, pageSize: 500, tcaUser: opts.tcaUser }, schema: z.object({ assets: z.object({ assets: z.array(pickerAsset) }) }), signal: opts.signal },
    tokens,
  );
  return page.assets.assets;
}

const contract = z.object({
  serviceId: id,
  orderedItem: text,
  description: text,
  expirationDate: text,
  contractEndDate: text,
  completedCount: z.number().nullish(),
  visitsCount: z.number().nullish(),
  pendingCount: z.number().nullish(),
});
export type ActiveContract = z.infer<typeof contract>;

/** The asset's active (not expired) service contracts. */
export function activeContractsOf(tokens: TokenSource, assetId: string, signal?: AbortSignal): Promise<ActiveContract[]> {
  return callUpstream(`/serviceapi/get-active-service-contract/${encodeURIComponent(assetId)}`, { schema: z.array(contract), signal }, tokens);
}

/** What happened to the asset (`history/{assetId}`), newest first; `type` a code labels.ts words. */
const assetEvent = z.object({ date: z.string(), type: z.string(), reference: text });
export type AssetEvent = z.infer<typeof assetEvent>;

export async function assetHistory(tokens: TokenSource, assetId: string, signal?: AbortSignal): Promise<AssetEvent[]> {
  const answer = await callUpstream(`/assetsApi/assets/history/${encodeURIComponent(assetId)}`, { schema: z.object({ history: z.array(assetEvent) }), signal }, tokens);
  return answer.history;
}

/** Service visits done under the user's contracts (`services/history/getServices`), newest first. */
const serviceVisit = z.object({ visitId: z.string(), serviceId: z.string(), assetId: text, assetName: text, serviceName: text, visitDate: z.string(), engineerName: text });
export type ServiceVisitDone = z.infer<typeof serviceVisit>;

export async function serviceHistory(tokens: TokenSource, opts: { assetId: string; size: number; tcaUser?: string; signal?: AbortSignal }) {
  return callUpstream(
    "/serviceapi/services/history/getServices",
    { query: { page: 0, size: opts.size, assetId: opts.assetId, tcaUser: opts.tcaUser }, schema: z.object({ services: z.array(serviceVisit), totalElements: z.number().int().nonnegative() }), signal: opts.signal },
    tokens,
  );
}

const order = z.object({
  id,
  erpOrderNumber: text,
  customerPo: text,
  type: text,
  opportunityType: text,
  erpStatus: text,
  edd: text,
});
export type AssetOrder = z.infer<typeof order>;

/** The asset's active orders, a preview page (spec: active orders, page 0, size 3). */
export async function activeOrdersPreview(tokens: TokenSource, assetId: string, size: number, signal?: AbortSignal) {
  const page = await callUpstream(
    `/orderapi/v2/orders/${encodeURIComponent(assetId)}`,
    { query: { page: 0, pageSize: size }, schema: z.object({ order: z.object({ orderInfo: z.array(order), totalElements: z.number().int().nonnegative() }) }), signal },
    tokens,
  );
  return page.order;
}

/**
 * Account update for an asset deep link (spec document 1 sections 4 and 7): the link's contactId
 * and accountId, each base64-encoded, as the two fields of the call.
 */
export function updateAccount(tokens: TokenSource, link: { contactId: string; accountId: string }, signal?: AbortSignal): Promise<unknown> {
  const b64 = (s: string) => Buffer.from(s, "utf8").toString("base64");
  return callUpstream(
    "/userapi/api/um/account-update",
    { method: "POST", body: { contactRef: b64(link.contactId), accountRef: b64(link.accountId) }, schema: z.unknown(), signal },
    tokens,
  );
}
