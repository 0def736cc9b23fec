import { ticketFileLoader } from "~/download/ticket-files.server";

/**
 * A file in a ticket's message thread (issue 40 §2), opened or downloaded through the portal:
 * `ticketFileLoader` checks the thread's access rule and streams the file (`?view=1`: inline).
 */
export const loader = ticketFileLoader;
