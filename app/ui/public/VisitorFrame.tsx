import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PublicVisitor } from "~/domain/shell";
import { PublicFrame } from "../shell/PublicFrame";

/**
 * The public frame of the pages that know their visitor (FAQs, help, privacy, terms): a signed-in
 * visitor sees their initials and a way back into the portal instead of 'Sign in'.
 */
export function VisitorFrame({ visitor, children }: { visitor: PublicVisitor | null; children: ReactNode }) {
  return <PublicFrame account={visitor ? <VisitorLink visitor={visitor} /> : undefined}>{children}</PublicFrame>;
}

function VisitorLink({ visitor }: { visitor: PublicVisitor }) {
  return (
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
  );
}
