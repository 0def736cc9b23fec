import { describe, expect, it } from "vitest";
import {
  ATTENTION_KINDS,
  attentionCandidates,
  attentionView,
  pickAttention,
  type AssetSource,
  type AttentionItem,
  type AttentionKind,
  type AttentionSources,
  type ContractSource,
  type OrderSource,
  type TicketSource,
} from "./attention";

const TODAY = "2026-11-27";
const customer = { userId: "U-1", staff: false };
const staff = { userId: "U-9", staff: true };

const none: AttentionSources = { tickets: [], orders: [], closedOrders: [], contracts: [], assets: [] };

const ticket = (over: Partial<TicketSource> = {}): TicketSource => ({
  ticketNumber: "TCK-1",
  type: "Complaint",
  assetName: "Boiler Line 2",
  contactId: "U-1",
  unreadCount: 1,
  ...over,
});
const order = (over: Partial<OrderSource> = {}): OrderSource => ({
  id: "ORD-1",
  customerPo: "CPO/1",
  erpOrderNumber: "SO-1",
  assetName: "Boiler Line 2",
  type: "Spares",
  erpStatus: "Order confirmed",
  edd: "2026-12-10",
  feedbackGiven: false,
  ...over,
});
const contract = (over: Partial<ContractSource> = {}): ContractSource => ({
  serviceId: "SVC-1",
  description: "Annual Service Contract",
  assetName: "Chiller Unit 1",
  thermaxName: "Chiller Heater VAM-101",
  contractEndDate: "2027-09-01",
  expirationDate: "01.09.2027",
  amcExpiried: null,
  nextVisitDate: null,
  renewalEnquiryId: null,
  ...over,
});
const asset = (id: string, unread: [number, number, number], name: string | null = `Asset ${id}`): AssetSource => ({
  id,
  name,
  thermaxName: `Thermax ${id}`,
  documentCount: { drawings: { unreadCount: unread[0] }, reports: { unreadCount: unread[1] }, others: { unreadCount: unread[2] } },
});

const kinds = (items: AttentionItem[]) => items.map((i) => i.kind);
const only = (sources: Partial<AttentionSources>, viewer = customer) => attentionCandidates({ ...none, ...sources }, viewer, TODAY);

