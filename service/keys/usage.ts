import type { Database } from '../db/database';
import type { RetentionRule } from '../maintenance/maintenance';
import type { Clock } from '../util/clock';
import { localDate } from '../util/time-zone';

interface Pending {
  count: number;
  lastUsed: number;
  days: Map<string, number>;
}

const lastDays = new Map<string, { second: number; day: string }>();

/**
 * YYYY-MM-DD of an instant in the branch's time zone: "requests today" is the branch's day.
 * Called on every API request: the day is remembered for the current second (UTC offsets are
 * whole seconds, so a day never changes inside one), which skips Intl formatting.
 */
export function localDay(ms: number, timeZone: string): string {
  let f = lastDays.get(timeZone);
  if (!f) {
    f = { second: NaN, day: '' };
    lastDays.set(timeZone, f);
  }
  const second = Math.floor(ms / 1000);
  if (second !== f.second) {
    f.day = localDate(ms, timeZone);
    f.second = second;
  }
  return f.day;
}

/**
 * Usage counters buffered in memory and written in one transaction at least once a
 * second and at shutdown: counting must not add a write to every API request.
 * A crash loses at most the last second of counts (documented).
 */
/** Daily request counts are kept this long: a year's usage and the same days a year before. */
export const USAGE_RETENTION_DAYS = 400;

export class UsageRecorder {
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | undefined;
  private readonly listeners = new Set<(keyId: string) => void>();

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  retention(): RetentionRule {
    return {
      name: 'api_key_usage_daily',
      tables: ['api_key_usage_daily'],
      keeps: `${USAGE_RETENTION_DAYS} days of per-key daily request counts`,
      prune: () => {
        const cutoff = new Date(this.clock.now() - USAGE_RETENTION_DAYS * 86_400_000)
          .toISOString()
          .slice(0, 10);
        return this.db.prepare('DELETE FROM api_key_usage_daily WHERE day < ?').run(cutoff).changes;
      },
    };
  }

  /** `now`: the caller's clock reading, when it has one (the request path reads it once). */
  record(keyId: string, timeZone: string, now = this.clock.now()): void {
    let p = this.pending.get(keyId);
    if (!p) {
      p = { count: 0, lastUsed: now, days: new Map() };
      this.pending.set(keyId, p);
    }
    p.count++;
    p.lastUsed = now;
    const day = localDay(now, timeZone);
    p.days.set(day, (p.days.get(day) ?? 0) + 1);
    if (this.listeners.size) for (const listener of this.listeners) listener(keyId);
  }

  /** Called on every counted request (the desktop's live counters); keep listeners cheap. Returns an unsubscribe. */
  onRecord(listener: (keyId: string) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Counts not yet written, so the process that took them can show exact numbers. */
  unflushed(keyId: string): {
    count: number;
    lastUsed: number | null;
    days: ReadonlyMap<string, number>;
  } {
    const p = this.pending.get(keyId);
    return p ? p : { count: 0, lastUsed: null, days: new Map() };
  }

  flush(): void {
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const total = this.db.prepare(
      `UPDATE api_keys SET total_requests = total_requests + ?,
         last_used_at = max(coalesce(last_used_at, ''), ?) WHERE id = ?`,
    );
    const daily = this.db.prepare(
      `INSERT INTO api_key_usage_daily (key_id, day, requests) VALUES (?, ?, ?)
       ON CONFLICT (key_id, day) DO UPDATE SET requests = requests + excluded.requests`,
    );
    const exists = this.db.prepare('SELECT 1 FROM api_keys WHERE id = ?');
    try {
      this.db.tx(() => {
        for (const [keyId, p] of batch) {
          if (!exists.get(keyId)) continue;
          total.run(p.count, new Date(p.lastUsed).toISOString(), keyId);
          for (const [day, n] of p.days) daily.run(keyId, day, n);
        }
      });
    } catch (error) {
      // Busy database: put the counts back and try again on the next tick.
      for (const [keyId, p] of batch) {
        const q = this.pending.get(keyId);
        if (!q) this.pending.set(keyId, p);
        else {
          q.count += p.count;
          q.lastUsed = Math.max(q.lastUsed, p.lastUsed);
          for (const [d, n] of p.days) q.days.set(d, (q.days.get(d) ?? 0) + n);
        }
      }
      throw error;
    }
  }

  start(intervalMs = 1000, onError: (e: unknown) => void = () => {}): void {
    this.timer = setInterval(() => {
      try {
        this.flush();
      } catch (error) {
        onError(error);
      }
    }, intervalMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    this.flush();
  }
}
