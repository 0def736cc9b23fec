import type { ReactNode } from "react";

/** The result dialog's actions and props (ResultDialog.tsx, ResultView.tsx). */
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

