import { z } from "zod";
import { id } from "./shapes";
import type { TokenSource } from "./client.server";
import { callUpstream } from "./client.server";

/**
 * One ticket and its message thread (docs/upstream-api.md: "ticket by number", "ticket
 * messages", "save message", "read marker"; docs/decisions/012-ticket-thread.md). Message HTML
 * arrives unsanitised: callers clean it with sanitizeUpstreamHtml before any page renders it.
 */
const text = z
  .string()
  .nullish()
  .transform((v) => v ?? null);

const ticketHeader = z.object({
  ticketNumber: id,
  assetName: text,
  product: text,
  createdOn: text,
  type: z.string(),
  status: z.string(),
  contactId: id.nullish().transform((v) => v ?? null),
  /** The enquiry that opened the ticket (beyond the spec; issue 53 §3): its thread links there. null for others. */
  enquiryId: id.nullish().transform((v) => v ?? null),
});

const attachment = z.object({
  fileName: z.string(),
  contentType: text,
  url: text,
});

const message = z.object({
  id,
  ticketNumber: id,
  message: z
    .string()
    .nullish()
    .transform((v) => v ?? ""),
  userId: id,
  userFirstName: text,
  userLastName: text,
  userEmail: text,
  createdDate: z.string(),
  isRead: z.boolean().nullish(),
  attachments: z
    .array(attachment)
    .nullish()
    .transform((v) => v ?? []),
});

export type TicketHeader = z.infer<typeof ticketHeader>;
export type TicketMessage = z.infer<typeof message>;

export interface OutgoingAttachment {
  fileName: string;
  contentType: string;
  /** A data: URL (base64), as the upstream's save call takes it. */
  url: string;
}

export function getTicket(tokens: TokenSource, ticketNumber: string, signal?: AbortSignal): Promise<TicketHeader> {
  return callUpstream(
    `/ticketapi/tickets/${encodeURIComponent(ticketNumber)}`,
    { schema: ticketHeader, signal },
    tokens,
  );
}

export function listTicketMessages(
  tokens: TokenSource,
  ticketNumber: string,
  signal?: AbortSignal,
): Promise<TicketMessage[]> {
  return callUpstream(
    `/ticketapi/ticket-messages/${encodeURIComponent(ticketNumber)}`,
    { schema: z.array(message), signal },
    tokens,
  );
}

/** Never retried (a POST, docs/decisions/007); the route de-duplicates with an idempotency key. */
export function saveTicketMessage(
  tokens: TokenSource,
  body: { ticketNumber: string; message: string; userId: string; attachments: OutgoingAttachment[] },
  signal?: AbortSignal,
): Promise<TicketMessage> {
  return callUpstream("/ticketapi/ticket-messages/save", { method: "POST", body, schema: message, signal }, tokens);
}

/** Marks the other side's messages as read. */
export function markTicketRead(tokens: TokenSource, ticketNumber: string, signal?: AbortSignal): Promise<unknown> {
  return callUpstream(
    "/ticketapi/ticket-messages/read",
    { method: "POST", body: { ticketNumber }, schema: z.object({ ticketNumber: id, updated: z.number() }), signal },
    tokens,
  );
}
