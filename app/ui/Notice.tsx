import type { ReactNode } from "react";
import { ReferenceLine, useReference } from "./reference";

/**
 * A section that could not load, or a refused action: red, announced (role="alert"), with the
 * request's reference to quote to the helpline (docs/decisions/036).
 */
export function ErrorNote({ children }: { children: ReactNode }) {
  const reference = useReference();
  return (
    <div role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
      <p>{children}</p>
      {reference ? <ReferenceLine reference={reference} className="mt-1 text-xs text-red-900/80" /> : null}
    </div>
  );
}

/**
 * The body of a list: its error, else its empty text, else the list itself (spec document 2
 * section 8's empty states).
 */
export function ListBody({ error, empty, emptyText, children }: { error: string | null; empty: boolean; emptyText: string; children: ReactNode }) {
  if (error) return <ErrorNote>{error}</ErrorNote>;
  if (empty) return <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">{emptyText}</p>;
  return <>{children}</>;
}

/** A note for a user who may look but not act here (staff, an admin acting as a customer): amber, not an error. */
export function InfoNote({ children, className = "" }: { children: ReactNode; className?: string }) {
  return (
    <p role="note" className={`rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}>
      {children}
    </p>
  );
}
