import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { COPYRIGHT } from "./contact";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";

/** The frame for public pages (FAQs, sign-in, not found): logo, Sign in link, page, a short footer. */
export function PublicFrame({ children, signInLink = true }: { children: ReactNode; signInLink?: boolean }) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="flex h-16 items-center justify-between border-b border-gray-200 bg-white px-4 sm:px-6">
        <Logo />
        {signInLink ? (
          <Link to="/login" className="rounded-md bg-brand-red px-4 py-2 font-medium text-white hover:bg-red-700">
            Sign in
          </Link>
        ) : null}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
        {children}
      </main>
      <footer className="flex flex-col gap-2 border-t border-gray-200 bg-white px-4 py-4 text-sm sm:flex-row sm:justify-between sm:px-6">
        <p>{COPYRIGHT}</p>
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
