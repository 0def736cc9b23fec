/**
 * The id of the bell's popover: the bell (NotificationBell.tsx) points `aria-controls` at it and the
 * popover (NotificationPopover.tsx, a lazy chunk) carries it. Its own module so the popover never
 * imports the bell that loads it (no circular import: docs/decisions/092).
 */
export const NOTIFICATIONS_POPOVER_ID = "notifications-popover";
