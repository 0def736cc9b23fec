import { sanitizeLegalHtml } from "~/domain/sanitize.server";
import { env, type Env } from "~/env.server";

/**
 * The Terms of Service the portal shows (issue 42 §7; docs/decisions/097, 111). The portal does not
 * publish terms of its own: the operator names theirs, as an address (TERMS_URL: the page sends
 * visitors there) or an HTML file (TERMS_FILE: read at start by app/env.server.ts, sanitised as
 * upstream HTML is, shown in the portal's frame). With neither, the page says that no terms are
 * published yet, and nothing more of a legal kind (issue 53 §3).
 */
export type TermsSource = { kind: "url"; url: string } | { kind: "file"; html: string } | { kind: "unpublished" };

let cached: { text: string; html: string } | undefined;

export function termsSource(): TermsSource {
  const { TERMS_URL, TERMS_TEXT } = env();
  if (TERMS_URL) return { kind: "url", url: TERMS_URL };
  if (TERMS_TEXT !== undefined) {
    if (cached?.text !== TERMS_TEXT) cached = { text: TERMS_TEXT, html: sanitizeLegalHtml(TERMS_TEXT) };
    return { kind: "file", html: cached.html };
  }
  return { kind: "unpublished" };
}

/** Said once at start (entry.server's serverSettings) when a production portal has no terms to show; else null. */
export function termsStartupWarning(e: Env): string | null {
  if (e.NODE_ENV !== "production" || e.TERMS_URL || e.TERMS_FILE) return null;
  return 'No Terms of Service: set TERMS_URL or TERMS_FILE to the operator\'s terms; until then /terms-of-service says that none are published yet (README, "Environment variables").';
}
