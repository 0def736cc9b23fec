import contentDisposition from "content-disposition";
import { safeFileName } from "./file-name";

/**
 * Every Content-Disposition the portal sends is built here (docs/decisions/015, 017): the name
 * goes through `safeFileName` first, then the `content-disposition` package writes
 * `filename="<ASCII>"` and, when the name is not plain ASCII, `filename*=UTF-8''…` (RFC 6266 /
 * 5987). Browsers use `filename*`; the ASCII fallback is for the few clients that do not.
 */
export function dispositionOf(name: string, inline = false, fallback?: string): string {
  const safe = safeFileName(name, fallback);
  return contentDisposition(safe, { type: inline ? "inline" : "attachment", fallback: asciiFallback(safe) });
}

/** The name in printable ASCII: accents dropped ("Prüfbericht" → "Prufbericht"), anything else a "?". */
export function asciiFallback(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[^\x20-\x7e]/g, "?");
}
