import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { fileAnswer } from "~/download/documents.server";
import { errorPage, resourceRoute } from "~/http/resource.server";
import { requireUser } from "~/session/guard.server";
import type { TokenSource } from "~/upstream/client.server";
import { complaintDetails, type ComplaintAttachment } from "~/upstream/complaints.server";
import { openDocumentFile } from "~/upstream/documents.server";
import { isUpstreamError } from "~/upstream/errors";

const ID = /^[A-Za-z0-9-]{1,40}$/;

/**
 * A file of a complaint streamed through the portal (decisions 017, 079, 081): an attached file or
 * a service report, with `?view=1` a PDF or image shown in the browser. The complaint must be the
 * user's: its detail call answers 404 outside their company (the not-found page), and runs
 * together with `files` (the list the file must be in). The document store's address never
 * reaches the browser. An upstream failure sends the user back to the complaint page (`back`),
 * whose section says so.
 */
export function complaintFileLoader(
  route: string,
  param: string,
  /** Where on the complaint page a failed download returns to (query and anchor). */
  back: string,
  /** The list the file is in, started with the detail; without it, the detail's attachments. */
  files?: (tokens: TokenSource, complaintId: string, signal: AbortSignal) => Promise<ComplaintAttachment[]>,
) {
  const notFoundPage = () => errorPage(404, "Page not found", "This file does not exist or does not belong to one of your complaints.");
  return resourceRoute(async ({ request, context, params }: LoaderFunctionArgs) => {
    const auth = await requireUser(request, context, route);
    const complaintId = params.id ?? "";
    const fileId = params[param] ?? "";
    if (!ID.test(complaintId) || !ID.test(fileId)) return notFoundPage();
    try {
      const [complaint, listed] = await Promise.all([complaintDetails(auth.session, complaintId, request.signal), files?.(auth.session, complaintId, request.signal)]);
      const list = listed ?? complaint.attachments;
      const file = list.find((a) => a.id === fileId);
      if (!file) return notFoundPage();
      return fileAnswer(request, file, await openDocumentFile(auth.session, file, request.signal));
    } catch (error) {
      if (!isUpstreamError(error)) throw error;
      if (error.status === 404) return notFoundPage();
      return redirect(`/complaints/${encodeURIComponent(complaintId)}${back}`);
    }
  });
}
