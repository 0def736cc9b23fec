import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../styles";
import { RouteDialog } from "./RouteDialog";

/**
 * The spec's result dialog (document 2 section 8): title 'Success!' (or 'Error!' with the error
 * icon when `success` is false), and two buttons, by default 'Go to Home' (/) and 'Get another
 * Quote'. Pass `GO_TO_TICKETS` for flows that end in a ticket. Every result has one look (issue
 * 32, docs/decisions/068): the same title, the icon, the result in words as its headline (the
 * spec's own where it gives them: 'Request Submitted.', 'Profile successfully updated.'), then
 * the details (ticket number) in plain text.
 */
export interface ResultAction {
  label: string;
  to: string;
}

export const GO_TO_HOME: ResultAction = { label: "Go to Home", to: "/" };
export const GO_TO_TICKETS: ResultAction = { label: "Go to Tickets", to: "/dashboard/tickets" };
export const GET_ANOTHER_QUOTE: ResultAction = { label: "Get another Quote", to: "/get-a-quote" };
/** What a request created, one tap away (issue 40 §3): its ticket's conversation (`to` from the loader: ticketThreadHref). */
export const viewTicket = (to: string): ResultAction => ({ label: "View ticket", to });
/** A complaint just registered: its page (its conversation, stepper and files; `to` from the loader: complaintHref). */
export const viewComplaint = (to: string): ResultAction => ({ label: "View complaint", to });

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

export function ResultDialog({ success = true, headline, children, closeTo, actions = [GO_TO_HOME, GET_ANOTHER_QUOTE] }: ResultDialogProps) {
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
