import { Link } from "@remix-run/react";
import type { ShellUser } from "~/domain/shell";
import { ProfileMenuView } from "./ProfileMenu";
import { ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG, settingsLink } from "./profile-menu";

/**
 * The customer frame's profile menu: kept server markup (Header.tsx, app/ui/kept.tsx), drawn by the
 * document's render and, for a client navigation, by the layout's loader (`enhanced`: only a page
 * with JavaScript asks for it, so Account Settings opens the dialog there).
 */
export function CustomerProfileMenu({ user, pathname, search, enhanced }: { user: ShellUser; pathname: string; search: string; enhanced: boolean }) {
  return (
    <ProfileMenuView
      user={user}
      settings={settingsLink(pathname, search, enhanced, ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG)}
      extra={
        <li>
          <Link to="/offline-documents" className="block rounded px-2 py-1.5 hover:bg-gray-100">
            Offline documents
          </Link>
        </li>
      }
    />
  );
}
