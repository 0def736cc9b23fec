import { createRandom, dateDays, pad, type Random } from "./prng";
import { DIVISIONS, PRODUCT_FAMILY, PROJECT_STAGES, type Asset, type CommissioningStatus, type Division } from "./types";

export const productsByDivision: Record<Division, readonly string[]> = {
  COOLING: ["Chiller Heater", "Heat Pump", "Cooling Tower", "Hot Water Driven Chillers", "Dry Cooler"],
  HEATING: ["Thermigen", "Shellmax", "Combloc", "Energen", "Dynatherm", "Thermeon", "UPRGA"],
  WATER: ["tubular membrane", "water treatment plant", "sewage treatment", "zero liquid discharge"],
  TBWES: ["AFBC Boiler", "CFBC Boiler", "Waste Heat Recovery Boiler", "Fired Heater"],
  ENVIRO: ["Neo", "Opticor", "ESP", "Effilock", "FGCS", "Bag Filter"],
};

/**
 * How an installed asset is called: the spec's product values (the knowledge hub's filters, kept
 * as they are) are partly lower case or bare codes, which no customer writes on a plant.
 */
const productNames: Record<string, string> = {
  "tubular membrane": "Tubular Membrane System",
  "water treatment plant": "Water Treatment Plant",
  "sewage treatment": "Sewage Treatment Plant",
  "zero liquid discharge": "Zero Liquid Discharge Plant",
  ESP: "Electrostatic Precipitator",
  FGCS: "Flue Gas Conditioning System",
};

export function productName(product: string): string {
  return productNames[product] ?? product;
}

/** "Boiler Line 2"; "Water Treatment Plant 4", not "… Plant Plant 4". */
function customerName(product: string, word: string, n: number): string {
  return product.endsWith(` ${word}`) ? `${product} ${n}` : `${product} ${word} ${n}`;
}

interface AccountPlan {
  accountId: string;
  count: number;
  sites: readonly (readonly [city: string, state: string])[];
  /** Dealer code for every `dealerEvery`-th asset of the account (0: none). */
  dealer: string | null;
  dealerEvery: number;
}

const plans: AccountPlan[] = [
  { accountId: "ACC-1001", count: 14, sites: [["Pune", "Maharashtra"], ["Nashik", "Maharashtra"], ["Anand", "Gujarat"]], dealer: "TCA-501", dealerEvery: 7 },
  { accountId: "ACC-1002", count: 10, sites: [["Chandrapur", "Maharashtra"], ["Satna", "Madhya Pradesh"]], dealer: "TCA-501", dealerEvery: 2 },
  { accountId: "ACC-1003", count: 8, sites: [["Hyderabad", "Telangana"], ["Baddi", "Himachal Pradesh"]], dealer: "TCA-502", dealerEvery: 2 },
  { accountId: "ACC-1004", count: 4, sites: [["Coimbatore", "Tamil Nadu"]], dealer: "TCA-501", dealerEvery: 1 },
  { accountId: "ACC-1005", count: 4, sites: [["Kolhapur", "Maharashtra"]], dealer: "TCA-502", dealerEvery: 1 },
  // The orders, contracts and quotes tests' own account (no dealer, so no dealer list changes).
  { accountId: "ACC-1006", count: 8, sites: [["Rajahmundry", "Andhra Pradesh"]], dealer: null, dealerEvery: 0 },
];

/** Half the fleet is commissioned, as in a real installed base. */
const statusCycle: readonly CommissioningStatus[] = [
  "Commisioned", "Ordered", "Commisioned", "Yet to commision", "Commisioned", "Uncommisioned", null, "Commisioned",
];

const modelPrefix: Record<Division, string> = { COOLING: "VAM", HEATING: "TH", WATER: "WTP", TBWES: "BLR", ENVIRO: "APC" };

/**
 * The asset tests' own accounts, one per browser project (users assets.js / assets.nojs): the same
 * 20 assets in each (own random sequence and cycles), so both runs see the same data, and whatever
 * one run changes (names, favourites, preferences, read documents, new tickets) the other never
 * sees. Five sites against five divisions: each site has one division, so the preferences
 * narrowing shows. "kochi, KERALA" is the same place as "Kochi, Kerala", spelt as real data sometimes is.
 */
export const ASSET_TEST_ACCOUNTS = ["ACC-1007", "ACC-1008"] as const;
const testSites = [["Kochi", "Kerala"], ["Mysuru", "Karnataka"], ["Ooty", "Tamil Nadu"], ["kochi", "KERALA"], ["Kozhikode", "Kerala"]] as const;
const testPlans: AccountPlan[] = ASSET_TEST_ACCOUNTS.map((accountId) => ({ accountId, count: 20, sites: testSites, dealer: null, dealerEvery: 0 }));

