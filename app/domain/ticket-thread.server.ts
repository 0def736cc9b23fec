import { safeFileName } from "~/download/file-name";
import { sanitizeUpstreamHtml } from "./sanitize.server";
import { groupMessagesByDay, initialsOf } from "./messages";

/**
 * Server-side pieces of the ticket message thread (docs/decisions/012-ticket-thread.md): the
 * view model the page renders (sanitised HTML, Kolkata labels and times, safe image sources),
 * and the outgoing message built from the composer's post.
 */

export interface UpstreamMessage {
  id: string;
  message: string;
  userId: string;
  userFirstName: string | null;
  userLastName: string | null;
  userEmail: string | null;
  createdDate: string;
  isRead?: boolean | null;
  attachments: { fileName: string; contentType: string | null; url: string | null }[];
}

/** Images the thread shows as thumbnails (through the portal's file route, `?view=1`). */
const IMAGE = /^image\/(png|jpeg|gif|webp)$/;
const IMAGE_NAME = /\.(png|jpe?g|gif|webp)$/i;

/** A thread file's address in the portal (issue 40 §2): the file route checks the thread's access rule. */
export function ticketFileHref(ticketNumber: string, messageId: string, index: number): string {
  return `/tickets/${encodeURIComponent(ticketNumber)}/files/${encodeURIComponent(messageId)}/${index}`;
}

export interface ThreadOptions {
  /** The user's message just sent, whose time says 'Sent' (issue 32 §2; in the time's text, so the thread's script does not grow). */
  sentId?: string | null;
  /** The ticket's number as the upstream spells it: the files' addresses. */
  ticketNumber: string;
}

/**
 * The thread by day. Every file is a link through the portal, an image with a thumbnail (issue
 * 40 §2); the first message of the other side not read yet carries `firstUnread` (the thread
 * opens there, under a 'New' divider), else the newest message carries `latest`.
 */
export function threadDays(messages: readonly UpstreamMessage[], now: Date, userId: string, options: ThreadOptions) {
  const unread = messages.find((m) => m.userId !== userId && m.isRead === false)?.id ?? null;
  const prepared = messages.map((m) => ({
    id: m.id,
    userId: m.userId,
    createdDate: m.createdDate,
    html: sanitizeUpstreamHtml(m.message),
    authorName: [m.userFirstName, m.userLastName].filter(Boolean).join(" ") || m.userEmail || "NA",
    initials: initialsOf(m.userFirstName, m.userLastName, m.userEmail ?? ""),
    firstUnread: m.id === unread,
    // Names as the portal writes every file name: no bidi control can turn one around.
    // A file the upstream gives no address for is named, not linked.
    attachments: m.attachments.map((a, i) => {
      const fileName = safeFileName(a.fileName, "attachment");
      if (!a.url) return { fileName, href: null, thumbSrc: null };
      const href = ticketFileHref(options.ticketNumber, m.id, i);
      const type = (a.contentType ?? /^data:([^;,]+)/.exec(a.url)?.[1] ?? "").toLowerCase();
      const image = IMAGE.test(type) || (!type && IMAGE_NAME.test(a.fileName));
      return { fileName, href, thumbSrc: image ? `${href}?view=1` : null };
    }),
  }));
  const days = groupMessagesByDay(prepared, now, userId).map((d) => ({
    day: d.day,
    label: d.label,
    messages: d.messages.map(({ userId: _u, ...m }) => ({
      ...m,
      latest: false,
      time: m.own && m.id === options.sentId ? `${m.time} · Sent` : m.time,
    })),
  }));
  const newest = days.at(-1)?.messages.at(-1);
  if (newest && !unread) newest.latest = true;
  return days;
}

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** A plain-text message (the no-JavaScript textarea) as HTML: paragraphs and line breaks. */
export function textToHtml(text: string): string {
  return text
    .replace(/\r\n?/g, "\n")
    .trim()
    .split(/\n{2,}/)
    .filter((p) => p.trim())
    .map((p) => `<p>${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

/** True when the HTML shows no text (tags, &nbsp; and white space only). */
export function isBlankHtml(html: string): boolean {
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|\u00a0/gi, " ")
    .trim();
  return text.length === 0;
}

export interface ComposedMessage {
  /** Sanitised HTML to send upstream ("" when nothing was typed). */
  html: string;
  /** What to give back to a textarea after a failure. */
  text: string;
}

/**
 * The composer posts `message` as HTML (`format=html`, the rich editor) or as plain text (the
 * textarea). Either way the result is sanitised here, whatever the browser sent.
 */
export function composeMessage(raw: FormDataEntryValue | null, format: FormDataEntryValue | null): ComposedMessage {
  const value = typeof raw === "string" ? raw : "";
  if (format === "html") {
    const html = sanitizeUpstreamHtml(value);
    return isBlankHtml(html) ? { html: "", text: "" } : { html, text: "" };
  }
  const html = textToHtml(value);
  return { html: isBlankHtml(html) ? "" : html, text: value };
}

/** A file as the upstream's save call takes it: name, type and a base64 data: URL. */
export async function toAttachment(file: File) {
  const contentType = file.type || "application/octet-stream";
  const base64 = Buffer.from(await file.arrayBuffer()).toString("base64");
  return { fileName: file.name, contentType, url: `data:${contentType};base64,${base64}` };
}
