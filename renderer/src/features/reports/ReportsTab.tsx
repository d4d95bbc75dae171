import { useState } from 'react';
import type { ExportFileInfo, ScheduledReportInfo } from '../../../../shared/ipc';
import { call, messageOf } from '../../api';
import { useApp, useTenantInfo } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import { Badge, Card, EmptyState, ErrorBanner, Spinner, TableWrap } from '../../components/ui';
import { formatDateTime, formatNumber } from '../../format';

const STATUS_TONE: Record<ExportFileInfo['status'], 'green' | 'gray' | 'red' | 'amber' | 'blue'> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  expired: 'gray',
};

const FREQUENCY: Record<ScheduledReportInfo['frequency'], string> = {
  daily: 'Every day',
  weekly: 'Every week',
  monthly: 'Every month',
};

/** 1 234 567 bytes → "1.2 MB". */
function formatBytes(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1000) return `${bytes} B`;
  const units = ['kB', 'MB', 'GB'];
  let value = bytes / 1000;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit++;
  }
  return `${value.toFixed(1)} ${units[unit]}`;
}

const span = (e: ExportFileInfo) =>
  e.from ? (e.from === e.to ? e.from : `${e.from} – ${e.to}`) : 'as of export';

/**
 * Settings → Reports (Admin and Super Admin): the branch's scheduled reports and its newest
 * export files, with "Save as…" for a finished file (the desktop shell asks where).
 * Schedules and exports are made through the open API (docs/api.md, "Exports").
 */
export function ReportsTab() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const { branch } = useTenantInfo();
  const [saving, setSaving] = useState<string | null>(null);
  const { data, error, loading, reload } = useLoad(
    () => call('reports.list', tenant),
    [tenant.companyId, tenant.branchId],
  );

  async function save(file: ExportFileInfo) {
    setSaving(file.id);
    try {
      const saved = await call('reports.saveFile', { ...tenant, exportId: file.id });
      if (saved.saved_to) toast(`Saved ${saved.file_name} to ${saved.saved_to}.`, 'success');
      else if (saved.saved_to === undefined)
        toast('Saving files needs the desktop app; download it through the open API.', 'error');
    } catch (e) {
      toast(messageOf(e), 'error');
    } finally {
      setSaving(null);
    }
  }

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Reports</h1>
          <p className="muted">
            Scheduled reports and export files of {branch?.name ?? 'this branch'}. Files are kept
            for the branch’s retention period, then removed.
          </p>
        </div>
        <button type="button" className="btn" onClick={() => reload()}>
          Refresh
        </button>
      </div>
      {error && <ErrorBanner message={error} onRetry={reload} />}
      {loading && !data && <Spinner />}
      {data && (
        <>
          <Card
            title="Scheduled reports"
            description="Made at a local time of the branch; a run missed while the app was closed happens once when it starts."
          >
            {data.schedules.length === 0 ? (
              <EmptyState title="No scheduled reports">
                Schedule one with POST /api/v1/scheduled-reports (docs/api.md).
              </EmptyState>
            ) : (
              <TableWrap>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">Name</th>
                      <th scope="col">Makes</th>
                      <th scope="col">When</th>
                      <th scope="col">Next run</th>
                      <th scope="col">Keeps</th>
                      <th scope="col">Status</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.schedules.map((s) => (
                      <tr key={s.id}>
                        <td>{s.name}</td>
                        <td>{s.what}</td>
                        <td>
                          {FREQUENCY[s.frequency]} at {s.time_of_day} ({s.time_zone})
                        </td>
                        <td>{s.next_run_at ? formatDateTime(s.next_run_at) : '—'}</td>
                        <td>{s.keep_last} files</td>
                        <td>
                          <Badge tone={s.active ? 'green' : 'gray'}>
                            {s.active ? 'Active' : 'Paused'}
                          </Badge>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )}
          </Card>
          <Card title="Export files" description="The newest 50.">
            {data.exports.length === 0 ? (
              <EmptyState title="No export files yet">
                Request one with POST /api/v1/exports (docs/api.md).
              </EmptyState>
            ) : (
              <TableWrap>
                <table className="table">
                  <thead>
                    <tr>
                      <th scope="col">File</th>
                      <th scope="col">Covers</th>
                      <th scope="col">Rows</th>
                      <th scope="col">Size</th>
                      <th scope="col">Status</th>
                      <th scope="col">Made</th>
                      <th scope="col">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.exports.map((e) => (
                      <tr key={e.id}>
                        <td>
                          {e.file_name}
                          {e.schedule_id && <span className="muted"> (scheduled)</span>}
                        </td>
                        <td>{span(e)}</td>
                        <td>{e.row_count === null ? '—' : formatNumber(e.row_count)}</td>
                        <td>{formatBytes(e.bytes)}</td>
                        <td>
                          <Badge tone={STATUS_TONE[e.status]}>
                            {e.status === 'running'
                              ? `Running ${Math.round(e.progress * 100)}%`
                              : e.status[0]!.toUpperCase() + e.status.slice(1)}
                          </Badge>
                        </td>
                        <td>{formatDateTime(e.created_at)}</td>
                        <td>
                          {e.status === 'done' && (
                            <button
                              type="button"
                              className="btn btn-small"
                              disabled={saving === e.id}
                              aria-label={`Save ${e.file_name} as…`}
                              onClick={() => void save(e)}
                            >
                              Save as…
                            </button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableWrap>
            )}
          </Card>
        </>
      )}
    </div>
  );
}
