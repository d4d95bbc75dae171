/**
 * The delivery tables' one owner: every SQL statement on `deliveries` (what is owed) and
 * `delivery_attempts` (the history) is here, whoever runs it (the fan-out, the worker's claims
 * and settling, the registry's admin actions and reads, the event log's pruning). Writes run
 * inside the caller's transaction.
 */
import { PING_EVENT } from '../../shared/events';
import type { Database } from '../db/database';
import type { DeliveryAttemptRow, DeliveryRow } from '../db/entities';
import type { RetentionRule } from '../maintenance/maintenance';
import type { Clock } from '../util/clock';
import { type AttemptRead, type AttemptView, HISTORY_LIMIT } from './attempts';
import type { HistoryFilter } from './history-filter';

/** A due delivery as claimed: `body` is the row's own (a test event's), null for a catalog event. */
export type DueDelivery = Pick<
  DeliveryRow,
  'id' | 'webhook_id' | 'event_id' | 'event_type' | 'attempts' | 'next_attempt_at' | 'body'
>;

/**
 * An attempt's history row as the worker makes it: its view, the times as epoch ms, no id yet;
 * `event_body` when the body sent is its event's (stored once, in `events`).
 */
export type AttemptRow = Omit<AttemptView, 'id' | 'at' | 'next_attempt_at'> & {
  at: number;
  next_attempt_at: number | null;
  event_body: boolean;
};

/**
 * One webhook's due deliveries in due order, skipping the ones in flight (a JSON array of ids):
 * a range of `deliveries_webhook` (webhook_id, state, next_attempt_at), whose order is the
 * ORDER BY's. An Inactive webhook gets its test events (`ping`) only.
 */
const CLAIM_DUE = (filter: string) =>
  `SELECT d.id, d.webhook_id, d.event_id, d.event_type, d.attempts, d.next_attempt_at, d.body
   FROM deliveries d
   WHERE d.webhook_id = ? AND d.state = 'pending' AND d.next_attempt_at <= ?${filter}
     AND d.id NOT IN (SELECT value FROM json_each(?))
   ORDER BY d.next_attempt_at, d.id LIMIT ?`;
export const CLAIM_DUE_SQL = {
  all: CLAIM_DUE(''),
  pingsOnly: CLAIM_DUE(` AND d.event_type = '${PING_EVENT}'`),
};

/**
 * The history rows of a webhook, newest first. A NULL request body is the event's: the worker
 * leaves it out when `events` holds the very bytes it sent (migration 0002), and the event
 * log's pruning has it copied into the row before the event goes (keepEventBodies).
 */
const ATTEMPTS_OF_WEBHOOK = (
  filter = '',
) => `SELECT a.id, a.webhook_id, a.delivery_id, a.event_id, a.event_type,
    a.attempt, a.at, a.succeeded, a.http_status, a.error_kind, a.error_message, a.duration_ms,
    a.request_headers,
    coalesce(a.request_body, (SELECT body FROM events WHERE id = a.event_id)) AS request_body,
    a.response_headers, a.response_body, a.next_attempt_at
  FROM delivery_attempts a WHERE a.webhook_id = ?${filter} ORDER BY a.id DESC LIMIT ?`;

/**
 * The history filters (history-filter.ts) as SQL conditions on `delivery_attempts a`, ANDed
 * after the webhook's own, with their parameters; an absent filter adds nothing.
 */
function historyConditions(filter: HistoryFilter): { where: string; params: unknown[] } {
  const where: string[] = [];
  const params: unknown[] = [];
  if (filter.event !== undefined) {
    where.push('a.event_type = ?');
    params.push(filter.event);
  }
  if (filter.status === 'none') {
    where.push('a.http_status IS NULL');
  } else if (filter.status) {
    where.push('a.http_status BETWEEN ? AND ?');
    params.push(filter.status.low, filter.status.high);
  }
  if (filter.outcome === 'succeeded') where.push('a.succeeded = 1');
  else if (filter.outcome === 'failed') where.push('a.succeeded = 0');
  // The delivery is still pending and this is its latest attempt: its retry is still due.
  else if (filter.outcome === 'retrying')
    where.push(`a.succeeded = 0 AND EXISTS (SELECT 1 FROM deliveries d WHERE d.id = a.delivery_id
      AND d.state = 'pending' AND d.attempts = a.attempt)`);
  return { where: where.map((w) => ` AND ${w}`).join(''), params };
}

