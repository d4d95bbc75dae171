import type { Filter } from '../resources/listing';

/**
 * The business day a sale belongs to: the branch-local date (branches.time_zone) of the
 * instant, moved back a day before the branch's closeout hour, so a sale at 02:00 with a
 * closeout at 04:00 counts for the day before. The hour is read on the local wall clock, so a
 * daylight-saving change moves no sale to another day.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** 'YYYY-MM-DD' of `instant` in `timeZone`, the day before when its local hour is below `closeoutHour`. */
export function businessDate(instant: Date, timeZone: string, closeoutHour: number): string {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(instant))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  const back = parts.hour! < closeoutHour ? 1 : 0;
  return new Date(Date.UTC(parts.year!, parts.month! - 1, parts.day! - back))
    .toISOString()
    .slice(0, 10);
}

/**
 * The list filters of a range of business dates (inclusive). They seek: a walk with them is
 * ordered by business_date, then id, and reads only the range (index `(branch_id,
 * business_date, id)` of the orders, payments and refunds tables).
 */
export function businessDateFilters(query: {
  business_date_from?: string;
  business_date_to?: string;
}): Filter[] {
  const filters: Filter[] = [];
  for (const [param, op] of [
    ['business_date_from', '>='],
    ['business_date_to', '<='],
  ] as const) {
    const value = query[param];
    if (value !== undefined)
      filters.push({
        param,
        condition: `business_date ${op} ?`,
        values: [value],
        seek: 'business_date',
      });
  }
  return filters;
}
