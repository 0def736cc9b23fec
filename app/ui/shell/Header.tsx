import { Link } from "@remix-run/react";
import { BackIcon, CartIcon, ChatIcon, MenuIcon, WhatsAppIcon } from "../icons";
import { AccountSwitcher } from "./AccountSwitcher";
import { Badge, HEADER_ICON_BUTTON } from "./Badge";
import { EdgeLiveButton } from "./EdgeLiveButton";
import { HeaderSearch } from "./HeaderSearch";
import { NotificationBell } from "./NotificationBell";
import { Logo } from "./Logo";
import { ProfileMenu } from "./ProfileMenu";
import { DRAWER_ID } from "./SideMenu";
import { SmartLink } from "./SmartLink";
import { backHrefForPath, titleForPath } from "./title";
import type { ShellData } from "./types";

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
};

export function Header({ data, pathname, search, withDrawer }: Props) {
  const back = backHrefForPath(pathname, search);
  const unread = data.unreadCount;
  const cart = data.cartCount;
  return (
    <header className="sticky top-0 z-20 flex h-16 items-center gap-2 border-b border-gray-200 bg-white px-3 sm:px-5">
      {withDrawer ? (
        <label
          htmlFor={DRAWER_ID}
          className="flex cursor-pointer items-center gap-1 rounded-md px-2 py-1.5 font-medium hover:bg-gray-100 group-has-[#nav-drawer:focus-visible]/shell:outline-2 group-has-[#nav-drawer:focus-visible]/shell:outline-brand-blue-dark sm:hidden"
        >
          <MenuIcon />
          <span>Menu</span>
        </label>
      ) : null}
      {withDrawer ? null : <Logo compact className="mr-2" />}
      {back ? (
        <Link to={back} className="flex items-center gap-1 rounded-md px-2 py-1.5 text-brand-blue-dark hover:bg-gray-100">
          <BackIcon className="h-4 w-4" />
          {/* On a phone the arrow alone, so the page title keeps its room. */}
          <span className="max-sm:sr-only">Back</span>
        </Link>
      ) : null}
      <p className="truncate text-base font-semibold sm:text-lg">{titleForPath(pathname)}</p>

      <HeaderSearch />
      <div className="ml-auto flex items-center gap-1">
        {data.switcher ? <AccountSwitcher accountName={data.switcher.accountName} returnTo={`${pathname}${search ?? ""}`} /> : null}
        {data.edgeLive ? <EdgeLiveButton href={data.edgeLive} /> : null}
        <NotificationBell unreadCount={unread} disabled={data.bellDisabled} pollSeconds={data.notificationPollSeconds} />
        <Link
          to={CART_HREF}
          aria-label={cart === null ? "Cart" : `Cart, ${cart} ${cart === 1 ? "item" : "items"}`}
          className={`flex ${iconButton}`}
        >
          <CartIcon />
          {cart ? <Badge value={cart} /> : null}
        </Link>
        <SmartLink href={data.chatHref} aria-label="Chat with us" className={`flex ${iconButton}`}>
          <ChatIcon />
        </SmartLink>
        <SmartLink href={data.whatsappHref} aria-label="WhatsApp"
          className={`${withDrawer ? "hidden sm:flex" : "flex"} ${iconButton}`}
        >
          <WhatsAppIcon />
        </SmartLink>
        <ProfileMenu user={data.user} dialogHref="/edit-profile" />
      </div>
    </header>
  );
}
