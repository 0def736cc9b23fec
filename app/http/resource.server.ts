import { isRouteErrorResponse } from "@remix-run/react";
import { currentRequestId } from "~/log/logger.server";
import appCss from "~/styles/app.css?url";
import { errorCopy } from "~/ui/error-panel";
import { refusalHtml } from "~/ui/RefusalPage";

/** The status a thrown refusal carries: a non-redirect Response or Remix's `data(…, { status })`. */
function refusalStatus(error: unknown): number | null {
  if (error instanceof Response) return error.status >= 400 ? error.status : null;
  if (isRouteErrorResponse(error)) return error.status >= 400 ? error.status : null;
  const init = (error as { type?: string; init?: { status?: number } } | null)?.init;
  if ((error as { type?: string } | null)?.type === "DataWithResponseInit" && (init?.status ?? 0) >= 400)
    return init!.status!;
  return null;
}

/** The refusal page (public frame, error panel, the request's reference, no script) as a Response. */
export function errorPage(status: number, title: string, text: string): Response {
  const html = refusalHtml({ status, title, text, reference: currentRequestId() ?? "", stylesheet: appCss });
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/**
 * A resource route (a download, a form endpoint without a page) has no error boundary: Remix
 * answers what its guards throw as JSON. This answers them as the refusal page instead (the public
 * frame, the status's copy and the request's reference), so a browser that lands there sees a page
 * with a way home. Redirects and unexpected errors pass through untouched.
 */
export function resourceRoute<Args>(handler: (args: Args) => Promise<Response>): (args: Args) => Promise<Response> {
  return async (args) => {
    try {
      return await handler(args);
    } catch (error) {
      const status = refusalStatus(error);
      if (status === null) throw error;
      const copy = errorCopy({ status, statusText: "", internal: false, data: null });
      return errorPage(status, copy.title, copy.text);
    }
  };
}
