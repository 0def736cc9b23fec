import { Form, Link, useLocation } from "@remix-run/react";
import { useEffect, type ReactNode } from "react";
import type { ShellUser } from "~/domain/shell";
import { closeProfileMenus, followProfileMenus } from "./profile-menu";

/**
 * The profile menu's markup: a native <details>, so it opens and closes without JavaScript (Enter
 * or Space on the summary). With JavaScript it also closes on Escape (focus back on the summary),
 * on a click or focus outside it, and after a navigation (profile-menu.ts). The customer frame
 * draws it as kept server markup (Header.tsx), the admin frame with React (`ProfileMenu`).
 */
export function ProfileMenuView({
  user,
  extra,
  settings,
}: {
  user: ShellUser;
  /** More entries before Logout (the admin portal's Switch Profile, the customer's Offline documents). */
  extra?: ReactNode;
  /** Where Account Settings leads (`settingsLink`). */
  settings: string;
}) {
  return (
    <details data-profile-menu="" className="group relative">
      <summary className="flex list-none items-center rounded-full [&::-webkit-details-marker]:hidden">
        {user.picture ? (
          // The stored picture, served by the portal (never the upstream's address; decision 043).
          <img src={user.picture} alt="" width={36} height={36} className="h-9 w-9 rounded-full bg-slate-100 object-cover" />
        ) : (
          <span aria-hidden="true" className="profile-initials">
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
            <Link to={settings} data-profile-settings="" className="block rounded px-2 py-1.5 hover:bg-gray-100">
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

/** The admin portal's profile menu, drawn and followed by React; its Account Settings is always the page (no dialog). */
export function ProfileMenu({ user, extra, settingsHref }: { user: ShellUser; extra?: ReactNode; settingsHref: string }) {
  const { key } = useLocation();
  useEffect(closeProfileMenus, [key]);
  useEffect(followProfileMenus, []);
  return <ProfileMenuView user={user} extra={extra} settings={settingsHref} />;
}
