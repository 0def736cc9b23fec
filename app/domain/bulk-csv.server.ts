import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { defuseCell } from "./csv";
import { ADDABLE_PROFILES } from "./admin";
import { BULK_CSV_COLUMNS, BULK_CSV_LIMITS, type BulkColumn, type BulkMode } from "./bulk-csv";

/**
 * The bulk CSV preview (issue 14, docs/decisions/029): the file is parsed with csv-parse before
 * anything is sent, and every row's problems are listed, so the admin fixes the file instead of
 * guessing. Pure (text in, report out); the route sends only the rows without problems.
 */

export interface PreviewRow {
  /** The row's line in the file (the header is line 1), as a spreadsheet shows it. */
  line: number;
  values: Partial<Record<BulkColumn, string>>;
  problems: string[];
}

export type Preview =
  | { ok: false; error: string }
  | {
      ok: true;
      mode: BulkMode;
      /** The header as found, in file order. */
      columnsFound: string[];
      /** Columns of the file the upload does not use (ignored). */
      ignoredColumns: string[];
      rows: PreviewRow[];
      /** Rows without problems: what would be sent. */
      validCount: number;
    };

const EMAIL = /^[^\s@,;"]+@[^\s@.,;"]+(\.[^\s@.,;"]+)+$/;

const LIMITS: Record<BulkColumn, number> = {
  salutation: 10,
  firstName: 30,
  lastName: 30,
  email: 50,
  mobilePhone: 10,
  designation: 100,
  cpContactProfile: 40,
};

/** Which columns a row must fill, per mode: creating needs the whole profile, updating the e-mail. */
export function requiredColumns(mode: BulkMode): readonly BulkColumn[] {
  return mode === "create" ? ["firstName", "lastName", "email", "mobilePhone", "designation"] : ["email"];
}

function checkRow(values: Partial<Record<BulkColumn, string>>, mode: BulkMode): string[] {
  const problems: string[] = [];
  for (const column of requiredColumns(mode)) if (!values[column]) problems.push(`Missing ${column}`);
  for (const column of BULK_CSV_COLUMNS) {
    const value = values[column];
    if (value && value.length > LIMITS[column]) problems.push(`${column} is longer than ${LIMITS[column]} characters`);
  }
  if (values.email && !EMAIL.test(values.email)) problems.push("Bad e-mail address");
  if (values.mobilePhone && !/^\d{10}$/.test(values.mobilePhone)) problems.push("mobilePhone must be 10 digits");
  if (values.cpContactProfile && !ADDABLE_PROFILES.includes(values.cpContactProfile)) problems.push(`Unknown profile "${values.cpContactProfile.slice(0, 40)}"`);
  return problems;
}

/** Parses the file's text and checks every row. Never throws. */
export function previewCsv(text: string, mode: BulkMode): Preview {
  if (new TextEncoder().encode(text).byteLength > BULK_CSV_LIMITS.maxBytes) {
    return { ok: false, error: `The file is larger than ${BULK_CSV_LIMITS.maxBytesLabel}. Split it into smaller files.` };
  }
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      trim: true,
      max_record_size: 4096,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    return { ok: false, error: `The file could not be read as CSV${line ? ` (line ${line})` : ""}. Check the quotes and separators, or start from the sample CSV.` };
  }
  if (records.length === 0) return { ok: false, error: "The file is empty. Start from the sample CSV." };
  const [header, ...data] = records;
  const columnsFound = header.record.map((c) => c.trim());
  const index = new Map<BulkColumn, number>();
  const ignoredColumns: string[] = [];
  columnsFound.forEach((name, i) => {
    const known = BULK_CSV_COLUMNS.find((c) => c.toLowerCase() === name.toLowerCase());
    if (known && !index.has(known)) index.set(known, i);
    else ignoredColumns.push(name || `(column ${i + 1} has no name)`);
  });
  const missing = requiredColumns(mode).filter((c) => !index.has(c));
  if (missing.length) {
    return { ok: false, error: `The file has no ${missing.map((c) => `"${c}"`).join(", ")} column${missing.length > 1 ? "s" : ""}. The first line must name the columns, as in the sample CSV.` };
  }
  if (data.length === 0) return { ok: false, error: "The file has a header but no rows." };
  if (data.length > BULK_CSV_LIMITS.maxRows) {
    return { ok: false, error: `The file has ${data.length} rows; at most ${BULK_CSV_LIMITS.maxRows} can be uploaded at once. Split it into smaller files.` };
  }

  const seen = new Map<string, number>();
  const rows: PreviewRow[] = data.map(({ record, info }) => {
    const values: Partial<Record<BulkColumn, string>> = {};
    for (const [column, i] of index) values[column] = (record[i] ?? "").trim();
    const problems: string[] = [];
    if (record.length < columnsFound.length) problems.push(`Missing column: the row has ${record.length} of ${columnsFound.length} columns`);
    else if (record.length > columnsFound.length) problems.push(`Extra column: the row has ${record.length} columns, the header ${columnsFound.length}`);
    problems.push(...checkRow(values, mode));
    const email = values.email?.toLowerCase();
    if (email) {
      const first = seen.get(email);
      if (first !== undefined) problems.push(`Duplicate in the file: same e-mail as line ${first}`);
      else seen.set(email, info.lines);
    }
    return { line: info.lines, values, problems };
  });
  return { ok: true, mode, columnsFound, ignoredColumns, rows, validCount: rows.filter((r) => r.problems.length === 0).length };
}

/** The CSV the upstream receives: the valid rows only, with the sample's header. */
export function csvOfValidRows(rows: PreviewRow[]): string {
  return stringify(
    rows.filter((r) => r.problems.length === 0).map((r) => BULK_CSV_COLUMNS.map((c) => r.values[c] ?? "")),
    { header: true, columns: [...BULK_CSV_COLUMNS] },
  );
}

/** The sample file offered for download: the header and two example rows, cells defused like every CSV the portal serves. */
export function sampleCsv(): string {
  return stringify(
    [
      ["Mr.", "Amit", "Kumar", "amit.kumar@example.com", "9876543210", "Plant Manager", ADDABLE_PROFILES[1]],
      ["Ms.", "Sneha", "Rao", "sneha.rao@example.com", "9876543211", "Maintenance Engineer", ADDABLE_PROFILES[1]],
    ],
    { header: true, columns: [...BULK_CSV_COLUMNS], cast: { string: defuseCell } },
  );
}
