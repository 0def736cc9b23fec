/**
 * The knowledge hub's lists (spec document 2 section 2.14, document 3 section 9; docs/decisions/040).
 * The filter options come from the upstream's options call; these are the spec's own lists, used
 * when that call fails so the filters still show. Pure.
 */

export const KNOWLEDGE_PAGE_SIZE = 12;

export const KNOWLEDGE_SECTIONS = [
  { label: "Product Brochures", value: "PRODUCT_AND_FEATURES" },
  { label: "Training materials", value: "TRAINING_MATERIALS" },
  { label: "Service Brochures", value: "SERVICE_BROCHURES" },
] as const;

export const KNOWLEDGE_RESOURCE_TYPES = ["Video", "Article"] as const;

export const KNOWLEDGE_SOLUTIONS: readonly { solution: string; products: readonly string[] }[] = [
  { solution: "Process Heating", products: ["UPRGA", "Thermigen", "Shellmax", "Combloc", "Energen", "Dynatherm", "Thermeon"] },
  { solution: "Chemical", products: [] },
  { solution: "Absorption Cooling", products: ["Chiller Heater", "Heat Pump", "Cooling Tower", "Hot Water Driven Chillers", "Dry Cooler"] },
  { solution: "Steam", products: ["CPCRS", "HPCRS", "TACTS-Rx", "Pumping Trap", "steam flow meter", "RealSteam", "RiceMax automation"] },
  { solution: "Waste & Water Solutions", products: ["tubular membrane", "urban products", "water treatment plant", "sewage treatment", "zero liquid discharge"] },
  { solution: "Air Pollution Control", products: ["Neo", "Opticor", "ESP", "Effilock", "FGCS", "Bag Filter"] },
];

/**
 * The 17 industry tiles. Each links out to the provider's page for that industry; the spec names
 * the industries but not the pages, so the address is the industries section plus a slug
 * (KNOWLEDGE_INDUSTRIES_URL, docs/decisions/040).
 */
export const KNOWLEDGE_INDUSTRIES = [
  "Automobiles",
  "Dairy",
  "Plywood",
  "Soft Beverages",
  "Cement",
  "Distillery",
  "Power Generation",
  "Metals",
  "Chemicals and Fertilisers",
  "Paper & Pulp",
  "Food",
  "Sugar",
  "Commercial/Construction",
  "Pharmaceuticals",
  "Refineries & Petrochemicals",
  "Textiles",
  "Tyre",
] as const;

export const KNOWLEDGE_INDUSTRIES_URL = "https://www.thermaxglobal.com/industries/";

/** `Paper & Pulp` → `paper-pulp`, `Commercial/Construction` → `commercial-construction`. */
export function industrySlug(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Industries the portal has a page of its own for: the pharma offering, full screen (decision 052). */
export const PORTAL_INDUSTRY_PAGES: Readonly<Partial<Record<string, string>>> = {
  Pharmaceuticals: "/pharma?back=/knowledge-hub",
};

export function industryHref(name: string, base = KNOWLEDGE_INDUSTRIES_URL): string {
  return PORTAL_INDUSTRY_PAGES[name] ?? `${base.replace(/\/?$/, "/")}${industrySlug(name)}/`;
}

/** The section's label for a value (an unknown value is shown as it is). */
export function sectionLabel(value: string): string {
  return KNOWLEDGE_SECTIONS.find((s) => s.value === value)?.label ?? value;
}
