import { readForm } from "~/forms/read.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formatDateTime } from "~/domain/dates";
import { NOTIFICATIONS_CUSTOMERS_ONLY, notificationTarget } from "~/domain/notifications";
import { isBellDisabled } from "~/domain/roles";
import { forgetUser } from "~/session/user-cache.server";
import { requireUser, type Auth } from "~/session/guard.server";
import { emailDomains } from "~/env.server";
import { safeReturnPath } from "~/domain/return-path";
import { GeneralErrorBoundary } from "~/ui/errors";
import { isUpstreamError } from "~/upstream/errors";
import { NOTIFICATION_PAGE_SIZE } from "~/domain/constants";
import { listNotifications, markNotificationRead } from "~/upstream/notifications.server";
import { ErrorNote } from "~/ui/Notice";
import { NotificationList, type NotificationsData, type NotificationView } from "~/ui/notifications/NotificationList";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Notifications" };

const ROUTE = "routes/_app.notifications";
/** The list shows 10 at a time and more in steps of 10; `show` is capped so a URL cannot ask for everything. */
const MAX_SHOWN = 200;
const LOAD_FAILED = "We could not load your notifications right now. Please try again in a moment.";

function shownFrom(raw: string | null | undefined): number {
  const value = Number(raw ?? NOTIFICATION_PAGE_SIZE);
  const steps = Number.isFinite(value) ? Math.ceil(value / NOTIFICATION_PAGE_SIZE) : 1;
  return Math.min(Math.max(steps, 1) * NOTIFICATION_PAGE_SIZE, MAX_SHOWN);
}

/** The bell is for customers: staff and impersonating admins see neither the list nor the marks. */
function customersOnly({ user, session }: Auth): boolean {
  return isBellDisabled({ email: user.email, role: user.cpContactProfile, impersonating: session.impersonating }, emailDomains());
}

/**
 * 'All Notifications' (docs/decisions/039): the page without JavaScript, and the data of the bell's
 * popover with it (the same loader through a fetcher). `?show=20` shows 20, in steps of 10.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const show = shownFrom(new URL(request.url).searchParams.get("show"));
  const empty: NotificationsData = { customersOnly: false, show, items: [], unreadCount: null, more: false, error: null };
  if (customersOnly(auth)) return { ...empty, customersOnly: true };
  try {
    const page = await listNotifications(auth.session, { page: 0, size: show, signal: request.signal });
    // Dates are formatted and targets worked out here, so no date library or rule ships to the browser.
    const items: NotificationView[] = page.data.map((n) => ({
      notificationId: n.notificationId,
      message: n.message,
      read: n.read,
      when: formatDateTime(n.createdAt),
      href: notificationTarget(n.type, n.entityId),
    }));
    const total = page.totalElements ?? items.length;
    return { ...empty, items, unreadCount: page.unreadCount, more: total > items.length && show < MAX_SHOWN };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...empty, error: LOAD_FAILED };
  }
}

const openSchema = z.object({
  intent: z.literal("open"),
  id: z.string().min(1).max(64),
  show: z.string().max(6).optional(),
});

/** Opening an unread notification: mark it read upstream, then go where its type leads. */
export async function action({ request, context }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  if (customersOnly(auth)) throw data({ message: NOTIFICATIONS_CUSTOMERS_ONLY }, { status: 403 });
  const parsed = openSchema.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data({ message: "Unknown request." }, { status: 400 });
  try {
    const read = await markNotificationRead(auth.session, parsed.data.id);
    await forgetUser(auth.user.userId);
    throw redirect(safeReturnPath(notificationTarget(read.type, read.entityId)) ?? "/notifications", 303);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) return data({ error: "This notification is no longer available." }, { status: 404 });
    return data({ error: "Something went wrong, please try again." }, { status: 502 });
  }
}

export default function Notifications() {
  const { customersOnly, show, items, unreadCount, more, error } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <section aria-labelledby="notifications-heading" className="mx-auto max-w-3xl rounded-lg bg-white shadow-sm ring-1 ring-black/5">
      <div className="flex items-baseline justify-between gap-4 border-b border-slate-200 px-4 py-4 sm:px-6">
        <h1 id="notifications-heading" className="text-xl font-semibold text-ink">
          All Notifications
        </h1>
        {unreadCount !== null ? <p className="text-sm text-ink/70">{unreadCount} unread</p> : null}
      </div>
      {failed?.error || error ? (
        <div className="px-4 pt-4 sm:px-6">
          <ErrorNote>{failed?.error ?? error}</ErrorNote>
        </div>
      ) : null}
      {customersOnly ? (
        <p className="px-4 py-6 text-center text-ink/80 sm:px-6">{NOTIFICATIONS_CUSTOMERS_ONLY}</p>
      ) : error ? null : (
        <NotificationList items={items} show={show} />
      )}
      {more ? (
        <div className="border-t border-slate-200 px-4 py-3 text-center sm:px-6">
          <Link
            to={`/notifications?show=${show + NOTIFICATION_PAGE_SIZE}`}
            preventScrollReset
            className="inline-block rounded-md px-3 py-2 text-sm font-medium text-brand-blue-dark underline hover:bg-slate-100"
          >
            Load more
          </Link>
        </div>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Notifications | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
