import { onDemand } from "../on-demand";
import { ResultView, type ResultAction, type ResultDialogProps } from "./ResultView";

export type { ResultAction, ResultDialogProps };

/**
 * The spec's result dialog (document 2 section 8): title 'Success!' (or 'Error!' with the error
 * icon when `success` is false), and two buttons, by default 'Go to Home' (/) and 'Get another
 * Quote'. Pass `GO_TO_TICKETS` for flows that end in a ticket. Every result has one look (issue
 * 32, docs/decisions/068): the same title, the icon, the result in words as its headline (the
 * spec's own where it gives them: 'Request Submitted.', 'Profile successfully updated.'), then
 * the details (ticket number) in plain text.
 */
export const GO_TO_HOME: ResultAction = { label: "Go to Home", to: "/" };
export const GO_TO_TICKETS: ResultAction = { label: "Go to Tickets", to: "/dashboard/tickets" };
export const GET_ANOTHER_QUOTE: ResultAction = { label: "Get another Quote", to: "/get-a-quote" };
/** What a request created, one tap away (issue 40 §3): its ticket's conversation (`to` from the loader: ticketThreadHref). */
export const viewTicket = (to: string): ResultAction => ({ label: "View ticket", to });
/** A complaint just registered: its page (its conversation, stepper and files; `to` from the loader: complaintHref). */
export const viewComplaint = (to: string): ResultAction => ({ label: "View complaint", to });

/** Drawn only once a request has succeeded (or failed): its code loads then (issue 54, ResultView.tsx). */
const View = onDemand<Required<Pick<ResultDialogProps, "actions">> & ResultDialogProps>(import.meta.env.SSR ? ResultView : null, () => import("./ResultView").then((m) => m.ResultView));

export function ResultDialog({ actions = [GO_TO_HOME, GET_ANOTHER_QUOTE], ...props }: ResultDialogProps) {
  return <View actions={actions} {...props} />;
}
