/**
 * Remix's single-fetch URL of a path (its own rule: `/x?y` is fetched as `/x.data?y`, `/` as
 * `/_root.data`), for the browser code that asks a route's loader or action itself: validation
 * while typing (docs/decisions/060) and dialogs over the page (068).
 */
export function dataUrl(path: string, base: string): URL {
  const url = new URL(path, base);
  url.pathname = url.pathname === "/" ? "_root.data" : `${url.pathname.replace(/\/$/, "")}.data`;
  return url;
}
