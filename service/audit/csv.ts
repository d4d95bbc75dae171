import { stringify } from 'csv-stringify/sync';

/**
 * RFC 4180 CSV, CRLF between records. `escape_formulas` puts an apostrophe before a cell that
 * starts with = + - @ tab or CR, which a spreadsheet would otherwise run as a formula (OWASP
 * "CSV Injection"): the audit log holds text people typed (names, URLs).
 */
export function toCsv(records: readonly (readonly unknown[])[]): string {
  return stringify(records as unknown[][], {
    escape_formulas: true,
    record_delimiter: '\r\n',
    // A line break alone is quoted too: RFC 4180 readers split records on CR or LF.
    quoted_match: /[\r\n]/,
  });
}
