import { owners } from "./owners";
import type { AmcEnquiry, Asset, ServiceContract } from "./types";

/**
 * The contracts spec's own expired contracts (issue 32 §2), one per browser project, seeded only
 * under MOCK_TEST_FIXTURES=1 in the orders users' company (Godavari Paper Mills, ACC-1006). Once a
 * contract is renewed it says 'Renewal requested' and refuses a second renewal, so each project
 * renews a contract of its own, and `POST /__users/:userId/reset` of its orders user forgets that
 * renewal (a second run on a reused server starts as the first).
 */
export const RENEWAL_TEST_CONTRACTS = [
  { userId: "U-9101", project: "js", serviceId: "SVC-09201", assetId: "AST-9201", assetName: "Bag Filter House 21" },
  { userId: "U-9111", project: "nojs", serviceId: "SVC-09211", assetId: "AST-9211", assetName: "Bag Filter House 22" },
] as const;

const GODAVARI = "ACC-1006";
/** Expired before the seed's reference date, like the demo's SVC-07016. */
const END_DAY = "2026-07-07";

/** One asset with an expired AMC and its contract (all visits done) per project. */
export function seedRenewalFixtures(): { assets: Asset[]; contracts: ServiceContract[] } {
  const none = { totalCount: 0, unreadCount: 0 };
  const assets: Asset[] = RENEWAL_TEST_CONTRACTS.map((c, k) => ({
    id: c.assetId,
    name: c.assetName,
    thermaxName: `Bag Filter APC-${921 + k}`,
    division: "ENVIRO",
    poNumber: `PO/1006/2023/${921 + k}`,
    productFamily: "Air Pollution Control",
    product: "Bag Filter",
    city: "Rajahmundry",
    state: "Andhra Pradesh",
    ascEndDate: END_DAY,
    warrantyExpiredDate: "2025-05-23",
    commisioningStatus: "Commisioned",
    ibgCommissioningDate: "2024-05-23",
    edd: "2024-03-29",
    installationDate: "2024-05-02",
    projectStage: "I&C Completed",
    documentPlan: { drawings: none, reports: none, others: none },
    accountId: GODAVARI,
    tcaUser: null,
  }));
  const contracts: ServiceContract[] = assets.map((asset, k) => ({
    serviceId: RENEWAL_TEST_CONTRACTS[k].serviceId,
    orderedItem: "AMC-STD-0001",
    description: "Annual Service Contract",
    assetId: asset.id,
    assetName: asset.name as string,
    thermaxName: asset.thermaxName,
    poNumber: asset.poNumber,
    productFamily: asset.productFamily,
    expirationDate: END_DAY.split("-").reverse().join("."),
    contractEndDate: END_DAY,
    ownerId: owners[k % owners.length].id,
    visits: ["2025-08-21", "2025-11-19", "2026-02-17", "2026-05-18"].map((visitDate, v) => ({
      visitId: `VIS-${asset.id.slice(4)}-${v + 1}`,
      visitDate,
      status: "Completed" as const,
      engineerName: "Farah Khan",
    })),
    accountId: GODAVARI,
    tcaUser: null,
  }));
  return { assets, contracts };
}

/** Forgets the renewals of one orders user's own test contract (the user reset). False for any other user. */
export function resetRenewalFixture(store: { amcEnquiries: AmcEnquiry[] }, userId: string): boolean {
  const mine = RENEWAL_TEST_CONTRACTS.find((c) => c.userId === userId);
  if (!mine) return false;
  store.amcEnquiries.splice(0, store.amcEnquiries.length, ...store.amcEnquiries.filter((e) => e.serviceId !== mine.serviceId));
  return true;
}
