/**
 * Register Asset (spec document 3 sections 3 to 5 and 9): the division display mapping, the region
 * list and its order, the field limits. Pure; tested in asset-registration.test.ts.
 */

export const DIVISION_CODES = ["COOLING", "ENVIRO", "HEATING", "TBWES", "WATER"] as const;
export type DivisionCode = (typeof DIVISION_CODES)[number];

/** The display mapping for asset registration, word for word, in the spec's order. */
export const DIVISION_DISPLAY: readonly { label: string; value: DivisionCode }[] = [
  { label: "Absorption Cooling (Vapour Absorption Chiller)", value: "COOLING" },
  { label: "Air Pollution Control (ESP, Bag Filters)", value: "ENVIRO" },
  { label: "Process Heating (Industrial Boilers, Heaters)", value: "HEATING" },
  { label: "Large Boilers & Fired Heaters", value: "TBWES" },
  { label: "Water and Waste Solution", value: "WATER" },
];

export function isDivisionCode(value: unknown): value is DivisionCode {
  return typeof value === "string" && (DIVISION_CODES as readonly string[]).includes(value);
}

/** The display label of a division code ("" for an unknown one). */
export function divisionLabel(code: string): string {
  return DIVISION_DISPLAY.find((d) => d.value === code.toUpperCase())?.label ?? "";
}

/**
 * The division options to offer: the codes the upstream's lookup returns, shown with the spec's
 * labels in the spec's order; codes without a label are left out. An empty or failed lookup falls
 * back to all five.
 */
export function divisionOptions(codes: readonly string[] | null): { label: string; value: DivisionCode }[] {
  const known = new Set((codes ?? []).map((c) => c.trim().toUpperCase()));
  const offered = DIVISION_DISPLAY.filter((d) => known.has(d.value));
  return offered.length ? [...offered] : [...DIVISION_DISPLAY];
}

export const REGION_CODES = [
  "AFRICA", "AMERICA", "ANZ", "CENTRAL_AMERICA", "CHINA", "EAST", "EUROPE", "FAR_EAST_ASIA", "HEAD_OFFICE",
  "LATAM", "MENA", "MIDDLE_EAST", "NORTH", "RUSSIA", "SAARC", "SEA", "SOUTH", "WEST",
] as const;

/** The Indian regions, first and in this order, shown with an India prefix. */
export const INDIA_REGIONS = ["EAST", "WEST", "NORTH", "SOUTH"] as const;

/**
 * The registration flow's special regions (the spec hides which: docs/decisions/032). HEAD_OFFICE
 * goes first, for an asset whose region the customer does not know (the head office routes it);
 * MIDDLE_EAST is dropped, because MENA already covers it and two overlapping choices would split
 * the same assets between two regional teams.
 */
export const FIRST_REGION = "HEAD_OFFICE";
export const DROPPED_REGION = "MIDDLE_EAST";

const ACRONYMS = new Set(["ANZ", "MENA", "SAARC", "SEA", "LATAM"]);

/** "EAST" → "India - East", "FAR_EAST_ASIA" → "Far East Asia", "MENA" → "MENA". */
export function regionLabel(code: string): string {
  const c = code.trim().toUpperCase();
  const words = ACRONYMS.has(c) ? c : c.split("_").map((w) => w.charAt(0) + w.slice(1).toLowerCase()).join(" ");
  return (INDIA_REGIONS as readonly string[]).includes(c) ? `India - ${words}` : words;
}

/**
 * The regions to offer when registering an asset: the special region first, then India East,
 * West, North and South, then every other region alphabetically by label; the dropped region and
 * duplicates left out. `codes` is the upstream's lookup (null or empty: the spec's list).
 */
export function registrationRegions(codes: readonly string[] | null): { label: string; value: string }[] {
  const source = codes && codes.length ? codes : REGION_CODES;
  const unique = [...new Set(source.map((c) => c.trim().toUpperCase()).filter((c) => /^[A-Z_]{2,40}$/.test(c)))].filter(
    (c) => c !== DROPPED_REGION,
  );
  const india = INDIA_REGIONS.filter((r) => unique.includes(r));
  const rest = unique
    .filter((c) => c !== FIRST_REGION && !(INDIA_REGIONS as readonly string[]).includes(c))
    .sort((a, b) => regionLabel(a).localeCompare(regionLabel(b)));
  const ordered = [...(unique.includes(FIRST_REGION) ? [FIRST_REGION] : []), ...india, ...rest];
  return ordered.map((value) => ({ value, label: regionLabel(value) }));
}

export const ADD_ASSET_LIMITS = { serialOcNumber: 50 } as const;

export const ADD_ASSET_MESSAGES = {
  serial: "Equipment model & Sr. No. is required",
  serialLength: `Equipment model & Sr. No. cannot be more than ${ADD_ASSET_LIMITS.serialOcNumber} characters`,
  division: "Division is required",
  region: "Region is required",
  account: "Account ID is required",
  duplicate: "Equipment model & Sr No already exists!",
  invalidDivision: "Please send a valid division!",
} as const;

/** The upstream's 400 texts (the spec gives a variant of the duplicate one). */
export function addAssetFailure(message: string | undefined): "duplicate" | "division" | null {
  const m = (message ?? "").toLowerCase();
  if (/already exists/.test(m) && /sr\.? no/.test(m)) return "duplicate";
  if (/valid division/.test(m)) return "division";
  return null;
}

/** The success dialog (spec document 3 section 4). */
export const ADD_ASSET_SUCCESS = "Asset registration request has been sent for validation and approval";
export const ADD_ASSET_FOLLOW_UP = "Our representative will be in touch with you within 4 business days.";

/**
 * Dealers and partner profiles choose the account an asset belongs to ('Account ID is required');
 * everyone else registers for their own account.
 */
export function choosesAccount(user: { role: string; partnerEmail: boolean }): boolean {
  return user.role === "Dealer User" || user.role === "Dealer User With Edge Live" || user.partnerEmail;
}
