/**
 * Asset deep links (spec document 1 section 4): `/asset/{id}?<token>`, where the whole query is a
 * base64-encoded query string `contactId=…&accountId=…` (JSON `{ "contactId", "accountId" }` is
 * read too). The page's own parameters are name=value pairs, so a query of one base64 token is
 * the link. Pure; tested in deep-link.test.ts.
 */
export type DeepLink = { kind: "none" } | { kind: "link"; contactId: string; accountId: string } | { kind: "malformed" };

const TOKEN = /^[A-Za-z0-9+/_-]+={0,2}$/;
const ID = /^[A-Za-z0-9_-]{1,64}$/;
const MAX_TOKEN = 1024;

function fields(text: string): { contactId?: unknown; accountId?: unknown } {
  const trimmed = text.trim();
  if (trimmed.startsWith("{")) {
    try {
      const parsed: unknown = JSON.parse(trimmed);
      return parsed && typeof parsed === "object" ? (parsed as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  }
  const params = new URLSearchParams(trimmed);
  return { contactId: params.get("contactId") ?? undefined, accountId: params.get("accountId") ?? undefined };
}

export function parseAssetDeepLink(search: string): DeepLink {
  const raw = search.startsWith("?") ? search.slice(1) : search;
  if (!raw || raw.includes("&")) return { kind: "none" };
  let token: string;
  try {
    token = decodeURIComponent(raw);
  } catch {
    return { kind: "malformed" };
  }
  if (token.includes("=") && !TOKEN.test(token)) return { kind: "none" };
  if (!TOKEN.test(token) || token.length > MAX_TOKEN) return { kind: "malformed" };
  const text = Buffer.from(token.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");
  const { contactId, accountId } = fields(text);
  if (typeof contactId !== "string" || typeof accountId !== "string" || !ID.test(contactId) || !ID.test(accountId)) return { kind: "malformed" };
  return { kind: "link", contactId, accountId };
}
