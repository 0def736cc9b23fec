import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useHydrated } from "../useHydrated";
import type { ShellUser } from "~/domain/shell";

/**
 * The profile menu: a native <details>, so it opens and closes without JavaScript (Enter or Space
 * on the summary). With JavaScript it also closes on Escape (focus back on the summary), on a
 * click or focus outside it, and after a navigation.
 *
 * Account Settings (Edit Profile): with `dialogHref`, once the page is interactive it opens the
 * Edit Profile dialog with `returnTo` = this page; before that and without JavaScript it is the
 * page, with `back` = this page (decision 043, addendum).
 */
export function ProfileMenu({
  user,
  extra,
  settingsHref = "/account-settings",
  dialogHref,
}: {
  user: ShellUser;
  /** More entries before Logout (the admin portal's Switch Profile). */
  extra?: ReactNode;
  /** Account Settings' address in this portal (admins have it inside the admin portal). */
  settingsHref?: string;
  /** The Edit Profile dialog's address (the customer portal's header). */
  dialogHref?: string;
}) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { key, pathname, search } = useLocation();
  const hydrated = useHydrated();
  const here = encodeURIComponent(pathname + search);
  const own = pathname.startsWith(settingsHref) || (dialogHref && pathname.startsWith(dialogHref));
  const settings = !dialogHref || own ? settingsHref : hydrated ? `${dialogHref}?returnTo=${here}` : `${settingsHref}?back=${here}`;

  useEffect(() => {
    if (ref.current) ref.current.open = false;
  }, [key]);

  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const close = (event: Event) => {
      if (details.open && event.target instanceof Node && !details.contains(event.target)) details.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || !details.open) return;
      details.open = false;
      details.querySelector("summary")?.focus();
    };
    document.addEventListener("pointerdown", close);
    document.addEventListener("focusin", close);
    details.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", close);
      document.removeEventListener("focusin", close);
      details.removeEventListener("keydown", onKey);
    };
  }, []);

  return (
    <details ref={ref} className="group relative">
      <summary className="flex list-none items-center rounded-full [&::-webkit-details-marker]:hidden">
        {user.picture ? (
          // The stored picture, served by the portal (never the upstream's address; decision 043).
          <img src={user.picture} alt="" width={36} height={36} className="h-9 w-9 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span
            aria-hidden="true"
            className="profile-initials"
          >
            {user.initials}
          </span>
        )}
        <span className="sr-only">Profile menu for {user.fullName}</span>
      </summary>
      <div className="profile-panel">
        <p className="font-semibold">{user.fullName}</p>
        <p className="text-gray-600">
          {user.salutation} {user.lastName}
        </p>
        {user.title ? <p className="text-gray-600">{user.title}</p> : null}
        <ul className="mt-3 flex flex-col gap-1 border-t border-gray-200 pt-3">
          <li>
            <Link to={settings} className="block rounded px-2 py-1.5 hover:bg-gray-100">
              Account Settings
            </Link>
          </li>
          {extra}
          <li>
            <Form method="post" action="/logout">
              <button type="submit" className="w-full rounded px-2 py-1.5 text-left text-brand-red hover:bg-gray-100">
                Logout
              </button>
            </Form>
          </li>
        </ul>
      </div>
    </details>
  );
}
