import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { ADD_ASSET_FOLLOW_UP, ADD_ASSET_SUCCESS } from "~/domain/asset-registration";
import { GO_TO_HOME, GO_TO_TICKETS, ResultDialog } from "~/ui/dialog/ResultDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";

export const REGISTER_ASSET_PATH = "/register-asset";
export type RegisterAssetTab = "add" | "report";

export function tabOf(pathname: string): RegisterAssetTab {
  return /\/report\/?$/.test(pathname) ? "report" : "add";
}

const TABS: { tab: RegisterAssetTab; label: string }[] = [
  { tab: "add", label: "Add Asset" },
  { tab: "report", label: "Report Asset" },
];

/** The drawer with its two tabs: links that keep where Close goes. */
export function RegisterAssetDrawer({ tab, closeTo, children }: { tab: RegisterAssetTab; closeTo: string; children: ReactNode }) {
  const query = `?returnTo=${encodeURIComponent(closeTo)}`;
  return (
    <RouteDialog title="Register Asset" closeTo={closeTo} variant="drawer">
      <nav aria-label="Register Asset" className="-mx-5 -mt-4 mb-4 flex border-b border-slate-200 px-5">
        {TABS.map((t) => (
          <Link
            key={t.tab}
            to={`${REGISTER_ASSET_PATH}/${t.tab}${query}`}
            replace
            preventScrollReset
            aria-current={t.tab === tab ? "page" : undefined}
            className={`-mb-px border-b-2 px-4 py-3 font-medium ${
              t.tab === tab ? "border-brand-red text-ink" : "border-transparent text-brand-blue-dark hover:border-slate-300"
            }`}
          >
            {t.label}
          </Link>
        ))}
      </nav>
      {children}
    </RouteDialog>
  );
}

/** Success of either tab. Closing it closes the drawer (back where it was opened from). */
export function RegisterAssetResult({ tab, ticket, closeTo }: { tab: RegisterAssetTab; ticket: string; closeTo: string }) {
  if (tab === "add") {
    return (
      <ResultDialog headline={ADD_ASSET_SUCCESS} closeTo={closeTo} actions={[GO_TO_HOME, GO_TO_TICKETS]}>
        <p>{ADD_ASSET_FOLLOW_UP}</p>
        <p className="mt-1">
          Ticket number: <strong>{ticket}</strong>
        </p>
      </ResultDialog>
    );
  }
  return (
    <ResultDialog headline="Your report of a missing asset has been sent." closeTo={closeTo} actions={[GO_TO_HOME, GO_TO_TICKETS]}>
      <p>Our representative will get in touch with you.</p>
      <p className="mt-1">
        Ticket number: <strong>{ticket}</strong>
      </p>
    </ResultDialog>
  );
}
