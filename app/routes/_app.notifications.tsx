import { readForm } from "~/forms/read.server";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { z } from "zod";
import { formatDateTime } from "~/domain/dates";
import { forgetUser } from "~/session/user-cache.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { isUpstreamError } from "~/upstream/errors";
import { NOTIFICATION_PAGE_SIZE } from "~/domain/constants";
import { listNotifications, markNotificationRead, type NotificationPage } from "~/upstream/notifications.server";
import { ErrorNote } from "~/ui/Notice";

const ROUTE = "routes/_app.notifications";
/** The list shows 10 at a time and more in steps of 10; `show` is capped so a URL cannot ask for everything. */
const MAX_SHOWN = 200;

function shownFrom(url: URL): number {
  const raw = Number(url.searchParams.get("show") ?? NOTIFICATION_PAGE_SIZE);
  const steps = Number.isFinite(raw) ? Math.ceil(raw / NOTIFICATION_PAGE_SIZE) : 1;
  return Math.min(Math.max(steps, 1) * NOTIFICATION_PAGE_SIZE, MAX_SHOWN);
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireUser(request, context, ROUTE);
  const show = shownFrom(new URL(request.url));
  try {
    const page: NotificationPage = await listNotifications(session, { page: 0, size: show, signal: request.signal });
    // Dates are formatted here, in Asia/Kolkata, so no date library ships to the browser.
    const items = page.data.map((n) => ({ ...n, when: formatDateTime(n.createdAt) }));
    return { page: { ...page, data: items }, show, error: null };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { page: null, show, error: "We could not load your notifications right now. Please try again in a moment." };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { session, user } = await requireUser(request, context, ROUTE);
  const markRead = z.object({
    intent: z.literal("mark-read"),
    id: z.string().min(1).max(64),
    show: z.coerce.number().optional(),
  });
  const parsed = markRead.safeParse(Object.fromEntries(await readForm(request)));
  if (!parsed.success) throw data({ message: "Unknown request." }, { status: 400 });
  try {
    await markNotificationRead(session, parsed.data.id);
    await forgetUser(user.userId);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return data({ error: "Something went wrong, please try again." }, { status: 502 });
  }
  const show = parsed.data.show ? `?show=${shownFrom(new URL(`http://x/?show=${parsed.data.show}`))}` : "";
  return redirect(`/notifications${show}`, 303);
}

export default function Notifications() {
  const { page, show, error } = useLoaderData<typeof loader>();
  const items = page?.data ?? [];
  const more = page ? (page.totalElements ?? 0) > items.length && show < MAX_SHOWN : false;
  return (
    <section aria-labelledby="notifications-heading" className="mx-auto max-w-3xl rounded-lg bg-white p-6 shadow-sm ring-1 ring-black/5">
      <div className="flex items-baseline justify-between gap-4">
        <h1 id="notifications-heading" className="text-xl font-semibold text-ink">
          All Notifications
        </h1>
        {page ? <p className="text-sm text-ink/70">{page.unreadCount} unread</p> : null}
      </div>
      {error ? (
        <div className="mt-4">
          <ErrorNote>{error}</ErrorNote>
        </div>
      ) : null}
      {page && items.length === 0 ? <p className="mt-6 text-ink/80">No notifications</p> : null}
      <ul className="mt-4 divide-y divide-slate-200">
        {items.map((n) => (
          <li key={n.notificationId} className="flex items-start justify-between gap-4 py-3">
            <div>
              <p className={n.read ? "text-ink/80" : "font-medium text-ink"}>
                {n.read ? null : <span className="sr-only">Unread: </span>}
                {n.message}
              </p>
              <p className="mt-1 text-xs text-ink/70">{n.when}</p>
            </div>
            {n.read ? null : (
              <Form method="post">
                <input type="hidden" name="id" value={n.notificationId} />
                <input type="hidden" name="show" value={show} />
                <button
                  type="submit"
                  name="intent"
                  value="mark-read"
                  className="whitespace-nowrap rounded-md px-2 py-1 text-sm font-medium text-brand-blue-dark underline hover:bg-slate-100"
                >
                  Mark as read
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
      {more ? (
        <Link
          to={`/notifications?show=${show + NOTIFICATION_PAGE_SIZE}`}
          preventScrollReset
          className="mt-4 inline-block rounded-md px-3 py-2 text-sm font-medium text-brand-blue-dark underline hover:bg-slate-100"
        >
          Load more
        </Link>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Notifications | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
