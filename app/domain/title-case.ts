/**
 * The portal's one case style for labels (decision 066), in a module of its own: the tickets
 * filter shows its statuses with it in the browser, without the label maps (domain/labels.ts).
 */

/** Words Title Case leaves in lower case unless they start the label. */
const SMALL = new Set(["a", "an", "and", "as", "at", "by", "for", "in", "of", "on", "or", "per", "the", "to"]);

/**
 * A code or a phrase in the portal's one case style: `AWAITING_RECEIPT` → "Awaiting Receipt",
 * "Partially Ready for shipment" → "Partially Ready for Shipment", "Enquiry cancelled" → "Enquiry
 * Cancelled". Words already in capitals that are not the whole code (P.O., AMC, R&R) stay as they are.
 */
export function titleCase(text: string): string {
  const isCode = /^[A-Z0-9]+(?:_[A-Z0-9]+)+$/.test(text.trim()) || /^[A-Z]{4,}$/.test(text.trim());
  const words = (isCode ? text.trim().toLowerCase().replace(/_+/g, " ") : text.trim()).split(/\s+/);
  return words
    .map((word, i) => {
      if (!word) return word;
      if (!isCode && /[A-Z]/.test(word.slice(1))) return word; // P.O., AMC, R&R, VAM-227
      const lower = word.toLowerCase();
      if (i > 0 && SMALL.has(lower)) return lower;
      return word
        .split("/")
        .map((part) => (part ? part[0].toUpperCase() + part.slice(1) : part))
        .join("/");
    })
    .join(" ");
}
