/**
 * Links the upstream hands us (knowledge-hub items): only absolute http and https addresses become
 * links, as in the sanitised HTML (sanitize.server.ts allows http, https and mailto there; a
 * resource is never an e-mail). Pure; tested in links.test.ts.
 */
const WEB = new Set(["http:", "https:"]);

/**
 * The address as the browser would read it (parsed and serialised, so tabs, line breaks and odd
 * case cannot hide a scheme), or null: not absolute, not http(s) (javascript:, data:, vbscript:,
 * file:, blob:), or carrying a user name or password (`https://portal@evil.example`).
 */
export function webLink(raw: string | null | undefined): string | null {
  if (!raw) return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (!WEB.has(url.protocol) || url.username || url.password || !url.hostname) return null;
  return url.href;
}
