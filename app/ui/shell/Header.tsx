import { Link } from "@remix-run/react";
import { BackIcon, BellIcon, CartIcon, ChatIcon, MenuIcon, WhatsAppIcon } from "../icons";
import { AccountSwitcher } from "./AccountSwitcher";
import { Logo } from "./Logo";
import { ProfileMenu } from "./ProfileMenu";
import { DRAWER_ID } from "./SideMenu";
import { SmartLink } from "./SmartLink";
import { backHrefForPath, titleForPath } from "./title";
import type { ShellData } from "./types";

/** The cart lives on Get a Quote (/cart redirects there too; decision 023). */
export const CART_HREF = "/get-a-quote#cart";

const iconBase = "relative h-10 w-10 items-center justify-center rounded-full";
const iconButton = `${iconBase} text-ink hover:bg-gray-100`;

function Badge({ value }: { value: number }) {
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 min-w-5 rounded-full bg-brand-red px-1 text-center text-xs leading-5 font-semibold text-white"
    >
      {value > 99 ? "99+" : value}
    </span>
  );
}

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

      <div className="ml-auto flex items-center gap-1">
        {data.switcher ? <AccountSwitcher accountName={data.switcher.accountName} returnTo={`${pathname}${search ?? ""}`} /> : null}
        {data.bellDisabled ? (
          <span
            role="link"
            aria-disabled="true"
            tabIndex={0}
            aria-label="Notifications, visible only to Customer"
            className={`group/bell flex ${iconBase} cursor-not-allowed text-gray-400`}
          >
            <BellIcon />
            <span aria-hidden="true" className="absolute top-11 right-0 z-30 hidden rounded bg-ink px-2 py-1 text-xs whitespace-nowrap text-white group-hover/bell:block group-focus/bell:block">
              Visible only to Customer
            </span>
          </span>
        ) : (
          <Link
            to="/notifications"
            aria-label={unread === null ? "Notifications" : `Notifications, ${unread} unread`}
            className={`flex ${iconButton}`}
          >
            <BellIcon />
            {unread ? <Badge value={unread} /> : null}
          </Link>
        )}
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
        <ProfileMenu user={data.user} />
      </div>
    </header>
  );
}
