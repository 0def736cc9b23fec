import type { AssetRecord } from "./asset-data";

/**
 * What an asset's printed label says (issue 44 §1; docs/decisions/101): the asset's name, its
 * serial/OC number (the maker's name, which carries the model and serial code), the P.O. number,
 * the site, and the address its QR code names: the asset page at the portal's public origin. Pure:
 * the route gives the origin (PORTAL_ORIGIN), the QR code is drawn by app/labels/qr.server.ts.
 */

/** Shown for a value the asset does not have (a label has no room for a sentence). */
export const LABEL_MISSING = "—";

/** One sticker: 62 × 40 mm (a 62 mm label roll cut at 40 mm). */
export const STICKER_MM = { width: 62, height: 40 } as const;

/**
 * The A4 sheet: 3 × 7 labels of 63.5 × 38.1 mm, the common 21-a-sheet stock (Avery L7160 and its
 * equivalents): 15.1 mm top margin, 7.2 mm side margin, 2.5 mm between columns, none between rows.
 */
export const SHEET = { columns: 3, rows: 7, labelMm: { width: 63.5, height: 38.1 }, topMm: 15.1, sideMm: 7.2, gapMm: 2.5 } as const;
export const LABELS_PER_SHEET = SHEET.columns * SHEET.rows;

/** At most this many labels in one print (10 sheets): a longer list is cut, and the page says so. */
export const LABELS_MAX = 10 * LABELS_PER_SHEET;
/** At most this many ticked assets in one request (the Assets tab shows 8 a page). */
export const TICKED_MAX = 50;

export interface AssetLabel {
  id: string;
  name: string;
  serial: string;
  po: string;
  site: string;
  /** The asset page's path, `/asset/AST-0001`. */
  path: string;
  /** The asset page's absolute address, what the QR code names. */
  url: string;
}

export type LabelAsset = Pick<AssetRecord, "id" | "name" | "thermaxName" | "poNumber" | "city" | "state">;

const clean = (value: string | null | undefined) => (value ?? "").replace(/\s+/g, " ").trim();

/** The asset page's path: the address the service worker's kept copy answers too (no query). */
export function assetPagePath(assetId: string): string {
  return `/asset/${encodeURIComponent(assetId)}`;
}

/** The asset page's absolute address at `origin` (a trailing slash on the origin is dropped). */
export function assetPageUrl(origin: string, assetId: string): string {
  return `${origin.replace(/\/+$/, "")}${assetPagePath(assetId)}`;
}

export function assetLabel(asset: LabelAsset, origin: string): AssetLabel {
  const serial = clean(asset.thermaxName);
  const site = [clean(asset.city), clean(asset.state)].filter(Boolean).join(", ");
  return {
    id: asset.id,
    // The customer's name for it, else the maker's (as its card and page title it).
    name: clean(asset.name) || serial || LABEL_MISSING,
    serial: serial || LABEL_MISSING,
    po: clean(asset.poNumber) || LABEL_MISSING,
    site: site || LABEL_MISSING,
    path: assetPagePath(asset.id),
    url: assetPageUrl(origin, asset.id),
  };
}

/** Labels in sheets of LABELS_PER_SHEET, in order; no sheet for no labels. */
export function intoSheets<T>(labels: readonly T[]): T[][] {
  const sheets: T[][] = [];
  for (let i = 0; i < labels.length; i += LABELS_PER_SHEET) sheets.push(labels.slice(i, i + LABELS_PER_SHEET));
  return sheets;
}

/** "21 labels on 1 A4 sheet", "1 label on 1 A4 sheet". */
export function sheetSummary(labels: number): string {
  const sheets = Math.ceil(labels / LABELS_PER_SHEET);
  return `${labels} ${labels === 1 ? "label" : "labels"} on ${sheets} A4 ${sheets === 1 ? "sheet" : "sheets"}`;
}

/** Ticked assets, in the order ticked, each once; null when there are too many or one is malformed. */
export function tickedIds(values: readonly string[], valid: RegExp): string[] | null {
  const ids = [...new Set(values.map((v) => v.trim()).filter(Boolean))];
  if (ids.length > TICKED_MAX || ids.some((id) => !valid.test(id))) return null;
  return ids;
}
