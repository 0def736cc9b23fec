import { parse } from "csv-parse/sync";
import { describe, expect, it } from "vitest";
import { BULK_CSV_COLUMNS, BULK_CSV_LIMITS } from "./bulk-csv";
import { csvOfValidRows, previewCsv, sampleCsv } from "./bulk-csv.server";

const HEADER = BULK_CSV_COLUMNS.join(",");
const row = (email: string, first = "Amit", phone = "9876543210") => `Mr.,${first},Kumar,${email},${phone},Operator,Customer User`;

function ok(text: string, mode: "create" | "update" = "create") {
  const preview = previewCsv(text, mode);
  if (!preview.ok) throw new Error(preview.error);
  return preview;
}

describe("bulk CSV preview", () => {
  it("reads a clean file: rows, columns found, nothing to fix", () => {
    const p = ok([HEADER, row("a@example.com"), row("b@example.com")].join("\n"));
    expect(p.columnsFound).toEqual([...BULK_CSV_COLUMNS]);
    expect(p.rows.map((r) => r.line)).toEqual([2, 3]);
    expect(p.rows.every((r) => r.problems.length === 0)).toBe(true);
    expect(p.validCount).toBe(2);
  });

  it("flags a bad e-mail, a duplicate in the file and a missing value, each on its own line", () => {
    const p = ok([HEADER, row("a@example.com"), row("not-an-email"), row("A@example.com"), "Ms.,,Rao,c@example.com,9876543210,Operator,Customer User"].join("\n"));
    expect(p.rows[0].problems).toEqual([]);
    expect(p.rows[1].problems).toEqual(["Bad e-mail address"]);
    expect(p.rows[2].problems).toEqual(["Duplicate in the file: same e-mail as line 2"]);
    expect(p.rows[3].problems).toEqual(["Missing firstName"]);
    expect(p.validCount).toBe(1);
  });

  it("flags a row with a missing or an extra column", () => {
    const p = ok([HEADER, "Mr.,Amit,Kumar,a@example.com,9876543210,Operator", `${row("b@example.com")},extra`].join("\n"));
    expect(p.rows[0].problems[0]).toBe("Missing column: the row has 6 of 7 columns");
    expect(p.rows[1].problems[0]).toBe("Extra column: the row has 8 columns, the header 7");
  });

  it("checks lengths, phone digits and profiles", () => {
    const p = ok([HEADER, row("a@example.com", "A".repeat(31), "12345"), "Mr.,Amit,Kumar,b@example.com,9876543210,Operator,Wizard"].join("\n"));
    expect(p.rows[0].problems).toEqual(["firstName is longer than 30 characters", "mobilePhone must be 10 digits"]);
    expect(p.rows[1].problems).toEqual(['Unknown profile "Wizard"']);
  });

  it("needs only the e-mail to update, and matches column names in any case and order", () => {
    const p = ok(["EMAIL,Designation", "a@example.com,Head", "b@example.com,"].join("\n"), "update");
    expect(p.rows.map((r) => r.problems)).toEqual([[], []]);
    expect(p.ignoredColumns).toEqual([]);
    expect(previewCsv(["firstName", "Amit"].join("\n"), "update")).toEqual({ ok: false, error: expect.stringContaining('no "email" column') });
  });

  it("lists unknown columns as ignored, handles quotes, a BOM and CRLF", () => {
    const p = ok(`\ufeff${HEADER},notes\r\n"Mr.","Amit, Jr.",Kumar,a@example.com,9876543210,"Head ""Ops""",Customer User,hello\r\n`);
    expect(p.ignoredColumns).toEqual(["notes"]);
    expect(p.rows[0].values.firstName).toBe("Amit, Jr.");
    expect(p.rows[0].values.designation).toBe('Head "Ops"');
  });

  it("refuses an empty file, a header without rows, unreadable CSV, too many rows and too many bytes", () => {
    expect(previewCsv("", "create")).toEqual({ ok: false, error: "The file is empty. Start from the sample CSV." });
    expect(previewCsv(HEADER, "create")).toEqual({ ok: false, error: "The file has a header but no rows." });
    expect(previewCsv(`${HEADER}\n"unclosed,quote`, "create")).toMatchObject({ ok: false, error: expect.stringContaining("could not be read as CSV") });
    const many = [HEADER, ...Array.from({ length: BULK_CSV_LIMITS.maxRows + 1 }, (_, i) => row(`u${i}@example.com`))].join("\n");
    expect(previewCsv(many, "create")).toEqual({ ok: false, error: `The file has ${BULK_CSV_LIMITS.maxRows + 1} rows; at most ${BULK_CSV_LIMITS.maxRows} can be uploaded at once. Split it into smaller files.` });
    expect(previewCsv("x".repeat(BULK_CSV_LIMITS.maxBytes + 1), "create")).toMatchObject({ ok: false, error: expect.stringContaining("larger than 256KB") });
    expect(previewCsv(["firstName,lastName", "A,B"].join("\n"), "create")).toMatchObject({ ok: false, error: expect.stringContaining('"email", "mobilePhone", "designation" columns') });
  });

  it("sends only the rows without problems, under the sample's header", () => {
    const p = ok([HEADER, row("a@example.com"), row("bad"), row("b@example.com")].join("\n"));
    const sent = parse(csvOfValidRows(p.rows), { columns: true }) as Record<string, string>[];
    expect(sent.map((r) => r.email)).toEqual(["a@example.com", "b@example.com"]);
    expect(Object.keys(sent[0])).toEqual([...BULK_CSV_COLUMNS]);
  });

  it("the sample CSV passes its own preview", () => {
    const p = ok(sampleCsv());
    expect(p.rows).toHaveLength(2);
    expect(p.validCount).toBe(2);
  });
});
