import { Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, useState, type ComponentType } from "react";
import { BellIcon } from "../icons";
import { useHydrated } from "../useHydrated";
import { Badge, HEADER_ICON, HEADER_ICON_BUTTON } from "./Badge";
import { NOTIFICATIONS_POPOVER_ID } from "./notifications-popover-id";
import { Kept } from "../kept";

type Popover = ComponentType<{ onClose: (focusBell: boolean) => void; unread: number | null }>;
/** The popover's code in a chunk of its own, fetched when the bell is first opened (or hovered). */
const loadPopover = () => import("./NotificationPopover").then((m) => m.default as Popover);

interface Props {
  /** From the page's shell data; null when it could not be loaded (no number shown). */
  unreadCount: number | null;
  /** Staff and impersonating admins: 'Visible only to Customer'. */
  disabled: boolean;
  pollSeconds: number;
}

/**
 * The header's bell (docs/decisions/039). Without JavaScript a link to 'All Notifications'
 * (/notifications). With it, a button that opens the same list in a popover, and an unread badge
 * that follows new notifications: the portal pushes them on its event stream (/notifications/stream,
 * docs/decisions/058); while that stream is not open the page polls the portal (/notifications/unread)
 * while it is visible. The portal asks the upstream, so no upstream token is ever in the browser.
 */
export function NotificationBell({ unreadCount, disabled, pollSeconds }: Props) {
  const hydrated = useHydrated();
  const [live, setLive] = useState<{ base: number | null; count: number; at: string } | null>(null);
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [Panel, setPanel] = useState<Popover | null>(null);
  const [announce, setAnnounce] = useState("");
  const bell = useRef<HTMLButtonElement>(null);
  // A poll's (or a push's) count holds until the page's own data changes: a navigation brings a
  // fresh count, even one equal to the count the live one started from (a pushed notification
  // opened: 12, pushed 13, opened and read 12 again; decision 096).
  const count = live && live.base === unreadCount && live.at === location.key ? live.count : unreadCount;
  const shown = useRef(count);
  shown.current = count;

  const base = useRef(unreadCount);
  base.current = unreadCount;
  const at = useRef(location.key);
  at.current = location.key;

  useEffect(() => {
    if (disabled) return;
    const show = (next: number, known: number | null) => {
      if (known !== null && next > known) setAnnounce(`You have ${next} unread notifications.`);
      setLive({ base: base.current, count: next, at: at.current });
    };
    // The stream and the poll are a chunk fetched now, after hydration (unread-follow.ts).
    let stop: (() => void) | null = null;
    let gone = false;
    import("./unread-follow").then(
      (m) => {
        if (!gone) stop = m.followUnread(pollSeconds, () => shown.current, show);
      },
      () => undefined,
    );
    return () => {
      gone = true;
      stop?.();
    };
  }, [disabled, pollSeconds]);

  // Staff and impersonating admins: the server's disabled bell, kept markup (DisabledBell, issue 54).
  if (disabled) {
    return <Kept id="frame-bell-off">{import.meta.env.SSR ? <DisabledBell /> : null}</Kept>;
  }

  const label = count === null ? "Notifications" : `Notifications, ${count} unread`;
  // The name in text, visually hidden (not only an aria-label), so text browsers say it too.
  const name = <span className="sr-only">{label}</span>;
  const badge = count ? <Badge value={count} /> : null;
  const status = (
    // A live region without the status role: the page's own status messages stay the only ones.
    <span aria-live="polite" aria-atomic="true" className="sr-only">
      {announce}
    </span>
  );
  if (!hydrated) {
    return (
      <Link to="/notifications" className={`flex ${HEADER_ICON_BUTTON}`}>
        <BellIcon />
        {name}
        {badge}
      </Link>
    );
  }

  const close = (focusBell: boolean) => {
    setOpen(false);
    if (focusBell) bell.current?.focus();
  };
  const toggle = () => {
    if (open) return close(false);
    setOpen(true);
    if (!Panel) {
      loadPopover().then(
        (component) => setPanel(() => component),
        // The chunk could not be loaded (a deploy in between): the page does the same job.
        () => window.location.assign("/notifications"),
      );
    }
  };
  return (
    <div className="relative">
      <button
        ref={bell}
        type="button"
        aria-expanded={open}
        aria-controls={open ? NOTIFICATIONS_POPOVER_ID : undefined}
        aria-busy={open && !Panel}
        onClick={toggle}
        onPointerEnter={() => void loadPopover().catch(() => undefined)}
        className={`flex ${HEADER_ICON_BUTTON}`}
      >
        <BellIcon />
        {name}
        {badge}
      </button>
      {status}
      {open && Panel ? <Panel onClose={close} unread={count} /> : null}
    </div>
  );
}

/** The bell for staff and impersonating admins: 'Visible only to Customer' (drawn by the server). */
export function DisabledBell() {
  return (
    <span
      role="link"
      aria-disabled="true"
      tabIndex={0}
      aria-label="Notifications, visible only to Customer"
      className={`group/bell flex ${HEADER_ICON} cursor-not-allowed text-gray-400`}
    >
      <BellIcon />
      {/* The name in text too (a text browser shows no aria-label): 'Notifications, Visible only to Customer'. */}
      <span className="sr-only">Notifications, </span>
      <span aria-hidden="true" className="shell-tooltip">
        Visible only to Customer
      </span>
    </span>
  );
}
