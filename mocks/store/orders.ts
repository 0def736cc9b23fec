import { createRandom, dateDays, pad } from "./prng";
import { owners } from "./owners";
import { ERP_STATUSES, LINE_STATUSES, type Asset, type ErpStatus, type Order, type OrderLineItem } from "./types";

/**
 * Opportunity types by order type, so an order's type chip (from opportunityType) and the statuses
 * its type reads (spares or services) agree everywhere (issue 31): a Services order only ever has a
 * services type (none reads as Services Order), a Spares order never does.
 */
const sparesOpportunityTypes = ["spares", "r&r", "Spares", "unit", "project", "short cycle", "bop"] as const;
const servicesOpportunityTypes = ["services", "au", "branded services", "ea/uc", "services / consumables", "Services", null] as const;

const parts = [
  ["SP-TH-1001", "Burner nozzle assembly"], ["SP-TH-1002", "Refractory castable 25 kg"], ["SP-VAM-2001", "Solution pump mechanical seal"],
  ["SP-VAM-2002", "Purge unit palladium cell"], ["SP-WTP-3001", "RO membrane element 8 in"], ["SP-WTP-3002", "Dosing pump diaphragm"],
  ["SP-BLR-4001", "Water level gauge glass"], ["SP-BLR-4002", "Safety valve spring"], ["SP-APC-5001", "Filter bag PTFE 6 m"],
  ["SP-APC-5002", "ESP rapping motor"], ["SV-0001", "Annual maintenance visit"], ["SV-0002", "Tube cleaning service"],
  ["SV-0003", "Performance audit"], ["SV-0004", "Commissioning support, per day"],
] as const;

/**
 * Accounts and how many orders each gets; ACC-1001 gets every status for both types. ACC-1004
 * (the complaint tests' own account) gets 3, so its second asset has no active order.
 */
const orderPlan = [
  ["ACC-1001", 14], ["ACC-1002", 4], ["ACC-1003", 4], ["ACC-1004", 3], ["ACC-1006", 14],
] as const;

/**
 * A closed order's delivery day and readiness date (decision 103): delivered about when it was
 * expected, within the eleven months before the reference day (so the service record's twelve
 * months hold every closed order); every other one ready on or after that day (on time), the rest
 * ready before it (late).
 */
function closedDates(eddOffset: number, n: number, rnd: ReturnType<typeof createRandom>): { closedOn: string; edd: string } {
  const delivered = Math.min(-2, Math.max(-330, eddOffset));
  const ready = n % 2 === 0 ? delivered + rnd.int(0, 20) : delivered - rnd.int(3, 40);
  return { closedOn: dateDays(delivered), edd: dateDays(ready) };
}

export function seedOrders(assets: Asset[]): Order[] {
  const rnd = createRandom(2002);
  // Delivery days of closed orders, from a PRNG of their own so the other seeded fields keep their values.
  const delivery = createRandom(2012);
  const orders: Order[] = [];
  let n = 0;
  let lineCounter = 0;
  for (const [accountId, count] of orderPlan) {
    const accountAssets = assets.filter((a) => a.accountId === accountId);
    for (let k = 0; k < count; k++, n++) {
      const type = k % 2 === 0 ? "Spares" : "Services";
      const erpStatus: ErpStatus = ERP_STATUSES[Math.floor(k / 2) % ERP_STATUSES.length];
      const asset = accountAssets[(k * 3) % accountAssets.length];
      const owner = owners[n % owners.length];
      const orderedDaysAgo = rnd.int(10, 420);
      const booked = erpStatus === "Order received" ? null : dateDays(-orderedDaysAgo + 3);
      const erpOrderNumber = `SO-${pad(810000 + n * 37, 7)}`;
      // One long order so the line-item pager (6 a page) has three pages.
      const lineCount = n === 2 ? 14 : rnd.int(2, 7);
      const lineItems: OrderLineItem[] = [];
      for (let l = 0; l < lineCount; l++, lineCounter++) {
        const [code, desc] = parts[(n + l * 5) % parts.length];
        lineItems.push({
          id: `${erpOrderNumber}-L${pad(l + 1, 2)}`,
          orderNumber: erpOrderNumber,
          orderedItem: code,
          itemDesc: desc,
          orderedQuantity: rnd.int(1, 12),
          edd: l % 5 === 4 ? null : dateDays(-orderedDaysAgo + rnd.int(30, 150)),
          lineStatusView: LINE_STATUSES[lineCounter % LINE_STATUSES.length],
        });
      }
      const opportunityTypes = type === "Spares" ? sparesOpportunityTypes : servicesOpportunityTypes;
      const eddOffset = -orderedDaysAgo + rnd.int(45, 200);
      const closed = erpStatus === "Order closed" ? closedDates(eddOffset, n, delivery) : null;
      orders.push({
        id: `ORD-${pad(n + 1, 4)}`,
        type,
        erpOrderNumber,
        erpStatus,
        opportunityType: opportunityTypes[k % opportunityTypes.length],
        opportunityDivision: asset.division,
        opportunityNumber: `OPP-${pad(560000 + n * 11, 6)}`,
        assetId: asset.id,
        assetName: asset.name,
        productFamily: asset.productFamily,
        customerPo: `CPO/${accountId.slice(4)}/${pad(4100 + n, 5)}`,
        poNumber: asset.poNumber,
        erpOrderBookedDate: booked,
        dateOrdered: dateDays(-orderedDaysAgo),
        edd: closed?.edd ?? dateDays(eddOffset),
        closedOn: closed?.closedOn ?? null,
        ownerName: owner.name,
        ownerEmail: owner.email,
        ownerContact: owner.phone,
        lineItems,
        accountId,
        tcaUser: asset.tcaUser,
      });
    }
  }
  return orders;
}
