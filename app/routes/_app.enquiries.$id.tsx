import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, Outlet, useActionData, useLoaderData } from "@remix-run/react";
import { formatDate } from "~/domain/dates";
import { enquiryStatusLabel } from "~/domain/labels";
import {
  ENQUIRY_LIST_PATH,
  enquiryDisplayName,
  enquiryDocumentDeleteRefusal,
  enquiryTone,
  enquiryTypeLabel,
} from "~/domain/enquiries";
import { fileSize } from "~/domain/format";
import { objectHref } from "~/domain/links";
import { servedFile } from "~/download/documents.server";
import {
  backOf,
  enquiryIdOf,
  enquiryResult,
  ENQUIRY_WRITE_NOTE,
  notFound,
  uploadAction,
  type UploadActionData,
} from "~/forms/enquiries.server";
import { requireUser } from "~/session/guard.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { ENQUIRY_DOCUMENT_UPLOAD_RULES, uploadView } from "~/upload/rules";
import { EnquiryDocumentList, EnquiryDocuments, type EnquiryDocumentRow } from "~/ui/enquiries/EnquiryDocuments";
import { EnquiryOverview } from "~/ui/enquiries/EnquiryFacts";
import { drawn } from "~/http/drawn.server";
import { Kept } from "~/ui/kept";
import { GeneralErrorBoundary } from "~/ui/errors";
import { ErrorNote } from "~/ui/Notice";
import { enquiryDetails, listEnquiryDocuments } from "~/upstream/enquiries.server";
import { isUpstreamError } from "~/upstream/errors";
import type { PageHandle } from "~/ui/shell/title";

/** The header's title on this page and the pages under it (app/ui/shell/title.ts). */
export const handle: PageHandle = { title: "Enquiry Details" };

const ROUTE = "routes/_app.enquiries.$id";
const NA = "NA";
const LOAD_FAILED = "We could not load this enquiry right now. Please try again in a moment.";
/** Spec document 3 section 9: "Enquiry status reflected within 3 hours". */
const STATUS_NOTE = "A change of status is reflected here within 3 hours.";
/** A download that failed before its first byte comes back here (a failure, never a result: decision 047). */
const DOWNLOAD_FAILED = "We could not download that document right now. Please try again in a moment.";

const show = (v: string | null | undefined) => (v && v.trim() ? v : NA);

/** The enquiry's data, and the parts that only show it drawn for a client navigation (issue 54, app/ui/kept.tsx). */
export async function loader(args: LoaderFunctionArgs) {
  const data = await enquiryLoader(args);
  const { enquiry, documents } = data;
  return {
    ...data,
    kept: {
      overview: enquiry
        ? await drawn(args.request, args.context, () => <EnquiryOverview enquiry={enquiry} statusNote={STATUS_NOTE} />)
        : undefined,
      documents: await drawn(args.request, args.context, () => <EnquiryDocumentList documents={documents} />),
    },
  };
}

/**
 * An enquiry by id (spec document 3 section 7, "Enquiry detail by {enquiryId}" and its documents;
 * decision 048): what was asked, its status, ticket number and dates, and its documents (list,
 * upload with the complaint's rules, delete through a confirmation nested here). The enquiry and
 * its documents are asked together; another company's enquiry is the upstream's 404, a 404 here.
 */
