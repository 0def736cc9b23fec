/**
 * The spec's rules for assets (document 2 sections 2.3 to 2.5, 3, 4.1, 4.7, 5, 7, 9). Pure, no
 * zod and no date library, so the views may import it; tested in assets.test.ts.
 */

/** Product divisions: the code the upstream stores, the filter label, the product family. */
export const DIVISIONS = [
  { code: "COOLING", label: "Cooling", family: "Absorption Cooling" },
  { code: "HEATING", label: "Heating", family: "Process Heating" },
  { code: "WATER", label: "Water", family: "Water and Waste Solution" },
  { code: "TBWES", label: "TBWES", family: "Large Boilers & Fired Heaters" },
  { code: "ENVIRO", label: "Enviro", family: "Air Pollution Control" },
] as const;
export type DivisionCode = (typeof DIVISIONS)[number]["code"];

export function isDivisionCode(value: string): value is DivisionCode {
  return DIVISIONS.some((d) => d.code === value);
}

/** "Cooling (Absorption Cooling)"; an unknown code as it came. */
export function divisionLabel(code: string | null | undefined): string {
  const d = DIVISIONS.find((x) => x.code === (code ?? "").toUpperCase());
  return d ? `${d.label} (${d.family})` : (code ?? "NA");
}

/**
 * Commissioning statuses: `value` as the upstream spells it (sic, spec document 2 section 3: sent
 * in filterBy and read from commisioningStatus, never corrected), `label` as the filter and cards
 * show it, spelled right (issue 24). Uncommisioned reads "Under Commissioning", and an asset with
 * no status counts as Ordered.
 */
export const COMMISSIONING_STATUSES = [
  { value: "Ordered", label: "Ordered" },
  { value: "Yet to commision", label: "Yet to Commission" },
  { value: "Uncommisioned", label: "Under Commissioning" },
  { value: "Commisioned", label: "Commissioned" },
] as const;
export type CommissioningValue = (typeof COMMISSIONING_STATUSES)[number]["value"];

export function isCommissioningValue(value: string): value is CommissioningValue {
  return COMMISSIONING_STATUSES.some((s) => s.value === value);
}

export function commissioningLabel(status: string | null | undefined): string {
  if (!status) return "Ordered";
  return COMMISSIONING_STATUSES.find((s) => s.value.toLowerCase() === status.toLowerCase())?.label ?? status;
}

/** The date a card shows: commissioning for a named asset, else readiness (edd). */
export function keyDate(asset: { name: string | null; ibgCommissioningDate: string | null; edd: string | null }): {
  label: "Commissioning date" | "Readiness date";
  date: string | null;
} {
  return asset.name ? { label: "Commissioning date", date: asset.ibgCommissioningDate } : { label: "Readiness date", date: asset.edd };
}

export interface Coverage {
  kind: "AMC" | "Warranty";
  /** The end date, YYYY-MM-DD. */
  until: string;
  expired: boolean;
}

/**
 * Warranty and AMC against today (both calendar dates, YYYY-MM-DD, in India time): "Until <date>"
 * while the end is today or later, else "Expired". An AMC takes precedence over the warranty.
 * null when the asset has neither.
 */
export function coverageOf(asset: { ascEndDate: string | null; warrantyExpiredDate: string | null }, today: string): Coverage | null {
  const pick = (kind: Coverage["kind"], value: string | null) => {
    const until = value?.slice(0, 10);
    return until && /^\d{4}-\d{2}-\d{2}$/.test(until) ? { kind, until, expired: until < today } : null;
  };
  return pick("AMC", asset.ascEndDate) ?? pick("Warranty", asset.warrantyExpiredDate);
}

export interface AssetFilter {
  divisions: string[];
  locations: string[];
  statuses: string[];
}

/**
 * filterBy for the asset list (spec document 2 section 7): parts joined with `$`, each
 * `division_`, `location_` or `status_` followed by comma-joined values; a part only when it has
 * values, and undefined when nothing is chosen.
 */
export function encodeAssetFilter(filter: AssetFilter): string | undefined {
  const parts = [
    ["division", filter.divisions],
    ["location", filter.locations],
    ["status", filter.statuses],
  ] as const;
  const encoded = parts.filter(([, values]) => values.length > 0).map(([key, values]) => `${key}_${values.join(",")}`);
  return encoded.length ? encoded.join("$") : undefined;
}

