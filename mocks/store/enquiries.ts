import { dateDays, pad } from "./prng";
import type { Asset, Enquiry } from "./types";

/**
 * Enquiries per asset, for the complaint dialog's "Active Enquiry" type. Assets whose index in
 * their account is 1 have none, so the no-active-enquiry message can be shown; the others get
 * one active enquiry (Drafted or Validated), and every third one a closed one too.
 */
export function seedEnquiries(assets: Asset[]): Enquiry[] {
  const enquiries: Enquiry[] = [];
  const indexInAccount = new Map<string, number>();
  let n = 0;
  for (const asset of assets) {
    const k = indexInAccount.get(asset.accountId) ?? 0;
    indexInAccount.set(asset.accountId, k + 1);
    if (k === 1) continue;
    enquiries.push({
      id: `ENQ-${pad(6100 + n, 6)}`,
      name: `ENQ-${pad(6100 + n, 6)} ${asset.thermaxName}`,
      status: n % 2 === 0 ? "Drafted" : "Validated",
      assetId: asset.id,
      createdDate: dateDays(-20 - (n % 30)),
      accountId: asset.accountId,
      tcaUser: asset.tcaUser,
    });
    n++;
    if (k % 3 === 0) {
      enquiries.push({
        id: `ENQ-${pad(6100 + n, 6)}`,
        name: `ENQ-${pad(6100 + n, 6)} ${asset.thermaxName}`,
        status: "Order received",
        assetId: asset.id,
        createdDate: dateDays(-90 - (n % 30)),
        accountId: asset.accountId,
        tcaUser: asset.tcaUser,
      });
      n++;
    }
  }
  return enquiries;
}

/** Statuses that count as active for the complaint dialog. */
export const ACTIVE_ENQUIRY_STATUSES = ["Drafted", "Validated"] as const;
