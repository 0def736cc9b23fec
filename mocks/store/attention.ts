import { owners } from "./owners";
import { pad } from "./prng";
import type { AmcEnquiry, Asset, AssetDocument, Order, OrderFeedback, ServiceContract, Ticket, TicketMessage } from "./types";

/**
 * The Home attention tests' own companies (issue 34, decision 074), one per browser project, seeded
 * only under MOCK_TEST_FIXTURES=1: each holds one of every thing 'Needs your attention' reports, so
 * a test can read a reply or request a renewal without touching data another test reads.
 *
 * Unlike the rest of the seed, these dates are relative to the real day in India when the store is
 * seeded (or the user reset): what is overdue or due in 14 days depends on today, and the tests
 * must see the same items whatever day they run. `POST /__users/:userId/reset` puts the company
 * back as seeded, with dates from that moment.
 */
export const ATTENTION_TEST_USERS = [
  { userId: "U-9401", accountId: "ACC-1009", project: "js", n: 0 },
  { userId: "U-9411", accountId: "ACC-1010", project: "nojs", n: 1 },
] as const;

const STAFF_ID = "U-2001";
const DAY_MS = 86_400_000;

/** `days` from today in India, YYYY-MM-DD. */
function dayFrom(now: number, days: number): string {
  return new Date(now + 5.5 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);
}
const dotted = (day: string) => day.split("-").reverse().join(".");

export interface AttentionFixtures {
  assets: Asset[];
  documents: AssetDocument[];
  contracts: ServiceContract[];
  orders: Order[];
  tickets: Ticket[];
  ticketMessages: TicketMessage[];
}

/** The fixtures of one test user's company, dated from `now`. Ids: 9101 (js) and 9111 (no-js) onwards. */
function fixturesOf(user: (typeof ATTENTION_TEST_USERS)[number], now: number): AttentionFixtures {
  const day = (d: number) => dayFrom(now, d);
  const base = 9101 + user.n * 10;
  const owned = { accountId: user.accountId, tcaUser: null };
  const plan = (unread: number) => ({ drawings: { totalCount: 1, unreadCount: unread }, reports: { totalCount: 1, unreadCount: 0 }, others: { totalCount: 0, unreadCount: 0 } });
  const assets: Asset[] = [
    ["Steam Boiler Line 1", "Shellmax TH-501", "HEATING", "Heating", "Shellmax", 30],
    ["Water Treatment Plant 2", "Water Treatment Plant WTP-502", "WATER", "Water", "water treatment plant", 200],
    ["Chiller Heater Unit 3", "Chiller Heater VAM-503", "COOLING", "Cooling", "Chiller Heater", -10],
  ].map(([name, thermaxName, division, productFamily, product, amcDays], k) => ({
    id: `AST-${base + k}`,
    name: name as string,
    thermaxName: thermaxName as string,
    division: division as Asset["division"],
    poNumber: `PO/${user.accountId.slice(4)}/2025/${pad(700 + k, 4)}`,
    productFamily: productFamily as string,
    product: product as string,
    city: "Pune",
    state: "Maharashtra",
    ascEndDate: day(amcDays as number),
    warrantyExpiredDate: day(-400),
    commisioningStatus: "Commisioned",
    ibgCommissioningDate: day(-700),
    edd: day(-760),
    installationDate: day(-720),
    projectStage: "I&C Completed" as const,
    documentPlan: plan(k === 0 ? 1 : 0),
    ...owned,
  }));
  const [boiler, water, chiller] = assets;

  // Steam Boiler Line 1: one drawing not opened yet, one report read.
  const documents: AssetDocument[] = (
    [
      ["Engineering Drawing", "General arrangement drawing", []],
      ["Reports", "Service report", ["*"]],
    ] as const
  ).map(([type, title, viewedBy], k) => {
    const cvId = `CV-9${pad(base + k, 5)}`;
    const fileName = `${title} TH-501.pdf`;
    return {
      cvId,
      assetId: boiler.id,
      title,
      fileName,
      fileType: "pdf",
      type,
      createdDate: `${day(-2 - k * 30)}T05:00:00.000Z`,
      url: `https://docs.thermax.test/asset-documents/${boiler.id}/${cvId}/${encodeURIComponent(fileName)}`,
      scanBytes: 0,
      viewedBy: [...viewedBy],
    };
  });

  // Renewal open (ends in 30 days) with a visit in 5 days; a visit 3 days overdue; expired 10 days ago.
  const contract = (asset: Asset, k: number, visits: [number, "Completed" | "Pending"][]): ServiceContract => ({
    serviceId: `SVC-0${base + k}`,
    orderedItem: "AMC-STD-0001",
    description: "Annual Service Contract",
    assetId: asset.id,
    assetName: asset.name,
    thermaxName: asset.thermaxName,
    poNumber: asset.poNumber,
    productFamily: asset.productFamily,
    expirationDate: dotted(asset.ascEndDate as string),
    contractEndDate: asset.ascEndDate as string,
    ownerId: owners[k % owners.length].id,
    visits: visits.map(([d, status], v) => ({ visitId: `VIS-${base + k}-${v + 1}`, visitDate: day(d), status, engineerName: "Farah Khan" })),
    ...owned,
  });
  const contracts = [
    contract(boiler, 0, [[-60, "Completed"], [5, "Pending"]]),
    contract(water, 1, [[-95, "Completed"], [-3, "Pending"], [85, "Pending"]]),
    contract(chiller, 2, [[-100, "Completed"], [-20, "Completed"]]),
  ];

  // Late by a week; dispatched and awaiting feedback; on time (no item).
  const orders: Order[] = (
    [
      ["Spares", "Order confirmed", water, -7],
      ["Services", "Order closed", boiler, -20],
      ["Spares", "Ready for shipment", chiller, 20],
    ] as const
  ).map(([type, erpStatus, asset, edd], k) => {
    const erpOrderNumber = `SO-98${pad(base + k, 5)}`;
    const owner = owners[k % owners.length];
    return {
      id: `ORD-${base + k}`,
      type,
      erpOrderNumber,
      erpStatus,
      opportunityType: type.toLowerCase(),
      opportunityDivision: asset.division,
      opportunityNumber: `OPP-98${pad(base + k, 4)}`,
      assetId: asset.id,
      assetName: asset.name,
      productFamily: asset.productFamily,
      customerPo: `CPO/${user.accountId.slice(4)}/${pad(base + k, 5)}`,
      poNumber: asset.poNumber,
      erpOrderBookedDate: day(-60),
      dateOrdered: day(-63 + k),
      edd: day(edd),
      ownerName: owner.name,
      ownerEmail: owner.email,
      ownerContact: owner.phone,
      lineItems: [{ id: `${erpOrderNumber}-L01`, orderNumber: erpOrderNumber, orderedItem: "SP-TH-1001", itemDesc: "Burner nozzle assembly", orderedQuantity: 2, edd: day(edd), lineStatusView: "Order Confirmed" }],
      ...owned,
    };
  });

  // A complaint with a reply from Thermax not read yet; a callback whose thread is all read.
  const tickets: Ticket[] = (
    [
      ["Complaint", "Registered", boiler],
      ["Requested Callback", "Open", water],
    ] as const
  ).map(([type, status, asset], k) => ({
    ticketNumber: `TCK-10${base + k + 700}`,
    assetId: asset.id,
    assetName: asset.name,
    product: asset.productFamily,
    createdOn: `${day(-6 + k)}T04:30:00.000Z`,
    createdBy: `Attention Tester ${user.project}`,
    type,
    status,
    updatedMessage: `<p>${type} is <b>${status}</b>.</p>`,
    contactId: user.userId,
    ...owned,
  }));
  const message = (t: Ticket, k: number, from: string, text: string, hours: number, isRead: boolean): TicketMessage => {
    const staff = from === STAFF_ID;
    return {
      id: `MSG-98${pad(base, 4)}-${t.ticketNumber.slice(-2)}-${k}`,
      ticketNumber: t.ticketNumber,
      message: text,
      userId: from,
      userFirstName: staff ? "Arjun" : "Attention",
      userLastName: staff ? "Nair" : `Tester ${user.project}`,
      userEmail: staff ? "staff@thermax.test" : `attention.${user.project}@demo.test`,
      createdDate: new Date(Date.parse(t.createdOn) + hours * 3_600_000).toISOString(),
      isRead,
      attachments: [],
    };
  };
  const [complaint, callback] = tickets;
  const ticketMessages = [
    message(complaint, 1, user.userId, "<p>The boiler trips on low water level twice a day.</p>", 1, true),
    message(complaint, 2, STAFF_ID, "<p>Please send the last week's log sheet so our engineer can check the feed pump.</p>", 26, false),
    message(callback, 1, user.userId, "<p>Please call me about the water analysis.</p>", 1, true),
    message(callback, 2, STAFF_ID, "<p>Noted, we will call you tomorrow at 11.</p>", 20, true),
  ];
  return { assets, documents, contracts, orders, tickets, ticketMessages };
}

