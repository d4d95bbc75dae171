import { addDays, zonedInstant } from '../util/time-zone';

/**
 * A calendar day of a time zone as an instant range: the bookings of "2026-11-21" in
 * Europe/Lisbon are those starting from that day's local midnight until the next one (23 or 25
 * hours apart on the days clocks change).
 */

/** [start, end) of the local day as ISO-8601 UTC text (what starts_at columns hold). */
export function localDayRange(date: string, timeZone: string): { from: string; to: string } {
  const midnight = (day: string) => new Date(zonedInstant(day, '00:00', timeZone)).toISOString();
  return { from: midnight(date), to: midnight(addDays(date, 1)) };
}

/** A real calendar date written YYYY-MM-DD. */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}
