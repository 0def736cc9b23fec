import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { fileAnswer } from "~/download/documents.server";
import { errorPage, resourceRoute } from "~/http/resource.server";
import { requireUser } from "~/session/guard.server";
import { complaintDetails } from "~/upstream/complaints.server";
import { openDocumentFile } from "~/upstream/documents.server";
import { isUpstreamError } from "~/upstream/errors";

/**
 * A file the customer attached to a complaint, streamed through the portal (issue 32 §2; decisions
 * 017 and 079): an attachment, or with `?view=1` a PDF or image shown in the browser. The file must
 * be this complaint's and the complaint the user's (the upstream's detail answers 404 outside their
 * company: the not-found page); the document store's address never reaches the browser. An
 * upstream failure sends the user back to the complaint page, which says so.
 */
const ROUTE = "routes/complaints.$id.attachments.$attachmentId";
const ID = /^[A-Za-z0-9-]{1,40}$/;
const notFoundPage = () => errorPage(404, "Page not found", "This file does not exist or is not attached to one of your complaints.");

export const loader = resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
  const auth = await requireUser(request, context, ROUTE);
  const complaintId = params.id ?? "";
  const attachmentId = params.attachmentId ?? "";
  if (!ID.test(complaintId) || !ID.test(attachmentId)) return notFoundPage();
  try {
    const complaint = await complaintDetails(auth.session, complaintId, request.signal);
    const attachment = complaint.attachments.find((a) => a.id === attachmentId);
    if (!attachment) return notFoundPage();
    return fileAnswer(request, attachment, await openDocumentFile(auth.session, attachment, request.signal));
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) return notFoundPage();
    return redirect(`/complaints/${encodeURIComponent(complaintId)}?notice=download-failed#reported`);
  }
});
