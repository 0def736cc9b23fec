import { GO_TO_TICKETS, ResultDialog, viewTicket } from "~/ui/dialog/ResultDialog";

/** The callback's success dialog (spec document 3 section 4), with the ticket number and View ticket (issue 40 §3). */
export function RequestSubmitted({ ticket, ticketHref, closeTo }: { ticket: string; ticketHref: string; closeTo: string }) {
  return (
    <ResultDialog headline="Request Submitted." closeTo={closeTo} actions={[GO_TO_TICKETS, viewTicket(ticketHref)]}>
      <p>Our representative will get in touch with you in sometime.</p>
      <p className="mt-1">
        Ticket number: <strong>{ticket}</strong>
      </p>
    </ResultDialog>
  );
}
