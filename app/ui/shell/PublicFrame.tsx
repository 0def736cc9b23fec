import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Copyright } from "./copyright";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";

/**
 * A signed-in visitor on a public page (FAQs, help, privacy, terms): who they are and their way
 * back into the portal (app/session/visitor.ts decides it on the server).
 */
export interface PublicVisitor {
  initials: string;
  fullName: string;
  /** The dashboard ("/") for portal users, the admin portal for admins. */
  home: { href: string; label: string };
}

/**
 * The frame for public pages (FAQs, sign-in, not found): logo, Sign in link, page, a short footer.
 * A page that knows its visitor passes `visitor`: the header then shows their initials and a link
 * back into the portal instead of 'Sign in'. Plain HTML either way: nothing here needs JavaScript.
 */
export function PublicFrame({
  children,
  signInLink = true,
  visitor = null,
}: {
  children: ReactNode;
  signInLink?: boolean;
  visitor?: PublicVisitor | null;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="flex h-16 items-center justify-between gap-3 border-b border-gray-200 bg-white px-4 sm:px-6">
        <Logo />
        {visitor ? (
          <Link
            to={visitor.home.href}
            title={`Signed in as ${visitor.fullName}`}
            className="flex shrink-0 items-center gap-2 rounded-full py-1 pr-3 pl-1 font-medium text-brand-blue-dark ring-1 ring-slate-200 hover:bg-slate-50"
          >
            <span
              aria-hidden="true"
              className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-blue-dark text-sm font-semibold text-white"
            >
              {visitor.initials}
            </span>
            <span>
              {/* On a phone the pill reads 'Dashboard' or 'Admin Portal' beside the logo; its name stays whole. */}
              <span className="max-sm:sr-only">Go to </span>
              {visitor.home.label}
              <span className="sr-only">{` (signed in as ${visitor.fullName})`}</span>
            </span>
          </Link>
        ) : signInLink ? (
          <Link to="/login" className="rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">
            Sign in
          </Link>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
        {children}
      </main>
      <footer className="flex flex-col gap-2 border-t border-gray-200 bg-white px-4 py-4 text-sm sm:flex-row sm:justify-between sm:px-6">
        <Copyright />
        <ul className="flex gap-4">
          <li>
            <Link className="text-brand-blue-dark hover:underline" to="/privacy-policy">
              Privacy Policy
            </Link>
          </li>
          <li>
            <Link className="text-brand-blue-dark hover:underline" to="/terms-of-service">
              Terms of Service
            </Link>
          </li>
        </ul>
      </footer>
    </div>
  );
}
