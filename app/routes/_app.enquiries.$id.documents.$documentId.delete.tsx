import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { NestedDialog } from "~/ui/dialog/dialog-modal";
import { useActionData, useLoaderData } from "@remix-run/react";
import { ENQUIRY_LIST_PATH } from "~/domain/enquiries";
import { servedFile } from "~/download/documents.server";
import type { DialogActionData } from "~/forms/dialog.server";
import { backOf, deleteAction, documentIdOf, documentToDelete, enquiryIdOf, enquiryPage, ENQUIRY_WRITE_NOTE } from "~/forms/enquiries.server";
import { requireUser } from "~/session/guard.server";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { ConfirmDialog } from "~/ui/dialog/ConfirmDialog";
import { RouteDialog } from "~/ui/dialog/RouteDialog";
import { GeneralErrorBoundary } from "~/ui/errors";
import { isUpstreamError } from "~/upstream/errors";

const ROUTE = "routes/_app.enquiries.$id.documents.$documentId.delete";
const TITLE = "Delete document";

/**
 * Delete an enquiry document, after a confirmation (decision 048): a route dialog nested in the
 * enquiry page, so the page stays behind it; a form of its own, so it works without JavaScript.
 * A document that is not this enquiry's, or an enquiry that is not the user's, is a 404; one the
 * user may not delete (not theirs, or the enquiry is closed: docs/decisions/064) shows why instead
 * of the confirmation, and its post answers 403.
 */
export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  const enquiryId = enquiryIdOf(params.id);
  const documentId = documentIdOf(params.documentId);
  const back = backOf(request, ENQUIRY_LIST_PATH);
  const closeTo = enquiryPage(enquiryId, back === ENQUIRY_LIST_PATH ? null : back);
  const url = new URL(request.url);
  const base = { closeTo, action: `${url.pathname}${url.search}`, idempotencyKey: newIdempotencyKey(), refusedNote: auth.internal ? ENQUIRY_WRITE_NOTE : null };
  try {
    const { doc, refused } = await documentToDelete(auth, enquiryId, documentId, request.signal);
    return { ...base, fileName: servedFile(doc).fileName, refused: auth.internal ? null : refused };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { ...base, fileName: null, refused: null };
  }
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireUser(request, context, ROUTE);
  return deleteAction(request, auth, enquiryIdOf(params.id), documentIdOf(params.documentId));
}

/** Nested in its page: a modal over it (dialog-modal.tsx). */
export default function DeleteEnquiryDocument() {
  return (
    <NestedDialog>
      <DeleteEnquiryDocumentDialog />
    </NestedDialog>
  );
}

function DeleteEnquiryDocumentDialog() {
  const d = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>() as DialogActionData | undefined;
  if (d.fileName === null) {
    return (
      <RouteDialog title={TITLE} closeTo={d.closeTo} className="max-w-md">
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-800">
          We could not load this document right now. Please try again in a moment.
        </p>
      </RouteDialog>
    );
  }
  if (d.refused) {
    return (
      <RouteDialog title={TITLE} closeTo={d.closeTo} className="max-w-md">
        <p className="break-words">
          <strong>{d.fileName}</strong>
        </p>
        <p role="note" className="mt-2 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {d.refused}
        </p>
      </RouteDialog>
    );
  }
  return (
    <ConfirmDialog id="enquiry-document-delete" title={TITLE} closeTo={d.closeTo} action={d.action} idempotencyKey={d.idempotencyKey} submitLabel="Delete" lastResult={answer} refusedNote={d.refusedNote ?? false}>
      <p>
        Delete <strong className="break-words">{d.fileName}</strong> from this enquiry?
      </p>
      <p className="mt-2 text-sm text-ink/80">The document is removed for everyone who follows this enquiry. This cannot be undone here.</p>
    </ConfirmDialog>
  );
}

export const meta: MetaFunction = () => [{ title: "Delete document | Thermax Customer Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
