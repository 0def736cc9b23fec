import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { companyPath } from "~/admin/users-query.server";
import { safeFileName } from "~/download/file-name";
import { BULK_CSV_LIMITS, BULK_MODES, type BulkMode } from "~/domain/bulk-csv";
import { csvOfValidRows, previewCsv, type Preview } from "~/domain/bulk-csv.server";
import { SOMETHING_WENT_WRONG, submitFailure, submitOnce } from "~/forms/dialog.server";
import { audit } from "~/log/audit.server";
import { requireAdmin } from "~/session/admin-guard.server";
import { BulkPreview, BulkReport } from "~/ui/admin/BulkCsv";
import { PRIMARY_BUTTON } from "~/ui/styles";
import { GeneralErrorBoundary } from "~/ui/errors";
import { parseUpload } from "~/upload/multipart.server";
import { BULK_CSV_UPLOAD_RULES } from "~/upload/rules";
import { newIdempotencyKey } from "~/upload/idempotency.server";
import { getCompanyAccount, uploadUsersCsv, type BulkResult } from "~/upstream/admin.server";
import { isUpstreamError } from "~/upstream/errors";

const ROUTE = "routes/admin.customers.$id_.upload";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { session } = await requireAdmin(request, context, ROUTE);
  const companyId = params.id ?? "";
  let companyName: string | null = null;
  try {
    companyName = (await getCompanyAccount(session, companyId, request.signal)).accountName;
  } catch (error) {
    if (!isUpstreamError(error)) throw error;
    if (error.status === 404) throw data({ message: "Company not found" }, { status: 404 });
  }
  return { companyId, companyName, back: companyPath(companyId), idempotencyKey: newIdempotencyKey() };
}

export type BulkActionData =
  | { step: "choose"; error: string; mode: BulkMode }
  | { step: "preview"; preview: Extract<Preview, { ok: true }>; csv: string; fileName: string; error?: string }
  | { step: "report"; result: BulkResult; mode: BulkMode; notSent: number };

function modeOf(value: FormDataEntryValue | null): BulkMode {
  return BULK_MODES.includes(value as BulkMode) ? (value as BulkMode) : "create";
}

