/**
 * The one in-memory store of the embedded upstream. Seeded deterministically; mutations last for
 * the life of the process; `resetStore()` reseeds in place so every importer sees the new data.
 */
import { seedAssets, seedFavourites } from "./assets";
import { seedCarts } from "./cart";
import { seedComplaints } from "./complaints";
import { seedContracts } from "./contracts";
import { seedDocuments } from "./documents";
import { seedEnquiries } from "./enquiries";
import { seedKnowledge } from "./knowledge";
import { seedNotifications } from "./notifications";
import { seedOrders } from "./orders";
import { seedSurveyResponses, seedSurveys } from "./surveys";
import { seedTicketMessages, seedTickets } from "./tickets";
import { seedCompanies, seedUsers } from "./users";
import type { AssetPreferences } from "./types";

function seed() {
  const assets = seedAssets();
  const orders = seedOrders(assets);
  const tickets = seedTickets(assets);
  const complaints = seedComplaints(assets);
  return {
    users: seedUsers(),
    companies: seedCompanies(),
    assets,
    favourites: seedFavourites(),
    documents: seedDocuments(assets),
    /** Saved location and product preferences by user id (none seeded). */
    preferences: {} as Record<string, AssetPreferences>,
    orders,
    contracts: seedContracts(assets),
    tickets,
    ticketMessages: seedTicketMessages(tickets),
    complaints,
    enquiries: seedEnquiries(assets),
    notifications: seedNotifications({ orders, tickets, complaints, assets }),
    surveys: seedSurveys(),
    surveyResponses: seedSurveyResponses(),
    knowledge: seedKnowledge(),
    carts: seedCarts(assets),
  };
}

export type Db = ReturnType<typeof seed>;

export const db: Db = seed();

export function resetStore(): void {
  Object.assign(db, seed());
}

export * from "./types";
export { REFERENCE_DATE } from "./prng";
