import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { REPORTS } from "~/domain/admin";
import { sanitizeUpstreamHtml } from "~/domain/sanitize.server";
import { formatDate } from "~/domain/dates";
import { requireAdmin } from "~/session/admin-guard.server";
import { PRIMARY_BUTTON } from "~/ui/styles";
import { GeneralErrorBoundary } from "~/ui/errors";
import { listEmailTemplates } from "~/upstream/admin.server";
import { isUpstreamError } from "~/upstream/errors";

/** Reports for the global admin (SUPER_ADMIN): the CSV downloads and the e-mail tracking templates. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { session } = await requireAdmin(request, context, "routes/admin.reports");
  const failed = new URL(request.url).searchParams.get("failed");
  const failedReport = REPORTS.find((r) => r.id === failed) ?? null;
  try {
    const templates = await listEmailTemplates(session, request.signal);
    return {
      reports: REPORTS,
      failed: failedReport?.label ?? null,
      templates: templates.map((t) => ({
        id: t.id,
        name: t.name,
        subject: t.subject,
        // Stored HTML is cleaned on the server; only the clean copy reaches the page.
        body: sanitizeUpstreamHtml(t.body),
        lastSent: t.lastSentAt ? formatDate(t.lastSentAt) : null,
      })),
      templatesError: null,
    };
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    return { reports: REPORTS, failed: failedReport?.label ?? null, templates: [], templatesError: "We could not load the e-mail templates right now. Please try again in a moment." };
  }
}

export default function Reports() {
  const d = useLoaderData<typeof loader>();
  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="downloads-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6">
        <h1 id="downloads-heading" className="text-xl font-semibold">
          Reports
        </h1>
        <p className="mt-1 text-sm text-ink/80">Each report downloads as a CSV file, streamed from the upstream as it is made.</p>
        {d.failed ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            We could not download the {d.failed} report right now. Please try again in a moment.
          </p>
        ) : null}
        <ul className="mt-4 flex flex-wrap gap-3">
          {d.reports.map((r) => (
            <li key={r.id}>
              {/* A plain form: the browser downloads the answer (no client navigation). */}
              <form method="post" action={`/admin/reports/${r.id}`}>
                <button type="submit" className={PRIMARY_BUTTON}>
                  Download {r.label} CSV
                </button>
              </form>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="templates-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6">
        <h2 id="templates-heading" className="text-lg font-semibold">
          E-mail tracking templates
        </h2>
        {d.templatesError ? (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
            {d.templatesError}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {d.templates.map((t) => (
              <li key={t.id} className="py-3">
                <details>
                  <summary className="cursor-pointer">
                    <span className="font-medium">{t.name}</span>: {t.subject}
                    <span className="ml-2 text-sm text-ink/70">{t.lastSent ? `last sent ${t.lastSent}` : "not sent yet"}</span>
                  </summary>
                  <div className="prose mt-2 rounded-md bg-slate-50 p-3 text-sm" dangerouslySetInnerHTML={{ __html: t.body }} />
                </details>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export const meta: MetaFunction = () => [{ title: "Reports | Admin Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
