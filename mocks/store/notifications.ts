import { demoUsers } from "../data/users";
import { isoDays, pad } from "./prng";
import {
  NOTIFICATION_TYPES,
  type Asset,
  type Complaint,
  type Enquiry,
  type Notification,
  type NotificationType,
  type Order,
  type ServiceContract,
  type Ticket,
} from "./types";

interface Refs {
  orders: Order[];
  tickets: Ticket[];
  complaints: Complaint[];
  assets: Asset[];
  contracts: ServiceContract[];
  enquiries: Enquiry[];
}

/**
 * The message, naming its object as the customer knows it (issue 31): an order by its P.O.
 * number, a complaint by its case number, an asset by its name, a contract by its asset.
 */
export function messageFor(type: NotificationType, entityId: string, refs: Partial<Refs> = {}): string {
  const order = () => refs.orders?.find((o) => o.id === entityId || o.erpOrderNumber === entityId);
  switch (type) {
    case "ORDER": {
      const o = order();
      return `Your order ${o ? `P.O. ${o.customerPo}` : entityId} has moved to the next stage.`;
    }
    case "ENQUIRY":
      return `Your enquiry ${entityId} has been updated.`;
    case "COMPLAINT": {
      const c = refs.complaints?.find((x) => x.id === entityId || x.caseNumber === entityId);
      return `Complaint ${c?.caseNumber ?? entityId} has a new status.`;
    }
    case "ASSET": {
      const a = refs.assets?.find((x) => x.id === entityId);
      return `New documents are available for ${a ? (a.name ?? a.thermaxName) : `asset ${entityId}`}.`;
    }
    case "TICKET":
      return `You have a new reply on ticket ${entityId}.`;
    case "CONTRACT": {
      const c = refs.contracts?.find((x) => x.serviceId === entityId);
      const asset = c ? (c.assetName ?? c.thermaxName) : null;
      return asset ? `Your service contract for ${asset} ends soon. Renew it from its contract page.` : `Your service contract ${entityId} ends soon.`;
    }
    case "ORDER_FEEDBACK": {
      const o = order();
      return `Order ${o ? `P.O. ${o.customerPo}` : entityId} was delivered. Tell us how it went.`;
    }
  }
}

function entityFor(type: NotificationType, user: { userId: string; accountId: string }, k: number, refs: Refs): string {
  const accountId = user.accountId;
  const pickFrom = <T extends { accountId: string }>(items: T[]): T | undefined => {
    const own = items.filter((x) => x.accountId === accountId);
    return own[k % Math.max(1, own.length)];
  };
  switch (type) {
    case "ORDER":
      return pickFrom(refs.orders)?.id ?? "ORD-0001";
    // Feedback is asked for closed orders only (the dialog refuses the others).
    case "ORDER_FEEDBACK":
      return pickFrom(refs.orders.filter((o) => o.erpStatus === "Order closed"))?.id ?? pickFrom(refs.orders)?.id ?? "ORD-0001";
    // The enquiry itself: its page opens (issue 23).
    case "ENQUIRY":
      return pickFrom(refs.enquiries)?.id ?? "ENQ-006100";
    // By its case number, the number the customer reads everywhere (issue 31).
    case "COMPLAINT":
      return pickFrom(refs.complaints)?.caseNumber ?? "CAS-030500";
    case "ASSET":
      return pickFrom(refs.assets)?.id ?? "AST-0001";
    // A reply on a ticket the user raised (their own thread opens), else one of their company's.
    case "TICKET": {
      const own = refs.tickets.filter((t) => t.contactId === user.userId && t.type !== "Complaint");
      return (own.length ? own[k % own.length] : pickFrom(refs.tickets))?.ticketNumber ?? "TCK-100200";
    }
    case "CONTRACT":
      return pickFrom(refs.contracts)?.serviceId ?? "SVC-07000";
  }
}

/**
 * customer@demo.test and the notification tests' users get 30 (12 unread) so paging by 10 shows;
 * everyone else 6 (2 unread).
 */
export function seedNotifications(refs: Refs): Notification[] {
  const all: Notification[] = [];
  let id = 1;
  for (const user of demoUsers) {
    const isShowcase = user.email === "customer@demo.test" || user.email.startsWith("notify.");
    const count = isShowcase ? 30 : 6;
    for (let k = 0; k < count; k++) {
      const type = NOTIFICATION_TYPES[k % NOTIFICATION_TYPES.length];
      const entityId = entityFor(type, user, k, refs);
      all.push({
        notificationId: `NTF-${pad(id++, 5)}`,
        userId: user.userId,
        message: messageFor(type, entityId, refs),
        read: isShowcase ? k >= 12 : k >= 2,
        type,
        entityId,
        // k = 0 is the newest; spaced 17 hours apart so several days are covered.
        createdAt: isoDays(-k * (17 / 24), -1),
      });
    }
  }
  return all;
}

/** A new unread notification for a user, as the upstream's event sources would add one (test control). */
export function newNotification(
  notifications: Notification[],
  input: { userId: string; type: NotificationType; entityId: string; message?: string },
  refs: Partial<Refs> = {},
): Notification {
  const created: Notification = {
    notificationId: `NTF-${pad(notifications.length + 1, 5)}-${Date.now().toString(36)}`,
    userId: input.userId,
    message: input.message?.trim() || messageFor(input.type, input.entityId, refs),
    read: false,
    type: input.type,
    entityId: input.entityId,
    createdAt: new Date().toISOString(),
  };
  notifications.push(created);
  return created;
}
