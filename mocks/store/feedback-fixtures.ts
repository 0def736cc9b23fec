import { RENEWAL_TEST_CONTRACTS } from "./renewal";
import type { Order, OrderFeedback } from "./types";

/**
 * Order feedback once given is said and refused a second time (issue 32 §2), so the e2e tests
 * that give feedback do it on closed orders of their own: per browser project, one for the orders
 * user and one for the staff test, in the orders users' company (Godavari Paper Mills), on the
 * project's renewal test asset. Seeded only under MOCK_TEST_FIXTURES=1; each test gives feedback
 * on a copy of its own (`POST /__orders/:orderId/copy`, issue 45).
 */
export const FEEDBACK_TEST_ORDERS = [
  { project: "js", orderId: "ORD-9201", by: "orders" },
  { project: "js", orderId: "ORD-9202", by: "staff" },
  { project: "nojs", orderId: "ORD-9211", by: "orders" },
  { project: "nojs", orderId: "ORD-9212", by: "staff" },
] as const;

const GODAVARI = "ACC-1006";

export function seedFeedbackFixtures(): Order[] {
  return FEEDBACK_TEST_ORDERS.map(({ project, orderId }, k) => {
    const asset = RENEWAL_TEST_CONTRACTS.find((c) => c.project === project)!;
    const number = `SO-09${orderId.slice(4)}`;
    return {
      id: orderId,
      type: "Spares",
      erpOrderNumber: number,
      erpStatus: "Order closed",
      opportunityType: "short cycle",
      opportunityDivision: "ENVIRO",
      opportunityNumber: `OPP-9${orderId.slice(4)}`,
      assetId: asset.assetId,
      assetName: asset.assetName,
      productFamily: "Air Pollution Control",
      customerPo: `CPO/1006/9${orderId.slice(4)}`,
      poNumber: `PO/1006/2023/${921 + (k >> 1)}`,
      erpOrderBookedDate: "2026-06-03",
      dateOrdered: "2026-06-01",
      edd: "2026-08-20",
      ownerName: "Lata Deshmukh",
      ownerEmail: "lata.deshmukh@thermax.test",
      ownerContact: "+919822000102",
      lineItems: [
        { id: `${number}-L01`, orderNumber: number, orderedItem: "SP-APC-5101", itemDesc: "Filter bag, PPS 160 x 6000 mm", orderedQuantity: 120, edd: "2026-08-10", lineStatusView: "Shipped & Invoiced" },
        { id: `${number}-L02`, orderNumber: number, orderedItem: "SP-APC-5102", itemDesc: "Bag cage, galvanised", orderedQuantity: 120, edd: "2026-08-20", lineStatusView: "Shipped & Invoiced" },
      ],
      accountId: GODAVARI,
      tcaUser: null,
    };
  });
}

/** Demo data: a colleague of customer@demo.test (Rahul Mehta, Acme) rated a closed order, so its dialog shows 'Feedback given'. */
export function seedOrderFeedback(): OrderFeedback[] {
  return [
    {
      feedbackId: "OFB-00001",
      orderId: "ORD-0014",
      userId: "U-1002",
      rating: 4,
      reasons: "On-time delivery,Correct items supplied",
      note: "Thermic fluid pump seals arrived well packed; the invoice came a week after the goods.",
      at: "2026-10-21T06:40:00.000Z",
    },
  ];
}
