import type { LoaderFunctionArgs } from "@remix-run/node";
import { resourceRoute } from "~/http/resource.server";
import { bellRequest } from "~/session/bell-request.server";
import { forgetUser } from "~/session/user-cache.server";
import { unreadCountOrNull } from "~/upstream/notifications.server";

const ROUTE = "routes/notifications.unread";

/** What the bell polls. `unreadCount` null: nothing to show (the bell is disabled, or the call failed). */
export interface UnreadAnswer {
  unreadCount: number | null;
}

const answer = (body: UnreadAnswer, status = 200) =>
  Response.json(body, { status, headers: { "Cache-Control": "private, no-store" } });

/**
 * The unread count the header's bell polls with JavaScript (docs/decisions/039): asked of the
 * upstream on the server, so its token never reaches the browser. The poll is not activity: it
 * sends BACKGROUND_HEADER and the session's idle clock does not move (session.server.ts). A
 * session that has ended is sent to /login (the page stops polling) and the poll is never
 * remembered as a page to return to. When the
 * count differs from the one the page knows (`?known=`), the cached badges are dropped so the
 * next page shows the same number.
 */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  const { session, user, disabled } = await bellRequest(request, context, ROUTE);
  if (disabled) return answer({ unreadCount: null });
  const unreadCount = await unreadCountOrNull(session, request.signal);
  if (unreadCount === null) return answer({ unreadCount: null });
  const known = new URL(request.url).searchParams.get("known");
  if (known !== null && Number(known) !== unreadCount) await forgetUser(user.userId);
  return answer({ unreadCount });
});
