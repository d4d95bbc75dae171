/**
 * The delivery history's writer (docs/delivery.md, "Recording"). The history keeps the last
 * HISTORY_LIMIT attempts of each webhook. An attempt's row gets its id when its delivery is
 * settled and is written in the same commit when the worker has nothing else under way;
 * otherwise it waits in memory (off the JS heap: WaitingRows) for the first of: a commit when
 * nothing else is under way, HISTORY_WRITE_AFTER_MS, a read of the history in this process, the
 * worker's stop. Only a webhook's newest HISTORY_LIMIT rows wait: the older ones would be
 * deleted by the same commit's trim, so under load most rows are never written (writing each
 * cost ~12 of ~55 µs per delivery; docs/performance.md). A crash loses the waiting rows, never
 * a delivery.
 *
 * The ids are given here, not by SQLite: the worker holding the data directory's lock
 * (WorkerLock) is the table's only writer, and reads the last id given when it begins.
 */
import { type Database, LIMIT_PARAM, TEXT_PARAM } from '../db/database';
import { type AttemptView, HISTORY_LIMIT } from './registry';
import { type StoredRow, WaitingRows } from './waiting-rows';

/** How long a row may wait for the next write while attempts keep coming. */
export const HISTORY_WRITE_AFTER_MS = 1000;

/** An attempt as the worker made it: its view with the times as epoch ms. */
export type AttemptRow = Omit<AttemptView, 'at' | 'next_attempt_at'> & {
  at: number;
  next_attempt_at: number | null;
};

/** Adds rows to their webhook's list, keeping each list to its newest HISTORY_LIMIT. */
function addNewest(byWebhook: Map<string, AttemptRow[]>, rows: readonly AttemptRow[]): void {
  for (const row of rows) {
    let list = byWebhook.get(row.webhook_id);
    if (!list) byWebhook.set(row.webhook_id, (list = []));
    list.push(row);
    if (list.length > HISTORY_LIMIT) list.shift();
  }
}

/** The row as the INSERT binds it (the headers as JSON). */
const stored = (row: AttemptRow): StoredRow => ({
  ...row,
  request_headers: JSON.stringify(row.request_headers),
  response_headers: row.response_headers && JSON.stringify(row.response_headers),
});

export class AttemptHistory {
  /** Rows not yet written, by webhook (at most HISTORY_LIMIT each), off the JS heap. */
  private readonly waiting = new Map<string, WaitingRows>();
  private lastId: number | null = null;

  constructor(private readonly db: Database) {}

  /** The id of the next attempt's row. */
  nextId(): number {
    this.lastId ??= this.db
      .prepare<[], { id: number }>(
        `SELECT max(coalesce((SELECT seq FROM sqlite_sequence WHERE name = 'delivery_attempts'), 0),
                    coalesce((SELECT max(id) FROM delivery_attempts), 0)) AS id`,
      )
      .get()!.id;
    return ++this.lastId;
  }

  hasWaiting(): boolean {
    for (const rows of this.waiting.values()) if (rows.size > 0) return true;
    return false;
  }

  /**
   * Writes the waiting rows and `rows` (inside the caller's transaction): for each webhook,
   * the trim that leaves room for its new rows, then the rows. Rows of a webhook deleted
   * meanwhile are left out (its history went with it). Call `written()` once it commits.
   */
  write(rows: readonly AttemptRow[], webhookExists: (id: string) => boolean): void {
    // The waiting rows stay as they are until the transaction commits (written()).
    const fresh = new Map<string, AttemptRow[]>();
    addNewest(fresh, rows);
    const toInsert: StoredRow[] = [];
    for (const webhookId of new Set([...this.waiting.keys(), ...fresh.keys()])) {
      if (!webhookExists(webhookId)) {
        this.waiting.delete(webhookId); // its history went with it
        continue;
      }
      const added = (fresh.get(webhookId) ?? []).map(stored);
      const newest = [
        ...(this.waiting.get(webhookId)?.newest(HISTORY_LIMIT - added.length) ?? []),
        ...added,
      ];
      this.trim(webhookId, HISTORY_LIMIT - newest.length);
      toInsert.push(...newest);
    }
    // In id order, so each row goes at the table's end (webhook by webhook, the ids of
    // different webhooks interleave and each insert lands in pages already written).
    toInsert.sort((a, b) => a.id - b.id);
    for (const row of toInsert) this.insert(row);
  }

  /** The rows given to the last `write` and the waiting ones are in the database. */
  written(): void {
    for (const rows of this.waiting.values()) rows.clear();
  }

  /** Rows whose transaction committed without writing them: they wait for the next write. */
  wait(rows: readonly AttemptRow[]): void {
    for (const row of rows) {
      let waiting = this.waiting.get(row.webhook_id);
      if (!waiting) this.waiting.set(row.webhook_id, (waiting = new WaitingRows(row.webhook_id)));
      waiting.push(stored(row));
    }
  }

  /** Forgets the waiting rows and the last id (the worker let go of the lock). */
  reset(): void {
    this.waiting.clear();
    this.lastId = null;
  }

  /** Deletes a webhook's rows but the newest `keep`. */
  private trim(webhookId: string, keep: number): void {
    this.db
      .prepare(
        `DELETE FROM delivery_attempts WHERE webhook_id = ${TEXT_PARAM} AND id <= (
           SELECT id FROM delivery_attempts WHERE webhook_id = ${TEXT_PARAM}
           ORDER BY id DESC LIMIT 1 OFFSET ${LIMIT_PARAM})`,
      )
      .run(webhookId, webhookId, keep);
  }

  private insert(row: StoredRow): void {
    this.db
      .prepare(
        `INSERT INTO delivery_attempts (id, webhook_id, delivery_id, event_id, event_type, attempt, at,
             succeeded, http_status, error_kind, error_message, duration_ms, request_headers,
             request_body, response_headers, response_body, next_attempt_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,
             nullif(?, (SELECT body FROM events WHERE id = ?)), ?, ?, ?)`,
      )
      // Positional: better-sqlite3 binds them ~1.3 µs faster per row than named ones. The
      // request body is left out (NULL) when the event row holds these very bytes: the
      // history reads it there, and EventLog.prune copies it in before the event goes.
      .run(
        row.id,
        row.webhook_id,
        row.delivery_id,
        row.event_id,
        row.event_type,
        row.attempt,
        new Date(row.at).toISOString(),
        row.succeeded ? 1 : 0,
        row.http_status,
        row.error_kind,
        row.error_message,
        row.duration_ms,
        row.request_headers,
        row.request_body,
        row.event_id,
        row.response_headers,
        row.response_body,
        row.next_attempt_at,
      );
  }
}
