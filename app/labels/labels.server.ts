import QRCode from "qrcode";
import { assetLabel, LABELS_MAX, type AssetLabel } from "~/domain/asset-label";
import { encodeAssetFilter, type AssetFilter } from "~/domain/assets";
import { dealerListParams } from "~/domain/roles";
import { env } from "~/env.server";
import type { Auth } from "~/session/guard.server";
import { getAsset, listAssets, type Asset } from "~/upstream/assets.server";
import { isUpstreamError } from "~/upstream/errors";

/**
 * Asset labels on the server (issue 44 §1; docs/decisions/101): the label's data from the domain's
 * shaping, its QR code drawn here as an SVG string by `qrcode` (no script reaches the browser), and
 * the assets of a label sheet read with the calls the Assets tab already makes.
 */

/** A label with its QR code, an SVG string made by `qrcode` from the portal's own address. */
export type PrintedLabel = AssetLabel & { qrSvg: string };

/**
 * The QR code of `url` as inline SVG: error correction M (a scuffed sticker still reads), a quiet
 * zone of two modules (the label's own white margin adds to it), no fixed size (CSS sizes it).
 */
export function qrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", margin: 2, errorCorrectionLevel: "M" });
}

/** The label of one asset, its QR code naming the asset page at the portal's public origin. */
export async function printedLabel(asset: Asset): Promise<PrintedLabel> {
  const label = assetLabel(asset, env().PORTAL_ORIGIN);
  return { ...label, qrSvg: await qrSvg(label.url) };
}

/** Assets read per list call when a whole filtered list is printed. */
const PAGE_SIZE = 100;

/**
 * Every asset of the Assets tab's list for `view` and `filter` (the tab's own call and
 * parameters, every page, not only the one shown), up to LABELS_MAX; `total` is the list's count.
 * Throws the upstream's error.
 */
export async function assetsOfList(auth: Auth, opts: { view: "my" | "all"; filter: AssetFilter; signal: AbortSignal }): Promise<{ assets: Asset[]; total: number }> {
  const dealer = dealerListParams({ role: auth.user.cpContactProfile, tcaUser: auth.user.tcaUser });
  const read = (page: number) => listAssets(auth.session, { view: opts.view, page, pageSize: PAGE_SIZE, filterBy: encodeAssetFilter(opts.filter), ...dealer, signal: opts.signal });
  const first = await read(0);
  const pages = Math.min(first.totalPages, Math.ceil(LABELS_MAX / PAGE_SIZE));
  // The remaining pages are independent of each other: asked together.
  const rest = await Promise.all(Array.from({ length: Math.max(pages - 1, 0) }, (_, i) => read(i + 1)));
  const assets = [first, ...rest].flatMap((p) => p.assets).slice(0, LABELS_MAX);
  return { assets, total: first.totalElements };
}

/**
 * The ticked assets, in the order ticked, each by its own call (the upstream's 404 is the owner
 * check: an asset that is not the user's is left out and counted). Throws any other upstream error.
 */
export async function tickedAssets(auth: Auth, ids: readonly string[], signal: AbortSignal): Promise<{ assets: Asset[]; missing: number }> {
  const results = await Promise.allSettled(ids.map((id) => getAsset(auth.session, id, signal)));
  const assets: Asset[] = [];
  let missing = 0;
  for (const result of results) {
    if (result.status === "fulfilled") assets.push(result.value);
    else if (isUpstreamError(result.reason) && result.reason.status === 404) missing++;
    else throw result.reason;
  }
  return { assets, missing };
}
