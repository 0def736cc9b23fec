import { productFamilyOf } from "./complaints";

/**
 * The asset picker's rules (spec document 2 section 2.4 'a table for picking an asset', section 8
 * 'No matching assets found.'; document 3 section 3 'Asset (for pickers)': the name with
 * thermaxName in brackets). Every dialog that asks for an asset uses one picker
 * (docs/decisions/071): typed text narrows the user's assets by name, serial/OC number (the model
 * code in thermaxName, the P.O. number) or product family. Pure; see asset-picker.test.ts.
 */

/** Said when the user's assets could not be loaded. */
export const PICKER_FAILED = "We could not load your assets right now. Please try again in a moment.";
/** The spec's empty text of the asset table. */
export const NO_MATCHING_ASSETS = "No matching assets found.";
/** How many matches the picker lists at once (the asset list's page size, spec document 2 section 9). */
export const PICKER_LIMIT = 8;
/** Longer search text is cut (no asset field is longer). */
export const PICKER_QUERY_MAX = 100;
/** The no-JavaScript picker's search field and its button's intent (posted with the whole form). */
export const ASSET_QUERY_FIELD = "assetQuery";
export const FIND_ASSET_INTENT = "find-asset";
/** The picker's data for the combobox (JavaScript): GET `?q=`. */
export const ASSET_PICKER_PATH = "/asset-picker";

/** An asset as the picker offers it. */
export interface PickerOption {
  id: string;
  /** What the picker shows as the choice: the name with thermaxName in brackets (spec). */
  label: string;
  /** The line under it: product family and P.O. number. */
  detail: string;
  /** The product family the asset belongs to (what the forms' Product field shows). */
  family: string;
}

/** What a picker list answers: the first matches and how many there are in all. */
export interface PickerMatches {
  query: string;
  options: PickerOption[];
  total: number;
}

export interface PickableAsset {
  id: string;
  name: string | null;
  thermaxName: string;
  division: string | null;
  productFamily?: string | null;
  poNumber?: string | null;
}

/** Lower case, accents dropped, runs of space and punctuation as one space. */
export function normaliseSearch(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** The typed text as the picker uses it: trimmed and cut to PICKER_QUERY_MAX. */
export function readPickerQuery(value: unknown): string {
  return typeof value === "string" ? value.trim().slice(0, PICKER_QUERY_MAX) : "";
}

export function pickerOption(asset: PickableAsset): PickerOption {
  const family = productFamilyOf(asset.division) || asset.productFamily || "";
  return {
    id: asset.id,
    label: asset.name ? `${asset.name} (${asset.thermaxName})` : asset.thermaxName,
    detail: [family, asset.poNumber ? `P.O. ${asset.poNumber}` : null].filter(Boolean).join(" · "),
    family,
  };
}

/**
 * The assets the text matches, best first: every word of the text must be found in the asset's
 * name, thermaxName (which carries the model and serial code), P.O. number or product family (or
 * the division's code). A name that starts with the text comes first, then a name containing it,
 * then the rest, each in the upstream's order. Empty text matches every asset.
 */
export function matchAssets(
  assets: readonly PickableAsset[],
  query: string,
  limit: number = PICKER_LIMIT,
): PickerMatches {
  const text = normaliseSearch(query);
  const words = text ? text.split(" ") : [];
  const ranked: { rank: number; index: number; asset: PickableAsset }[] = [];
  assets.forEach((asset, index) => {
    const name = normaliseSearch(asset.name ?? "");
    const haystack = normaliseSearch(
      [asset.name, asset.thermaxName, asset.poNumber, productFamilyOf(asset.division), asset.productFamily, asset.division].filter(Boolean).join(" "),
    );
    // Words are matched against the start of the haystack's words, and a code such as "VAM-333"
    // (normalised "vam 333") matches "vam333" typed without its dash as well.
    const compact = haystack.replace(/ /g, "");
    if (!words.every((w) => haystack.includes(w) || compact.includes(w))) return;
    const rank = !text ? 2 : name.startsWith(text) ? 0 : name.includes(text) ? 1 : 2;
    ranked.push({ rank, index, asset });
  });
  ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
  return { query: query.trim(), options: ranked.slice(0, limit).map((r) => pickerOption(r.asset)), total: ranked.length };
}

/** What the combobox receives from `GET /asset-picker` (routes/asset-picker). `failed`: the user's assets could not be loaded. */
export type AssetPickerAnswer = PickerMatches & { failed: boolean };
