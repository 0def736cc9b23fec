import { assetPath, escapeHtml, formatBytes, openPath, type KeptDocument } from "./kept";

/**
 * The kept documents as the offline page lists them (docs/decisions/077): the service worker
 * writes this into the precached page in place of its empty list, so the page itself needs no
 * script. Every text is escaped; every address is one of the kept ones.
 */
export function keptListHtml(docs: KeptDocument[], empty: string): string {
  if (docs.length === 0) return `<div data-kept-list="">${escapeHtml(empty)}</div>`;
  const items = [...docs]
    .sort((a, b) => a.assetName.localeCompare(b.assetName) || a.title.localeCompare(b.title))
    .map(
      (d) =>
        `<li class="py-3"><a class="font-medium text-brand-blue-dark underline underline-offset-2 break-words" href="${escapeHtml(openPath(d))}">${escapeHtml(d.title)}</a>` +
        `<span class="block text-sm text-gray-700 [overflow-wrap:anywhere]">${escapeHtml(d.fileName)} · ${escapeHtml(formatBytes(d.bytes))}</span>` +
        `<a class="text-sm text-brand-blue-dark underline underline-offset-2" href="${escapeHtml(assetPath(d.assetId))}">${escapeHtml(d.assetName || d.assetId)}</a></li>`,
    )
    .join("");
  return `<div data-kept-list=""><ul class="divide-y divide-gray-200" aria-label="Documents kept on this device">${items}</ul></div>`;
}
