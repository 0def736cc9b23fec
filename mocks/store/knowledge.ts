import { dateDays, pad } from "./prng";
import type { KnowledgeItem } from "./types";

export const knowledgeSections = [
  { label: "Product Brochures", value: "PRODUCT_AND_FEATURES" },
  { label: "Training materials", value: "TRAINING_MATERIALS" },
  { label: "Service Brochures", value: "SERVICE_BROCHURES" },
] as const;

export const knowledgeSolutions: { solution: string; products: string[] }[] = [
  { solution: "Process Heating", products: ["UPRGA", "Thermigen", "Shellmax", "Combloc", "Energen", "Dynatherm", "Thermeon"] },
  { solution: "Chemical", products: [] },
  { solution: "Absorption Cooling", products: ["Chiller Heater", "Heat Pump", "Cooling Tower", "Hot Water Driven Chillers", "Dry Cooler"] },
  { solution: "Steam", products: ["CPCRS", "HPCRS", "TACTS-Rx", "Pumping Trap", "steam flow meter", "RealSteam", "RiceMax automation"] },
  { solution: "Waste & Water Solutions", products: ["tubular membrane", "urban products", "water treatment plant", "sewage treatment", "zero liquid discharge"] },
  { solution: "Air Pollution Control", products: ["Neo", "Opticor", "ESP", "Effilock", "FGCS", "Bag Filter"] },
];

export const resourceTypes = ["Video", "Article"] as const;

const industries = ["Dairy", "Cement", "Pharmaceuticals", "Textiles", "Sugar", "Food", null] as const;

/**
 * A link no portal should render: the Chemical article's address is a script, as a careless
 * content editor or a compromised upstream might store it (tests/e2e/knowledge-hub.spec.ts checks
 * the card has no link).
 */
export const HOSTILE_KNOWLEDGE_URL = "javascript:alert(document.domain)";

/**
 * One item per product (and one for Chemical, which has none), plus a training video per solution:
 * every section, type, solution and product has items, and the unfiltered list has three pages
 * of 12. The Chemical article's url is HOSTILE_KNOWLEDGE_URL.
 */
export function seedKnowledge(): KnowledgeItem[] {
  const items: KnowledgeItem[] = [];
  let n = 0;
  const add = (solution: string, product: string | null, section: KnowledgeItem["section"], resourceType: KnowledgeItem["resourceType"]) => {
    const subject = product ?? solution;
    items.push({
      id: `KN-${pad(n + 1, 3)}`,
      title:
        section === "TRAINING_MATERIALS"
          ? `Operating ${subject} safely`
          : section === "SERVICE_BROCHURES"
            ? `${subject}: service and maintenance`
            : `${subject}: features and benefits`,
      section,
      resourceType,
      solution,
      product,
      industry: industries[n % industries.length],
      url:
        solution === "Chemical" && resourceType === "Article"
          ? HOSTILE_KNOWLEDGE_URL
          : resourceType === "Video"
            ? `https://media.example.test/videos/kn-${n + 1}`
            : `https://media.example.test/articles/kn-${n + 1}.pdf`,
      thumbnailUrl: `https://media.example.test/thumbs/kn-${n + 1}.jpg`,
      publishedAt: dateDays(-7 * (n + 1)),
    });
    n++;
  };
  for (const { solution, products } of knowledgeSolutions) {
    for (const product of products.length === 0 ? [null] : products) {
      add(solution, product, knowledgeSections[n % knowledgeSections.length].value, resourceTypes[n % 2]);
    }
  }
  for (const { solution } of knowledgeSolutions) add(solution, null, "TRAINING_MATERIALS", "Video");
  return items;
}
