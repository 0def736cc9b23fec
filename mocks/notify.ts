/**
 * Test control: a new unread notification for one user, as the upstream's own event sources would
 * add one (an order moving on, a reply on a ticket). The live badge tests create one and watch the
 * header follow without a reload. Over HTTP: `POST /__notifications`.
 */
import { findUserByEmail, findUserById } from "./data/users";
import { db, type Notification } from "./store";
import { newNotification } from "./store/notifications";
import { NOTIFICATION_TYPES, type NotificationType } from "./store/types";

export interface NotifyInput {
  email?: unknown;
  userId?: unknown;
  type?: unknown;
  entityId?: unknown;
  message?: unknown;
}

export function notifyUser(input: NotifyInput): Notification | null {
  const user =
    typeof input.email === "string" ? findUserByEmail(input.email) : typeof input.userId === "string" ? findUserById(input.userId) : undefined;
  const type = (typeof input.type === "string" ? input.type : "TICKET") as NotificationType;
  if (!user || !(NOTIFICATION_TYPES as readonly string[]).includes(type)) return null;
  const entityId = typeof input.entityId === "string" && input.entityId.trim() ? input.entityId.trim() : "TCK-100200";
  const message = typeof input.message === "string" ? input.message.slice(0, 300) : undefined;
  return newNotification(db.notifications, { userId: user.userId, type, entityId, message }, db);
}