describe("what needs attention", () => {
  it("a reply from the maker not read yet opens the ticket's thread", () => {
    const [item] = only({ tickets: [ticket({ unreadCount: 2 })] });
    expect(item).toEqual({
      kind: "reply",
      key: "reply:TCK-1",
      text: "Thermax replied on Complaint TCK-1 (Boiler Line 2): 2 replies not read yet.",
      // A complaint's reply too is read in its thread.
      action: { label: "Read the replies", href: "/dashboard/tickets/TCK-1/messages?view=all&ticket=TCK-1#thread-start", name: " on Complaint TCK-1" },
    });
    expect(only({ tickets: [ticket({ unreadCount: 1, type: null, assetName: null })] })[0].text).toBe("Thermax replied on Ticket TCK-1: 1 reply not read yet.");
    expect(only({ tickets: [ticket({ type: "Quotation" })] })[0].text).toBe("Thermax replied on Ticket TCK-1 (Quotation, Boiler Line 2): 1 reply not read yet.");
  });

  it("no reply item once read, when the upstream does not say, or for a thread the user may not open", () => {
    expect(only({ tickets: [ticket({ unreadCount: 0 }), ticket({ ticketNumber: "TCK-2", unreadCount: null })] })).toEqual([]);
    // A colleague's ticket: customers open only their own threads; staff any.
    const colleague = ticket({ contactId: "U-2" });
    expect(only({ tickets: [colleague] })).toEqual([]);
    expect(kinds(only({ tickets: [colleague] }, staff))).toEqual(["reply"]);
  });

  it("an order past its expected date, not once it is complete", () => {
    const late = order({ edd: "2026-11-26" });
    const [item] = only({ orders: [late, order({ id: "ORD-2", edd: TODAY }), order({ id: "ORD-3", edd: null }), order({ id: "ORD-4", edd: "2026-01-01", erpStatus: "Order closed" })] });
    expect(item).toEqual({
      kind: "order-late",
      key: "order-late:ORD-1",
      text: "The order with P.O. CPO/1 for Boiler Line 2 was expected by 26 Nov 2026 and is not complete yet.",
      action: { label: "View order", href: "/order/ORD-1?back=%2F", name: " P.O. CPO/1" },
    });
    expect(only({ orders: [order({ edd: "2026-11-26" })] })).toHaveLength(1);
  });

  it("names an order by the customer's P.O. number, else the maker's order number (decision 065)", () => {
    const names = only({
      orders: [
        order({ edd: "2026-01-01", customerPo: null }),
        order({ id: "ORD-2", edd: "2026-01-02", erpOrderNumber: null }),
        order({ id: "ORD/3", edd: "2026-01-03", customerPo: null, erpOrderNumber: null, assetName: null }),
      ],
    });
    expect(names.map((i) => i.text)).toEqual([
      "Thermax order SO-1 for Boiler Line 2 was expected by 01 Jan 2026 and is not complete yet.",
      "The order with P.O. CPO/1 for Boiler Line 2 was expected by 02 Jan 2026 and is not complete yet.",
      "Order was expected by 03 Jan 2026 and is not complete yet.",
    ]);
    expect(names[2].action.href).toBe("/order/ORD%2F3?back=%2F");
  });

  it("a delivered order awaiting feedback, not once it is given or when the upstream does not say", () => {
    const items = only({
      closedOrders: [
        order({ erpStatus: "Order closed" }),
        order({ id: "ORD-2", customerPo: "CPO/2", type: "Services", erpStatus: "Order closed" }),
        order({ id: "ORD-3", erpStatus: "Order closed", feedbackGiven: true }),
        order({ id: "ORD-4", erpStatus: "Order closed", feedbackGiven: null }),
      ],
    });
    expect(items.map((i) => [i.kind, i.text, i.action.href])).toEqual([
      ["order-feedback", "The order with P.O. CPO/1 for Boiler Line 2 was dispatched. Tell us how it went.", "/order/ORD-1?back=%2F"],
      ["order-feedback", "The order with P.O. CPO/2 for Boiler Line 2 was executed. Tell us how it went.", "/order/ORD-2?back=%2F"],
    ]);
  });

  it("a contract whose renewal is open (90 days before its end), not earlier, not once renewal is asked", () => {
    const items = only({
      contracts: [
        contract({ contractEndDate: "2027-02-25" }),
        contract({ serviceId: "SVC-2", contractEndDate: "2027-02-26" }),
        contract({ serviceId: "SVC-3", contractEndDate: "2026-12-01", renewalEnquiryId: "ENQ-1" }),
      ],
    });
    expect(items).toEqual([
      {
        kind: "renewal-open",
        key: "renewal-open:SVC-1",
        text: "The service contract for Chiller Unit 1 ends on 25 Feb 2027, in 90 days. Renewal is open.",
        action: { label: "View contract", href: "/contracts/SVC-1?back=%2F", name: " for Chiller Unit 1" },
      },
    ]);
    expect(only({ contracts: [contract({ contractEndDate: TODAY })] })[0].text).toContain("ends on 27 Nov 2026, today.");
    // The dotted expiration date when the ISO one is missing.
    expect(only({ contracts: [contract({ contractEndDate: null, expirationDate: "28.11.2026" })] })[0].text).toContain("ends on 28 Nov 2026, tomorrow.");
  });

  it("an expired contract (the upstream's flag wins), not once its renewal is asked", () => {
    const items = only({
      contracts: [
        contract({ contractEndDate: "2026-11-26" }),
        contract({ serviceId: "SVC-2", contractEndDate: "2026-12-31", amcExpiried: true, assetName: null, thermaxName: null }),
        contract({ serviceId: "SVC-3", contractEndDate: "2026-01-01", renewalEnquiryId: "ENQ-9" }),
        contract({ serviceId: "SVC-4", contractEndDate: "2026-01-01", amcExpiried: false }),
      ],
    });
    expect(items.map((i) => [i.kind, i.text])).toEqual([
      // The most recently expired first.
      ["contract-expired", "The service contract expired on 31 Dec 2026."],
      ["contract-expired", "The service contract for Chiller Unit 1 expired on 26 Nov 2026."],
    ]);
  });

  it("service visits overdue, or due in the next 14 days, of running contracts only", () => {
    const items = only({
      contracts: [
        contract({ serviceId: "SVC-1", nextVisitDate: "2026-11-20" }),
        contract({ serviceId: "SVC-2", nextVisitDate: "2026-12-11" }),
        contract({ serviceId: "SVC-3", nextVisitDate: "2026-12-12" }),
        contract({ serviceId: "SVC-4", nextVisitDate: TODAY, assetName: null, thermaxName: null }),
        contract({ serviceId: "SVC-5", nextVisitDate: "2026-11-01", contractEndDate: "2026-11-10" }),
      ],
    });
    expect(items.map((i) => [i.kind, i.text, i.action.href])).toEqual([
      ["visit-overdue", "The service visit to Chiller Unit 1 planned for 20 Nov 2026 is overdue.", "/contracts/SVC-1?back=%2F"],
      ["contract-expired", "The service contract for Chiller Unit 1 expired on 10 Nov 2026.", "/contracts/SVC-5?back=%2F"],
      ["visit-due", "A service visit under the service contract is planned for 27 Nov 2026, today.", "/contracts/SVC-4?back=%2F"],
      ["visit-due", "A service visit to Chiller Unit 1 is planned for 11 Dec 2026, in 14 days.", "/contracts/SVC-2?back=%2F"],
    ]);
  });

  it("an overdue visit says a reschedule was asked for, with its day and ticket (issue 42 §4)", () => {
    const items = only({ contracts: [contract({ serviceId: "SVC-1", nextVisitDate: "2026-11-20", rescheduleRequestedTo: "2026-12-05", rescheduleTicketNumber: "TCK-200009" })] });
    expect(items.map((i) => i.text)).toEqual(["The service visit to Chiller Unit 1 planned for 20 Nov 2026 is overdue. Reschedule to 05 Dec 2026 requested, ticket TCK-200009."]);
  });

  it("new documents per asset, most first, opening the asset's documents", () => {
    const items = only({ assets: [asset("AST-1", [0, 0, 0]), asset("AST-2", [1, 0, 0]), asset("AST-3", [2, 1, 0], null)] });
    expect(items).toEqual([
      {
        kind: "documents",
        key: "documents:AST-3",
        text: "3 new documents for Thermax AST-3 that you have not opened yet.",
        action: { label: "View documents", href: "/asset/AST-3?back=%2F#documents", name: " of Thermax AST-3" },
      },
      {
        kind: "documents",
        key: "documents:AST-2",
        text: "1 new document for Asset AST-2 that you have not opened yet.",
        action: { label: "View documents", href: "/asset/AST-2?back=%2F#documents", name: " of Asset AST-2" },
      },
    ]);
  });
});

