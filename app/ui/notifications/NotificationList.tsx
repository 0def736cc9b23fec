import { Form, Link } from "@remix-run/react";
import { NOTIFICATIONS_EMPTY } from "~/domain/notifications";

/** One notification as the /notifications loader hands it out: dates formatted, target worked out. */
export interface NotificationView {
  notificationId: string;
  message: string;
  read: boolean;
  when: string;
  /** Where it leads (app/domain/notifications.ts). */
  href: string;
}

/** What the notifications page's loader answers (routes/_app.notifications): the page, and the bell's popover through a fetcher. */
export type NotificationsData = {
  customersOnly: boolean;
  show: number;
  items: NotificationView[];
  unreadCount: number | null;
  /** More than shown (a 'Load more' link that shows 10 more). */
  more: boolean;
  error: string | null;
};

const ROW = "flex w-full items-start gap-3 px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50";

/**
 * The list of 'All Notifications', on the page and in the bell's popover. An unread one is a POST
 * (the /notifications action marks it read, then redirects where its type leads), so it works
 * without JavaScript; a read one is a plain link to the same place.
 */
export function NotificationList({ items, show }: { items: NotificationView[]; show: number }) {
  if (items.length === 0) return <p className="px-4 py-6 text-center text-ink/80">{NOTIFICATIONS_EMPTY}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {items.map((n) => (
        <li key={n.notificationId}>
          {n.read ? (
            <Link to={n.href} className={ROW}>
              <Entry n={n} />
            </Link>
          ) : (
            <Form method="post" action="/notifications">
              <input type="hidden" name="id" value={n.notificationId} />
              <input type="hidden" name="show" value={show} />
              <button type="submit" name="intent" value="open" className={ROW}>
                <Entry n={n} />
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

function Entry({ n }: { n: NotificationView }) {
  return (
    <>
      <span
        aria-hidden="true"
        className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${n.read ? "bg-transparent" : "bg-brand-red"}`}
      />
      <span className="min-w-0">
        <span className={`block ${n.read ? "text-ink/80" : "font-semibold text-ink"}`}>
          {n.read ? null : <span className="sr-only">Unread: </span>}
          {n.message}
        </span>
        <span className="mt-0.5 block text-xs text-ink/70">{n.when}</span>
      </span>
    </>
  );
}
