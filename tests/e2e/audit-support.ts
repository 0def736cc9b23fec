import { readFileSync } from "node:fs";
import { LOG_FILE } from "../../playwright.config";
import { expect } from "./fixtures";

/** One audit line of the portal's log (app/log/audit.server.ts). */
export interface AuditLine {
  type: "audit";
  at: string;
  actor: string;
  actorRole: string;
  action: string;
  outcome: string;
  targetUser?: string;
  account?: string;
  detail?: Record<string, unknown>;
}

/** The audit lines the portal wrote since `since`. */
export function auditSince(since: string): AuditLine[] {
  const text = readFileSync(LOG_FILE, "utf8");
  return text
    .split("\n")
    .filter((l) => l.includes('"type":"audit"'))
    .map((l) => JSON.parse(l) as AuditLine)
    .filter((l) => l.at >= since);
}

/** Waits for an audit line like `match` since `since`; no line may hold an e-mail or a token. */
export async function expectAudit(since: string, match: Partial<AuditLine>) {
  await expect(async () => {
    const lines = auditSince(since);
    expect(lines).toEqual(expect.arrayContaining([expect.objectContaining(match)]));
    for (const l of lines) expect(JSON.stringify(l)).not.toMatch(/@|eyJ/);
  }).toPass({ timeout: 5_000 });
}
