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