/** Every attention test company's fixtures, dated from `now`. */
export function seedAttentionFixtures(now: number = Date.now()): AttentionFixtures {
  const all = ATTENTION_TEST_USERS.map((u) => fixturesOf(u, now));
  return {
    assets: all.flatMap((f) => f.assets),
    documents: all.flatMap((f) => f.documents),
    contracts: all.flatMap((f) => f.contracts),
    orders: all.flatMap((f) => f.orders),
    tickets: all.flatMap((f) => f.tickets),
    ticketMessages: all.flatMap((f) => f.ticketMessages),
  };
}

interface Store extends AttentionFixtures {
  amcEnquiries: AmcEnquiry[];
  orderFeedback: OrderFeedback[];
}

/**
 * Puts one attention test user's company back as seeded, dated from now: its records replaced,
 * its replies unread again, its renewals and order feedback forgotten. False for any other user.
 */
export function resetAttentionFixtures(store: Store, userId: string, now: number = Date.now()): boolean {
  const user = ATTENTION_TEST_USERS.find((u) => u.userId === userId);
  if (!user) return false;
  const fresh = fixturesOf(user, now);
  const mine = (r: { accountId: string }) => r.accountId === user.accountId;
  const assetIds = new Set(fresh.assets.map((a) => a.id));
  const ticketNumbers = new Set(fresh.tickets.map((t) => t.ticketNumber));
  const orderIds = new Set(fresh.orders.map((o) => o.id));
  const serviceIds = new Set(fresh.contracts.map((c) => c.serviceId));
  const replace = <T>(list: T[], drop: (item: T) => boolean, add: T[]) => list.splice(0, list.length, ...list.filter((x) => !drop(x)), ...add);
  replace(store.assets, mine, fresh.assets);
  replace(store.documents, (d) => assetIds.has(d.assetId), fresh.documents);
  replace(store.contracts, mine, fresh.contracts);
  replace(store.orders, mine, fresh.orders);
  replace(store.tickets, (t) => ticketNumbers.has(t.ticketNumber), fresh.tickets);
  replace(store.ticketMessages, (m) => ticketNumbers.has(m.ticketNumber), fresh.ticketMessages);
  replace(store.amcEnquiries, (e) => serviceIds.has(e.serviceId), []);
  replace(store.orderFeedback, (f) => orderIds.has(f.orderId), []);
  return true;
}
