import type { ActionFunctionArgs } from "@remix-run/node";
import { data, redirect } from "@remix-run/node";
import { isReportId, REPORTS } from "~/domain/admin";
import { defusedCsv } from "~/download/csv.server";
import { dispositionOf } from "~/download/disposition.server";
import { readForm } from "~/forms/read.server";
import { audit } from "~/log/audit.server";
import { requireAdmin } from "~/session/admin-guard.server";
import { streamUpstream } from "~/upstream/client.server";
import { isUpstreamError } from "~/upstream/errors";
import { resourceRoute } from "~/http/resource.server";

/**
 * One report download (orders, feedback, e-mail tracking): POSTed by the reports page, the CSV is
 * streamed from the upstream to the browser as it arrives, every cell defused (`defusedCsv`,
 * decision 015: feedback and user text must never become a formula in the admin's spreadsheet). A
 * failure returns to the reports page with its message.
 */
export const action = resourceRoute(async ({ request, context, params }: ActionFunctionArgs) => {
  const { session, user } = await requireAdmin(request, context, "routes/admin.reports.$report");
  await readForm(request);
  const id = params.report;
  if (!isReportId(id)) throw data({ message: "Unknown report" }, { status: 404 });
  const report = REPORTS.find((r) => r.id === id)!;
  const actor = { actor: user.userId, actorRole: user.cpContactProfile };
  try {
    const file = await streamUpstream(`/reportapi/${id}/csv`, { method: "POST", body: {}, signal: request.signal }, session);
    audit({ ...actor, action: "report.download", outcome: "ok", detail: { report: id } });
    return new Response(defusedCsv(file.body), {
      headers: {
        // Re-written as UTF-8, whatever the upstream declared.
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": dispositionOf(report.file),
        "Cache-Control": "private, no-store",
      },
    });
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    audit({ ...actor, action: "report.download", outcome: "failed", detail: { report: id, kind: error.kind, status: error.status ?? null } });
    return redirect(`/admin/reports?failed=${id}`, 303);
  }
});