/** One row of the filter data: where assets stand and of which division. */
export interface FilterEntry {
  city: string | null;
  state: string | null;
  division: string | null;
}

export interface LocationOption {
  label: string;
  /** The label names a city, a state, or both (the preferences payload splits them). */
  city: boolean;
  state: boolean;
}

const key = (text: string) => text.trim().toLocaleLowerCase("en");
const byLabel = (a: { label: string }, b: { label: string }) => a.label.localeCompare(b.label, "en", { sensitivity: "base" });

/**
 * Location options (spec document 2 section 5): cities and states merged into one list,
 * de-duplicated case-insensitively (the first spelling met is kept), sorted by label.
 */
export function locationOptions(entries: readonly FilterEntry[]): LocationOption[] {
  const byKey = new Map<string, LocationOption>();
  for (const entry of entries) {
    for (const kind of ["city", "state"] as const) {
      const label = entry[kind]?.trim();
      if (!label) continue;
      const option = byKey.get(key(label)) ?? { label, city: false, state: false };
      option[kind] = true;
      byKey.set(key(label), option);
    }
  }
  return [...byKey.values()].sort(byLabel);
}

/** Whether an entry stands at a location label (its city or its state, case-insensitively). */
function at(entry: FilterEntry, location: string): boolean {
  return [entry.city, entry.state].some((place) => place != null && key(place) === key(location));
}

export interface PreferenceChoice {
  locations: string[];
  divisions: string[];
}

/**
 * What the preferences panel offers (spec document 2 section 4.7): choosing products narrows the
 * locations to those that have one of them, choosing locations narrows the products to those
 * found there. What is already chosen always stays offered, so no choice disappears.
 */
export function narrowPreferences(entries: readonly FilterEntry[], chosen: PreferenceChoice): { locations: LocationOption[]; divisions: DivisionCode[] } {
  const wantDivision = new Set(chosen.divisions.map((d) => d.toUpperCase()));
  const forLocations = wantDivision.size ? entries.filter((e) => wantDivision.has((e.division ?? "").toUpperCase())) : entries;
  const chosenLocations = new Set(chosen.locations.map(key));
  const locations = locationOptions(forLocations);
  for (const option of locationOptions(entries)) {
    if (chosenLocations.has(key(option.label)) && !locations.some((l) => key(l.label) === key(option.label))) locations.push(option);
  }
  locations.sort(byLabel);
  const forDivisions = chosen.locations.length ? entries.filter((e) => chosen.locations.some((l) => at(e, l))) : entries;
  const present = new Set(forDivisions.map((e) => (e.division ?? "").toUpperCase()));
  const divisions = DIVISIONS.map((d) => d.code).filter((code) => present.has(code) || wantDivision.has(code));
  return { locations, divisions };
}

/**
 * The save payload (spec document 2 sections 3 and 7): chosen locations split into cities and
 * states (a label that is both goes to both), each list semicolon-joined or null, divisions
 * semicolon-joined, `isSubmit: true`. Labels not in the filter data are dropped.
 */
export function preferencePayload(entries: readonly FilterEntry[], chosen: PreferenceChoice) {
  const options = new Map(locationOptions(entries).map((o) => [key(o.label), o]));
  const picked = chosen.locations.map((l) => options.get(key(l))).filter((o): o is LocationOption => o !== undefined);
  const join = (values: string[]) => (values.length ? [...new Set(values)].join(";") : null);
  return {
    city: join(picked.filter((o) => o.city).map((o) => o.label)),
    state: join(picked.filter((o) => o.state).map((o) => o.label)),
    division: join(chosen.divisions.map((d) => d.toUpperCase()).filter(isDivisionCode)),
    isSubmit: true as const,
  };
}

/** Saved preferences (semicolon lists) as the labels the panel checks. */
export function savedChoice(entries: readonly FilterEntry[], saved: { city: string | null; state: string | null; division: string | null }): PreferenceChoice {
  const split = (v: string | null) => (v ?? "").split(";").map((x) => x.trim()).filter(Boolean);
  const options = locationOptions(entries);
  const labelOf = (place: string) => options.find((o) => key(o.label) === key(place))?.label ?? place;
  const locations = [...new Set([...split(saved.city), ...split(saved.state)].map(labelOf))];
  return { locations, divisions: split(saved.division).map((d) => d.toUpperCase()).filter(isDivisionCode) };
}

