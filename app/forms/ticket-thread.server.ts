import { data, redirect } from "@remix-run/node";
import { ACTING_REFUSED } from "~/domain/acting";
import { hasInternalEmail } from "~/domain/roles";
import { composeMessage, threadDays, toAttachment } from "~/domain/ticket-thread.server";
import { logger } from "~/log/logger.server";
import type { Auth } from "~/session/guard.server";
import { takeDraft } from "~/session/drafts.server";
import { emailDomains } from "~/env.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { parseUpload } from "~/upload/multipart.server";
import { TICKET_MESSAGE_UPLOAD_RULES, uploadView } from "~/upload/rules";
import { isUpstreamError } from "~/upstream/errors";
import { listTicketMessages, markTicketRead, saveTicketMessage, type TicketMessage } from "~/upstream/ticket-messages.server";
import { submitFailure, submitOnce } from "./dialog.server";

/**
 * A ticket's conversation wherever it is shown (issue 40 §3): the thread over the tickets list and
 * a complaint's page read and send it with these same steps, so both say the same words and keep
 * the same rules (decision 012: the read marker, the composer, POST-redirect-GET to the message).
 */
export const THREAD_TEXT = {
  note: "It might take up to 24 hours to get a response. Thanks for your patience!",
  loadFailed: "We could not load the messages right now. Please try again in a moment.",
  sendFailed: "Something went wrong, please try again.",
  empty: "Please type a message or attach a file.",
  sendWaiting: "Write a message or attach a file to send.",
} as const;

/**
 * What the composer needs from the loader (`action`: where it posts), and the reply typed when the
 * session ended under Send (issue 51 §4): given back in the box, sanitised as a send would be, with
 * the signed-in layout's line that it was not sent yet.
 */
export async function composerData(auth: Auth, action: string, request: Request) {
  const staff = hasInternalEmail(auth.user.email, emailDomains());
  const [draft] = await takeDraft(request, auth.user.userId);
  const typed = draft ? composeMessage(firstOf(draft.fields.message), firstOf(draft.fields.format)) : null;
  return {
    action,
    staff,
    // Acting as the customer: the thread is shown, the composer is not (docs/decisions/047).
    actingNote: auth.acting ? ACTING_REFUSED.ticketMessage : null,
    idempotencyKey: newIdempotencyKey(),
    upload: uploadView(TICKET_MESSAGE_UPLOAD_RULES),
    sendWaiting: THREAD_TEXT.sendWaiting,
    // The customer's note under the thread, from the loader: no text in a page's bundle (011).
    note: staff ? null : THREAD_TEXT.note,
    // The editor takes the HTML; the plain box (no JavaScript, lite mode) the text, or the HTML's text.
    restored: draft ? { text: typed?.text || plainTextOf(typed?.html ?? ""), html: typed?.html ?? "" } : null,
  };
}

/** The text of sanitised message HTML, for a plain text box: paragraphs and breaks as new lines, entities read. */
function plainTextOf(html: string): string {
  const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", nbsp: " " };
  return html
    .replace(/<br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li)>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => entities[name])
    .trim();
}

const firstOf = (value: string | string[] | undefined) => (Array.isArray(value) ? (value[0] ?? null) : (value ?? null));

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown };

/** The messages of a ticket, asked now and settled later (a refused ticket leaves no rejection unhandled). */
export function askMessages(auth: Auth, ticketNumber: string, signal: AbortSignal): Promise<Settled<TicketMessage[]>> {
  return listTicketMessages(auth.session, ticketNumber, signal).then(
    (value) => ({ ok: true as const, value }),
    (error: unknown) => ({ ok: false as const, error }),
  );
}

/**
 * Opening a thread posts the read marker (spec 2.11 / 4.3; decision 012), without waiting for it
 * (decision 044) and not tied to the request's signal. An admin acting as the customer only looks
 * (decision 047).
 */
export function markRead(auth: Auth, ticketNumber: string): void {
  if (auth.acting) return;
  markTicketRead(auth.session, ticketNumber).catch((error: unknown) => {
    logger.warn({ event: "ticket-read-marker", err: error }, "the read marker could not be posted");
  });
}

/** The thread by day from settled messages, or the failure's words; anything but an upstream failure is thrown. */
export function threadFrom(auth: Auth, settled: Settled<TicketMessage[]>, ticketNumber: string, sentId: string | null) {
  if (!settled.ok && !isUpstreamError(settled.error)) throw settled.error;
  return settled.ok
    ? { days: threadDays(settled.value, new Date(), auth.user.userId, { sentId, ticketNumber }), error: null }
    : { days: [], error: THREAD_TEXT.loadFailed };
}

export type SendResult = { formError: string | null; fileErrors?: string[]; text?: string; html?: string };

/**
 * Sends the composer's post to a ticket the caller may write in (checked before), once per
 * rendered form, and answers POST, redirect, GET to `after(savedId)`; a refusal keeps what was
 * typed (files aside) with the status it deserves.
 */
export async function sendThreadMessage(request: Request, auth: Auth, ticketNumber: string, after: (savedId: string) => string) {
  // A message posted while acting would show in the customer's thread as the customer's own.
  if (auth.acting) return data<SendResult>({ formError: ACTING_REFUSED.ticketMessage }, { status: 403 });
  const upload = await parseUpload(request, TICKET_MESSAGE_UPLOAD_RULES);
  if (!upload.ok) return data<SendResult>({ formError: upload.message }, { status: upload.status });
  const form = upload.formData;
  const composed = composeMessage(form.get("message"), form.get("format"));
  const kept = { text: composed.text, html: composed.html };
  const fileErrors = upload.fieldErrors[TICKET_MESSAGE_UPLOAD_RULES.field];
  if (fileErrors?.length) return data<SendResult>({ formError: null, fileErrors, ...kept }, { status: 400 });
  const files = form.getAll(TICKET_MESSAGE_UPLOAD_RULES.field).filter((f): f is File => typeof f !== "string" && f.size > 0);
  // Send is refused while the text is empty and nothing is attached (spec section 5), here too.
  if (!composed.html && files.length === 0) return data<SendResult>({ formError: THREAD_TEXT.empty, ...kept }, { status: 400 });
  const send = async () =>
    saveTicketMessage(auth.session, {
      ticketNumber,
      message: composed.html,
      userId: auth.user.userId,
      attachments: await Promise.all(files.map(toAttachment)),
    });
  try {
    const saved = await submitOnce(auth, form.get("idempotencyKey"), send);
    return redirect(after(saved.id), 303);
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    return data<SendResult>({ formError: failure.status === 503 ? failure.message : THREAD_TEXT.sendFailed, ...kept }, { status: failure.status });
  }
}
