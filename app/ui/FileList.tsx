import { Link } from "@remix-run/react";
import { DocumentIcon } from "./content-icons";

/** One file the portal streams (an enquiry's document, a complaint's attachment). */
export interface FileRow {
  id: string;
  fileName: string;
  /** Size, date and who, joined by the caller (e.g. '12 KB · 05 Nov 2026 · Rahul Mehta'). */
  details: string;
  /** PDF and images open in the browser; null for the others. */
  viewHref: string | null;
  downloadHref: string;
  /** A confirmation page to delete it; null when the user may not. */
  deleteHref?: string | null;
}

const BUTTON_LINK = "inline-flex items-center gap-1.5 rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50";

/**
 * Files with View (new tab), Download and, where allowed, Delete: plain links to the portal's own
 * streaming routes, so they work the same without JavaScript (decisions 017, 048, 079). The
 * enquiry page keeps its own copy of this list (EnquiryDocuments): shared, the list became a
 * chunk of its own, which put the delete-document dialog over its 100 KB budget (decision 079).
 */
export function FileList({ files, label }: { files: FileRow[]; label: string }) {
  return (
    <ul className="divide-y divide-gray-200" aria-label={label}>
      {files.map((d) => (
        <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
          <DocumentIcon className="h-6 w-6 shrink-0 text-brand-blue-dark" />
          <div className="min-w-0 flex-1 basis-52">
            <p className="font-medium break-words">{d.fileName}</p>
            <p className="text-xs text-gray-600">{d.details}</p>
          </div>
          <div className="ml-9 flex flex-wrap gap-2 sm:ml-0">
            {d.viewHref ? (
              <a href={d.viewHref} target="_blank" rel="noopener" className={BUTTON_LINK}>
                View<span className="sr-only"> {d.fileName} (opens in a new tab)</span>
              </a>
            ) : null}
            <a href={d.downloadHref} className={BUTTON_LINK}>
              Download<span className="sr-only"> {d.fileName}</span>
            </a>
            {d.deleteHref ? (
              <Link to={d.deleteHref} preventScrollReset className="inline-flex items-center rounded-md border border-red-700 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50">
                Delete<span className="sr-only"> {d.fileName}</span>
              </Link>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
