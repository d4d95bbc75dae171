/**
 * The `Range` header of a file download (RFC 9110 §14): one byte range, `bytes=first-last`,
 * `bytes=first-` or `bytes=-suffix`. Several ranges, another unit or a malformed header are
 * ignored (the whole file is sent, which the RFC allows); a range that starts past the end is
 * 416. (range-parser, which @fastify/send uses, is not among this project's packages.)
 */
export type ByteRange =
  { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes=(\d*)-(\d*)$/;

export function parseByteRange(header: string | undefined, size: number): ByteRange {
  if (header === undefined) return { kind: 'full' };
  const m = SINGLE.exec(header.replace(/[ \t]/g, ''));
  if (!m || (m[1] === '' && m[2] === '')) return { kind: 'full' };
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (!Number.isSafeInteger(suffix)) return { kind: 'full' };
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(size - suffix, 0), end: size - 1 };
  }
  const start = Number(m[1]);
  const last = m[2] === '' ? Infinity : Number(m[2]);
  if (!Number.isSafeInteger(start) || last < start) return { kind: 'full' };
  if (start >= size) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end: Math.min(last, size - 1) };
}
