import sanitizeHtml from "sanitize-html";

/**
 * Upstream HTML (proposed resolutions, ticket messages) is stored unsanitised and may be hostile.
 * It is cleaned here, on the server, with sanitize-html before any page renders it: basic
 * formatting only, links limited to http, https and mailto and opened in a new tab with
 * rel="noopener noreferrer", and no attributes except href and title.
 */
/** An href the options below keep: http, https or mailto, or a path without a scheme (not `//host`). */
function linkable(href: string | undefined): boolean {
  const value = (href ?? "").trim();
  if (!value || value.startsWith("//")) return false;
  // Browsers skip control characters and white space inside a scheme ("java\tscript:").
  const squeezed = [...value].filter((c) => c.charCodeAt(0) > 0x20).join("");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(squeezed)?.[1]?.toLowerCase();
  return scheme === undefined || ["http", "https", "mailto"].includes(scheme);
}

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    "p",
    "br",
    "b",
    "strong",
    "i",
    "em",
    "u",
    "s",
    "ul",
    "ol",
    "li",
    "a",
    "span",
    "div",
    "h3",
    "h4",
    "h5",
    "h6",
    "blockquote",
    "pre",
    "code",
    "hr",
    "sub",
    "sup",
  ],
  // target and rel are always overwritten by transformTags below, never taken from the upstream.
  allowedAttributes: { a: ["href", "title", "target", "rel"], "*": ["title"] },
  allowedSchemes: ["http", "https", "mailto"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Script and style contents are dropped, not shown as text.
  nonTextTags: ["script", "style", "textarea", "option", "noscript", "iframe", "object"],
  transformTags: {
    // A link whose address would be dropped (none, a script scheme, protocol-relative) becomes its
    // text: no <a> without an href reaches a page (issue 40 §2).
    a: (tagName, attribs) =>
      linkable(attribs.href)
        ? { tagName, attribs: { ...attribs, target: "_blank", rel: "noopener noreferrer" } }
        : { tagName: "span", attribs: {} },
  },
  exclusiveFilter: (frame) => frame.tag === "a" && !frame.attribs.href && !frame.text.trim(),
};

/** Safe HTML for `dangerouslySetInnerHTML`; null or empty input gives "". */
export function sanitizeUpstreamHtml(html: string | null | undefined): string {
  if (!html) return "";
  return sanitizeHtml(html, OPTIONS);
}

/**
 * An operator's legal text (TERMS_FILE, decision 097): the same rules, with h2 for its sections
 * (the page's own h1 is its title).
 */
export function sanitizeLegalHtml(html: string): string {
  return sanitizeHtml(html, { ...OPTIONS, allowedTags: [...(OPTIONS.allowedTags || []), "h2"] });
}
