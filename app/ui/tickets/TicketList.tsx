import type { TicketCardData } from "~/domain/ticket-data";
import { ErrorNote } from "../Notice";
import { Pager } from "../Pager";
import { TicketCard } from "./TicketCard";

/**
 * The Tickets tab's results: its failure, its empty text, or its cards, then the pager (a pager
 * only when there is more than one page: spec document 2 section 2.10; 8 to a page, decision 099).
 * Drawn by the server and kept by the browser (app/ui/kept.tsx, issue 54): no card's code in the
 * page's script.
 */
export function TicketList({ error, tickets, page, totalPages, paged }: { error: string | null; tickets: TicketCardData[]; page: number; totalPages: number; paged: boolean }) {
  return (
    <>
      {error ? (
        <ErrorNote>{error}</ErrorNote>
      ) : tickets.length === 0 ? (
        <p className="rounded-lg border border-gray-200 bg-white p-6 text-center text-ink/80">You have no tickets as of now!</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2" aria-label="Tickets">
          {tickets.map((t) => (
            <li key={t.ticketNumber}>
              <TicketCard ticket={t} />
            </li>
          ))}
        </ul>
      )}
      {paged ? <Pager page={page} totalPages={totalPages} label="Ticket pages" /> : null}
    </>
  );
}
