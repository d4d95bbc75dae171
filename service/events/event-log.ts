import type { RetentionRule } from '../maintenance/maintenance';
import type { EventType } from '../../shared/events';
import type { Database } from '../db/database';
import type { EventRow } from '../db/entities';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';

/** The body every webhook delivery carries (see docs/webhooks.md). */
export interface EventBody {
  id: string;
  type: EventType;
  created_at: string;
  company_id: string;
  branch_id: string;
  sequence: number;
  data: {
    object: unknown;
    previous?: Record<string, unknown>;
    stock?: {
      previous: number;
      current: number;
      delta: number;
      reason: string | null;
      /** Set when a sale moved the stock (reason `order` or `refund`). */
      order_id?: string;
    };
  };
}

export interface AppendInput {
  type: EventType;
  companyId: string;
  branchId: string;
  object: unknown;
  previous?: Record<string, unknown>;
  stock?: EventBody['data']['stock'];
}

/** Runs inside the writing transaction: the webhook outbox adds its delivery rows here. */
export type AppendListener = (event: EventRow) => void;

export const EVENT_RETENTION_DAYS = 30;

/**
 * The outbox of catalog events. `append` must run inside the transaction that makes the
 * change, so a rolled-back change leaves no event and a committed one has exactly one.
 * `sequence` comes from a per-branch counter row updated in that same transaction:
 * BEGIN IMMEDIATE serialises writers, so there are no gaps and no duplicates.
 */
export class EventLog {
  private readonly appendListeners: AppendListener[] = [];
  private readonly commitListeners: (() => void)[] = [];
  private readonly rollbackListeners: (() => void)[] = [];
  private readonly pruneListeners: ((branchId: string, beforeSequence: number) => void)[] = [];
  private appendedInTx = false;
  /** Inside a transaction this log opened: its commit and rollback listeners will run. */
  private owning = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  onAppend(listener: AppendListener): void {
    this.appendListeners.push(listener);
  }

  /** Called after a transaction that appended events commits (wakes the delivery worker). */
  onCommit(listener: () => void): void {
    this.commitListeners.push(listener);
  }

  /** Called after a transaction that appended events rolls back (nothing it appended exists). */
  onRollback(listener: () => void): void {
    this.rollbackListeners.push(listener);
  }

  /**
   * Called inside the pruning transaction, per branch, before that branch's events with a
   * sequence below `beforeSequence` are deleted: what reads them (the webhook history) keeps
   * what it needs.
   */
  onPrune(listener: (branchId: string, beforeSequence: number) => void): void {
    this.pruneListeners.push(listener);
  }

  /** A write transaction that may append events; commit listeners run after it commits. */
  transaction<T>(fn: () => T): T {
    // Already inside one of this log's (an idempotent HTTP write, the import): join it; its
    // owner notifies. Inside any other transaction, append() refuses.
    if (this.db.sql.inTransaction) return fn();
    this.appendedInTx = false;
    let result: T;
    this.owning = true;
    try {
      result = this.db.tx(fn);
    } catch (error) {
      this.notify(this.rollbackListeners);
      throw error;
    } finally {
      this.owning = false;
    }
    this.notify(this.commitListeners);
    return result;
  }

  /** Tells the listeners how the transaction ended, if it appended events. */
  private notify(listeners: (() => void)[]): void {
    if (!this.appendedInTx) return;
    this.appendedInTx = false;
    for (const listener of listeners) listener();
  }

  append(input: AppendInput): EventRow {
    // Inside this log's own transaction, so commit and rollback listeners always hear of it
    // (the fan-out hands rows to the worker only after their commit).
    if (!this.owning) throw new Error('EventLog.append must run inside EventLog.transaction.');
    const sequence = this.db
      .prepare<[string], { last_sequence: number }>(
        `INSERT INTO event_sequences (branch_id, last_sequence) VALUES (?, 1)
         ON CONFLICT (branch_id) DO UPDATE SET last_sequence = last_sequence + 1
         RETURNING last_sequence`,
      )
      .get(input.branchId)!.last_sequence;
    const body: EventBody = {
      id: newId('evt'),
      type: input.type,
      created_at: isoNow(this.clock),
      company_id: input.companyId,
      branch_id: input.branchId,
      sequence,
      data: {
        object: input.object,
        ...(input.previous ? { previous: input.previous } : {}),
        ...(input.stock ? { stock: input.stock } : {}),
      },
    };
    const row: EventRow = {
      id: body.id,
      company_id: body.company_id,
      branch_id: body.branch_id,
      sequence,
      type: body.type,
      created_at: body.created_at,
      body: JSON.stringify(body),
    };
    this.db
      .prepare(
        'INSERT INTO events (id, company_id, branch_id, sequence, type, created_at, body) VALUES (@id, @company_id, @branch_id, @sequence, @type, @created_at, @body)',
      )
      .run(row);
    for (const listener of this.appendListeners) listener(row);
    this.appendedInTx = true;
    return row;
  }

  /** Events of a branch in order, from a sequence on (the dispatcher and replays use this). */
  listFrom(branchId: string, fromSequence: number, limit = 500): EventRow[] {
    return this.db
      .prepare<[string, number, number], EventRow>(
        `SELECT * FROM events WHERE branch_id = ? AND sequence >= ? ORDER BY sequence LIMIT ?`,
      )
      .all(branchId, fromSequence, limit);
  }

  get(eventId: string): EventRow | undefined {
    return this.db.prepare<[string], EventRow>('SELECT * FROM events WHERE id = ?').get(eventId);
  }

  /** The last sequence written in a branch (0 when none). */
  lastSequence(branchId: string): number {
    return (
      this.db
        .prepare<[string], { last_sequence: number }>(
          'SELECT last_sequence FROM event_sequences WHERE branch_id = ?',
        )
        .get(branchId)?.last_sequence ?? 0
    );
  }

  /**
   * Deletes events older than the retention; the per-branch counter keeps counting. Per branch
   * it deletes only the events before the first one still within the retention, so the log stays
   * a suffix of the sequence even when the clock stepped back (the event feed's 410 relies on
   * it). The prune listeners run first for each branch, in the same transaction.
   */
  retention(): RetentionRule {
    return {
      name: 'events',
      tables: ['events'],
      keeps: `${EVENT_RETENTION_DAYS} days of events (the sync and feed window; older positions answer 410)`,
      prune: () => this.prune(),
    };
  }

  prune(retentionDays = EVENT_RETENTION_DAYS): number {
    const cutoff = new Date(this.clock.now() - retentionDays * 86_400_000).toISOString();
    return this.db.tx(() => {
      let deleted = 0;
      const branches = this.db
        .prepare<[], { branch_id: string; last_sequence: number }>(
          'SELECT branch_id, last_sequence FROM event_sequences',
        )
        .all();
      for (const { branch_id: branchId, last_sequence: last } of branches) {
        const keepFrom =
          this.db
            .prepare<[string, string], { sequence: number }>(
              `SELECT sequence FROM events WHERE branch_id = ? AND created_at >= ?
               ORDER BY sequence LIMIT 1`,
            )
            .get(branchId, cutoff)?.sequence ?? last + 1;
        for (const listener of this.pruneListeners) listener(branchId, keepFrom);
        deleted += this.db
          .prepare('DELETE FROM events WHERE branch_id = ? AND sequence < ?')
          .run(branchId, keepFrom).changes;
      }
      return deleted;
    });
  }
}
