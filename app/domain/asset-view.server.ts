import { otherCompany } from "./company";
import { countText } from "./format";
import { formatDate } from "./dates";
import { commissioningLabel, coverageOf, DOCUMENT_CATEGORIES, keyDate, projectSteps, type Coverage } from "./assets";
import { projectStageLabel, warrantyStatusLabel } from "./labels";
import type { AssetFacts, AssetRecord } from "./asset-data";

/**
 * What an asset card and the asset page show, formatted on the server (dates in India time), so
 * the views get strings and no date library reaches the browser.
 */
export function coverageText(coverage: Coverage | null): AssetFacts["coverage"] {
  if (!coverage) return null;
  return { label: coverage.kind, text: coverage.expired ? "Expired" : `Until ${formatDate(coverage.until)}`, expired: coverage.expired };
}

export function assetFacts(asset: AssetRecord, today: string, headerCompany = ""): AssetFacts {
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

/**
 * What only the asset page shows (issue 33 §3): the installation date, the warranty's state with
 * its date, and the project stage of an asset being installed as stepper steps (labels, the
 * state in words for screen readers, the class from app.css).
 */
export function assetPageDetails(asset: AssetRecord, today: string) {
  const until = asset.warrantyExpiredDate?.slice(0, 10) ?? null;
  // The upstream's state; without one, the date against today (coverageOf's rule).
  const state = warrantyStatusLabel(asset.warrantyStatus) ?? (until ? warrantyStatusLabel(until < today ? "expiredWarranty" : "activeWarranty") : null);
  const expired = state === warrantyStatusLabel("expiredWarranty");
  return {
    installed: asset.installationDate ? formatDate(asset.installationDate) : null,
    warranty: state ? { text: until ? `${state} ${expired ? "on" : "until"} ${formatDate(until)}` : state, expired } : null,
    stages:
      projectSteps(asset.projectStage, asset.commisioningStatus)?.map((s) => ({
        label: projectStageLabel(s.stage),
        current: s.state === "current",
        className: `step step-${s.state}`,
        sr: s.state === "done" ? " (completed)" : s.state === "current" ? " (current stage)" : " (not reached)",
      })) ?? null,
  };
}
