import parseRange from 'range-parser';

/**
 * The `Range` header of a file download (RFC 9110 §14), read by range-parser: one byte range is
 * served as it asks (206); several ranges, another unit or a malformed header are ignored (the
 * whole file is sent, which the RFC allows); a range that starts past the end is 416. A suffix
 * range longer than the file (`bytes=-N`, N > size) selects the whole file (RFC 9110 §14.1.2).
 */
export type ByteRange =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'full' };
  const suffix = /^bytes=[ \t]*-(\d+)[ \t]*$/.exec(header);
  if (suffix && size > 0 && Number(suffix[1]) >= size)
    return { kind: 'partial', start: 0, end: size - 1 };
  const ranges = parseRange(size, header, { combine: true });
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges === -2 || ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'full' };
  return { kind: 'partial', start: ranges[0]!.start, end: ranges[0]!.end };
}
