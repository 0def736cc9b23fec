import { Link } from "@remix-run/react";
import { DownloadIcon } from "../content-icons";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../styles";
import { KeepDocumentButton } from "../offline/KeepOffline";
import type { KeepRequest } from "~/offline/keep";

export interface PdfDocumentView {
  title: string;
  fileName: string;
  size: string;
  date: string;
  assetName: string | null;
  /** The portal's streamed copy, shown in the browser (`?view=1`). */
  viewHref: string;
  downloadHref: string;
}

export interface BackLink {
  href: string;
  label: string;
}

/** The spec's error image (public/images/document-unavailable.svg): decorative, the heading says it. */
export const PDF_ERROR_IMAGE = "/images/document-unavailable.svg";

const TEXT_LINK = "font-medium text-brand-blue-dark underline underline-offset-2";

/**
 * One PDF in the page: the portal's own copy in a frame (same origin), with a new-tab and a download
 * link for browsers (most phones) that cannot show a PDF inside a page.
 */
export function PdfViewer({ document: doc, back, keep }: { document: PdfDocumentView; back: BackLink; keep?: KeepRequest | null }) {
  return (
    <section aria-labelledby="pdf-heading" className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1 basis-64">
          <h1 id="pdf-heading" className="text-xl font-semibold break-words text-ink sm:text-2xl">
            {doc.title}
          </h1>
          <p className="mt-1 text-sm [overflow-wrap:anywhere] text-gray-700">
            {[doc.assetName, doc.fileName, doc.size, doc.date].filter(Boolean).join(" · ")}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={doc.viewHref} target="_blank" rel="noopener" className={SECONDARY_BUTTON}>
            Open in a new tab<span className="sr-only"> (opens in a new tab)</span>
          </a>
          <a href={doc.downloadHref} className={`${PRIMARY_BUTTON} inline-flex items-center gap-1.5`}>
            <DownloadIcon className="h-4 w-4" />
            Download
          </a>
          {keep ? <KeepDocumentButton doc={keep} /> : null}
        </div>
      </div>
      <p className="text-sm text-gray-700">
        Document not showing? Your browser may not display PDFs inside a page:{" "}
        <a href={doc.viewHref} target="_blank" rel="noopener" className={TEXT_LINK}>
          open it in a new tab
        </a>{" "}
        or download it.{" "}
        <Link to={back.href} className={TEXT_LINK}>
          {back.label}
        </Link>
      </p>
      <iframe
        src={doc.viewHref}
        title={`${doc.title} (PDF)`}
        className="h-[70vh] min-h-96 w-full rounded-lg border border-gray-300 bg-gray-100 sm:h-[calc(100dvh-15rem)]"
      />
    </section>
  );
}

/** The spec's error image when the document is not there (or cannot be shown as a PDF). */
export function PdfUnavailable({ notPdf, back, downloadHref }: { notPdf: boolean; back: BackLink; downloadHref: string | null }) {
  return (
    <section aria-labelledby="pdf-heading" className="mx-auto flex max-w-lg flex-col items-center gap-4 py-8 text-center">
      <img src={PDF_ERROR_IMAGE} alt="" width={240} height={180} className="h-auto w-48 sm:w-60" />
      <h1 id="pdf-heading" className="text-2xl font-semibold text-ink">
        {notPdf ? "This document is not a PDF" : "Document not available"}
      </h1>
      <p className="text-gray-700">
        {notPdf
          ? "It cannot be shown here, but you can download it."
          : "This document does not exist or is not one of your assets' documents."}
      </p>
      <div className="flex flex-wrap justify-center gap-2">
        {downloadHref ? (
          <a href={downloadHref} className={`${PRIMARY_BUTTON} inline-flex items-center gap-1.5`}>
            <DownloadIcon className="h-4 w-4" />
            Download
          </a>
        ) : null}
        <Link to={back.href} className={SECONDARY_BUTTON}>
          {back.label}
        </Link>
      </div>
    </section>
  );
}
