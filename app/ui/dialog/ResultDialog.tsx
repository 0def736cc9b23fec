import type { ResultDialogProps } from "./result-actions";
import { onDemand } from "../on-demand";
import { ResultView } from "./ResultView";

/**
 * The spec's result dialog (document 2 section 8): title 'Success!' (or 'Error!' with the error
 * icon when `success` is false), and two buttons, by default 'Go to Home' (/) and 'Get another
 * Quote'. Pass `GO_TO_TICKETS` for flows that end in a ticket. Every result has one look (issue
 * 32, docs/decisions/068): the same title, the icon, the result in words as its headline (the
 * spec's own where it gives them: 'Request Submitted.', 'Profile successfully updated.'), then
 * the details (ticket number) in plain text.
 */
export { GET_ANOTHER_QUOTE, GO_TO_HOME, GO_TO_TICKETS, viewComplaint, viewTicket, type ResultAction, type ResultDialogProps } from "./result-actions";

/** Drawn only once a request has succeeded (or failed): its code loads then (issue 54, ResultView.tsx). */
export const ResultDialog = onDemand<ResultDialogProps>(import.meta.env.SSR ? ResultView : null, () => import("./ResultView").then((m) => m.ResultView));
