import { logger } from "./logger.server";

/**
 * The admin audit log (docs/decisions/031): one line per admin action through the portal's logger
 * (pino, JSON on stdout with the request id, docs/decisions/036), where a log pipeline collects it.
 * `audit(event)` is the only entry point.
 *
 * What a line holds: who (the admin's user id and role), what (the action), whom (a user id, an
 * account id), when (ISO time) and the outcome. Never e-mail addresses, names, tokens or form text:
 * events carry ids and small enumerated details only, and `detail` values are limited to short
 * strings, numbers and booleans.
 */

export type AuditAction =
  | "user.add"
  | "user.edit"
  | "user.status"
  | "user.delete"
  | "user.reset-password"
  | "user.restrict-assets"
  | "users.csv-upload"
  | "impersonation.start"
  | "impersonation.end"
  | "profile.switch"
  | "report.download"
  /** An admin acting as a customer gave general or order feedback in the customer's name (issue 25). */
  | "feedback.give"
  /** An admin route refused a signed-in user who is not an admin (a crafted POST, a GET). */
  | "admin.denied";

export type AuditOutcome = "ok" | "failed" | "refused" | "denied";

export interface AuditEvent {
  /** The acting user's id (the admin; for a denial, whoever asked). */
  actor: string;
  actorRole: string;
  action: AuditAction;
  outcome: AuditOutcome;
  /** The user acted on. */
  targetUser?: string | null;
  /** The company (account) acted on. */
  account?: string | null;
  /** Small enumerated facts: a new status, counts, a report name, a failure kind. */
  detail?: Record<string, string | number | boolean | null>;
}

export interface AuditLine extends AuditEvent {
  type: "audit";
  at: string;
}

type Sink = (line: AuditLine) => void;
const toLogger: Sink = (line) => logger.info(line, "audit");
let sink: Sink = toLogger;

const SAFE_TEXT = /^[\w .:/$+-]{0,80}$/;

/** Drops detail values that are not short plain words (so no free text slips into the log). */
function cleanDetail(detail: AuditEvent["detail"]): AuditEvent["detail"] {
  if (!detail) return undefined;
  const out: Record<string, string | number | boolean | null> = {};
  for (const [key, value] of Object.entries(detail)) {
    if (typeof value === "string") {
      // An e-mail address is never written, even by mistake.
      if (SAFE_TEXT.test(value) && !value.includes("@")) out[key] = value;
    } else out[key] = value;
  }
  return out;
}

export function audit(event: AuditEvent, now = new Date()): AuditLine {
  const line: AuditLine = {
    type: "audit",
    at: now.toISOString(),
    actor: event.actor,
    actorRole: event.actorRole,
    action: event.action,
    outcome: event.outcome,
    ...(event.targetUser ? { targetUser: event.targetUser } : {}),
    ...(event.account ? { account: event.account } : {}),
    ...(event.detail ? { detail: cleanDetail(event.detail) } : {}),
  };
  sink(line);
  return line;
}

/** Tests capture the lines instead of the logger; call with no argument to restore it. */
export function setAuditSink(next?: Sink): void {
  sink = next ?? toLogger;
}
