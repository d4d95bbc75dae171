/**
 * The one date-time rule of every input (the open API's `format: date-time`, `updated_since`):
 * an RFC 3339 `date-time` that names a real instant. `new Date()` alone is not a check: it
 * rolls 2026-02-30 over to March 2, takes 24:00 as the next day, and a leap second (23:59:60)
 * is an Invalid Date whose toISOString() throws.
 */

// 2026-11-20T10:00:00Z, 2026-11-20t10:00:00.123456789+05:30 (RFC 3339 allows a lowercase t/z).
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/;

const SHAPE =
  'must be a date and time such as 2026-11-20T10:00:00Z (RFC 3339: a 4-digit year, "T", hours, minutes and seconds, then "Z" or an offset such as +01:00)';

/** 0000-01-01T00:00:00.000Z and 9999-12-31T23:59:59.999Z: the range with a 4-digit ISO form. */
const EARLIEST = -62_167_219_200_000;
const LATEST = 253_402_300_799_999;

const daysIn = (year: number, month: number): number =>
  month === 2
    ? year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0)
      ? 29
      : 28
    : [4, 6, 9, 11].includes(month)
      ? 30
      : 31;

export type ParsedInstant = { ok: true; date: Date } | { ok: false; problem: string };

/**
 * Parses an RFC 3339 date-time. On failure `problem` is a phrase to put after the field's
 * label ("updated_since has no day 30 in February 2026").
 */
export function parseInstant(text: string): ParsedInstant {
  const m = DATE_TIME.exec(text);
  if (!m) return { ok: false, problem: SHAPE };
  const [year, month, day, hour, minute, second] = m.slice(1, 7).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const fail = (problem: string): ParsedInstant => ({ ok: false, problem });
  if (month < 1 || month > 12) return fail(`has month ${m[2]}: months are 01 to 12`);
  if (day < 1 || day > daysIn(year, month))
    return fail(`has day ${m[3]}, which ${m[1]}-${m[2]} does not have`);
  if (hour > 23) return fail(`has hour ${m[4]}: hours are 00 to 23 (24:00 is not accepted)`);
  if (minute > 59) return fail(`has minute ${m[5]}: minutes are 00 to 59`);
  if (second === 60) return fail('has second 60: leap seconds are not accepted, use :59');
  if (second > 59) return fail(`has second ${m[6]}: seconds are 00 to 59`);
  let offsetMinutes = 0;
  if (!m[8]) {
    const h = Number(m[10]);
    const min = Number(m[11]);
    if (h > 23 || min > 59)
      return fail(`has offset ${m[9]}${m[10]}:${m[11]}: offsets are -23:59 to +23:59`);
    offsetMinutes = (m[9] === '-' ? -1 : 1) * (h * 60 + min);
  }
  const ms = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  // Date.UTC maps years 0–99 to 1900–1999; setUTCFullYear does not.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, ms);
  const at = date.getTime() - offsetMinutes * 60_000;
  if (at < EARLIEST || at > LATEST)
    return fail('is outside the years 0000 to 9999 once its offset is applied');
  return { ok: true, date: new Date(at) };
}
