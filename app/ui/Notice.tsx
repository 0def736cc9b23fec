import type { ReactNode } from "react";

/** A section that could not load, or a refused action: red, announced (role="alert"). */
export function ErrorNote({ children }: { children: ReactNode }) {
  return (
    <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
      {children}
    </p>
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
