import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Copyright } from "./CopyrightLine";
import { Logo } from "./Logo";
import { SkipLink } from "./SkipLink";

/**
 * The frame for public pages (FAQs, sign-in, not found): logo, Sign in link, page, a short footer.
 * A page that knows its visitor passes `account` (ui/public/VisitorFrame: their initials and a way
 * back into the portal) instead of 'Sign in'; that markup lives outside the shell's chunk, since
 * only the plain-HTML public pages show it. Nothing here needs JavaScript.
 */
export function PublicFrame({
  children,
  signInLink = true,
  account,
}: {
  children: ReactNode;
  signInLink?: boolean;
  /** Shown instead of 'Sign in' (a signed-in visitor's way back). */
  account?: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col">
      <SkipLink />
      <header className="public-header">
        <Logo />
        {account ?? (signInLink ? (
          <Link to="/login" className="btn-primary">
            Sign in
          </Link>
        ) : null)}
      </header>
      <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6">
        {children}
      </main>
      <footer className="public-footer">
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
