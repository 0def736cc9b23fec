import { ASSET_TEST_ACCOUNTS } from "./assets";
import { isoDays, pad } from "./prng";
import { DOCUMENT_COUNT_KEY, DOCUMENT_TYPES, type Asset, type AssetDocument, type DocumentType } from "./types";

/**
 * Documents per asset, as many per category as the asset's `documentPlan` says, the newest
 * `unreadCount` of each unread (nobody has opened them), the rest read by everyone ("*").
 * Titles cycle through what an installed base really holds; every fourth drawing and report
 * and every third other document is a PNG (a sketch or photo), the rest are PDFs.
 *
 * Two sets are shaped for tests and measurements:
 * - AST-0003 (customer@demo.test's favourite) holds 20 scanned drawings of about 2.5 MB each
 *   (about 50 MB), for the download-all memory figure (docs/decisions/017);
 * - the first asset of each asset-test account holds a fixed set, one with a file name full of
 *   characters a Content-Disposition header must not carry raw (quotes, a slash, a dash outside
 *   ASCII, a semicolon, a bidi override, CR LF).
 */
const TITLES: Record<DocumentType, readonly string[]> = {
  "Engineering Drawing": ["General arrangement drawing", "P&ID", "Foundation drawing", "Layout sketch", "Electrical wiring diagram", "Nozzle orientation drawing"],
  Reports: ["Commissioning report", "Service report", "Performance test report", "Inspection photos", "Water analysis report"],
  "Other Documents": ["Operation and maintenance manual", "Warranty certificate", "Site photo", "Spare parts list", "Training attendance sheet"],
};

const PNG_EVERY: Record<DocumentType, number> = { "Engineering Drawing": 4, Reports: 4, "Other Documents": 3 };

export const SCAN_ASSET = "AST-0003";
export const SCAN_COUNT = 20;
const SCAN_BYTES = 2_500_000;

/** The fixed documents of each asset-test account's first asset: [type, title, file name, png]. */
export const TEST_DOCUMENTS: readonly [DocumentType, string, string, boolean][] = [
  ["Engineering Drawing", "General arrangement drawing", "GA drawing Rev B.pdf", false],
  ["Engineering Drawing", "P&ID", "P&ID sheet 1.pdf", false],
  ["Engineering Drawing", "Layout sketch", "Layout sketch.png", true],
  // Quotes, a slash, a dash outside ASCII, a semicolon, a right-to-left override and a line break.
  ["Reports", "Service report", 'Service report "Oct" 2026/27 – Kochi;\u202E final\r\n.pdf', false],
  ["Reports", "Commissioning report", "Commissioning report.pdf", false],
  ["Other Documents", "Warranty certificate", "Warranty certificate.pdf", false],
];

function docUrl(assetId: string, cvId: string, fileName: string) {
  return `https://docs.thermax.test/asset-documents/${assetId}/${cvId}/${encodeURIComponent(fileName)}`;
}

export function seedDocuments(assets: Asset[]): AssetDocument[] {
  const docs: AssetDocument[] = [];
  const add = (asset: Asset, fields: Omit<AssetDocument, "cvId" | "assetId" | "url">) => {
    const cvId = `CV-${pad(docs.length + 1, 6)}`;
    docs.push({ cvId, assetId: asset.id, url: docUrl(asset.id, cvId, fields.fileName), ...fields });
  };
  const model = (asset: Asset) => asset.thermaxName.split(" ").at(-1) ?? asset.id;
  const firstTestAssets = new Set(ASSET_TEST_ACCOUNTS.map((acc) => assets.find((a) => a.accountId === acc)?.id));

  for (const asset of assets) {
    if (firstTestAssets.has(asset.id)) {
      TEST_DOCUMENTS.forEach(([type, title, fileName, png], k) => {
        // The first of each category starts unread.
        const firstOfType = TEST_DOCUMENTS.findIndex(([t]) => t === type) === k;
        add(asset, { title, fileName, fileType: png ? "png" : "pdf", type, createdDate: isoDays(-10 - k * 7, 9), scanBytes: 0, viewedBy: firstOfType ? [] : ["*"] });
      });
      continue;
    }
    for (const type of DOCUMENT_TYPES) {
      const plan = asset.documentPlan[DOCUMENT_COUNT_KEY[type]];
      const scans = asset.id === SCAN_ASSET && type === "Engineering Drawing";
      const total = scans ? SCAN_COUNT : plan.totalCount;
      for (let k = 0; k < total; k++) {
        const titles = TITLES[type];
        const png = !scans && (k + 1) % PNG_EVERY[type] === 0;
        const base = scans ? `General arrangement drawing sheet ${pad(k + 1, 2)} of ${SCAN_COUNT} (scan)` : `${titles[k % titles.length]}${k >= titles.length ? ` ${Math.floor(k / titles.length) + 1}` : ""}`;
        add(asset, {
          title: base,
          fileName: `${base} ${model(asset)}.${png ? "png" : "pdf"}`,
          fileType: png ? "png" : "pdf",
          type,
          // Newest first: k = 0 is the most recent.
          createdDate: isoDays(-3 - k * 11 - DOCUMENT_TYPES.indexOf(type), 10),
          scanBytes: scans ? SCAN_BYTES + k * 1_000 : 0,
          viewedBy: k < plan.unreadCount ? [] : ["*"],
        });
      }
    }
  }
  return docs;
}

export function isViewedBy(doc: AssetDocument, userId: string): boolean {
  return doc.viewedBy.includes("*") || doc.viewedBy.includes(userId);
}