describe("urgency order and the six places", () => {
  const everything: AttentionSources = {
    tickets: [ticket()],
    orders: [order({ edd: "2026-11-01" })],
    closedOrders: [order({ id: "ORD-9", erpStatus: "Order closed" })],
    contracts: [
      contract({ serviceId: "SVC-1", nextVisitDate: "2026-11-20" }),
      contract({ serviceId: "SVC-2", contractEndDate: "2026-10-01" }),
      contract({ serviceId: "SVC-3", contractEndDate: "2027-01-10", nextVisitDate: "2026-12-01" }),
    ],
    assets: [asset("AST-1", [1, 0, 0])],
  };

  it("sorts by kind, most urgent first", () => {
    expect(kinds(attentionCandidates(everything, customer, TODAY))).toEqual([...ATTENTION_KINDS]);
  });

  const item = (kind: AttentionKind, n: number): AttentionItem => ({ kind, key: `${kind}:${n}`, text: "", action: { label: "", href: "", name: "" } });

  it("shows at most six, no kind taking more than two while another waits, then fills by urgency", () => {
    const candidates = [
      ...[1, 2, 3, 4, 5].map((n) => item("contract-expired", n)),
      ...[1, 2, 3, 4].map((n) => item("order-late", n)),
      item("documents", 1),
    ];
    const { shown, hidden } = pickAttention(candidates);
    expect(shown.map((i) => i.key)).toEqual(["contract-expired:1", "contract-expired:2", "contract-expired:3", "order-late:1", "order-late:2", "documents:1"]);
    expect(hidden.map((i) => i.key)).toEqual(["contract-expired:4", "contract-expired:5", "order-late:3", "order-late:4"]);
    // One kind alone fills all six places.
    expect(pickAttention([1, 2, 3, 4, 5, 6, 7].map((n) => item("documents", n))).shown).toHaveLength(6);
  });

  it("offers 'See all' for each kind with items not shown: how many of what, the list filtered to them (issue 42 §5)", () => {
    const view = attentionView(
      {
        ...none,
        tickets: [1, 2, 3].map((n) => ticket({ ticketNumber: `TCK-${n}` })),
        orders: [1, 2, 3].map((n) => order({ id: `ORD-${n}`, edd: "2026-11-01" })),
        contracts: [1, 2, 3].map((n) => contract({ serviceId: `SVC-${n}`, contractEndDate: "2026-10-01" })),
        assets: [asset("AST-1", [1, 0, 0])],
      },
      customer,
      TODAY,
    );
    expect(view.total).toBe(10);
    expect(kinds(view.items)).toEqual(["reply", "reply", "contract-expired", "contract-expired", "order-late", "order-late"]);
    expect(view.seeAll).toEqual([
      { kind: "reply", label: "1 more ticket with a reply", href: "/dashboard/tickets", more: 1 },
      { kind: "contract-expired", label: "1 more expired contract", href: "/dashboard/contracts?amc=expired", more: 1 },
      { kind: "order-late", label: "1 more late order", href: "/dashboard/spares-and-services?due=late", more: 1 },
      { kind: "documents", label: "1 more asset with new documents", href: "/dashboard/assets?view=all", more: 1 },
    ]);
    expect(view.failed).toBe("none");
    // Staff read the whole company's tickets.
    const ofStaff = attentionView({ ...none, tickets: [1, 2, 3, 4, 5, 6, 7].map((n) => ticket({ ticketNumber: `TCK-${n}` })) }, staff, TODAY);
    expect(ofStaff.seeAll).toEqual([{ kind: "reply", label: "1 more ticket with a reply", href: "/dashboard/tickets?view=all", more: 1 }]);
  });

  it("says when some or all lists failed, so an empty section is not read as 'nothing'", () => {
    expect(attentionView(none, customer, TODAY)).toEqual({ items: [], seeAll: [], total: 0, failed: "none" });
    expect(attentionView({ ...none, contracts: null }, customer, TODAY).failed).toBe("some");
    expect(attentionView({ tickets: null, orders: null, closedOrders: null, contracts: null, assets: null }, customer, TODAY).failed).toBe("all");
  });
});
