import type { ReactNode } from "react";

/** Label and value pairs of an asset (its card, its page): a description list in two columns. */
export function Facts({ rows, className = "gap-y-1" }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={`grid grid-cols-[auto_1fr] gap-x-3 *:contents [&_dd]:font-medium [&_dd]:break-words [&_dd]:text-ink [&_dt]:text-gray-600 ${className}`}>
      {/* An absent value is left out, never shown as NA (issue 31). */}
      {rows.map(([label, value]) =>
        value === null || value === undefined || value === "" || value === "NA" ? null : (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ),
      )}
    </dl>
  );
}
