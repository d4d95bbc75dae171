import type { Database } from '../db/database';

/** A row of `exports` (migration 0018). */
export interface ExportRow {
  id: string;
  company_id: string;
  branch_id: string;
  resource: string;
  format: string;
  from_date: string | null;
  to_date: string | null;
  filters: string;
  /** A scheduled report's definition (JSON) for files made from a report; null for exports. */
  report: string | null;
  status: 'queued' | 'running' | 'done' | 'failed' | 'expired';
  progress: number;
  row_count: number | null;
  bytes: number | null;
  sha256: string | null;
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  schedule_id: string | null;
  created_by: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
  removed_at: string | null;
}

export type NewExport = Pick<
  ExportRow,
  | 'id'
  | 'company_id'
  | 'branch_id'
  | 'resource'
  | 'format'
  | 'from_date'
  | 'to_date'
  | 'filters'
  | 'report'
  | 'schedule_id'
  | 'created_by'
  | 'created_at'
>;

/** Every statement on the `exports` table. */
export class ExportStore {
  constructor(private readonly db: Database) {}

  insert(row: NewExport): void {
    this.db
      .prepare(
        `INSERT INTO exports (id, company_id, branch_id, resource, format, from_date, to_date, filters,
           report, status, schedule_id, created_by, created_at)
         VALUES (@id, @company_id, @branch_id, @resource, @format, @from_date, @to_date, @filters,
           @report, 'queued', @schedule_id, @created_by, @created_at)`,
      )
      .run(row);
  }

  get(id: string): ExportRow | undefined {
    return this.db.prepare<[string], ExportRow>('SELECT * FROM exports WHERE id = ?').get(id);
  }

  /** The branch's exports, newest first, after the cursor id. */
  page(branchId: string, before: string | null, limit: number): ExportRow[] {
    return this.db
      .prepare<[string, string, number], ExportRow>(
        `SELECT * FROM exports WHERE branch_id = ? AND id < ?
         ORDER BY id DESC LIMIT ?`,
      )
      .all(branchId, before ?? '~', limit);
  }

  /** The oldest queued export, now running (one transaction: a second process cannot take it too). */
  claimNext(now: string): ExportRow | undefined {
    return this.db.tx(() => {
      const row = this.db
        .prepare<[], ExportRow>("SELECT * FROM exports WHERE status = 'queued' ORDER BY id LIMIT 1")
        .get();
      if (!row) return undefined;
      this.db
        .prepare(
          "UPDATE exports SET status = 'running', started_at = ?, attempts = attempts + 1, progress = 0 WHERE id = ?",
        )
        .run(now, row.id);
      return { ...row, status: 'running' as const, started_at: now, attempts: row.attempts + 1 };
    });
  }

  progress(id: string, progress: number): void {
    this.db
      .prepare("UPDATE exports SET progress = ? WHERE id = ? AND status = 'running'")
      .run(progress, id);
  }

  done(
    id: string,
    file: { rowCount: number; bytes: number; sha256: string },
    now: string,
    expiresAt: string,
  ): void {
    this.db
      .prepare(
        `UPDATE exports SET status = 'done', progress = 1, row_count = ?, bytes = ?, sha256 = ?,
           finished_at = ?, expires_at = ? WHERE id = ?`,
      )
      .run(file.rowCount, file.bytes, file.sha256, now, expiresAt, id);
  }

  failed(id: string, code: string, message: string, now: string): void {
    this.db
      .prepare(
        "UPDATE exports SET status = 'failed', error_code = ?, error_message = ?, finished_at = ? WHERE id = ?",
      )
      .run(code, message, now, id);
  }

  /** Exports left running by a process that stopped or died: queued again. */
  requeueRunning(): ExportRow[] {
    return this.db.tx(() => {
      const rows = this.db
        .prepare<[], ExportRow>("SELECT * FROM exports WHERE status = 'running'")
        .all();
      this.db.prepare("UPDATE exports SET status = 'queued' WHERE status = 'running'").run();
      return rows;
    });
  }

  /** Done exports whose file is due for removal (retention), oldest first. */
  dueForRemoval(now: string, limit = 100): ExportRow[] {
    return this.db
      .prepare<[string, number], ExportRow>(
        `SELECT * FROM exports WHERE status = 'done' AND expires_at <= ?
         ORDER BY expires_at LIMIT ?`,
      )
      .all(now, limit);
  }

  /** A schedule's done files beyond its newest `keep`. */
  beyondNewest(scheduleId: string, keep: number): ExportRow[] {
    return this.db
      .prepare<[string, number], ExportRow>(
        `SELECT * FROM exports WHERE schedule_id = ? AND status = 'done'
         ORDER BY id DESC LIMIT -1 OFFSET ?`,
      )
      .all(scheduleId, keep);
  }

  expired(id: string, now: string): void {
    this.db
      .prepare(
        "UPDATE exports SET status = 'expired', removed_at = ? WHERE id = ? AND status = 'done'",
      )
      .run(now, id);
  }
}