interface Cycle {
  rnd: Random;
  /** Position in the division and status cycles. */
  slot: number;
  commissioned: number;
}

export function seedAssets(): Asset[] {
  const assets: Asset[] = [];
  const shared: Cycle = { rnd: createRandom(1001), slot: 0, commissioned: 0 };
  for (const plan of plans) seedPlan(plan, shared, assets);
  for (const plan of testPlans) seedPlan(plan, { rnd: createRandom(6006), slot: 0, commissioned: 0 }, assets);
  return assets;
}

function seedPlan(plan: AccountPlan, cycle: Cycle, assets: Asset[]) {
  const { rnd } = cycle;
  for (let k = 0; k < plan.count; k++, cycle.slot++) {
    const i = cycle.slot;
    const division = DIVISIONS[i % DIVISIONS.length];
    // Cycle lengths 5 and 8 are coprime, so over 40 assets every division meets every slot.
    const status = statusCycle[i % statusCycle.length];
    const product = productsByDivision[division][i % productsByDivision[division].length];
    const [city, state] = plan.sites[k % plan.sites.length];
    const model = `${modelPrefix[division]}-${pad(100 + rnd.int(1, 899), 3)}`;

    let ibg: string | null = null;
    let edd: string;
    let warranty: string | null;
    let amc: string | null = null;
    if (status === "Commisioned") {
      const commissionedDaysAgo = rnd.int(60, 900);
      ibg = dateDays(-commissionedDaysAgo);
      edd = dateDays(-commissionedDaysAgo - rnd.int(30, 90));
      // 12 months of warranty from commissioning: some still valid, some long expired.
      warranty = dateDays(-commissionedDaysAgo + 365);
      const amcKind = cycle.commissioned++ % 4;
      if (amcKind === 1) amc = dateDays(rnd.int(20, 420));
      if (amcKind === 2) amc = dateDays(-rnd.int(10, 300));
      if (amcKind === 3) amc = dateDays(rnd.int(5, 90));
    } else if (status === "Uncommisioned" || status === "Yet to commision") {
      const deliveredDaysAgo = rnd.int(10, 150);
      edd = dateDays(-deliveredDaysAgo);
      warranty = i % 4 === 0 ? null : dateDays(-deliveredDaysAgo + 540);
    } else {
      edd = dateDays(rnd.int(20, 200));
      warranty = null;
    }
    // Installation and project stage follow from the dates above (no draw of the generator, so the rest of the seed stays as it was).
    let installationDate: string | null = null;
    let projectStage: Asset["projectStage"] = null;
    if (status === "Commisioned") {
      installationDate = dateDays(dayOf(ibg) - 21);
      projectStage = "I&C Completed";
    } else if (status === "Yet to commision") projectStage = PROJECT_STAGES[i % 3];
    else if (status === "Uncommisioned") {
      projectStage = PROJECT_STAGES[3 + (i % 3)];
      installationDate = dateDays(dayOf(edd) + 7);
    }
    const unnamed = (status === "Ordered" || status === null) && i % 2 === 0;
    const docs = () => {
      const totalCount = rnd.int(0, 14);
      return { totalCount, unreadCount: Math.min(totalCount, rnd.int(0, 4)) };
    };
    const n = assets.length;
    assets.push({
      id: `AST-${pad(n + 1, 4)}`,
      name: unnamed ? null : customerName(productName(product), ["Unit", "Line", "Block", "Plant"][k % 4], k + 1),
      thermaxName: `${productName(product)} ${model}`,
      division,
      poNumber: `PO/${plan.accountId.slice(4)}/${2023 + (i % 4)}/${pad(300 + i * 7, 4)}`,
      productFamily: PRODUCT_FAMILY[division],
      product,
      city,
      state,
      ascEndDate: amc,
      warrantyExpiredDate: warranty,
      commisioningStatus: status,
      ibgCommissioningDate: ibg,
      edd,
      installationDate,
      projectStage,
      documentPlan: { drawings: docs(), reports: docs(), others: docs() },
      accountId: plan.accountId,
      tcaUser: plan.dealer && k % plan.dealerEvery === 0 ? plan.dealer : null,
    });
  }
}

/** Favourite asset ids per user id. */
export function seedFavourites(): Record<string, string[]> {
  return {
    "U-1001": ["AST-0001", "AST-0003", "AST-0004", "AST-0008", "AST-0011"],
    "U-1002": ["AST-0002"],
    "U-1003": ["AST-0015", "AST-0016"],
    "U-1006": ["AST-0025"],
  };
}

/** Days from the reference date to a `YYYY-MM-DD` date (seed dates are whole days). */
function dayOf(date: string | null): number {
  return date ? Math.round((Date.parse(`${date}T00:00:00Z`) - Date.parse(`${dateDays(0)}T00:00:00Z`)) / 86_400_000) : 0;
}