const INSERT_ATTEMPT = `INSERT INTO delivery_attempts (webhook_id, delivery_id, event_id, event_type,
    attempt, at, succeeded, http_status, error_kind, error_message, duration_ms, request_headers,
    request_body, response_headers, response_body, next_attempt_at)
  VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`;

/** Deletes a webhook's history rows but the newest `keep`. */
const TRIM_HISTORY = `DELETE FROM delivery_attempts WHERE webhook_id = ? AND id <= (
    SELECT id FROM delivery_attempts WHERE webhook_id = ?
    ORDER BY id DESC LIMIT 1 OFFSET ?)`;

/**
 * Days a given-up delivery is kept after it gave up: as long as the event it names, so that it
 * is there while that event can still be sent again. Its attempts stay in the history.
 */
export const FAILED_DELIVERY_RETENTION_DAYS = 30;

export class DeliveryStore {
  constructor(private readonly db: Database) {}

  // ----- deliveries -----------------------------------------------------------------------------

  /** A pending delivery, due at `at` (epoch ms); `body` only for a test event. Returns its id. */
  insert(webhookId: string, eventId: string, eventType: string, at: number, body: string | null) {
    const iso = new Date(at).toISOString();
    return Number(
      this.db
        .prepare(
          `INSERT INTO deliveries (webhook_id, event_id, event_type, state, attempts, next_attempt_at, lease_until,
             first_failed_at, body, created_at, updated_at)
           VALUES (?, ?, ?, 'pending', 0, ?, NULL, NULL, ?, ?, ?)`,
        )
        .run(webhookId, eventId, eventType, at, body, iso, iso).lastInsertRowid,
    );
  }

  /** A webhook's deliveries due at `now`, not among `busy`, at most `limit`, in due order. */
  due(
    webhookId: string,
    pingsOnly: boolean,
    now: number,
    busy: readonly number[],
    limit: number,
  ): DueDelivery[] {
    return this.db
      .prepare<[string, number, string, number], DueDelivery>(
        pingsOnly ? CLAIM_DUE_SQL.pingsOnly : CLAIM_DUE_SQL.all,
      )
      .all(webhookId, now, JSON.stringify(busy), limit);
  }

  /** A delivery with nothing left to send (its event was pruned). */
  giveUp(id: number, now: number): void {
    this.db
      .prepare("UPDATE deliveries SET state = 'failed', updated_at = ? WHERE id = ?")
      .run(new Date(now).toISOString(), id);
  }

  /**
   * A delivered row is done with: its history row is the record. Deleting it keeps the table to
   * what is still owed and writes no index entries for it. False when it was already gone.
   */
  delivered(id: number): boolean {
    return this.db.prepare('DELETE FROM deliveries WHERE id = ?').run(id).changes > 0;
  }

  /** A failed attempt: rescheduled at `next`, or given up (null). False when the row is gone. */
  failed(id: number, attempts: number, next: number | null, dueAt: number, now: number): boolean {
    return (
      this.db
        .prepare(
          `UPDATE deliveries SET state = ?, attempts = ?, next_attempt_at = ?,
             first_failed_at = coalesce(first_failed_at, ?), updated_at = ? WHERE id = ?`,
        )
        .run(
          next === null ? 'failed' : 'pending',
          attempts,
          next ?? dueAt,
          now,
          new Date(now).toISOString(),
          id,
        ).changes > 0
    );
  }

  /** The given-up deliveries past FAILED_DELIVERY_RETENTION_DAYS, for the hourly maintenance. */
  retention(clock: Clock): RetentionRule {
    return {
      name: 'failed_deliveries',
      tables: ['deliveries'],
      keeps: `what is still owed; a given-up delivery ${FAILED_DELIVERY_RETENTION_DAYS} days (its attempts stay in the history)`,
      prune: () => {
        const cutoff = clock.now() - FAILED_DELIVERY_RETENTION_DAYS * 86_400_000;
        return this.db
          .prepare("DELETE FROM deliveries WHERE state = 'failed' AND updated_at < ?")
          .run(new Date(cutoff).toISOString()).changes;
      },
    };
  }

  pendingCount(webhookId: string): number {
    return this.db
      .prepare<[string], { n: number }>(
        "SELECT count(*) AS n FROM deliveries WHERE webhook_id = ? AND state = 'pending'",
      )
      .get(webhookId)!.n;
  }

