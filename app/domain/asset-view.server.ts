import { otherCompany } from "./company";
import { countText } from "./format";
import { formatDate } from "./dates";
import { commissioningLabel, coverageOf, DOCUMENT_CATEGORIES, keyDate, type Coverage } from "./assets";
import type { AssetFacts } from "~/ui/assets/types";
import type { Asset } from "~/upstream/assets.server";

/**
 * What an asset card and the asset page show, formatted on the server (dates in India time), so
 * the views get strings and no date library reaches the browser.
 */
export function coverageText(coverage: Coverage | null): AssetFacts["coverage"] {
  if (!coverage) return null;
  return { label: coverage.kind, text: coverage.expired ? "Expired" : `Until ${formatDate(coverage.until)}`, expired: coverage.expired };
}

export function assetFacts(asset: Asset, today: string, headerCompany = ""): AssetFacts {
  const date = keyDate(asset);
  const place = [asset.city, asset.state].filter(Boolean).join(", ");
  return {
    id: asset.id,
    title: asset.name ?? asset.thermaxName,
    thermaxName: asset.name ? asset.thermaxName : null,
    company: headerCompany ? otherCompany(asset.accountName, headerCompany) : null,
    productFamily: asset.productFamily ?? "NA",
    status: commissioningLabel(asset.commisioningStatus),
    keyDate: { label: date.label, value: formatDate(date.date) },
    coverage: coverageText(coverageOf(asset, today)),
    location: place || "NA",
    poNumber: asset.poNumber ?? "NA",
    isFvrt: asset.isFvrt,
    documents: DOCUMENT_CATEGORIES.map((c) => {
      const count = asset.documentCount[c.key];
      return {
        key: c.key,
        label: c.label,
        total: countText(count.totalCount),
        unread: count.unreadCount,
        unreadText: countText(count.unreadCount),
        href: `/asset/${encodeURIComponent(asset.id)}?category=${c.key}#documents`,
      };
    }),
  };
}
