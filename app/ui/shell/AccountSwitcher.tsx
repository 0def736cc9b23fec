import { Link } from "@remix-run/react";
import { Glyph } from "../icons";

/**
 * The header's account switcher (spec document 1 section 2: "Account search dropdown, placeholder
 * 'Search Account', for internal staff and dealer users on desktop"; docs/decisions/041): the
 * current company, opening the switcher's own route dialog (/switch-account) where companies are
 * searched and chosen. A plain link, so it costs the page no script and works without JavaScript.
 * Below 960 px it is the building icon alone (app.css .shell-account), so a dealer or staff member
 * on a phone can see and switch their company too (issue 32 §4, beyond the spec's "on desktop").
 */
export function AccountSwitcher({ accountName, returnTo }: { accountName: string; returnTo: string }) {
  return (
    <Link
      to={`/switch-account?returnTo=${encodeURIComponent(returnTo)}`}
      aria-label={`Search Account. Current company: ${accountName}`}
      title="Search Account"
      // Kept markup in the header: its returnTo follows the page (followLocation, Shell.tsx).
      data-here=""
      className="shell-account"
    >
      <Glyph name="building" className="h-4 w-4 text-ink/70" />
      <span className="truncate font-medium">{accountName || "Search Account"}</span>
      <Glyph name="chevron-down" className="h-4 w-4 text-ink/70 max-md:hidden" />
    </Link>
  );
}
