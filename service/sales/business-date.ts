import type { Filter } from '../resources/listing';
import { addDays, wallClock } from '../util/time-zone';

/**
 * The business day a sale belongs to: the branch-local date (branches.time_zone) of the
 * instant, moved back a day before the branch's closeout hour, so a sale at 02:00 with a
 * closeout at 04:00 counts for the day before. The hour is read on the local wall clock, so a
 * daylight-saving change moves no sale to another day.
 */
/** 'YYYY-MM-DD' of `instant` in `timeZone`, the day before when its local hour is below `closeoutHour`. */
export function businessDate(instant: Date, timeZone: string, closeoutHour: number): string {
  const wall = wallClock(instant.getTime(), timeZone);
  const back = new Date(wall).getUTCHours() < closeoutHour ? 1 : 0;
  return addDays(new Date(wall).toISOString().slice(0, 10), -back);
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