/**
 * Bulk CSV (docs/decisions/029). Step 1 posts the file (multipart, this route's own limits): the
 * portal parses it with csv-parse and answers the preview, sending nothing. Step 2 posts the
 * checked text back (a hidden field; no server state between the steps), it is checked again, and
 * only the rows without problems go to uploadCSV (create) or updateCSV (update).
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const auth = await requireAdmin(request, context, ROUTE);
  const companyId = params.id ?? "";
  const upload = await parseUpload(request, BULK_CSV_UPLOAD_RULES);
  if (!upload.ok) return data<BulkActionData>({ step: "choose", error: upload.message, mode: "create" }, { status: upload.status });
  const form = upload.formData;
  const mode = modeOf(form.get("mode"));
  if (upload.fieldErrors.file?.length) return data<BulkActionData>({ step: "choose", error: upload.fieldErrors.file.join(" "), mode }, { status: 400 });

  if (form.get("intent") === "preview") {
    const file = form.get("file");
    if (!(file instanceof File)) return data<BulkActionData>({ step: "choose", error: "Choose a CSV file.", mode }, { status: 400 });
    const csv = await file.text();
    const preview = previewCsv(csv, mode);
    if (!preview.ok) return data<BulkActionData>({ step: "choose", error: `${file.name}: ${preview.error}`, mode }, { status: 400 });
    return { step: "preview", preview, csv, fileName: file.name } satisfies BulkActionData;
  }
  if (form.get("intent") !== "send") return data<BulkActionData>({ step: "choose", error: "Unknown action.", mode }, { status: 400 });

  const csv = form.get("csv");
  // The name posted back is only shown again: normalised like every file name (docs/decisions/015).
  const fileName = safeFileName(String(form.get("fileName") ?? "").slice(0, BULK_CSV_LIMITS.maxNameLength), "users.csv");
  const preview = typeof csv === "string" ? previewCsv(csv, mode) : null;
  if (!preview?.ok || typeof csv !== "string") {
    return data<BulkActionData>({ step: "choose", error: preview && !preview.ok ? preview.error : "Choose a CSV file.", mode }, { status: 400 });
  }
  if (preview.validCount === 0) {
    return data<BulkActionData>({ step: "preview", preview, csv, fileName, error: "No row can be sent: fix the problems in the file and choose it again." }, { status: 400 });
  }
  const actor = { actor: auth.user.userId, actorRole: auth.user.cpContactProfile, account: companyId };
  try {
    const sent = await submitOnce(auth, form.get("idempotencyKey"), () => uploadUsersCsv(auth.session, companyId, mode, csvOfValidRows(preview.rows)));
    // The upstream numbers the rows of what it received; the admin knows the lines of their file.
    const lines = preview.rows.filter((r) => r.problems.length === 0).map((r) => r.line);
    const lineOf = (row: number) => lines[row - 2] ?? row;
    const result: BulkResult = {
      createdRecords: sent.createdRecords.map((r) => ({ ...r, row: lineOf(r.row) })),
      failedRecords: sent.failedRecords.map((r) => ({ ...r, row: lineOf(r.row) })),
    };
    audit({ ...actor, action: "users.csv-upload", outcome: "ok", detail: { mode, sent: preview.validCount, created: result.createdRecords.length, failed: result.failedRecords.length } });
    return { step: "report", result, mode, notSent: preview.rows.length - preview.validCount } satisfies BulkActionData;
  } catch (error) {
    const failure = submitFailure(error);
    if (!failure) throw error;
    // Not sent: the upload could not be made once-only right now (shared state down), 503.
    if (!isUpstreamError(error)) return data<BulkActionData>({ step: "preview", preview, csv, fileName, error: failure.message }, { status: failure.status });
    audit({ ...actor, action: "users.csv-upload", outcome: "failed", detail: { mode, sent: preview.validCount, kind: error.kind, status: error.status ?? null } });
    // Spec: a bulk upload failure is a 500; the preview stays so the admin can send again.
    return data<BulkActionData>({ step: "preview", preview, csv, fileName, error: `The upload failed${error.status ? ` (status ${error.status})` : ""}. ${SOMETHING_WENT_WRONG}` }, { status: 502 });
  }
}

export default function BulkUpload() {
  const d = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>() as BulkActionData | undefined;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const mode = result?.step === "preview" ? result.preview.mode : result?.step === "report" ? result.mode : (result?.mode ?? "create");
  return (
    <section aria-labelledby="bulk-heading" className="rounded-lg bg-white p-4 shadow-sm ring-1 ring-black/5 sm:p-6">
      <p>
        <Link to={d.back} className="text-sm font-medium text-brand-blue-dark underline-offset-2 hover:underline">
          Back to users
        </Link>
      </p>
      <h1 id="bulk-heading" className="mt-2 text-xl font-semibold break-words">
        Bulk upload: {d.companyName ?? d.companyId}
      </h1>
      <p className="mt-2 text-sm text-ink/80">
        One .csv file, up to {BULK_CSV_LIMITS.maxBytesLabel} and {BULK_CSV_LIMITS.maxRows} rows. The first line names the columns.{" "}
        <a href="/admin/sample-csv" download="users-sample.csv" className="font-medium text-brand-blue-dark underline">
          Download the sample CSV
        </a>
      </p>

      {result?.step === "report" ? (
        <BulkReport result={result.result} mode={result.mode} notSent={result.notSent} back={d.back} />
      ) : result?.step === "preview" ? (
        <BulkPreview preview={result.preview} csv={result.csv} fileName={result.fileName} error={result.error} idempotencyKey={d.idempotencyKey} busy={busy} />
      ) : null}

      {result?.step !== "report" ? (
        <Form method="post" encType="multipart/form-data" className="mt-6 rounded-md border border-slate-200 p-4">
          <h2 className="font-semibold">{result?.step === "preview" ? "Choose another file" : "Choose the file"}</h2>
          {result?.step === "choose" ? (
            <p id="bulk-error" role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
              {result.error}
            </p>
          ) : null}
          <fieldset className="mt-3">
            <legend className="text-sm font-medium">What the file does</legend>
            <div className="mt-1 flex flex-wrap gap-4">
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="mode" value="create" defaultChecked={mode === "create"} /> Create new users
              </label>
              <label className="inline-flex items-center gap-2">
                <input type="radio" name="mode" value="update" defaultChecked={mode === "update"} /> Update existing users
              </label>
            </div>
          </fieldset>
          <label htmlFor="bulk-file" className="mt-3 block text-sm font-medium">
            CSV file
          </label>
          <input
            id="bulk-file"
            type="file"
            name="file"
            accept=".csv,text/csv"
            required
            aria-describedby={result?.step === "choose" ? "bulk-error" : undefined}
            className="mt-1 block w-full max-w-md text-sm file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-1.5"
          />
          <button type="submit" name="intent" value="preview" disabled={busy} className={`${PRIMARY_BUTTON} mt-4`}>
            {busy && navigation.formData?.get("intent") === "preview" ? "Checking..." : "Check the file"}
          </button>
        </Form>
      ) : null}
    </section>
  );
}

export const meta: MetaFunction = () => [{ title: "Bulk upload | Admin Portal" }];

export const ErrorBoundary = GeneralErrorBoundary;