/** Saved preferences as the upstream answers them (semicolon-joined lists, or null). */
export interface SavedPreferenceLists {
  city: string | null;
  state: string | null;
  division: string | null;
}

/** Whether the user has saved any location or product preference. */
export function hasPreferences(saved: SavedPreferenceLists): boolean {
  return [saved.city, saved.state, saved.division].some((list) => (list ?? "").split(";").some((v) => v.trim() !== ""));
}

/**
 * A first visit to the Assets tab (docs/decisions/056): My Assets, unfiltered, is empty and the
 * user has saved no preferences, so they have simply not starred anything yet. Instead of the
 * spec's "change your location" text, the tab shows how many assets All Assets holds, with a link
 * there. The count when that applies; null otherwise (filters set, preferences saved or unknown,
 * no assets at all, or the count could not be asked).
 */
export function firstVisitAllCount(input: {
  view: "my" | "all";
  filtered: boolean;
  shown: number;
  saved: SavedPreferenceLists | null;
  allCount: number | null;
}): number | null {
  if (input.view !== "my" || input.filtered || input.shown > 0) return null;
  if (!input.saved || hasPreferences(input.saved)) return null;
  return input.allCount !== null && input.allCount > 0 ? input.allCount : null;
}

/** Document categories: the card's count key, the documents call's type, the filter label. */
export const DOCUMENT_CATEGORIES = [
  { key: "drawings", type: "Engineering Drawing", label: "Drawings" },
  { key: "reports", type: "Reports", label: "Reports" },
  { key: "others", type: "Other Documents", label: "Others" },
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number]["key"];

/** The documents filter (spec document 2 section 2.3): all, Engineering Drawing, Reports, Other Documents. */
export const DOCUMENT_FILTER = [
  { value: "all", label: "All" },
  ...DOCUMENT_CATEGORIES.map((c) => ({ value: c.key, label: c.type })),
] as const;

export function isDocumentCategory(value: string): value is DocumentCategory {
  return DOCUMENT_CATEGORIES.some((c) => c.key === value);
}

/** The documents call's type for a category, undefined for all. */
export function documentTypeOf(category: DocumentCategory | "all"): string | undefined {
  return DOCUMENT_CATEGORIES.find((c) => c.key === category)?.type;
}

/** Page sizes (spec document 2 section 9; documents: not given, the list default of 8). */
export const ASSET_PAGE_SIZE = 8;
export const DOCUMENT_PAGE_SIZE = 8;
export const ASSET_TICKET_PAGE_SIZE = 4;
export const ACTIVE_ORDER_PREVIEW = 3;

/**
 * Asset names as customers write their plants (issue 32 §3): 1 to 50 characters of letters
 * (accents too), digits, spaces and the usual punctuation of plant names ('Boiler No. 2 (East)',
 * 'ETP-3 / Unit #4'), with at least one letter or digit. The spec's letters-only name pattern
 * (document 3 section 5) is the urban-water form's; it refused the demo assets' own names.
 */
export const ASSET_NAME_MAX = 50;
export const ASSET_NAME_PATTERN = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} .,'’()/&#+:-]+$/u;

/** Said by a toast on My Assets after the location and product preferences are saved. */
export const PREFERENCES_SAVED = "Your location and product preferences are saved. My Assets now follow them.";

/**
 * Project stages of an asset being installed, in order, as the upstream spells them (spec
 * document 3 section 9). Shown by their labels (labels.ts `projectStageLabel`).
 */
export const PROJECT_STAGES = ["Pre-Installation", "Material Inspection", "Erection", "Mechanical completion", "Commissioning", "Performance Handover", "I&C Completed"] as const;

export interface ProjectStep {
  stage: (typeof PROJECT_STAGES)[number];
  state: "done" | "current" | "next";
}

/**
 * The stepper of an asset being installed (issue 33 §3): every stage, those before the current one
 * done. null when there is nothing to follow: no stage, an unknown one, or a commissioned asset
 * (its status says so; the stepper is for assets being installed).
 */
export function projectSteps(stage: string | null | undefined, commissioningStatus: string | null | undefined): ProjectStep[] | null {
  const current = PROJECT_STAGES.findIndex((s) => s.toLowerCase() === (stage ?? "").trim().toLowerCase());
  if (current < 0 || commissioningStatus?.toLowerCase() === "commisioned") return null;
  return PROJECT_STAGES.map((s, i) => ({ stage: s, state: i < current ? "done" : i === current ? "current" : "next" }));
}
