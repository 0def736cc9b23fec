/**
 * Get a Quote rules (spec document 1 sections 3 to 5, document 3 sections 4, 5 and 9): the quote
 * types, interest areas, the details limit, and the cart's quantity rule (whole numbers up to a
 * maximum we chose: the spec shows none; decision 023). Pure; see quotes.test.ts.
 */

export const INTEREST_AREAS = [
  "Absorption Cooling",
  "Air Pollution Control",
  "Process Cooling",
  "Process Heating",
  "Water & Waste Solution",
  "Large Boilers & Fired Heaters",
  "Others",
] as const;

export const QUOTE_DETAILS_MAX = 500;

/** Largest quantity of one cart line (ours: the spec says "Cart item limits: not shown"). */
export const MAX_CART_QUANTITY = 99;
export const QUANTITY_MESSAGE = `Enter a whole number from 1 to ${MAX_CART_QUANTITY}.`;

/** A typed quantity: a whole number from 1 to MAX_CART_QUANTITY, or null. */
export function parseQuantity(raw: unknown): number | null {
  if (typeof raw !== "string") return null;
  const text = raw.trim();
  if (!/^\d{1,4}$/.test(text)) return null;
  const value = Number(text);
  return value >= 1 && value <= MAX_CART_QUANTITY ? value : null;
}

/** Asset groups of recommendations per page on /get-a-quote. */
export const RECOMMENDATION_PAGE_SIZE = 4;
/** Longest search text. */
export const SEARCH_MAX = 60;

/** The header badge: every spare and service line across the cart's groups. */
export function cartCount(groups: readonly { spares: readonly unknown[]; services: readonly unknown[] }[]): number {
  return groups.reduce((sum, g) => sum + g.spares.length + g.services.length, 0);
}

/** The interest area of each product division (the AMC quote asked from an asset, issue 42 §1). */
const DIVISION_INTEREST: Record<string, (typeof INTEREST_AREAS)[number]> = {
  COOLING: "Absorption Cooling",
  HEATING: "Process Heating",
  WATER: "Water & Waste Solution",
  TBWES: "Large Boilers & Fired Heaters",
  ENVIRO: "Air Pollution Control",
};

/**
 * Get a Quote asked from an asset without a contract (issue 42 §1, 'Ask for an AMC quote'): the
 * form starts with the asset's division as the interest area and details naming the asset.
 */
export function amcQuoteDefaults(asset: { id: string; name: string | null; thermaxName: string | null; poNumber: string | null; division: string | null }) {
  const name = [asset.name, asset.thermaxName && asset.thermaxName !== asset.name ? `(${asset.thermaxName})` : null].filter(Boolean).join(" ") || asset.id;
  const po = asset.poNumber ? `, P.O. ${asset.poNumber}` : "";
  return {
    interestArea: (asset.division && DIVISION_INTEREST[asset.division]) || "Others",
    details: `Annual maintenance contract (AMC) for ${name}, asset ${asset.id}${po}.`.slice(0, QUOTE_DETAILS_MAX),
  };
}
