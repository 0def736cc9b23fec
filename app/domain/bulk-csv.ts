/**
 * Bulk CSV columns and limits, shared by the preview rules (bulk-csv.server.ts) and the page. No
 * parser here: the browser bundle imports this. Limits chosen in docs/decisions/029.
 */
export const BULK_CSV_COLUMNS = ["salutation", "firstName", "lastName", "email", "mobilePhone", "designation", "cpContactProfile"] as const;
export type BulkColumn = (typeof BULK_CSV_COLUMNS)[number];

export const BULK_MODES = ["create", "update"] as const;
export type BulkMode = (typeof BULK_MODES)[number];

export const BULK_CSV_LIMITS = {
  /** The file: 256 KB holds far more than 500 rows of seven short columns (about 80 bytes each). */
  maxBytes: 256 * 1024,
  maxBytesLabel: "256KB",
  /** Rows after the header: one upstream call, a preview an admin can read. */
  maxRows: 500,
  maxNameLength: 100,
} as const;
