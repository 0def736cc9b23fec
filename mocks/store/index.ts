/**
 * The one in-memory store of the embedded upstream. Seeded deterministically; mutations last for
 * the life of the process; `resetStore()` reseeds in place so every importer sees the new data.
 */
import { seedEmailTemplates, seedFeedback } from "./admin";
import { seedAssets, seedFavourites } from "./assets";
import { resetAttentionFixtures, seedAttentionFixtures } from "./attention";
import { resetRenewalFixture, seedRenewalFixtures } from "./renewal";
import { seedFeedbackFixtures, seedOrderFeedback } from "./feedback-fixtures";
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
import type { ContactMessage, Lead } from "./types";
import type { AmcEnquiry, Order, OrderFeedback, TicketMessage, UserState } from "./types";
import { seedCompanies, seedUsers } from "./users";
import { seedRegistrations, seedTeamMembers, type RequestRecord } from "./requests";
import type { AssetPreferences } from "./types";

function seed() {
  // The Home attention tests' companies (decision 074): only under the test fixtures, dated from today.
  const attention = testFixturesEnabled() ? seedAttentionFixtures() : null;
  // The contracts spec's own expired contracts, one per project (issue 32 §2): only under the test fixtures.
  const renewal = testFixturesEnabled() ? seedRenewalFixtures() : null;
  const seededAssets = seedAssets();
  const assets = [...seededAssets, ...(attention?.assets ?? []), ...(renewal?.assets ?? [])];
  // The order feedback tests' own closed orders, two per project (issue 32 §2): only under the test fixtures.
  const feedbackOrders = testFixturesEnabled() ? seedFeedbackFixtures() : [];
  const orders = [...seedOrders(seededAssets), ...(attention?.orders ?? []), ...feedbackOrders];
  // A complaint's ticket is the complaint (issue 31): its case number, status and contact.
  const complaints = seedComplaints(seededAssets);
  const tickets = [...seedTickets(seededAssets, complaints), ...(attention?.tickets ?? [])];
  const contracts = [...seedContracts(seededAssets), ...(attention?.contracts ?? []), ...(renewal?.contracts ?? [])];
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
    /** Contact Us messages received by mail-us (mocks/handlers/forms.ts); none seeded. */
    contactMessages: [] as ContactMessage[],
    orderFeedback: seedOrderFeedback() as OrderFeedback[],
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
 * attention test user's company records too; an orders user's own test contract not renewed), for
 * tests that change the whole user (an account switch, the tour, a renewal) and must start the same
 * on a reused server. False if unknown.
 */
export function resetUser(userId: string): boolean {
  const user = db.users.find((u) => u.userId === userId);
  const seeded = seedUsers().find((u) => u.userId === userId);
  if (!user || !seeded) return false;
  Object.assign(user, seeded, { chosenAccount: undefined, nextAccount: undefined, homeAccount: undefined, tokensValidAfterMs: undefined });
  // Favourites and preferences too, so a test can see the Assets tab as on a first visit.
  const favourites = seedFavourites()[userId];
  if (favourites) db.favourites[userId] = favourites;
  else delete db.favourites[userId];
  delete db.preferences[userId];
  // The attention tests' users: their company's records too, dated from now (decision 074).
  if (testFixturesEnabled()) resetAttentionFixtures(db, userId);
  // The orders users: their own test contract's renewal forgotten (issue 32 §2).
  if (testFixturesEnabled()) resetRenewalFixture(db, userId);
  return true;
}

export * from "./types";
export type { AssetRegistration, FeedbackRecord, RequestRecord, TeamMemberRecord } from "./requests";
export { REFERENCE_DATE } from "./prng";
export type { Offer, OfferEnquiry } from "./offers";

/** How many users and orders the test controls made (ids of their own: U-T…, ORD-T…). */
const made = { users: 0, orders: 0, replies: 0 };

/**
 * A new user like `fromUserId` (same company, profile, role and dealer code), with an id and an
 * address of its own: a test that injects faults or reads the call log per user can run beside a
 * copy of itself (`--repeat-each`, two workers). Lasts until the store is reset. Null if unknown.
 */
export function cloneUser(fromUserId: string): UserState | null {
  const from = db.users.find((u) => u.userId === fromUserId);
  if (!from) return null;
  const n = ++made.users;
  const at = from.email.lastIndexOf("@");
  const clone: UserState = { ...from, userId: `U-T${String(n).padStart(4, "0")}`, email: `${from.email.slice(0, at)}+t${n}${from.email.slice(at)}`, chosenAccount: undefined, nextAccount: undefined, homeAccount: undefined };
  db.users.push(clone);
  // Its company's assets are the company's; the user's own favourites and preferences start empty.
  return clone;
}

/**
 * A reply from the maker's team on a ticket, now and not read yet (a test's "new message"): the
 * thread opens at it (issue 40 §2). Null if the ticket is unknown.
 */
export function addStaffReply(ticketNumber: string, message: string): TicketMessage | null {
  const ticket = db.tickets.find((t) => t.ticketNumber === ticketNumber);
  const staff = db.users.find((u) => u.userId === "U-2001");
  if (!ticket || !staff) return null;
  const reply: TicketMessage = {
    id: `MSG-R${String(++made.replies).padStart(5, "0")}`,
    ticketNumber: ticket.ticketNumber,
    message,
    createdDate: new Date().toISOString(),
    isRead: false,
    attachments: [],
    userId: staff.userId,
    userFirstName: staff.firstName,
    userLastName: staff.lastName,
    userEmail: staff.email,
  };
  db.ticketMessages.push(reply);
  return reply;
}

/** A copy of an order with an id and numbers of its own and no feedback given: a test's own closed order. Null if unknown. */
export function copyOrder(orderId: string): Order | null {
  const from = db.orders.find((o) => o.id === orderId);
  if (!from) return null;
  const n = ++made.orders;
  const id = `ORD-T${String(n).padStart(4, "0")}`;
  const number = `SO-T${String(n).padStart(5, "0")}`;
  const copy: Order = {
    ...from,
    id,
    erpOrderNumber: number,
    customerPo: `${from.customerPo}/T${n}`,
    lineItems: from.lineItems.map((l, i) => ({ ...l, id: `${number}-L${String(i + 1).padStart(2, "0")}`, orderNumber: number })),
  };
  db.orders.push(copy);
  return copy;
}
