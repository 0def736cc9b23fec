import { Link, useLocation, useMatches } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { BackIcon, CartIcon, ChatIcon, MenuIcon, WhatsAppIcon } from "../icons";
import { AccountSwitcher } from "./AccountSwitcher";
import { Badge, HEADER_ICON_BUTTON } from "./Badge";
import { EdgeLiveButton } from "./EdgeLiveButton";
import { HeaderSearch } from "./HeaderSearch";
import { NotificationBell } from "./NotificationBell";
import { Logo } from "./Logo";
import { CustomerProfileMenu } from "./CustomerProfileMenu";
import { ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG, closeProfileMenus, followProfileMenus, settingsLink } from "./profile-menu";
import { DRAWER_ID } from "./drawer";
import { Kept } from "../kept";
import { SmartLink } from "./SmartLink";
import { pageBackOf, pageTitleOf } from "./title";
import type { ShellData } from "~/domain/shell";

/** The cart lives on Get a Quote (/cart redirects there too; decision 023). */
export const CART_HREF = "/get-a-quote#cart";

const iconButton = HEADER_ICON_BUTTON;

type Props = {
  data: ShellData;
  pathname: string;
  /** The page's search string: a safe `?back=` sets where Back goes. */
  search?: string;
  /** true in the full layout: shows the mobile "Menu" button for the drawer. */
  withDrawer: boolean;
  /** The profile menu's markup for a client navigation (the layout's loader draws it); undefined: the document's. */
  profileHtml?: string;
};

export function Header({ data, pathname, search = "", withDrawer, profileHtml }: Props) {
  // Each page names itself and says where Back goes (its route's handle, issue 54); the spec's
  // default title is Dashboard.
  const matches = useMatches();
  const back = pageBackOf(matches);
  const title = pageTitleOf(matches) ?? "Dashboard";
  const unread = data.unreadCount;
  // The profile menu is kept server markup (issue 54): its behaviour is plain DOM (profile-menu.ts).
  // Once the page is interactive its Account Settings opens the Edit Profile dialog; after a
  // navigation the menu is closed.
  const { key } = useLocation();
  const shownKey = useRef(key);
  useEffect(followProfileMenus, []);
  useEffect(() => {
    if (shownKey.current !== key) closeProfileMenus();
    shownKey.current = key;
    const link = document.querySelector("#frame-bar-profile a[data-profile-settings]");
    link?.setAttribute("href", settingsLink(pathname, search, true, ACCOUNT_SETTINGS, EDIT_PROFILE_DIALOG));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per location: pathname and search come with the key
  }, [key, profileHtml]);
  const cart = data.cartCount;
  return (
    // Below 960 px the title has a row of its own under the bar (issue 24 §2): a phone's bar has no
    // room for it beside the icons, and a title is never cut. From 960 px one row; the search box
    // is what gives way. Styles in app.css (.shell-bar, .shell-title): the shell's script stays small.
    // The fixed links are kept markup (app/ui/kept.tsx): drawn by the server, no script of theirs.
    // data-switcher: the company's name needs the bar's room on a phone (app.css, issue 52 §3).
    <header className="shell-bar" data-switcher={data.switcher ? "" : undefined}>
      <Kept id="frame-bar-start">
        {import.meta.env.SSR ? (
          withDrawer ? (
            <label htmlFor={DRAWER_ID} className="shell-menu-button">
              <MenuIcon />
              <span>Menu</span>
            </label>
          ) : (
            <Logo compact className="mr-2" />
          )
        ) : null}
      </Kept>
      {back ? (
        <Link to={back} className="flex items-center gap-1 rounded-md px-2 py-1.5 text-brand-blue-dark hover:bg-gray-100">
          <BackIcon className="h-4 w-4" />
          {/* Below 960 px the arrow alone, so the bar keeps its room. */}
          <span className="max-md:sr-only">Back</span>
        </Link>
      ) : null}
      <p className="shell-title">{title}</p>

      {/* The results page has its own search box: one per page (issue 42 §6; HeaderSearch hides this one there). */}
      <HeaderSearch />
      <div className="shell-tools">
        <Kept id="frame-bar-account">
          {import.meta.env.SSR ? (
            <>
              {data.switcher ? <AccountSwitcher accountName={data.switcher.accountName} returnTo={`${pathname}${search ?? ""}`} /> : null}
              {data.edgeLive ? <EdgeLiveButton href={data.edgeLive} /> : null}
            </>
          ) : null}
        </Kept>
        <NotificationBell unreadCount={unread} disabled={data.bellDisabled} pollSeconds={data.notificationPollSeconds} />
        {/* Icon links name themselves in text (visually hidden), so text browsers read words too. */}
        <Link to={CART_HREF} className={`flex ${iconButton}`}>
          <CartIcon />
          <span className="sr-only">{cart === null ? "Cart" : `Cart, ${cart} ${cart === 1 ? "item" : "items"}`}</span>
          {cart ? <Badge value={cart} /> : null}
        </Link>
        <Kept id="frame-bar-links">
          {import.meta.env.SSR ? (
            <>
              <SmartLink href={data.chatHref} className={`flex ${iconButton}`}>
                <ChatIcon />
                <span className="sr-only">Chat with us</span>
              </SmartLink>
              <SmartLink href={data.whatsappHref} className={`${withDrawer ? "hidden sm:flex" : "flex"} ${iconButton}`}>
                <WhatsAppIcon />
                <span className="sr-only">WhatsApp</span>
              </SmartLink>
            </>
          ) : null}
        </Kept>
        <Kept id="frame-bar-profile" html={profileHtml}>
          {import.meta.env.SSR ? <CustomerProfileMenu user={data.user} pathname={pathname} search={search} enhanced={false} /> : null}
        </Kept>
      </div>
    </header>
  );
}
