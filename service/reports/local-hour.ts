import type BetterSqlite3 from 'better-sqlite3';
import { offsetAt } from '../util/time-zone';

/**
 * The branch-local clock hour (0–23) of an ISO-8601 UTC instant, as the SQL function
 * `report_local_hour(instant, time_zone)` the report queries group by. SQLite knows no time zones;
 * Intl does, but costs microseconds a call, so the offset is computed once per time zone and UTC
 * quarter-hour (35,000 a year) and each row costs a slice and a map lookup. Offsets change only
 * on a UTC quarter-hour in every zone (Adelaide's DST ends at 16:30 UTC, the Chatham Islands'
 * at 14:00), so one offset per quarter-hour is exact.
 */
export const LOCAL_HOUR_FUNCTION = 'report_local_hour';

const offsets = new Map<string, number>();
const MAX_CACHED = 200_000;

export function localHour(instant: string, timeZone: string): number | null {
  // 'YYYY-MM-DDTHH:MM…Z': the UTC hour and minute.
  if (typeof instant !== 'string' || instant.length < 16) return null;
  const minute = Number(instant.slice(14, 16));
  const quarter = String(minute - (minute % 15)).padStart(2, '0');
  const quarterKey = `${instant.slice(0, 13)}:${quarter}`;
  const key = `${timeZone}|${quarterKey}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    const ms = Date.parse(`${quarterKey}:00Z`);
    if (Number.isNaN(ms)) return null;
    offset = Math.round(offsetAt(ms, timeZone) / 60_000);
    if (offsets.size >= MAX_CACHED) offsets.clear();
    offsets.set(key, offset);
  }
  const minuteOfDay = Number(instant.slice(11, 13)) * 60 + minute;
  return Math.floor(((((minuteOfDay + offset) % 1440) + 1440) % 1440) / 60);
}

/** Registers `report_local_hour` on a connection (once per connection). */
export function registerLocalHour(sql: BetterSqlite3.Database): void {
  sql.function(LOCAL_HOUR_FUNCTION, { deterministic: true }, (instant: unknown, zone: unknown) =>
    localHour(String(instant), String(zone)),
  );
}
