import { Form, Link, useNavigation } from "@remix-run/react";
import type { ReactNode } from "react";
import type { UploadView } from "~/upload/rules";
import { IdempotencyField } from "../dialog/IdempotencyField";
import { FileInput } from "../form/FileInput";
import { DocumentIcon } from "../content-icons";
import { PRIMARY_BUTTON } from "../styles";

export interface EnquiryDocumentRow {
  id: string;
  fileName: string;
  size: string;
  uploadedOn: string;
  uploadedBy: string;
  /** PDF and images open in the browser; null for the others. */
  viewHref: string | null;
  downloadHref: string;
  /** The confirmation dialog; null for users who may not delete. */
  deleteHref: string | null;
}

export interface EnquiryDocumentsProps {
  /** The documents (EnquiryDocumentList: drawn by the server and kept, app/ui/kept.tsx). */
  list: ReactNode;
  /** The upload form: where it posts, its key and rules; `refusedNote` for users who may look only. */
  upload: { action: string; idempotencyKey: string; rules: UploadView; refusedNote: string | null };
  /** The action's answer to the last upload. */
  formError?: string;
  fileErrors?: string[];
}

const BUTTON_LINK =
  "inline-flex items-center gap-1.5 rounded-md border border-brand-blue-dark px-3 py-1.5 font-medium text-brand-blue-dark hover:bg-sky-50";

/**
 * An enquiry's documents (decision 048): the list (View, Download, Delete through a confirmation)
 * and the upload form with the complaint's rules. Downloads stream through the portal; the form
 * posts multipart to the enquiry page, and works the same without JavaScript.
 */
export function EnquiryDocuments({ list, upload, formError, fileErrors }: EnquiryDocumentsProps) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <div className="space-y-4">
      {list}
      <Form
        method="post"
        action={upload.action}
        encType="multipart/form-data"
        preventScrollReset
        className="space-y-3 rounded-md border border-dashed border-slate-300 p-3"
      >
        <IdempotencyField value={upload.idempotencyKey} />
        {upload.refusedNote ? (
          <p role="note" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {upload.refusedNote}
          </p>
        ) : null}
        {formError ? (
          <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {formError}
          </p>
        ) : null}
        <FileInput
          id="enquiry-files"
          name="files"
          label="Attach documents"
          upload={upload.rules}
          errors={fileErrors}
          disabled={Boolean(upload.refusedNote)}
        />
        <button
          type="submit"
          name="intent"
          value="upload"
          disabled={Boolean(upload.refusedNote) || uploading}
          className={PRIMARY_BUTTON}
        >
          {uploading ? "Uploading..." : "Upload"}
        </button>
      </Form>
    </div>
  );
}

/** The documents attached (View, Download, Delete through a confirmation), or why there are none. Kept markup (issue 54). */
export function EnquiryDocumentList({ documents }: { documents: EnquiryDocumentRow[] | null }) {
  return (
    <>
      {documents === null ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          We could not load the documents right now. Please try again in a moment.
        </p>
      ) : documents.length === 0 ? (
        <p className="text-gray-700">No documents are attached to this enquiry yet.</p>
      ) : (
        <ul className="divide-y divide-gray-200" aria-label="Documents">
          {documents.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
              <DocumentIcon className="h-6 w-6 shrink-0 text-brand-blue-dark" />
              <div className="min-w-0 flex-1 basis-52">
                <p className="font-medium break-words">{d.fileName}</p>
                <p className="text-xs text-gray-600">
                  {d.size} · {d.uploadedOn} · {d.uploadedBy}
                </p>
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
                  <Link
                    to={d.deleteHref}
                    preventScrollReset
                    data-keep-scroll=""
                    className="inline-flex items-center rounded-md border border-red-700 px-3 py-1.5 font-medium text-red-700 hover:bg-red-50"
                  >
                    Delete<span className="sr-only"> {d.fileName}</span>
                  </Link>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
