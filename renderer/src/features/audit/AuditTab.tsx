import { useState } from 'react';
import type { AuditEntryInfo } from '../../../../shared/ipc';
import { call } from '../../api';
import { useApp } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import { EmptyState, ErrorBanner, Spinner, TableWrap } from '../../components/ui';
import { formatDateTime } from '../../format';

const ACTION_FILTERS = [
  ['', 'All actions'],
  ['api_key.', 'API keys'],
  ['webhook.', 'Webhooks'],
  ['user.', 'Users and sign-ins'],
  ['settings.', 'Settings'],
  ['company.', 'Companies'],
] as const;

const describe = (details: unknown): string => {
  if (!details || typeof details !== 'object') return '';
  return Object.entries(details as Record<string, unknown>)
    .map(
      ([k, v]) =>
        `${k}: ${Array.isArray(v) ? v.join(', ') : typeof v === 'object' ? JSON.stringify(v) : String(v)}`,
    )
    .join(' · ');
};

export function AuditTab() {
  const session = useApp((s) => s.session)!;
  const [action, setAction] = useState('');
  const [companyId, setCompanyId] = useState('');
  const [actor, setActor] = useState('');
  const [entries, setEntries] = useState<AuditEntryInfo[] | null>(null);
  const filter = {
    ...(action ? { action } : {}),
    ...(companyId ? { companyId } : {}),
    ...(actor.trim() ? { actor: `user:${actor.trim()}` } : {}),
  };
  const { data, error, loading, reload } = useLoad(async () => {
    const rows = await call('audit.list', { ...filter, limit: 100 });
    setEntries(null);
    return rows;
  }, [action, companyId, actor]);
  const rows = entries ?? data;

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Audit log</h1>
          <p className="muted">
            Who did what to which key, webhook or user, and when. Secrets are never recorded.
          </p>
        </div>
      </div>
      <section className="card card-flush" aria-label="Audit log">
        <div className="table-toolbar filters">
          <label className="select-label">
            <span>Action</span>
            <select value={action} onChange={(e) => setAction(e.target.value)}>
              {ACTION_FILTERS.map(([v, l]) => (
                <option key={v} value={v}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <label className="select-label">
            <span>Company</span>
            <select value={companyId} onChange={(e) => setCompanyId(e.target.value)}>
              <option value="">All companies</option>
              {session.companies.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
          </label>
          <label className="select-label">
            <span>User</span>
            <input
              value={actor}
              placeholder="username"
              onChange={(e) => setActor(e.target.value)}
            />
          </label>
        </div>
        {loading && !rows && <Spinner />}
        {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
        {rows && rows.length === 0 && <EmptyState title="Nothing recorded for this filter" />}
        {rows && rows.length > 0 && (
          <TableWrap>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">When</th>
                  <th scope="col">Who</th>
                  <th scope="col">Action</th>
                  <th scope="col">Target</th>
                  <th scope="col">Details</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.id}>
                    <td className="nowrap">{formatDateTime(r.at)}</td>
                    <td>{r.actor.replace(/^user:/, '')}</td>
                    <td>
                      <code className="tag">{r.action}</code>
                    </td>
                    <td className="mono small">{r.target_id ?? '—'}</td>
                    <td className="small muted">{describe(r.details)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {rows.length >= 100 && (
              <div className="table-footer">
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={async () => {
                    const more = await call('audit.list', {
                      ...filter,
                      limit: 100,
                      beforeId: rows[rows.length - 1]!.id,
                    });
                    setEntries([...rows, ...more]);
                  }}
                >
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
