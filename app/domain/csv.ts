/**
 * CSV cells that a spreadsheet would run (CSV injection, OWASP): a cell starting with `=`, `+`,
 * `-` or `@` (after any leading spaces), or with a tab, carriage return or line feed, is
 * prefixed with a single quote, so Excel, LibreOffice and Google Sheets show it as text. A plain
 * number ("-12.50") is left alone: it is a value, never a formula, and stays a number in the
 * sheet. Pure; tested in csv.test.ts. Applied to every CSV the portal serves, even though the
 * upstream should have done it (docs/decisions/015).
 */
const FORMULA_START = /^[\t\r\n]|^\s*[=+\-@]/;
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function defuseCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}
