import { useState } from 'react';
import {
  actionLabel,
  AUDIT_ACTION_KINDS,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
} from '../../../../shared/audit';
import type { AuditEntryInfo, AuditFilterInput } from '../../../../shared/ipc';
import { call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import { EmptyState, ErrorBanner, Spinner, TableWrap } from '../../components/ui';
import { formatDateTime } from '../../format';
import { saveText } from '../../save-text';
import './audit.css';

const PAGE_SIZE = 50;

/** A local calendar day (yyyy-mm-dd from a date input) as the instant it starts. */
function dayStart(day: string, plusDays = 0): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return undefined;
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d + plusDays).toISOString();
}

const EMPTY = {
  actor: '',
  action: '',
  targetType: '',
  targetId: '',
  companyId: '',
  from: '',
  to: '',
};

export function AuditTab() {
  const session = useApp((s) => s.session)!;
  const toast = useApp((s) => s.toast);
  const [f, setF] = useState(EMPTY);
  const [older, setOlder] = useState<{ entries: AuditEntryInfo[]; next: string | null } | null>(
    null,
  );
  const [exporting, setExporting] = useState(false);
  const set = (key: keyof typeof EMPTY) => (value: string) => setF({ ...f, [key]: value });

  const since = dayStart(f.from);
  const until = dayStart(f.to, 1);
  const filter: AuditFilterInput = {
    ...(f.actor ? { actor: f.actor } : {}),
    ...(f.action ? { action: f.action } : {}),
    ...(f.targetType ? { targetType: f.targetType } : {}),
    ...(f.targetId.trim() ? { targetId: f.targetId.trim() } : {}),
    ...(f.companyId ? { companyId: f.companyId } : {}),
    ...(since ? { since } : {}),
    ...(until ? { until } : {}),
  };
  const key = JSON.stringify(filter);
  const users = useLoad(() => call('users.list', undefined), []);
  const { data, error, loading, reload } = useLoad(async () => {
    const page = await call('audit.list', { ...filter, limit: PAGE_SIZE });
    setOlder(null);
    return page;
  }, [key]);
  const entries = older?.entries ?? data?.entries ?? null;
  const next = older ? older.next : (data?.next_cursor ?? null);

  async function loadOlder() {
    if (!entries || !next) return;
    try {
      const page = await call('audit.list', { ...filter, limit: PAGE_SIZE, cursor: next });
      setOlder({ entries: [...entries, ...page.entries], next: page.next_cursor });
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  async function exportCsv() {
    setExporting(true);
    try {
      const file = await call('audit.export', filter);
      if (file.saved_to === undefined) saveText(file.file_name, file.content, 'text/csv');
      if (file.saved_to !== null)
        toast(
          `Exported ${file.rows} entr${file.rows === 1 ? 'y' : 'ies'}${file.truncated ? ' (the newest 50 000)' : ''}${file.saved_to ? ` to ${file.saved_to}` : ''}.`,
          'success',
        );
    } catch (e) {
      toast(messageOf(e), 'error');
    } finally {
      setExporting(false);
    }
  }

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Audit log</h1>
          <p className="muted">
            Who did what to which key, webhook or user, and when. Secrets are never recorded.
          </p>
        </div>
        <button type="button" className="btn" disabled={exporting} onClick={() => void exportCsv()}>
          Export CSV…
        </button>
      </div>
      <section className="card card-flush" aria-label="Audit log">
        <div className="table-toolbar filters" role="search" aria-label="Filter the audit log">
          <label className="select-label">
            <span>Who</span>
            <select value={f.actor} onChange={(e) => set('actor')(e.target.value)}>
              <option value="">Anyone</option>
              {users.data?.map((u) => (
                <option key={u.id} value={`user:${u.username}`}>
                  {u.display_name} ({u.username})
                </option>
              ))}
              <option value="system">The service itself</option>
            </select>
          </label>
          <label className="select-label">
            <span>Action</span>
            <select value={f.action} onChange={(e) => set('action')(e.target.value)}>
              <option value="">All actions</option>
              <optgroup label="Kinds">
                {AUDIT_ACTION_KINDS.map((k) => (
                  <option key={k.prefix} value={k.prefix}>
                    {k.label}
                  </option>
                ))}
              </optgroup>
              <optgroup label="Actions">
                {AUDIT_ACTIONS.map((a) => (
                  <option key={a} value={a}>
                    {actionLabel(a)}
                  </option>
                ))}
              </optgroup>
            </select>
          </label>
          <label className="select-label">
            <span>Target</span>
            <select value={f.targetType} onChange={(e) => set('targetType')(e.target.value)}>
              <option value="">Anything</option>
              {AUDIT_TARGET_TYPES.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
          </label>
          <label className="select-label">
            <span className="nowrap">Target id</span>
            <input
              value={f.targetId}
              placeholder="pk_…, whk_…, username"
              onChange={(e) => set('targetId')(e.target.value)}
            />
          </label>
          <label className="select-label">
            <span>Company</span>
            <select value={f.companyId} onChange={(e) => set('companyId')(e.target.value)}>
              <option value="">All companies</option>
              {session.companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="select-label">
            <span>From</span>
            <input type="date" value={f.from} onChange={(e) => set('from')(e.target.value)} />
          </label>
          <label className="select-label">
            <span>To</span>
            <input type="date" value={f.to} onChange={(e) => set('to')(e.target.value)} />
          </label>
          {key !== '{}' && (
            <button type="button" className="btn btn-small" onClick={() => setF(EMPTY)}>
              Clear filters
            </button>
          )}
        </div>
        {loading && !entries && <Spinner />}
        {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
        {entries && entries.length === 0 && <EmptyState title="Nothing recorded for this filter" />}
        {entries && entries.length > 0 && (
          <TableWrap>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">What happened</th>
                  <th scope="col">Target</th>
                  <th scope="col">Where</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((r) => (
                  <tr key={r.id}>
                    <td className="nowrap">{formatDateTime(r.at)}</td>
                    <td>
                      <div>{r.actor_name ?? r.actor.replace(/^user:/, '')}</div>
                      {r.actor_name && r.actor_name !== r.actor.replace(/^user:/, '') && (
                        <div className="small muted">{r.actor.replace(/^user:/, '')}</div>
                      )}
                    </td>
                    <td>
                      <div>{r.summary}</div>
                      <details className="audit-details small">
                        <summary>
                          Details<span className="sr-only"> of this entry</span>
                        </summary>
                        <dl>
                          <dt>Action code</dt>
                          <dd>
                            <code>{r.action}</code>
                          </dd>
                          {r.details !== null && r.details !== undefined && (
                            <>
                              <dt>Recorded details</dt>
                              <dd>
                                <pre className="mono">{JSON.stringify(r.details, null, 2)}</pre>
                              </dd>
                            </>
                          )}
                        </dl>
                      </details>
                    </td>
                    <td>
                      {r.target_name && <div>{r.target_name}</div>}
                      <div className="mono small muted">{r.target_id ?? '—'}</div>
                    </td>
                    <td className="small">
                      {r.company_name ?? ''}
                      {r.branch_name ? ` · ${r.branch_name}` : ''}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            {next && (
              <div className="table-footer">
                <button type="button" className="btn btn-small" onClick={() => void loadOlder()}>
                  Load older entries
                </button>
              </div>
            )}
          </TableWrap>
        )}
      </section>
    </div>
  );
}
