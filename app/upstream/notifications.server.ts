import { z } from "zod";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

export const notificationSchema = z.object({
  notificationId: z.union([z.string(), z.number()]).transform(String),
  message: z.string(),
  read: z.boolean(),
  type: z.string(),
  entityId: z.union([z.string(), z.number()]).nullish().transform((v) => (v == null ? null : String(v))),
  createdAt: z.string(),
});

const page = z.object({
  data: z.array(notificationSchema),
  unreadCount: z.number().int().nonnegative(),
  totalElements: z.number().int().nonnegative().optional(),
});

export type Notification = z.infer<typeof notificationSchema>;
export type NotificationPage = z.infer<typeof page>;

export function listNotifications(tokens: TokenSource, opts: { page: number; size: number; signal?: AbortSignal }) {
  return callUpstream(
    "/notificationapi/notifications/all",
    { query: { page: opts.page, size: opts.size }, schema: page, signal: opts.signal },
    tokens,
  );
}

/** PUT {id}/mark-read: the notification, now read (its type and entity say where it leads). */
export function markNotificationRead(tokens: TokenSource, id: string): Promise<Notification> {
  return callUpstream(
    `/notificationapi/notifications/${encodeURIComponent(id)}/mark-read`,
    { method: "PUT", schema: notificationSchema },
    tokens,
  );
}
