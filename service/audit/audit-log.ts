import { validationError, type FieldError } from '../../shared/errors';
import { AUDIT_TARGET_TYPES } from '../../shared/audit';
import type { AuditFilterInput } from '../../shared/ipc';
import type { Database } from '../db/database';
import type { RetentionRule } from '../maintenance/maintenance';
import type { AuditRow } from '../db/entities';
import { isoNow, type Clock } from '../util/clock';
import { parseInstant } from '../util/instant';
import type { ListScope, ListTokens } from '../resources/list-tokens';

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

/** The console's query: every filter optional, all of them ANDed; `limit` is 1..500 (default
 * 100) and `cursor` the `next_cursor` of the previous page. */
export type AuditQuery = AuditFilterInput & { limit?: number; cursor?: string };

export type AuditRecord = Omit<AuditRow, 'details'> & { details: unknown };

/** Entries of no branch (sign-ins, installation changes) are kept as long as the default. */
export const AUDIT_RETENTION_DAYS = 1095;

export class AuditLog {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly tokens: ListTokens,
  ) {}

  /** Each branch's entries for its `audit_retention_days`; the others for the default. */
  retention(daysOf: (branchId: string) => number): RetentionRule {
    return {
      name: 'audit_log',
      tables: ['audit_log'],
      keeps: `audit entries for the branch's audit_retention_days (default ${AUDIT_RETENTION_DAYS})`,
      prune: () => {
        const cutoff = (days: number) =>
          new Date(this.clock.now() - days * 86_400_000).toISOString();
        const branches = this.db
          .prepare<[], { branch_id: string }>(
            'SELECT DISTINCT branch_id FROM audit_log WHERE branch_id IS NOT NULL',
          )
          .all();
        return this.db.tx(
          () =>
            branches.reduce(
              (n, { branch_id: branchId }) =>
                n +
                this.db
                  .prepare('DELETE FROM audit_log WHERE branch_id = ? AND at < ?')
                  .run(branchId, cutoff(daysOf(branchId))).changes,
              0,
            ) +
            this.db
              .prepare('DELETE FROM audit_log WHERE branch_id IS NULL AND at < ?')
              .run(cutoff(AUDIT_RETENTION_DAYS)).changes,
        );
      },
    };
  }

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

  /**
   * One page of the log, newest first, and the cursor of the next page (null on the last).
   * Paging by id: entries written while someone pages come before the first page, never
   * into a later one, so a walk sees each older entry once.
   */
  page(query: AuditQuery): { entries: AuditRecord[]; next_cursor: string | null } {
    const errors: FieldError[] = [];
    const instant = (path: 'since' | 'until', value: string | undefined) => {
      if (value === undefined) return undefined;
      const parsed = parseInstant(value);
      if (parsed.ok) return parsed.date.toISOString();
      errors.push({ path, message: `${path === 'since' ? 'From' : 'To'} ${parsed.problem}.` });
      return undefined;
    };
    const since = instant('since', query.since);
    const until = instant('until', query.until);
    if (since && until && since >= until)
      errors.push({ path: 'until', message: 'To must be after From.' });
    if (
      query.targetType !== undefined &&
      !AUDIT_TARGET_TYPES.some((t) => t.id === query.targetType)
    )
      errors.push({
        path: 'targetType',
        message: `Target must be one of: ${AUDIT_TARGET_TYPES.map((t) => t.id).join(', ')}.`,
      });
    const limit = query.limit ?? 100;
    if (!Number.isInteger(limit) || limit < 1 || limit > 500)
      errors.push({ path: 'limit', message: 'Limit must be a whole number from 1 to 500.' });
    if (errors.length) throw validationError(errors);
    // A cursor continues the walk of the same filters (list-tokens.ts): the position is the last id.
    const scope: ListScope = {
      resource: 'audit_log',
      branchId: '',
      filters: [
        query.companyId ?? null,
        query.actor ?? null,
        query.action ?? null,
        query.targetType ?? null,
        query.targetId ?? null,
        since ?? null,
        until ?? null,
      ],
    };
    const beforeId =
      query.cursor === undefined ? undefined : this.tokens.open('cursor', query.cursor, scope)[0];
    if (beforeId !== undefined && (typeof beforeId !== 'number' || !Number.isSafeInteger(beforeId)))
      throw validationError([
        { path: 'cursor', message: 'Cursor is not one this log handed out.' },
      ]);

    const where: string[] = [];
    const params: unknown[] = [];
    const add = (sql: string, value: unknown) => {
      where.push(sql);
      params.push(value);
    };
    if (query.companyId) add('company_id = ?', query.companyId);
    if (query.actor) add('actor = ?', query.actor);
    if (query.action?.endsWith('.')) {
      // A prefix, compared as text: LIKE would take the '_' of api_key as a wildcard.
      where.push('substr(action, 1, ?) = ?');
      params.push(query.action.length, query.action);
    } else if (query.action) add('action = ?', query.action);
    if (query.targetType) add('target_type = ?', query.targetType);
    if (query.targetId) add('target_id = ?', query.targetId);
    if (since) add('at >= ?', since);
    if (until) add('at < ?', until);
    if (beforeId) add('id < ?', beforeId);
    const rows = this.db.sql
      .prepare(
        `SELECT * FROM audit_log ${where.length ? `WHERE ${where.join(' AND ')}` : ''} ORDER BY id DESC LIMIT ${limit + 1}`,
      )
      .all(...params) as AuditRow[];
    const more = rows.length > limit;
    const entries = rows
      .slice(0, limit)
      .map((r) => ({ ...r, details: r.details ? (JSON.parse(r.details) as unknown) : null }));
    return {
      entries,
      next_cursor:
        more && entries.length
          ? this.tokens.seal('cursor', scope, [entries[entries.length - 1]!.id])
          : null,
    };
  }

  list(filter: AuditFilter = {}): AuditRecord[] {
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
