/**
 * The one in-memory store of the embedded upstream. Seeded deterministically; mutations last for
 * the life of the process; `resetStore()` reseeds in place so every importer sees the new data.
 */
import { seedEmailTemplates, seedFeedback } from "./admin";
import { seedAssets, seedFavourites } from "./assets";
import { resetAttentionFixtures, seedAttentionFixtures } from "./attention";
import { testFixturesEnabled } from "../data/users";
import { seedCarts } from "./cart";
import { seedComplaints } from "./complaints";
import { seedContracts } from "./contracts";
import { seedDocuments } from "./documents";
import { seedEnquiries, seedEnquiryDocuments } from "./enquiries";
import { seedKnowledge } from "./knowledge";
import { seedNotifications } from "./notifications";
import { seedOffers, type OfferEnquiry } from "./offers";
import { seedOrders } from "./orders";
import { seedPictures } from "./pictures";
import { seedSurveyInvitations, seedSurveyResponses, seedSurveys } from "./surveys";
import { seedTicketMessages, seedTickets } from "./tickets";
import type { Lead } from "./types";
import type { AmcEnquiry, OrderFeedback } from "./types";
import { seedCompanies, seedUsers } from "./users";
import { seedRegistrations, seedTeamMembers, type RequestRecord } from "./requests";
import type { AssetPreferences } from "./types";

function seed() {
  // The Home attention tests' companies (decision 074): only under the test fixtures, dated from today.
  const attention = testFixturesEnabled() ? seedAttentionFixtures() : null;
  const seededAssets = seedAssets();
  const assets = [...seededAssets, ...(attention?.assets ?? [])];
  const orders = [...seedOrders(seededAssets), ...(attention?.orders ?? [])];
  const tickets = [...seedTickets(seededAssets), ...(attention?.tickets ?? [])];
  const complaints = seedComplaints(seededAssets);
  const contracts = [...seedContracts(seededAssets), ...(attention?.contracts ?? [])];
  const enquiries = seedEnquiries(seededAssets, tickets);
  return {
    users: seedUsers(),
    companies: seedCompanies(),
    assets,
    favourites: seedFavourites(),
    documents: [...seedDocuments(seededAssets), ...(attention?.documents ?? [])],
    /** Saved location and product preferences by user id (none seeded). */
    preferences: {} as Record<string, AssetPreferences>,
    orders,
    contracts,
    tickets,
    ticketMessages: [...seedTicketMessages(tickets.filter((t) => !attention?.tickets.includes(t))), ...(attention?.ticketMessages ?? [])],
    complaints,
    enquiries,
    /** Documents attached to enquiries (issue 23). */
    enquiryDocuments: seedEnquiryDocuments(enquiries),
    notifications: seedNotifications({ orders, tickets, complaints, assets, contracts, enquiries }),
    surveys: seedSurveys(),
    surveyResponses: seedSurveyResponses(),
    surveyInvitations: seedSurveyInvitations(),
    knowledge: seedKnowledge(),
    carts: seedCarts(assets),
    /** Urban-water leads received (mocks/handlers/forms.ts); none seeded. */
    leads: [] as Lead[],
    orderFeedback: [] as OrderFeedback[],
    amcEnquiries: [] as AmcEnquiry[],
    /** Assets an admin took away from a user: userId → asset ids (restrictAssetsForAccountUser). */
    restrictedAssets: {} as Record<string, string[]>,
    emailTemplates: seedEmailTemplates(),
    feedback: seedFeedback(),
    // Issue 11: asset registrations, requests that end in a ticket, feedback, account teams.
    assetRegistrations: seedRegistrations(),
    requests: [] as RequestRecord[],
    teamMembers: seedTeamMembers(),
    // Issue 13: stored profile pictures by blob URL (uploadFileForUserEditProfile).
    pictures: seedPictures(),
    // Issue 23: the maker's offers and the enquiries sent by offer (mocks/handlers/offers.ts).
    offers: seedOffers(),
    offerEnquiries: [] as OfferEnquiry[],
  };
}

export type Db = ReturnType<typeof seed>;

export const db: Db = seed();

export function resetStore(): void {
  Object.assign(db, seed());
}

/**
 * Puts one user back as seeded (company, tour progress, picture, favourite assets, preferences; an
 * attention test user's company records too), for tests that change the whole
 * user (an account switch, the tour) and must start the same on a reused server. False if unknown.
 */
export function resetUser(userId: string): boolean {
  const user = db.users.find((u) => u.userId === userId);
  const seeded = seedUsers().find((u) => u.userId === userId);
  if (!user || !seeded) return false;
  Object.assign(user, seeded, { chosenAccount: undefined });
  // Favourites and preferences too, so a test can see the Assets tab as on a first visit.
  const favourites = seedFavourites()[userId];
  if (favourites) db.favourites[userId] = favourites;
  else delete db.favourites[userId];
  delete db.preferences[userId];
  // The attention tests' users: their company's records too, dated from now (decision 074).
  if (testFixturesEnabled()) resetAttentionFixtures(db, userId);
  return true;
}

export * from "./types";
export type { AssetRegistration, FeedbackRecord, RequestRecord, TeamMemberRecord } from "./requests";
export { REFERENCE_DATE } from "./prng";
export type { Offer, OfferEnquiry } from "./offers";
