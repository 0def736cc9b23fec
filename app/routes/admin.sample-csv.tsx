import type { LoaderFunctionArgs } from "@remix-run/node";
import { sampleCsv } from "~/domain/bulk-csv.server";
import { dispositionOf } from "~/download/disposition.server";
import { requireAdmin } from "~/session/admin-guard.server";
import { resourceRoute } from "~/http/resource.server";

/** The sample CSV for bulk uploads: the header the preview expects and two example rows. */
export const loader = resourceRoute(async ({ request, context }: LoaderFunctionArgs) => {
  await requireAdmin(request, context, "routes/admin.sample-csv");
  return new Response(sampleCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": dispositionOf("users-sample.csv"),
      "Cache-Control": "private, no-store",
    },
  });
});