async function enquiryLoader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const id = enquiryIdOf(params.id);
  const back = backOf(request, ENQUIRY_LIST_PATH);
  const [enquiry, documents, result] = await Promise.allSettled([
    enquiryDetails(auth.session, id, request.signal),
    listEnquiryDocuments(auth.session, id, request.signal),
    enquiryResult(request, auth),
  ]);
  for (const r of [enquiry, documents]) {
    if (r.status === "rejected") {
      if (!isUpstreamError(r.reason)) throw r.reason;
      if (r.reason.status === 404) notFound();
    }
  }
  if (result.status === "rejected") throw result.reason;
  const self = `/enquiries/${encodeURIComponent(id)}`;
  const keep = back === ENQUIRY_LIST_PATH ? "" : `?back=${encodeURIComponent(back)}`;
  // Delete only on the user's own documents of an enquiry still open (docs/decisions/064); none
  // while the enquiry's status is unknown (its call failed).
  const status = enquiry.status === "fulfilled" ? enquiry.value.status : null;
  const mayDelete = (d: { uploadedById: string | null }) =>
    !auth.internal && status !== null && enquiryDocumentDeleteRefusal(d, status, auth.user.userId) === null;
  const rows: EnquiryDocumentRow[] | null =
    documents.status === "fulfilled"
      ? documents.value.map((d) => {
          const file = `${self}/documents/${encodeURIComponent(d.id)}`;
          return {
            id: d.id,
            fileName: servedFile(d).fileName,
            size: fileSize(d.size),
            uploadedOn: formatDate(d.createdDate),
            uploadedBy: show(d.uploadedBy),
            viewHref: servedFile(d).viewable ? `${file}?view=1` : null,
            downloadHref: file,
            deleteHref: mayDelete(d) ? `${file}/delete${keep}` : null,
          };
        })
      : null;
  const e = enquiry.status === "fulfilled" ? enquiry.value : null;
  return {
    id,
    back,
    result: result.value,
    downloadFailed: new URL(request.url).searchParams.get("notice") === "download-failed",
    enquiry: e && {
      name: enquiryDisplayName(e),
      status: enquiryStatusLabel(e.status) ?? show(e.status),
      tone: enquiryTone(e.status),
      type: enquiryTypeLabel(e.type),
      ticketNumber: e.ticketNumber,
      // Its ticket opens where every reference to a ticket opens it: its thread (decision 112).
      ticketHref: e.ticketNumber ? objectHref({ kind: "ticket", ticketNumber: e.ticketNumber }) : null,
      assetName: show(e.assetName ?? e.thermaxName),
      assetHref: e.assetId ? `/asset/${encodeURIComponent(e.assetId)}` : null,
      productFamily: show(e.productFamily),
      createdOn: formatDate(e.createdDate),
      updatedOn: formatDate(e.lastModifiedDate),
      validUntil: e.expiryDate ? formatDate(e.expiryDate) : null,
      interestArea: e.interestArea,
      details: e.details?.trim() || null,
      spares: e.spares.map((i) => ({
        partCode: show(i.partCode),
        description: show(i.description),
        quantity: i.quantity === null ? NA : String(i.quantity),
        assetName: show(i.assetName),
      })),
      services: e.services.map((i) => ({
        partCode: show(i.partCode),
        description: show(i.description),
        quantity: i.quantity === null ? NA : String(i.quantity),
        assetName: show(i.assetName),
      })),
    },
    documents: rows,
    upload: {
      action: `${self}${keep}`,
      idempotencyKey: newIdempotencyKey(),
      rules: uploadView(ENQUIRY_DOCUMENT_UPLOAD_RULES),
      refusedNote: auth.internal ? ENQUIRY_WRITE_NOTE : null,
    },
  };
}

/** Attach documents (multipart, the complaint's rules); the delete is the nested confirmation's. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  return uploadAction(request, auth, enquiryIdOf(params.id));
}

export default function EnquiryPage() {
  const { back, enquiry, documents, upload, result, downloadFailed, kept } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as UploadActionData | undefined;
  const idempotencyKey = answer?.idempotencyKey ?? upload.idempotencyKey;
  return (
    <section aria-labelledby="enquiry-heading" className="mx-auto max-w-4xl space-y-4">
      <Link to={back} className="inline-block text-sm font-medium text-brand-blue-dark hover:underline">
        ← Back
      </Link>
      <div>
        <p className="text-sm text-ink/70">Enquiry Details</p>
        <h1 id="enquiry-heading" className="text-xl font-semibold break-words text-ink">
          {enquiry?.name ?? "Enquiry"}
        </h1>
      </div>
      {!enquiry ? (
        <ErrorNote>{LOAD_FAILED}</ErrorNote>
      ) : (
        <Kept id="kept-enquiry" className="space-y-4" html={kept.overview}>
          {import.meta.env.SSR ? <EnquiryOverview enquiry={enquiry} statusNote={STATUS_NOTE} /> : null}
        </Kept>
      )}
      <section
        id="documents"
        aria-labelledby="documents-heading"
        className="scroll-mt-20 rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5"
      >
        <h2 id="documents-heading" className="mb-3 font-semibold">
          Documents
        </h2>
        {/* Here, not at the top: the page comes back scrolled to its documents. */}
        {result ? (
          <p role="status" className="mb-3 rounded-md bg-green-50 px-3 py-2 text-green-900">
            {result.kind === "uploaded" ? `Attached: ${result.names}.` : `Deleted: ${result.name}.`}
          </p>
        ) : null}
        {downloadFailed ? (
          <div className="mb-3">
            <ErrorNote>{DOWNLOAD_FAILED}</ErrorNote>
          </div>
        ) : null}
        <EnquiryDocuments
          key={idempotencyKey}
          list={
            <Kept id="kept-enquiry-documents" html={kept.documents}>
              {import.meta.env.SSR ? <EnquiryDocumentList documents={documents} /> : null}
            </Kept>
          }
          upload={{ ...upload, idempotencyKey }}
          formError={answer?.formError}
          fileErrors={answer?.fileErrors}
        />
      </section>
      <Outlet />
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Enquiry Details | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
