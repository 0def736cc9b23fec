import { Form, useNavigation } from "@remix-run/react";
import type { UploadView } from "~/upload/rules";
import { IdempotencyField } from "../dialog/IdempotencyField";
import { FileInput } from "../form/FileInput";
import { FileList } from "../FileList";
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
  /** Null when the list could not be loaded. */
  documents: EnquiryDocumentRow[] | null;
  /** The upload form: where it posts, its key and rules; `refusedNote` for users who may look only. */
  upload: { action: string; idempotencyKey: string; rules: UploadView; refusedNote: string | null };
  /** The action's answer to the last upload. */
  formError?: string;
  fileErrors?: string[];
}

/**
 * An enquiry's documents (decision 048): the list (View, Download, Delete through a confirmation)
 * and the upload form with the complaint's rules. Downloads stream through the portal; the form
 * posts multipart to the enquiry page, and works the same without JavaScript.
 */
export function EnquiryDocuments({ documents, upload, formError, fileErrors }: EnquiryDocumentsProps) {
  const navigation = useNavigation();
  const uploading = navigation.state === "submitting" && navigation.formData?.get("intent") === "upload";
  return (
    <div className="space-y-4">
      {documents === null ? (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          We could not load the documents right now. Please try again in a moment.
        </p>
      ) : documents.length === 0 ? (
        <p className="text-gray-700">No documents are attached to this enquiry yet.</p>
      ) : (
        <FileList label="Documents" files={documents.map((d) => ({ ...d, details: `${d.size} · ${d.uploadedOn} · ${d.uploadedBy}` }))} />
      )}
      <Form method="post" action={upload.action} encType="multipart/form-data" preventScrollReset className="space-y-3 rounded-md border border-dashed border-slate-300 p-3">
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
        <FileInput id="enquiry-files" name="files" label="Attach documents" upload={upload.rules} errors={fileErrors} disabled={Boolean(upload.refusedNote)} />
        <button type="submit" name="intent" value="upload" disabled={Boolean(upload.refusedNote) || uploading} className={PRIMARY_BUTTON}>
          {uploading ? "Uploading..." : "Upload"}
        </button>
      </Form>
    </div>
  );
}
