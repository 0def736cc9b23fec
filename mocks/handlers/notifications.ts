import { http } from "msw";
import { db, type Notification } from "../store";
import { authed } from "./auth-context";
import { intParam, notFound, ok, paginate } from "./http-utils";

function publicView(n: Notification) {
  const { userId: _owner, ...rest } = n;
  return rest;
}

export const notificationHandlers = [
  http.get(
    "*/api/notificationapi/notifications/all",
    authed(({ url, user }) => {
      const mine = db.notifications
        .filter((n) => n.userId === user.userId)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.notificationId.localeCompare(a.notificationId));
      const result = paginate(mine, intParam(url, ["page"], 0), intParam(url, ["size", "pageSize"], 10));
      return ok({
        data: result.items.map(publicView),
        unreadCount: mine.filter((n) => !n.read).length,
        totalElements: result.totalElements,
        totalPages: result.totalPages,
      });
    }),
  ),

  http.put(
    "*/api/notificationapi/notifications/:id/mark-read",
    authed(({ params, user }) => {
      const n = db.notifications.find((x) => x.notificationId === params.id && x.userId === user.userId);
      if (!n) return notFound("Notification not found");
      n.read = true;
      return ok(publicView(n));
    }),
  ),
];
