import type { ReactNode } from "react";
import { ListBody } from "./Notice";
import { Pager } from "./Pager";

/**
 * A list's results: its failure, its empty text, or its cards; then its pager (when it has more
 * than one page). Drawn by the server and kept by the browser (app/ui/kept.tsx, issue 54): the
 * cards' code is in no page's script; a client navigation brings them drawn by the loader.
 */
export function CardResults<T>({
  error,
  items,
  emptyText,
  label,
  className = "grid gap-4 sm:grid-cols-2 xl:grid-cols-3",
  card,
  keyOf,
  pager,
}: {
  error: string | null;
  items: readonly T[];
  emptyText: string;
  /** The list's accessible name. */
  label: string;
  className?: string;
  card: (item: T) => ReactNode;
  keyOf: (item: T) => string;
  pager?: { page: number; totalPages: number; label: string } | null;
}) {
  return (
    <>
      <ListBody error={error} empty={items.length === 0} emptyText={emptyText}>
        <ul className={className} aria-label={label}>
          {items.map((item) => (
            <li key={keyOf(item)}>{card(item)}</li>
          ))}
        </ul>
      </ListBody>
      {pager ? <Pager {...pager} /> : null}
    </>
  );
}
