import { Link, useFetcher, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { NOTIFICATION_PAGE_SIZE } from "~/domain/constants";
import { NotificationList, type NotificationsData } from "../notifications/NotificationList";
import { NOTIFICATIONS_POPOVER_ID } from "./notifications-popover-id";


/**
 * 'All Notifications' in a popover under the bell (docs/decisions/039), loaded with the bell's
 * first use. The list comes from the /notifications loader, 10 at a time and 10 more per 'Load
 * more'; an unread one posts to the page's action, which marks it read and leads on. Opening one,
 * Escape, a click outside or a new page closes it. A new unread count (pushed or polled, the bell's
 * `unread`) loads the list again, so a new notification shows without a reload.
 */
export default function NotificationPopover({ onClose, unread }: { onClose: (focusBell: boolean) => void; unread: number | null }) {
  const fetcher = useFetcher<NotificationsData>();
  const [show, setShow] = useState(NOTIFICATION_PAGE_SIZE);
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const { pathname, search } = useLocation();
  const where = useRef(`${pathname}${search}`);
  const load = fetcher.load;

  useEffect(() => {
    load(`/notifications?show=${show}`);
  }, [load, show, unread]);

  useEffect(() => {
    heading.current?.focus();
  }, []);

  // A new page (an opened notification, any link) closes the popover.
  useEffect(() => {
    if (where.current !== `${pathname}${search}`) onClose(false);
  }, [pathname, search, onClose]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose(true);
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node | null;
      const bell = panel.current?.parentElement;
      if (target && bell && !bell.contains(target)) onClose(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [onClose]);

  const data = fetcher.data;
  const loading = fetcher.state === "loading";
  return (
    <div
      ref={panel}
      id={NOTIFICATIONS_POPOVER_ID}
      role="dialog"
      aria-labelledby="notifications-popover-heading"
      // Opening a notification (its form posts, its link leads away) closes the popover at once,
      // whichever way the page then changes.
      onSubmit={() => onClose(false)}
      onClick={(event) => {
        if ((event.target as Element).closest("a[href]")) onClose(false);
      }}
      className="fixed inset-x-3 top-16 z-40 flex max-h-[75vh] flex-col overflow-hidden rounded-lg bg-white text-left shadow-xl ring-1 ring-black/10 sm:absolute sm:inset-x-auto sm:top-12 sm:right-0 sm:w-96"
    >
      <div className="flex items-baseline justify-between gap-3 border-b border-slate-200 px-4 py-3">
        <h2 id="notifications-popover-heading" ref={heading} tabIndex={-1} className="font-semibold text-ink focus:outline-none">
          All Notifications
        </h2>
        {typeof data?.unreadCount === "number" ? <span className="text-sm text-ink/70">{data.unreadCount} unread</span> : null}
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto" aria-busy={loading}>
        {!data ? (
          <p className="px-4 py-6 text-center text-ink/80">Loading…</p>
        ) : data.customersOnly ? (
          <p className="px-4 py-6 text-center text-ink/80">Visible only to Customer</p>
        ) : data.error ? (
          <p role="alert" className="m-4 rounded-md bg-red-50 px-3 py-2 text-red-800">
            {data.error}
          </p>
        ) : (
          <NotificationList items={data.items} show={data.show} />
        )}
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-200 px-4 py-2">
        <Link to="/notifications" className="text-sm font-medium text-brand-blue-dark underline">
          Open as a page
        </Link>
        {data?.more ? (
          <button
            type="button"
            disabled={loading}
            onClick={() => setShow(data.show + NOTIFICATION_PAGE_SIZE)}
            className="rounded-md px-3 py-1.5 text-sm font-medium text-brand-blue-dark underline hover:bg-slate-100 disabled:opacity-60"
          >
            {loading ? "Loading…" : "Load more"}
          </button>
        ) : null}
      </div>
    </div>
  );
}
