const CLOSE = "</body></html>";

/**
 * The document as one valid HTML string (issue 43 §2, docs/decisions/093). `<RemixServer>` renders
 * single fetch's loader-data scripts (its StreamTransfer, in a Suspense boundary) as a sibling of
 * the root `<html>` element, so React's markup ends `</body></html><!--$--><script>…</script><!--/$-->`:
 * scripts after `</html>` ("Stray start tag script"). Browsers parse them into the end of the body
 * anyway, so moving the tail before `</body></html>` gives the same DOM (hydration sees no change)
 * in valid HTML. The tail's scripts escape every `<` (Remix's escapeHtml), so the last
 * `</body></html>` is the root element's end.
 */
export function closeDocument(markup: string): string {
  const at = markup.lastIndexOf(CLOSE);
  if (at < 0) return markup;
  const tail = markup.slice(at + CLOSE.length);
  return tail === "" ? markup : `${markup.slice(0, at)}${tail}${CLOSE}`;
}
