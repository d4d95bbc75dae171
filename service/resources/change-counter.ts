import type { Database } from '../db/database';

/**
 * The per-branch change counter behind sync tokens (migration 0009). Every write to a row of a
 * listed resource stores `next()` in the row's `change_seq`, inside the writing transaction: BEGIN
 * IMMEDIATE serialises writers, so in any snapshot every row with `change_seq <= last` is
 * committed, and "the rows with change_seq > T" are exactly the changes after T.
 */
export class ChangeCounter {
  constructor(private readonly db: Database) {}

  /** The next value for a row being written (must run inside the write transaction). */
  next(branchId: string): number {
    return this.db
      .prepare<[string], { last_change_seq: number }>(
        `INSERT INTO change_sequences (branch_id, last_change_seq) VALUES (?, 1)
         ON CONFLICT (branch_id) DO UPDATE SET last_change_seq = last_change_seq + 1
         RETURNING last_change_seq`,
      )
      .get(branchId)!.last_change_seq;
  }

  /** The last value handed out, and the largest change_seq of a pruned tombstone (0, 0 when none). */
  read(branchId: string): { last: number; pruned: number } {
    const row = this.db
      .prepare<[string], { last: number; pruned: number }>(
        'SELECT last_change_seq AS last, pruned_change_seq AS pruned FROM change_sequences WHERE branch_id = ?',
      )
      .get(branchId);
    return row ?? { last: 0, pruned: 0 };
  }

  /**
   * Deletes the tombstones of `table` deleted before `cutoff` (and meeting its extra condition,
   * such as "no other row names it"), and raises each branch's `pruned_change_seq` to the
   * largest change_seq deleted. Runs inside a transaction.
   */
  pruneTombstones(table: string, cutoff: string, keepWhile = ''): number {
    const prunable = `deleted_at IS NOT NULL AND deleted_at < ?${keepWhile ? ` AND ${keepWhile}` : ''}`;
    this.db
      .prepare(
        `UPDATE change_sequences SET pruned_change_seq = max(pruned_change_seq, m.seq)
         FROM (SELECT branch_id, max(change_seq) AS seq FROM ${table} WHERE ${prunable} GROUP BY branch_id) AS m
         WHERE change_sequences.branch_id = m.branch_id`,
      )
      .run(cutoff);
    return this.db.prepare(`DELETE FROM ${table} WHERE ${prunable}`).run(cutoff).changes;
  }
}
