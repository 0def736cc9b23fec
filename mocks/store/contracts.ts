import { createRandom, dateDays, dottedDays, pad } from "./prng";
import { owners } from "./owners";
import type { Asset, ServiceContract, ServiceVisit } from "./types";

const DAY_MS = 86_400_000;
const REF = Date.parse("2026-11-01T00:00:00Z");

/** One annual service contract per asset that has an AMC end date (valid or expired). */
export function seedContracts(assets: Asset[]): ServiceContract[] {
  const rnd = createRandom(3003);
  return assets
    .filter((a) => a.ascEndDate !== null)
    .map((asset, n) => {
      const endOffset = Math.round((Date.parse(asset.ascEndDate as string) - REF) / DAY_MS);
      const startOffset = endOffset - 365;
      const visitsCount = 4;
      const visits: ServiceVisit[] = [];
      for (let v = 0; v < visitsCount; v++) {
        const at = startOffset + 45 + v * 90;
        visits.push({
          visitId: `VIS-${pad(n + 1, 3)}-${v + 1}`,
          visitDate: dateDays(at),
          status: at < 0 ? "Completed" : "Pending",
          engineerName: ["Nitin Pawar", "Farah Khan", "Ravi Teja"][rnd.int(0, 2)],
        });
      }
      return {
        serviceId: `SVC-${pad(7000 + n, 5)}`,
        orderedItem: "AMC-STD-0001",
        description: "Annual Service Contract",
        assetId: asset.id,
        assetName: asset.name,
        thermaxName: asset.thermaxName,
        poNumber: asset.poNumber,
        productFamily: asset.productFamily,
        expirationDate: dottedDays(endOffset),
        contractEndDate: dateDays(endOffset),
        ownerId: owners[n % owners.length].id,
        visits,
        accountId: asset.accountId,
        tcaUser: asset.tcaUser,
      };
    });
}
