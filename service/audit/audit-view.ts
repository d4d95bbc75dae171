import { describeAudit } from '../../shared/audit';
import type { AuditEntryInfo } from '../../shared/ipc';
import type { Database } from '../db/database';
import type { AuditRecord } from './audit-log';
import { toCsv } from './csv';

type Lookup = Map<string, string>;

/** name-by-id for the ids of one page: one query per table, whatever the page size. */
function lookup(db: Database, sql: (marks: string) => string, ids: Set<string>): Lookup {
  if (ids.size === 0) return new Map();
  const list = [...ids];
  const rows = db.sql.prepare(sql(list.map(() => '?').join(','))).all(...list) as {
    id: string;
    name: string;
  }[];
  return new Map(rows.map((r) => [r.id, r.name]));
}

const username = (actor: string) => (actor.startsWith('user:') ? actor.slice(5) : null);

/**
 * The log as people read it: beside each id the name it has now (key name, webhook URL,
 * user's display name, company and branch names) and a sentence per action. Names are
 * looked up when read, so a renamed key shows its current name; a deleted webhook falls
 * back to the URL its entry recorded.
 */
export function auditView(db: Database, records: readonly AuditRecord[]): AuditEntryInfo[] {
  const ids = {
    api_key: new Set<string>(),
    webhook: new Set<string>(),
    user: new Set<string>(),
    company: new Set<string>(),
    branch: new Set<string>(),
  };
  for (const r of records) {
    if (r.target_id && r.target_type in ids)
      ids[r.target_type as keyof typeof ids].add(r.target_id);
    const actor = username(r.actor);
    if (actor) ids.user.add(actor);
    if (r.company_id) ids.company.add(r.company_id);
    if (r.branch_id) ids.branch.add(r.branch_id);
  }
  const names = {
    api_key: lookup(
      db,
      (m) => `SELECT public_key AS id, name FROM api_keys WHERE public_key IN (${m})`,
      ids.api_key,
    ),
    webhook: lookup(
      db,
      (m) => `SELECT id, url AS name FROM webhooks WHERE id IN (${m})`,
      ids.webhook,
    ),
    user: lookup(
      db,
      (m) => `SELECT username AS id, display_name AS name FROM users WHERE username IN (${m})`,
      ids.user,
    ),
    company: lookup(db, (m) => `SELECT id, name FROM companies WHERE id IN (${m})`, ids.company),
    branch: lookup(db, (m) => `SELECT id, name FROM branches WHERE id IN (${m})`, ids.branch),
  };
  return records.map((r) => {
    const actor = username(r.actor);
    const targetNames = names[r.target_type as keyof typeof names] as Lookup | undefined;
    const facts = {
      action: r.action,
      actor: r.actor,
      actor_name: actor ? (names.user.get(actor) ?? null) : null,
      target_id: r.target_id,
      target_name: (r.target_id && targetNames?.get(r.target_id)) ?? null,
      details: r.details,
    };
    return {
      id: r.id,
      at: r.at,
      actor: r.actor,
      action: r.action,
      target_type: r.target_type,
      target_id: r.target_id,
      company_id: r.company_id,
      branch_id: r.branch_id,
      details: r.details,
      actor_name: facts.actor_name,
      target_name: facts.target_name,
      company_name: r.company_id ? (names.company.get(r.company_id) ?? null) : null,
      branch_name: r.branch_id ? (names.branch.get(r.branch_id) ?? null) : null,
      summary: describeAudit(facts),
    };
  });
}

export const AUDIT_CSV_HEADER = [
  'id',
  'at',
  'actor',
  'actor_name',
  'action',
  'summary',
  'target_type',
  'target_id',
  'target_name',
  'company_id',
  'company_name',
  'branch_id',
  'branch_name',
  'details',
] as const;

/** The CSV of some entries (header first); details as JSON, every cell made safe for spreadsheets. */
export function auditCsv(entries: readonly AuditEntryInfo[]): string {
  return toCsv([
    AUDIT_CSV_HEADER,
    ...entries.map((e) => [
      e.id,
      e.at,
      e.actor,
      e.actor_name,
      e.action,
      e.summary,
      e.target_type,
      e.target_id,
      e.target_name,
      e.company_id,
      e.company_name,
      e.branch_id,
      e.branch_name,
      e.details === null ? '' : JSON.stringify(e.details),
    ]),
  ]);
}
