/** A step as a loader hands it over: the date already formatted on the server. */
export interface TimelineStepView {
  status: string;
  isActive: boolean;
  isCompleted: boolean;
  statusDate: string | null;
  /** The date as YYYY-MM-DD (`<time dateTime>`): without it the date is plain text, not a `<time>`. */
  statusDateIso?: string | null;
  /** Full date and time for the tooltip, when known. */
  statusDateTime?: string | null;
  /** Words before the date ("Expected", "Awaiting closure by"). */
  note?: string | null;
}

/**
 * A status timeline (complaint details, order page): completed steps green, the current one
 * orange and marked `aria-current="step"`, later ones grey. The state is also written out for
 * screen readers, so colour never carries it alone.
 */
export function StatusTimeline({ label, steps, className = "sm:grid-cols-3" }: { label: string; steps: TimelineStepView[]; className?: string }) {
  return (
    <ol aria-label={label} className={`grid gap-3 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 ${className}`}>
      {steps.map((step) => (
        <li
          key={step.status}
          aria-current={step.isActive ? "step" : undefined}
          className={`rounded-md border-l-4 px-3 py-2 ${step.isActive && !step.isCompleted ? "border-orange-500 bg-orange-50" : step.isCompleted ? "border-green-600 bg-green-50" : "border-slate-300"}`}
        >
          <p className="font-medium">
            {step.status}
            <span className="sr-only">{step.isActive ? " (current)" : step.isCompleted ? " (completed)" : " (not reached)"}</span>
          </p>
          {step.statusDate ? (
            <p className="text-sm text-ink/80">
              {step.note ? `${step.note} ` : null}
              {step.statusDateIso ? (
                <time dateTime={step.statusDateIso} title={step.statusDateTime ?? undefined}>
                  {step.statusDate}
                </time>
              ) : (
                <span title={step.statusDateTime ?? undefined}>{step.statusDate}</span>
              )}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
