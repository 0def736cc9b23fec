import type { ReactNode } from "react";

/**
 * A list's filter panel behind a 'Filters' disclosure on phones (issue 24 §2; docs/decisions/005):
 * a native <details>, so it opens and closes without JavaScript, open when filters are applied
 * (`applied`, from countAppliedFilters in app/domain/filters.ts), the count in its summary. From
 * 600 px the summary is hidden and the panel shows as before (CSS: `.filter-disclosure`, app.css).
 */
export function FilterDisclosure({ applied, children }: { applied: number; children: ReactNode }) {
  return (
    <details open={applied > 0} className="filter-disclosure">
      <summary>Filters {applied > 0 ? <span>{`${applied} applied`}</span> : null}</summary>
      {children}
    </details>
  );
}
