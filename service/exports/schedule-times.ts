/**
 * When a scheduled report runs: at a local time of the branch's time zone, daily, weekly (ISO
 * day, 1 = Monday) or monthly (day 1 to 28, which every month has), and which business days
 * each run covers. Dates are YYYY-MM-DD; instants are epoch ms. A local time that a daylight-
 * saving change skips runs at the first instant after the gap; one that happens twice runs at
 * the first.
 */

import { addDays, localDate, zonedInstant } from '../util/time-zone';

export type Frequency = 'daily' | 'weekly' | 'monthly';

export interface Timing {
  frequency: Frequency;
  /** HH:MM, 24-hour. */
  time_of_day: string;
  day_of_week: number | null;
  day_of_month: number | null;
}

/** ISO weekday of a date: 1 = Monday … 7 = Sunday. */
const isoWeekday = (date: string): number => {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
};

const matches = (timing: Timing, date: string): boolean =>
  timing.frequency === 'daily' ||
  (timing.frequency === 'weekly' && isoWeekday(date) === timing.day_of_week) ||
  (timing.frequency === 'monthly' && Number(date.slice(8, 10)) === timing.day_of_month);

export interface Occurrence {
  /** The local date of the run: the period key (one run per schedule and date, ever). */
  date: string;
  at: number;
}

/** The most recent run time at or before `now` (within the last 62 days). */
export function latestOccurrence(timing: Timing, timeZone: string, now: number): Occurrence | null {
  const today = localDate(now, timeZone);
  for (let back = 0; back <= 62; back++) {
    const date = addDays(today, -back);
    if (!matches(timing, date)) continue;
    const at = zonedInstant(date, timing.time_of_day, timeZone);
    if (at <= now) return { date, at };
  }
  return null;
}

/** The first run time after `now`. */
export function nextOccurrence(timing: Timing, timeZone: string, now: number): Occurrence | null {
  const today = localDate(now, timeZone);
  for (let ahead = 0; ahead <= 62; ahead++) {
    const date = addDays(today, ahead);
    if (!matches(timing, date)) continue;
    const at = zonedInstant(date, timing.time_of_day, timeZone);
    if (at > now) return { date, at };
  }
  return null;
}

/**
 * The business days a run on local `date` covers: the day before (daily), the 7 days before
 * (weekly), the previous calendar month (monthly).
 */
export function periodOf(frequency: Frequency, date: string): { from: string; to: string } {
  if (frequency === 'daily') return { from: addDays(date, -1), to: addDays(date, -1) };
  if (frequency === 'weekly') return { from: addDays(date, -7), to: addDays(date, -1) };
  const firstOfMonth = `${date.slice(0, 8)}01`;
  const to = addDays(firstOfMonth, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}
