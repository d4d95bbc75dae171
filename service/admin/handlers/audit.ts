import type { AuditFilterInput, Channel } from '../../../shared/ipc';
import type { AuditQuery } from '../../audit/audit-log';
import { auditCsv, auditView } from '../../audit/audit-view';
import type { Handlers } from '../dispatch';
import type { Input } from '../input';
import type { AdminKit } from '../kit';

/** Settings → Audit log (Super Admin). */
type AuditChannel = Extract<Channel, `audit.${string}`>;

/** At most this many rows in one export (a year of a busy installation is far fewer). */
const EXPORT_MAX_ROWS = 50_000;

/** The filter's shape (text fields); their content (dates, target type) is AuditLog.page's. */
function filter(input: Input): AuditQuery {
  const out: AuditFilterInput = {};
  for (const key of [
    'companyId',
    'actor',
    'action',
    'targetType',
    'targetId',
    'since',
    'until',
  ] as const) {
    const value = input.optionalString(key, key);
    if (value) out[key] = value;
  }
  return out;
}

export const auditHandlers = (a: AdminKit): Handlers<AuditChannel> => ({
  'audit.list': {
    access: 'super_admin',
    handle: (_ctx, input) => {
      const query = filter(input);
      const limit = input.optionalInteger('limit', 'Limit');
      const cursor = input.optionalString('cursor', 'Cursor');
      input.done();
      const page = a.service.audit.page({
        ...query,
        ...(limit !== undefined ? { limit } : {}),
        ...(cursor ? { cursor } : {}),
      });
      return { entries: auditView(a.service.db, page.entries), next_cursor: page.next_cursor };
    },
  },
  'audit.export': {
    access: 'super_admin',
    handle: (_ctx, input) => {
      const query = filter(input);
      input.done();
      const entries = [];
      let cursor: string | null = null;
      do {
        const page = a.service.audit.page({ ...query, limit: 500, ...(cursor ? { cursor } : {}) });
        entries.push(...auditView(a.service.db, page.entries));
        cursor = page.next_cursor;
      } while (cursor && entries.length < EXPORT_MAX_ROWS);
      const rows = entries.slice(0, EXPORT_MAX_ROWS);
      const day = new Date(a.service.clock.now()).toISOString().slice(0, 10);
      return {
        file_name: `audit-log-${day}.csv`,
        content: auditCsv(rows),
        rows: rows.length,
        truncated: cursor !== null || entries.length > EXPORT_MAX_ROWS,
      };
    },
  },
});
