/**
 * What is written where there is no signal (issue 55, docs/decisions/115): the names, words and
 * pure rules that the pages, the service worker and the server share about the device's outbox.
 * No I/O here; unit-tested.
 *
 * With JavaScript, a ticket reply, a complaint's reply and Register a Complaint sent while the
 * browser is offline are kept on the device (IndexedDB) for the person who wrote them, and sent
 * once each, with the form's idempotency key, when the connection returns.
 */

/** The words the outbox says (spec-free: the issue's own where it gives them). */
export const OUTBOX_TEXT = {
  kept: "Not sent yet: no connection. It will be sent when you are back online.",
  waiting: "Waiting to be sent",
  cancel: "Cancel",
  sending: "Sending…",
  notThisSession: "This was written in another session on this device and was not sent.",
  tooBig: (limitMb: number) =>
    `Not kept: what waits on this device to be sent may come to ${limitMb} MB in all, files included. Send it when you are back online, or attach fewer or smaller files.`,
  notKept: "Not kept: this browser would not store it. Send it when you are back online.",
} as const;

/** 'N messages waiting to be sent' (Home's 'Needs your attention'). */
export function waitingSentence(count: number): string {
  return `${count} ${count === 1 ? "message" : "messages"} waiting to be sent`;
}

/** Said before Logout while anything waits: Logout discards it. */
export function logoutWarning(count: number): string {
  return `${waitingSentence(count)} on this device. Logging out discards ${count === 1 ? "it" : "them"}. Log out anyway?`;
}

/** On a replay: the opaque owner (the shell's `data-draft-owner`) of the person who wrote it. */
export const OUTBOX_HEADER = "X-Portal-Outbox";
/** On the answer to a replay: `sent <address>`, `refused <reason>` or `kept` (URI-encoded). */
export const OUTBOX_RESULT_HEADER = "X-Portal-Outbox-Result";
/**
 * The cookie the page sets while anything waits, naming its owner (the same opaque value): the
 * server then keeps the device's storage when a session ends by itself, and at the same person's
 * next sign-in (docs/decisions/115). Logout and another person's sign-in clear it.
 */
export const OUTBOX_COOKIE = "portal-outbox";
/** localStorage: something waits on this device (the first-visit check that loads the outbox). */
export const OUTBOX_FLAG = "portal-outbox";
/** What may wait on one device, files included. */
export const OUTBOX_MAX_BYTES = 30 * 1024 * 1024;
/** The session's absolute lifetime when the page does not say it (SESSION_MAX_AGE_S's default). */
export const DEFAULT_SESSION_MS = 12 * 60 * 60 * 1000;

export type OutboxKind = "reply" | "complaint";
export type OutboxState = "waiting" | "sent" | "refused";
/** A form field as kept: a text, or a file (a Blob in IndexedDB). */
export type KeptField = [name: string, value: string | File];

export interface OutboxEntry {
  id: string;
  /** The writer's opaque owner: sent only in their session. */
  owner: string;
  kind: OutboxKind;
  /** The address the form posted to (path and query). */
  action: string;
  /** A reply's ticket number; '' for a complaint. */
  ticket: string;
  /** What the lists show of it: the first words of the text. */
  preview: string;
  fields: KeptField[];
  bytes: number;
  keptAt: number;
  /** The session's absolute end when it was written (epoch ms, this device): it goes then, sent or not. */
  expiresAt: number;
  state: OutboxState;
  /** Sent: where it can be seen; refused: why. */
  href?: string;
  reason?: string;
}

/** Bytes an entry takes: its texts and its files. */
export function entryBytes(fields: KeptField[]): number {
  return fields.reduce((sum, [name, value]) => sum + name.length + (typeof value === "string" ? value.length : value.size), 0);
}

/** Whether `bytes` more fit beside what already waits. */
export function fits(entries: Pick<OutboxEntry, "bytes">[], bytes: number, limit = OUTBOX_MAX_BYTES): boolean {
  return entries.reduce((sum, e) => sum + e.bytes, 0) + bytes <= limit;
}

/**
 * What the device does with its entries for the person signed in now (`owner`): another person's
 * and expired ones go; the owner's waiting ones are sent, oldest first. Without an owner (the
 * service worker, which does not know who is signed in) only expired ones go, and every waiting
 * one is offered: the server sends only its writer's (decision 115).
 */
export function sortOut(entries: OutboxEntry[], owner: string | null, now: number): { send: OutboxEntry[]; drop: OutboxEntry[]; keep: OutboxEntry[] } {
  const drop = entries.filter((e) => e.expiresAt <= now || (owner !== null && e.owner !== owner));
  const keep = entries.filter((e) => !drop.includes(e));
  const send = keep.filter((e) => e.state === "waiting").sort((a, b) => a.keptAt - b.keptAt);
  return { send, drop, keep };
}

/** The single-fetch address of a form's action (`/a/b?x=1` → `/a/b.data?x=1`), where a replay posts. */
export function dataAddress(action: string): string {
  const url = new URL(action, "http://x");
  const path = url.pathname === "/" ? "/_root" : url.pathname.replace(/\/$/, "");
  return `${path}.data${url.search}`;
}

export type ReplayOutcome = { kind: "sent"; href: string } | { kind: "refused"; reason: string } | { kind: "kept" };

/** The server's word on a replay (its result header); anything else (no session, a crash) keeps it. */
export function readOutcome(header: string | null): ReplayOutcome {
  const match = /^(sent|refused) (.+)$/.exec(header ?? "");
  if (!match) return { kind: "kept" };
  let value: string;
  try {
    value = decodeURIComponent(match[2]);
  } catch {
    return { kind: "kept" };
  }
  if (match[1] === "sent") return value.startsWith("/") && !value.startsWith("//") ? { kind: "sent", href: value } : { kind: "kept" };
  return { kind: "refused", reason: value };
}

export function outcomeHeader(outcome: ReplayOutcome): string {
  if (outcome.kind === "kept") return "kept";
  return `${outcome.kind} ${encodeURIComponent(outcome.kind === "sent" ? outcome.href : outcome.reason)}`;
}

/** The case number a sent complaint's address names (`/complaints/new?done=CMP-0042…`), or null. */
export function doneValue(href: string): string | null {
  return new URL(href, "http://x").searchParams.get("done");
}

/** The first words of a text (a reply's HTML already read as text), for the lists. */
export function previewOf(text: string, max = 80): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The outbox cookie's value read from a Cookie header, or null. */
export function outboxCookieOf(cookieHeader: string | null): string | null {
  const match = new RegExp(`(?:^|;\\s*)${OUTBOX_COOKIE}=([A-Za-z0-9_-]{1,64})(?:;|$)`).exec(cookieHeader ?? "");
  return match ? match[1] : null;
}
