import { Form, Link } from "@remix-run/react";
import { BULK_CSV_COLUMNS, type BulkMode } from "~/domain/bulk-csv";
import { PRIMARY_BUTTON, SECONDARY_BUTTON } from "../styles";

interface PreviewRow {
  line: number;
  values: Partial<Record<string, string>>;
  problems: string[];
}

interface PreviewData {
  mode: BulkMode;
  columnsFound: string[];
  ignoredColumns: string[];
  rows: PreviewRow[];
  validCount: number;
}

const CELL = "border-b border-slate-200 px-2 py-1.5 text-left align-top";

/** The preview of a checked file: rows, columns found, each row's problems; then Send. */
export function BulkPreview({ preview, csv, fileName, error, idempotencyKey, busy }: { preview: PreviewData; csv: string; fileName: string; error?: string; idempotencyKey: string; busy: boolean }) {
  const bad = preview.rows.length - preview.validCount;
  return (
    <div className="mt-6">
      <h2 className="text-lg font-semibold">Preview of {fileName}</h2>
      <p className="mt-1 text-sm" role="status">
        {preview.rows.length} {preview.rows.length === 1 ? "row" : "rows"}, {preview.validCount} ready, {bad} with problems ({preview.mode === "create" ? "create new users" : "update existing users"}).
      </p>
      <p className="mt-1 text-sm text-ink/80">
        Columns found: {preview.columnsFound.join(", ")}
        {preview.ignoredColumns.length ? `. Ignored: ${preview.ignoredColumns.join(", ")}` : ""}
      </p>
      {error ? (
        <p role="alert" className="mt-3 rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="mt-3 max-h-[28rem] overflow-auto rounded-md border border-slate-200" tabIndex={0} role="region" aria-label="Rows of the file">
        <table className="w-full min-w-[40rem] border-collapse text-sm">
          <caption className="sr-only">Rows of {fileName} and their problems</caption>
          <thead className="sticky top-0 bg-slate-100">
            <tr>
              <th scope="col" className={CELL}>
                Line
              </th>
              <th scope="col" className={CELL}>
                E-mail
              </th>
              <th scope="col" className={CELL}>
                Name
              </th>
              <th scope="col" className={CELL}>
                Problems
              </th>
            </tr>
          </thead>
          <tbody>
            {preview.rows.map((r) => (
              <tr key={r.line} className={r.problems.length ? "bg-red-50" : undefined}>
                <th scope="row" className={CELL}>
                  {r.line}
                </th>
                <td className={`${CELL} break-all`}>{r.values.email || "—"}</td>
                <td className={CELL}>{[r.values.firstName, r.values.lastName].filter(Boolean).join(" ") || "—"}</td>
                <td className={CELL}>{r.problems.length ? <ul className="list-disc pl-4 text-red-800">{r.problems.map((p) => <li key={p}>{p}</li>)}</ul> : <span className="text-green-800">Ready</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {preview.validCount > 0 ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-center gap-3">
          <input type="hidden" name="idempotencyKey" value={idempotencyKey} />
          <input type="hidden" name="mode" value={preview.mode} />
          <input type="hidden" name="fileName" value={fileName} />
          <input type="hidden" name="csv" value={csv} />
          <button type="submit" name="intent" value="send" disabled={busy} className={PRIMARY_BUTTON}>
            {busy ? "Uploading..." : `Upload ${preview.validCount} ${preview.validCount === 1 ? "row" : "rows"}`}
          </button>
          {bad ? <p className="text-sm text-ink/80">{bad} {bad === 1 ? "row" : "rows"} with problems will be left out.</p> : null}
        </Form>
      ) : (
        <p className="mt-4 text-sm">No row is ready: fix the file and choose it again.</p>
      )}
      <p className="sr-only">Expected columns: {BULK_CSV_COLUMNS.join(", ")}</p>
    </div>
  );
}

/** What the upstream reported: created and failed records. */
export function BulkReport({ result, mode, notSent, back }: { result: { createdRecords: { row: number; email: string }[]; failedRecords: { row: number; email: string; reason: string }[] }; mode: BulkMode; notSent: number; back: string }) {
  return (
    <div className="mt-6" role="status">
      <h2 className="text-lg font-semibold">Upload report</h2>
      <p className="mt-1">
        {mode === "create" ? "Created" : "Updated"}: <strong>{result.createdRecords.length}</strong>. Failed: <strong>{result.failedRecords.length}</strong>.
        {notSent ? ` Not sent (problems in the file): ${notSent}.` : ""}
      </p>
      {result.createdRecords.length ? (
        <>
          <h3 className="mt-4 font-semibold">{mode === "create" ? "Created" : "Updated"}</h3>
          <ul className="mt-1 list-disc pl-5 text-sm">
            {result.createdRecords.map((r) => (
              <li key={`${r.row}-${r.email}`} className="break-all">
                Line {r.row}: {r.email}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {result.failedRecords.length ? (
        <>
          <h3 className="mt-4 font-semibold">Failed</h3>
          <ul className="mt-1 list-disc pl-5 text-sm text-red-800">
            {result.failedRecords.map((r) => (
              <li key={`${r.row}-${r.email}`} className="break-all">
                Line {r.row}: {r.email}: {r.reason}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <div className="mt-4 flex flex-wrap gap-3">
        <Link to={back} className={PRIMARY_BUTTON}>
          Back to users
        </Link>
        <Link to="." reloadDocument={false} className={SECONDARY_BUTTON}>
          Upload another file
        </Link>
      </div>
    </div>
  );
}
