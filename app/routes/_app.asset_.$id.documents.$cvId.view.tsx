import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { ASSET_ID, DOCUMENT_ID } from "~/domain/asset-query.server";
import { formatDate } from "~/domain/dates";
import { fileSize } from "~/domain/format";
import { assetDocuments, servedFile } from "~/download/documents.server";
import { requireUser } from "~/session/guard.server";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { PdfUnavailable, PdfViewer, type BackLink } from "~/ui/assets/PdfViewer";
import { isUpstreamError } from "~/upstream/errors";
import { backHrefForPath, headerBack, type PageHandle } from "~/ui/shell/title";

/**
 * The PDF viewer (spec document 2 section 2.17; docs/decisions/052): one PDF of the user's asset,
 * shown in the page from the portal's own streamed copy (`/asset/:id/documents/:cvId?view=1`, which
 * alone may be framed, by this origin only). The spec's SPA handed the file over in browser storage;
 * here the document never leaves the server's control: the page only names it. A document that is
 * not there (or not the user's, or not a PDF) shows the spec's error image with a 404.
 */
const ROUTE = "routes/_app.asset_.$id.documents.$cvId.view";

/** The header names the document (issue 42 §6), not the asset page's 'Asset Details'; Back as on the asset pages (issue 54). */
export const handle: PageHandle = { title: (data) => (data as { document?: { title?: string } } | undefined)?.document?.title ?? "Document", back: headerBack("/dashboard/assets") };
const ASSETS: BackLink = { href: "/dashboard/assets", label: "Back to your assets" };
export const DOCUMENT_FAILED = "We could not load this document right now. Please try again in a moment.";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const assetId = params.id ?? "";
  const cvId = params.cvId ?? "";
  // Back to the asset's documents; to the assets list when the asset is not (or not theirs).
  const back: BackLink = { href: `/asset/${encodeURIComponent(assetId)}#documents`, label: "Back to the asset's documents" };
  // The header's Back (title.ts backHrefForPath, its `?back=` checked here: issue 54).
  const url = new URL(request.url);
  const headerBackHref = backHrefForPath(url.pathname, url.search);
  const absent = (reason: "absent" | "not-pdf", to: BackLink, downloadHref: string | null = null) =>
    data({ state: reason, back: to, downloadHref, headerBack: headerBackHref } as const, { status: 404 });
  if (!ASSET_ID.test(assetId) || !DOCUMENT_ID.test(cvId)) return absent("absent", ASSETS);
  try {
    // The asset (the user's right to it) and its documents, asked together (decision 017).
    const found = await assetDocuments(auth, assetId, { size: 500, signal: request.signal });
    if (!found.ok) return absent("absent", ASSETS);
    const doc = found.value.documents.find((d) => d.cvId === cvId);
    if (!doc) return absent("absent", back);
    const file = `/asset/${encodeURIComponent(assetId)}/documents/${encodeURIComponent(cvId)}`;
    const served = servedFile(doc);
    if (served.contentType !== "application/pdf") return absent("not-pdf", back, file);
    return {
      state: "ready",
      back,
      headerBack: headerBackHref,
      document: {
        title: doc.title ?? served.fileName,
        fileName: served.fileName,
        size: fileSize(doc.size),
        date: formatDate(doc.createdDate),
        assetName: found.value.asset.name,
        // Under the file's name: the browser's PDF toolbar names the document after it (docs/decisions/104).
        viewHref: `${file}/${encodeURIComponent(served.fileName)}?view=1`,
        downloadHref: file,
      },
      // Keep offline (docs/decisions/077): not while an admin acts for the customer.
      keep: auth.acting
        ? null
        : { assetId, assetName: found.value.asset.name ?? found.value.asset.thermaxName ?? assetId, cvId, title: doc.title ?? served.fileName, fileName: served.fileName, pdf: true, viewable: true },
    } as const;
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { state: "failed", back, headerBack: headerBackHref } as const;
  }
}

export default function PdfViewerPage() {
  const page = useLoaderData<typeof loader>();
  if (page.state === "ready") return <PdfViewer document={page.document} back={page.back} keep={page.keep} />;
  if (page.state === "failed") {
    return (
      <section aria-labelledby="pdf-heading" className="space-y-4">
        <h1 id="pdf-heading" className="text-2xl font-semibold text-ink">
          Document
        </h1>
        <ErrorNote>{DOCUMENT_FAILED}</ErrorNote>
        <Link to={page.back.href} className="inline-block font-medium text-brand-blue-dark underline underline-offset-2">
          {page.back.label}
        </Link>
      </section>
    );
  }
  return <PdfUnavailable notPdf={page.state === "not-pdf"} back={page.back} downloadHref={page.downloadHref} />;
}

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `${page?.state === "ready" ? page.document.title : "Document"} | Thermax Customer Portal` },
];

export const ErrorBoundary = GeneralErrorBoundary;
