/**
 * CSV as RFC 4180 writes it (no CSV library is installed; `csv-stringify` with
 * `escape_formulas` would do the same): CRLF between records, a field in double quotes when
 * it holds a comma, a quote, CR or LF, and quotes inside doubled.
 *
 * Formula injection (OWASP "CSV Injection"): a spreadsheet runs a cell that starts with
 * = + - @ tab or CR as a formula, so such a cell gets a leading apostrophe, which
 * spreadsheets show as text. The audit log holds text people typed (names, URLs).
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The records, each ended by CRLF (RFC 4180 allows the last one either way). */
export function toCsv(records: readonly (readonly unknown[])[]): string {
  return records.map((cells) => `${cells.map(csvCell).join(',')}\r\n`).join('');
}
