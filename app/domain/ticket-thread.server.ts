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
  attachments: { fileName: string; contentType: string | null; url: string | null }[];
}

/** Only raster images as data: URLs are embedded (the CSP allows data: images, not other hosts). */
const EMBEDDABLE = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]+$/;
/** Larger images are listed by name only, so one thread cannot bloat the page without bound. */
const MAX_EMBED_CHARS = 1_500_000;

export function embeddableImage(url: string | null): string | null {
  return url && url.length <= MAX_EMBED_CHARS && EMBEDDABLE.test(url) ? url : null;
}

/**
 * The thread by day. `sentId`: the user's message just sent, whose time says 'Sent' (issue 32 §2;
 * in the time's text, so the thread's script does not grow).
 */
export function threadDays(messages: readonly UpstreamMessage[], now: Date, userId: string, sentId: string | null = null) {
  const prepared = messages.map((m) => ({
    id: m.id,
    userId: m.userId,
    createdDate: m.createdDate,
    html: sanitizeUpstreamHtml(m.message),
    authorName: [m.userFirstName, m.userLastName].filter(Boolean).join(" ") || m.userEmail || "NA",
    initials: initialsOf(m.userFirstName, m.userLastName, m.userEmail ?? ""),
    // Names as the portal writes every file name: no bidi control can turn one around.
    attachments: m.attachments.map((a) => ({ fileName: safeFileName(a.fileName, "attachment"), imageSrc: embeddableImage(a.url) })),
  }));
  return groupMessagesByDay(prepared, now, userId).map((d) => ({
    day: d.day,
    label: d.label,
    messages: d.messages.map(({ userId: _u, ...m }) => (m.own && m.id === sentId ? { ...m, time: `${m.time} · Sent` } : m)),
  }));
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
