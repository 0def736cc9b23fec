import { ATTENTION_COMPANIES, companies as demoCompanies, demoUsers, testFixturesEnabled } from "../data/users";
import type { Company, UserState } from "./types";

export function seedUsers(): UserState[] {
  return demoUsers.map((u) => ({ ...u, tokensValidAfter: 0 }));
}

/** Extra accounts with no demo users, so the company picker has more than one page of 15. */
const extraCompanyNames = [
  "Ahmednagar Forgings Ltd", "Baroda Chemicals Pvt Ltd", "Chennai Breweries Ltd", "Coimbatore Spinning Mills",
  "Durgapur Steel Castings", "Ennore Power Utilities", "Goa Fisheries Processing", "Gujarat Ceramics Ltd",
  "Hosur Auto Components", "Indore Soya Foods", "Jamnagar Refinery Services", "Kolhapur Paper & Pulp",
  "Ludhiana Tyre Works", "Madurai Distillery Ltd", "Nashik Plywood Industries", "Raipur Metals Ltd",
  "Surat Synthetics Ltd", "Vapi Fertilisers Ltd", "Visakhapatnam Cement Works", "Acme Beverages Ltd",
];

export function seedCompanies(): Company[] {
  return [
    ...demoCompanies.map((c) => ({ id: c.id, name: c.name })),
    ...(testFixturesEnabled() ? ATTENTION_COMPANIES.map((c) => ({ id: c.id, name: c.name })) : []),
    ...extraCompanyNames.map((name, i) => ({ id: `ACC-${2001 + i}`, name })),
  ];
}
