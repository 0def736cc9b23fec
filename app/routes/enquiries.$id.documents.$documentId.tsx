import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { fileAnswer } from "~/download/documents.server";
import { documentIdOf, documentOr404, enquiryIdOf } from "~/forms/enquiries.server";
import { resourceRoute } from "~/http/resource.server";
import { requireUser } from "~/session/guard.server";
import { openEnquiryDocumentFile } from "~/upstream/enquiries.server";
import { isUpstreamError } from "~/upstream/errors";

/**
 * One document of an enquiry, streamed through the portal (decisions 017 and 048): an attachment,
 * or with `?view=1` a PDF or image shown in the browser. The document must be this enquiry's and the
 * enquiry the user's (404 otherwise); the document store's address never reaches the browser. An
 * upstream failure sends the user back to the enquiry page, which says so.
 */
const ROUTE = "routes/enquiries.$id.documents.$documentId";

export const loader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, ROUTE);
  const enquiryId = enquiryIdOf(params.id);
  const documentId = documentIdOf(params.documentId);
  try {
    const doc = await documentOr404(auth, enquiryId, documentId, request.signal);
    const file = await openEnquiryDocumentFile(auth.session, doc, request.signal);
    return fileAnswer(request, doc, file);
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return redirect(`/enquiries/${encodeURIComponent(enquiryId)}?notice=download-failed#documents`);
  }
});
