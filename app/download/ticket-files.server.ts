import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { Readable } from "node:stream";
import { ticketThreadHref } from "~/domain/links";
import { errorPage, resourceRoute } from "~/http/resource.server";
import { allowedTicket } from "~/http/ticket-access.server";
import { requireUser } from "~/session/guard.server";
import type { UpstreamFile } from "~/upstream/client.server";
import { openDocumentFile } from "~/upstream/documents.server";
import { isUpstreamError } from "~/upstream/errors";
import { listTicketMessages } from "~/upstream/ticket-messages.server";
import { fileAnswer } from "./documents.server";

const MESSAGE_ID = /^[A-Za-z0-9-]{1,60}$/;
const INDEX = /^\d{1,2}$/;
/** A data: URL as the thread's save call stores a file: its type and base64 bytes. */
const DATA_URL = /^data:([\w.+-]+\/[\w.+-]+)(?:;[\w-]+=[\w.-]+)*;base64,([A-Za-z0-9+/=]*)$/;

/** The bytes of a file kept as a data: URL, as an opened upstream file; null when it is not one. */
function dataUrlFile(url: string): UpstreamFile | null {
  const match = DATA_URL.exec(url);
  if (!match) return null;
  const bytes = Buffer.from(match[2], "base64");
  return { contentType: match[1], contentLength: bytes.byteLength, body: Readable.from([bytes]) };
}

/**
 * A file of a ticket's message thread, streamed through the portal (issue 40 §2; the complaint
 * files' steps, decisions 017 and 079): the thread's own access rule (allowedTicket: staff, or the
 * ticket's contact) is the owner check, the file is found by its message and place, and
 * `?view=1` shows a PDF or an image in the browser. A file the customer sent is kept by the
 * upstream as a data: URL (the save call takes them so): its bytes are sent as they are, with a
 * type from the portal's short list; any other address goes through the document store's file
 * call. An upstream failure returns to the thread, which says it could not load.
 */
export const ticketFileLoader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, "routes/tickets.$ticketNumber.files.$messageId.$index");
  const notFoundPage = () => errorPage(404, "Page not found", "This file does not exist or is not in one of your tickets' messages.");
  const { ticketNumber = "", messageId = "", index = "" } = params;
  if (!MESSAGE_ID.test(messageId) || !INDEX.test(index)) return notFoundPage();
  try {
    const ticket = await allowedTicket(auth, ticketNumber, request.signal);
    const messages = await listTicketMessages(auth.session, ticket.ticketNumber, request.signal);
    const file = messages.find((m) => m.id === messageId)?.attachments[Number(index)];
    if (!file?.url) return notFoundPage();
    const doc = { fileName: file.fileName, contentType: file.contentType ?? "" };
    const inline = dataUrlFile(file.url);
    if (inline) return fileAnswer(request, { ...doc, contentType: doc.contentType || (inline.contentType ?? "") }, inline);
    if (file.url.startsWith("data:")) return notFoundPage();
    return fileAnswer(request, doc, await openDocumentFile(auth.session, { url: file.url }, request.signal));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) return notFoundPage();
    return redirect(ticketThreadHref(ticketNumber));
  }
});
