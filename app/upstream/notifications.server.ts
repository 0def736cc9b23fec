import { z } from "zod";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";
import { isUpstreamError } from "./errors";

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
/** The user's unread count, or null when the upstream fails (the bell's poll and stream show nothing new then). */
export async function unreadCountOrNull(tokens: TokenSource, signal?: AbortSignal): Promise<number | null> {
  try {
    return (await listNotifications(tokens, { page: 0, size: 1, signal })).unreadCount;
  } catch (error) {
    if (isUpstreamError(error)) return null;
    throw error;
  }
}

export function markNotificationRead(tokens: TokenSource, id: string): Promise<Notification> {
  return callUpstream(
    `/notificationapi/notifications/${encodeURIComponent(id)}/mark-read`,
    { method: "PUT", schema: notificationSchema },
    tokens,
  );
}
