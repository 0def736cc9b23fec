import { readFileSync } from "node:fs";
import { sanitizeLegalHtml } from "~/domain/sanitize.server";
import { env } from "~/env.server";

/**
 * The Terms of Service the portal shows (issue 42 §7; docs/decisions/097). The portal does not
 * publish terms of its own: the operator names theirs, as an address (TERMS_URL: the page sends
 * visitors there) or an HTML file (TERMS_FILE: read once, sanitised as upstream HTML is, shown in
 * the portal's frame). With neither, the page shows the portal's template, marked as one.
 */
export type TermsSource = { kind: "url"; url: string } | { kind: "file"; html: string } | { kind: "template" };

let cached: { file: string; html: string } | undefined;

export function termsSource(): TermsSource {
  const { TERMS_URL, TERMS_FILE } = env();
  if (TERMS_URL) return { kind: "url", url: TERMS_URL };
  if (TERMS_FILE) {
    if (cached?.file !== TERMS_FILE) cached = { file: TERMS_FILE, html: sanitizeLegalHtml(readFileSync(TERMS_FILE, "utf8")) };
    return { kind: "file", html: cached.html };
  }
  return { kind: "template" };
}
