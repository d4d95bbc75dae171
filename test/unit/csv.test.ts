import { describe, expect, it } from 'vitest';
import { parse as parseCsv } from 'csv-parse/sync';
import { toCsv } from '../../service/audit/csv';

/** One cell as it is written in a record. */
const csvCell = (value: unknown) => toCsv([[value]]).slice(0, -2);
const parse = (csv: string): string[][] => parseCsv(csv, { relax_quotes: false });

describe('CSV (RFC 4180) with formula-injection protection', () => {
  it('quotes only the fields that need it, doubling quotes inside', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rhere')).toBe('"cr\rhere"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(42)).toBe('42');
  });

  it('makes cells that a spreadsheet would run as formulas into text', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    expect(csvCell('\r=1')).toBe(`"'\r=1"`);
    // Only the first character matters.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell('')).toBe('');
  });

  it('ends every record with CRLF and round-trips through a strict parser', () => {
    const rows = [
      ['id', 'text'],
      [1, 'a "quoted", multi\r\nline value'],
      [2, '=1+1'],
    ];
    const csv = toCsv(rows);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv)).toEqual([
      ['id', 'text'],
      ['1', 'a "quoted", multi\r\nline value'],
      ['2', "'=1+1"],
    ]);
  });
});
