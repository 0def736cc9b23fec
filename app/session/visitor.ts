import { initialsOf } from "~/domain/messages";
import type { PublicVisitor } from "~/domain/shell";
import { isAllowed } from "./route-access";
import type { SessionUser } from "~/upstream/tokens";

/**
 * The way back into the portal that a public page (FAQs, help, privacy, terms) offers a signed-in
 * visitor instead of 'Sign in' (issue 24): their initials and the first page their role may open,
 * read from the route-access table: the dashboard for portal users, the admin portal for admins.
 * A profile that may open neither (the one the layout rule sends to /login) gets 'Sign in'.
 */
export function visitorOf(user: SessionUser | null): PublicVisitor | null {
  if (!user) return null;
  const role = user.cpContactProfile;
  const home = isAllowed("routes/_app._index", role)
    ? { href: "/", label: "Dashboard" }
    : isAllowed("routes/admin.companylist", role)
      ? { href: "/admin/companylist", label: "Admin Portal" }
      : null;
  if (!home) return null;
  return {
    initials: initialsOf(user.firstName, user.lastName, user.email),
    fullName: [user.firstName, user.lastName].map((s) => s.trim()).filter(Boolean).join(" ") || user.email,
    home,
  };
}
