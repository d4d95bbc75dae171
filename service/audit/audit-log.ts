import type { Database } from '../db/database';
import type { AuditRow } from '../db/entities';
import { isoNow, type Clock } from '../util/clock';

/** Who did it: a dashboard user, the CLI (with the OS user), or the system itself. */
export type Actor = string;
export const SYSTEM_ACTOR: Actor = 'system';

export interface AuditEntry {
  actor: Actor;
  action: string;
  targetType: 'api_key' | 'webhook' | 'user' | 'company' | 'branch' | 'settings' | 'system';
  targetId?: string | null;
  companyId?: string | null;
  branchId?: string | null;
  /** Never a secret: names, public keys, changed field names. */
  details?: Record<string, unknown>;
}

export interface AuditFilter {
  companyId?: string;
  branchId?: string;
  action?: string;
  actor?: string;
  targetId?: string;
  limit?: number;
  beforeId?: number;
}

export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
  ) {}

  record(entry: AuditEntry): void {
    this.db
      .prepare(
        `INSERT INTO audit_log (at, actor, action, target_type, target_id, company_id, branch_id, details)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
      )
      .run(
        isoNow(this.clock),
        entry.actor,
        entry.action,
        entry.targetType,
        entry.targetId ?? null,
        entry.companyId ?? null,
        entry.branchId ?? null,
        entry.details ? JSON.stringify(entry.details) : null,
      );
  }

  list(filter: AuditFilter = {}): (Omit<AuditRow, 'details'> & { details: unknown })[] {
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (filter.companyId) add('company_id = ?', filter.companyId);
    if (filter.branchId) add('branch_id = ?', filter.branchId);
    if (filter.action) add('action LIKE ?', `${filter.action}%`);
    if (filter.actor) add('actor = ?', filter.actor);
    if (filter.targetId) add('target_id = ?', filter.targetId);
    if (filter.beforeId) add('id < ?', filter.beforeId);
    const limit = Math.min(Math.max(filter.limit ?? 100, 1), 500);
    const rows = this.db.sql
      .prepare(
        `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${limit}`,
      )
      .all(...params) as AuditRow[];
    return rows.map((r) => ({ ...r, details: r.details ? JSON.parse(r.details) : null }));
  }
}
