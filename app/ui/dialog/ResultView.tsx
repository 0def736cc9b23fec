import { Link } from "@remix-run/react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../styles";
import type { ReactNode } from "react";
import { RouteDialog } from "./RouteDialog";

export interface ResultAction {
  label: string;
  to: string;
}

export interface ResultDialogProps {
  success?: boolean;
  /** What happened, in words: the result's headline. */
  headline: string;
  /** The details under the headline (ticket number, what comes next). */
  children?: ReactNode;
  /** Close and Escape go here; defaults to the first action's target. */
  closeTo?: string;
  actions?: [ResultAction, ResultAction] | [ResultAction];
}

/** The result dialog's markup (ResultDialog.tsx): a chunk of its own in the browser, loaded when a result is shown. */
export function ResultView({ success = true, headline, children, closeTo, actions }: ResultDialogProps & Required<Pick<ResultDialogProps, "actions">>) {
  const heading = success ? "Success!" : "Error!";
  return (
    <RouteDialog title={heading} closeTo={closeTo ?? actions[0].to} className="max-w-md">
      <div className="flex flex-col items-center gap-3 text-center">
        {success ? (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="result-mark text-green-600">
            <circle cx="12" cy="12" r="10" />
            <path d="M7 12.5l3 3 7-7" />
          </svg>
        ) : (
          <svg viewBox="0 0 24 24" aria-hidden="true" className="result-mark text-brand-red">
            <circle cx="12" cy="12" r="10" />
            <path d="M12 7v6M12 16.5v.5" />
          </svg>
        )}
        <div role={success ? "status" : "alert"}>
          <p className="text-lg font-semibold text-ink">{headline}</p>
          {children ? <div className="mt-1 text-ink/80">{children}</div> : null}
        </div>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          {actions.map((a, i) => (
            <Link
              key={a.label}
              to={a.to}
              className={i === actions.length - 1 ? PRIMARY_BUTTON : SECONDARY_BUTTON}
            >
              {a.label}
            </Link>
          ))}
        </div>
      </div>
    </RouteDialog>
  );
}