  /** A webhook's deliveries not yet succeeded or given up, oldest first. */
  pending(webhookId: string): DeliveryRow[] {
    return this.db
      .prepare<[string], DeliveryRow>(
        `SELECT * FROM deliveries WHERE webhook_id = ? AND state = 'pending' ORDER BY id`,
      )
      .all(webhookId);
  }

  /** A webhook's deliveries and history (it is being deleted). */
  deleteWebhook(webhookId: string): void {
    this.db.prepare('DELETE FROM delivery_attempts WHERE webhook_id = ?').run(webhookId);
    this.db.prepare('DELETE FROM deliveries WHERE webhook_id = ?').run(webhookId);
  }

  // ----- history --------------------------------------------------------------------------------

  /**
   * Writes a group commit's history rows, in order, and trims the history of each webhook they
   * belong to to its newest HISTORY_LIMIT (a range of `delivery_attempts_webhook`). Returns the
   * rows' ids.
   */
  appendAttempts(rows: readonly AttemptRow[]): number[] {
    const insert = this.db.prepare(INSERT_ATTEMPT);
    const ids = rows.map((row) => {
      // Positional: better-sqlite3 binds them faster than named ones. The request body is left
      // out (NULL) when it is its event's: the history reads it there.
      return Number(
        insert.run(
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
          JSON.stringify(row.request_headers),
          row.event_body ? null : row.request_body,
          row.response_headers && JSON.stringify(row.response_headers),
          row.response_body,
          row.next_attempt_at,
        ).lastInsertRowid,
      );
    });
    const trim = this.db.prepare(TRIM_HISTORY);
    for (const webhookId of new Set(rows.map((r) => r.webhook_id))) {
      trim.run(webhookId, webhookId, HISTORY_LIMIT);
    }
    return ids;
  }

  /** A webhook's newest history rows, newest first, narrowed by the history's filters. */
  attempts(webhookId: string, limit: number, filter: HistoryFilter = {}): AttemptRead[] {
    const { where, params } = historyConditions(filter);
    return this.db
      .prepare<unknown[], AttemptRead>(ATTEMPTS_OF_WEBHOOK(where))
      .all(webhookId, ...params, limit);
  }

  /** A webhook's newest history row, without its bodies. */
  lastAttempt(webhookId: string): DeliveryAttemptRow | undefined {
    return this.db
      .prepare<[string], DeliveryAttemptRow>(
        `SELECT * FROM delivery_attempts WHERE webhook_id = ? ORDER BY id DESC LIMIT 1`,
      )
      .get(webhookId);
  }

  /** The id of a webhook's newest succeeded history row; null when none is kept. */
  lastSuccessId(webhookId: string): number | null {
    return this.db
      .prepare<[string], { id: number | null }>(
        `SELECT max(id) AS id FROM delivery_attempts WHERE webhook_id = ? AND succeeded = 1`,
      )
      .get(webhookId)!.id;
  }

  /** When a webhook's first history row after the row `afterId` (0: the first kept) was made. */
  firstAttemptAfter(webhookId: string, afterId: number): string | undefined {
    return this.db
      .prepare<[string, number], { at: string }>(
        `SELECT at FROM delivery_attempts WHERE webhook_id = ? AND id > ? ORDER BY id LIMIT 1`,
      )
      .get(webhookId, afterId)?.at;
  }

  /** The body of a test event still in the webhook's history (its delivery's or the row's). */
  pingBody(webhookId: string, eventId: string): string | undefined {
    const ping = this.db
      .prepare<[string, string], { body: string | null; request_body: string }>(
        `SELECT d.body, a.request_body FROM delivery_attempts a LEFT JOIN deliveries d ON d.id = a.delivery_id
         WHERE a.webhook_id = ? AND a.event_id = ? AND a.event_type = 'ping' LIMIT 1`,
      )
      .get(webhookId, eventId);
    return ping ? (ping.body ?? ping.request_body) : undefined;
  }

  /**
   * Before a branch's events below `beforeSequence` are deleted (the event log's pruning, same
   * transaction): the history rows that read their request body from one get their copy.
   */
  keepEventBodies(branchId: string, beforeSequence: number): void {
    this.db
      .prepare(
        `UPDATE delivery_attempts SET request_body = (SELECT body FROM events WHERE id = event_id)
         WHERE request_body IS NULL
           AND event_id IN (SELECT id FROM events WHERE branch_id = ? AND sequence < ?)`,
      )
      .run(branchId, beforeSequence);
  }
}
