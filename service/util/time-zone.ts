/**
 * Wall clocks of IANA time zones, the one place the service asks Intl: a branch's calendar
 * date, the instant of a local time, how far a zone is ahead of UTC. Instants are epoch ms;
 * dates are YYYY-MM-DD.
 */

const DAY_MS = 86_400_000;

/** One formatter per zone: making one costs far more than using it. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

/** The wall-clock time at `ms` in `timeZone`, as if it were UTC (whole seconds). */
export function wallClock(ms: number, timeZone: string): number {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(ms))
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  return Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
}

/** How far the zone's wall clock is ahead of UTC at `ms` (ms). */
export const offsetAt = (ms: number, timeZone: string): number =>
  wallClock(ms, timeZone) - (ms - (((ms % 1000) + 1000) % 1000));

/** The calendar date at `ms` in `timeZone`. */
export const localDate = (ms: number, timeZone: string): string =>
  new Date(wallClock(ms, timeZone)).toISOString().slice(0, 10);

/**
 * The instant of local `date` at `time` (HH:MM) in `timeZone`. A time that a daylight-saving
 * change skips lands at the first instant after the gap; one that happens twice at the first.
 */
export function zonedInstant(date: string, time: string, timeZone: string): number {
  const wall = Date.parse(`${date}T${time}:00Z`);
  // Twice: the offset at the first guess may differ from the one at the wall time.
  const guess = wall - offsetAt(wall, timeZone);
  return wall - offsetAt(guess, timeZone);
}

/** `date` moved by whole days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
