import type { ComponentType } from "react";
import { panelReturnTo, viewAllHref } from "~/domain/quick-actions";
import {
  BoltIcon,
  BookIcon,
  ChartIcon,
  ClipboardIcon,
  CloseIcon,
  CollapseIcon,
  FeedbackIcon,
  FlaskIcon,
  HomeIcon,
  LiveIcon,
  StarIcon,
  TagIcon,
  TeamIcon,
  WhatsAppIcon,
} from "../icons";
import { EdgeLiveButton } from "./EdgeLiveButton";
import { Logo } from "./Logo";
import { menuEntryActive } from "./menu";
import { SmartLink } from "./SmartLink";
import type { QuickAction, ShellData } from "~/domain/shell";

import { DRAWER_ID } from "./drawer";
export { DRAWER_ID };

type Entry = {
  label: string;
  href: string;
  Icon: ComponentType<{ className?: string }>;
  exact?: boolean;
  /** Shown only below 960 px, where the right panel is hidden. */
  narrowOnly?: boolean;
};

type Props = {
  /** 'Switch To Edge Live' at the top of the phone menu (ShellData.edgeLive); none when null. */
  edgeLive?: string | null;
  /** The shell's quick actions: below 960 px the menu reaches them through View All. */
  quickActions?: QuickAction[];
  menu: ShellData["menu"];
  whatsappHref: string;
  pathname: string;
  /** Current path plus search, sent as returnTo by the collapse form. */
  returnTo: string;
};

/**
 * The side menu: a column from 600 px, a drawer below it (opened by the #nav-drawer checkbox,
 * which must be rendered just before this nav as a `peer`). Collapsed (64 px) from 600 px only.
 */
export function SideMenu({ edgeLive = null, quickActions = [], menu, whatsappHref, pathname, returnTo }: Props) {
  const { collapsed } = menu;
  const [path, query = ""] = returnTo.split("?");
  const quick: Entry[] = quickActions.length
    ? [{ label: "Quick Actions", href: viewAllHref(panelReturnTo(quickActions, path, query ? `?${query}` : "")), Icon: BoltIcon, narrowOnly: true }]
    : [];
  const main: Entry[] = [
    { label: "Home", href: "/", Icon: HomeIcon },
    // The company's last twelve months at a glance (issue 44 §3, decision 103).
    { label: "Service Record", href: "/service-record", Icon: ChartIcon },
    { label: "My Team", href: "/my-team", Icon: TeamIcon },
    { label: "Edge Live", href: menu.edgeLiveHref, Icon: LiveIcon },
    { label: "Knowledge Hub", href: "/knowledge-hub", Icon: BookIcon },
    // The older menu's entries whose pages nothing newer replaced (decision 050); its Home, Assets
    // and knowledge store paths redirect to Home, the Assets tab and the Knowledge Hub.
    { label: "Bookings", href: "/book", Icon: ClipboardIcon },
    { label: "Offers", href: "/offer", Icon: TagIcon },
    ...(menu.showResin ? [{ label: "Resin", href: "/resin", Icon: FlaskIcon }] : []),
    ...quick,
  ];
  const bottom: Entry[] = [
    // exact: /edgelive-benefits/error belongs to the Edge Live entry.
    { label: "Edge Live Benefits", href: "/edgelive-benefits", Icon: StarIcon, exact: true },
    { label: "Feedback", href: "/feedback", Icon: FeedbackIcon },
    { label: "WhatsApp", href: whatsappHref, Icon: WhatsAppIcon },
  ];
  const labelClass = collapsed ? "sm:sr-only" : undefined;
  const item = (e: Entry) => {
    const active = menuEntryActive(e.href, pathname, e.exact);
    return (
      <li key={e.label} className={e.narrowOnly ? "md:hidden" : undefined}>
        {/* The current entry (aria-current, styled by app.css .menu-entry) follows the location
            after each navigation: the menu is kept markup (Shell.tsx, docs/decisions/011). */}
        <SmartLink
          href={e.href}
          aria-current={active ? "page" : undefined}
          title={collapsed ? e.label : undefined}
          data-menu-entry={e.exact ? "exact" : ""}
          data-here={e.narrowOnly ? "panel" : undefined}
          className={`menu-entry ${collapsed ? "sm:justify-center sm:px-0" : ""}`}
        >
          <e.Icon />
          <span className={labelClass}>{e.label}</span>
        </SmartLink>
      </li>
    );
  };

  return (
    <nav
      id="main-menu"
      aria-label="Main"
      className={`fixed inset-y-0 left-0 z-40 hidden w-64 flex-col gap-4 overflow-y-auto border-r border-gray-200 bg-white p-3 shadow-xl peer-checked:flex sm:sticky sm:top-0 sm:z-auto sm:flex sm:h-screen sm:shrink-0 sm:shadow-none ${
        collapsed ? "sm:w-16 sm:px-2" : "sm:w-[180px]"
      }`}
    >
      <div className="flex items-center justify-between">
        <Logo compact={collapsed} className={collapsed ? "sm:mx-auto" : undefined} />
        <label
          htmlFor={DRAWER_ID}
          className="cursor-pointer rounded p-1 text-ink hover:bg-gray-100 sm:hidden"
          title="Close menu"
        >
          <CloseIcon />
          <span className="sr-only">Close menu</span>
        </label>
      </div>
      {edgeLive ? <EdgeLiveButton href={edgeLive} phone /> : null}
      <ul className="flex flex-col gap-1">{main.map(item)}</ul>
      <ul className="mt-auto flex flex-col gap-1 border-t border-gray-200 pt-3">{bottom.map(item)}</ul>
      {/* A plain form: the page comes back whole in the chosen width (the menu is kept markup). */}
      <form method="post" action="/preferences/menu" className="hidden sm:block">
        <input type="hidden" name="returnTo" value={returnTo} data-here="" />
        <button
          type="submit"
          name="collapsed"
          value={collapsed ? "0" : "1"}
          className={`flex w-full items-center gap-3 rounded-md px-3 py-2 text-gray-600 hover:bg-gray-100 ${
            collapsed ? "justify-center px-0" : ""
          }`}
        >
          <CollapseIcon expand={collapsed} />
          <span className={collapsed ? "sr-only" : undefined}>{collapsed ? "Expand menu" : "Collapse menu"}</span>
        </button>
      </form>
    </nav>
  );
}
