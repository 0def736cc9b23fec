/**
 * Every e-mail the embedded services "send" is kept here for the life of the process.
 * Tests read one-time codes from it (GET /outbox?to=ADDRESS on the mock server).
 */
export interface SentMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The one-time code, when the mail carries one. */
  code?: string;
  /** The identity interaction that sent it, so parallel tests can find their own code. */
  ref?: string;
  /** The link a survey invitation carries (the portal page to open). */
  link?: string;
  sentAt: string;
}

const mails: SentMail[] = [];
let nextId = 1;

export function sendMail(mail: Omit<SentMail, "id" | "sentAt">): SentMail {
  const stored: SentMail = { ...mail, to: mail.to.toLowerCase(), id: nextId++, sentAt: new Date().toISOString() };
  mails.push(stored);
  return stored;
}

/** Mails to one address, newest first. */
export function mailsTo(to: string): SentMail[] {
  const wanted = to.trim().toLowerCase();
  return mails.filter((m) => m.to === wanted).sort((a, b) => b.id - a.id);
}
