import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { isExternalHref } from "./menu";

type Props = {
  href: string;
  className?: string;
  children: ReactNode;
  "aria-label"?: string;
  "aria-current"?: "page";
  title?: string;
  /** Marks for the kept menu's host (Shell.tsx): the entry's matching rule, a returnTo that follows the page. */
  "data-menu-entry"?: string;
  "data-here"?: string;
};

/** A Remix <Link> for portal paths; a plain <a> opening a new tab for http(s) and other schemes. */
export function SmartLink({ href, children, ...rest }: Props) {
  if (isExternalHref(href)) {
    const label = rest["aria-label"];
    return (
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        {...rest}
        aria-label={label ? `${label} (opens in a new tab)` : undefined}
      >
        {children}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    );
  }
  if (/^[a-z][a-z0-9+.-]*:/i.test(href)) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} {...rest}>
      {children}
    </Link>
  );
}
