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

export function seedKnowledge(): KnowledgeItem[] {
  const items: KnowledgeItem[] = [];
  let n = 0;
  for (const { solution, products } of knowledgeSolutions) {
    const picks = products.length === 0 ? [null] : products.slice(0, 3);
    for (const product of picks) {
      const section = knowledgeSections[n % knowledgeSections.length].value;
      const resourceType = resourceTypes[n % 2];
      const subject = product ?? solution;
      items.push({
        id: `KN-${pad(n + 1, 3)}`,
        title: section === "TRAINING_MATERIALS" ? `Operating ${subject} safely` : `${subject}: features and benefits`,
        section,
        resourceType,
        solution,
        product,
        industry: industries[n % industries.length],
        url: resourceType === "Video" ? `https://media.example.test/videos/kn-${n + 1}` : `https://media.example.test/articles/kn-${n + 1}.pdf`,
        thumbnailUrl: `https://media.example.test/thumbs/kn-${n + 1}.jpg`,
        publishedAt: dateDays(-30 * (n + 1)),
      });
      n++;
    }
  }
  return items;
}
