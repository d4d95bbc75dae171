import { useEffect, useState } from 'react';
import type { ExportFileInfo, ScheduledReportInfo } from '../../../../shared/ipc';
import { call, messageOf } from '../../api';
import { useApp, useTenantInfo } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import { Badge, Card, EmptyState, ErrorBanner, Spinner, TableWrap } from '../../components/ui';
import { formatDateTime, formatInZone, formatNumber } from '../../format';
import { DayCard } from './DayCard';
import { NewExportDialog } from './NewExportDialog';
import { formatBytes, span, whenText } from './report-text';
import { ScheduleDialog } from './ScheduleDialog';

const STATUS_TONE: Record<ExportFileInfo['status'], 'green' | 'gray' | 'red' | 'amber' | 'blue'> = {
  queued: 'gray',
  running: 'blue',
  done: 'green',
  failed: 'red',
  expired: 'gray',
};

/**
 * Settings → Reports (Admin and Super Admin): the business day and its close (DayCard), the
 * branch's scheduled reports and its newest export files, with "Save as…" for a finished file
 * (the desktop shell asks where).
 * "New export" and "New schedule" make them here, as the open API does (docs/api.md, "Exports").
 */
export function ReportsTab() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const { branch } = useTenantInfo();
  const [saving, setSaving] = useState<string | null>(null);
  const [exporting, setExporting] = useState(false);
  const [scheduling, setScheduling] = useState<{ schedule: ScheduledReportInfo | null } | null>(
    null,
  );
  const { data, error, loading, reload } = useLoad(
    () => call('reports.list', tenant),
    [tenant.companyId, tenant.branchId],
  );
  const timeZone = branch?.time_zone ?? 'UTC';
  // While a file is being made, its progress is shown: the list is read again every second.
  const working = data?.exports.some((e) => e.status === 'queued' || e.status === 'running');
  useEffect(() => {
    if (!working) return;
    const timer = setInterval(() => void reload(), 1000);
    return () => clearInterval(timer);
  }, [working, reload]);

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
            The business day, scheduled reports and export files of {branch?.name ?? 'this branch'}.
            Files are kept for the branch’s retention period, then removed.
          </p>
        </div>
        <div className="row">
          <button type="button" className="btn" onClick={() => reload()}>
            Refresh
          </button>
          <button
            type="button"
            className="btn"
            disabled={!data}
            onClick={() => setScheduling({ schedule: null })}
          >
            + New schedule
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!data}
            onClick={() => setExporting(true)}
          >
            + New export
          </button>
        </div>
      </div>
      <DayCard />
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
                A schedule makes an export file at a set time, for example every morning for the
                accounting software.
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
                      <th scope="col">
                        <span className="sr-only">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.schedules.map((s) => (
                      <tr key={s.id}>
                        <td>{s.name}</td>
                        <td>{s.what}</td>
                        <td>
                          {whenText(s)} ({s.time_zone})
                        </td>
                        <td>{formatInZone(s.next_run_at, s.time_zone)}</td>
                        <td>{s.keep_last} files</td>
                        <td>
                          <Badge tone={s.active ? 'green' : 'gray'}>
                            {s.active ? 'Active' : 'Paused'}
                          </Badge>
                        </td>
                        <td className="actions">
                          <button
                            type="button"
                            className="btn btn-small"
                            onClick={() => setScheduling({ schedule: s })}
                          >
                            Edit<span className="sr-only"> {s.name}</span>
                          </button>
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
                Make one with “New export”: orders, payments or the catalog, as CSV for a
                spreadsheet.
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
                              onClick={() => void save(e)}
                            >
                              Save as…<span className="sr-only"> {e.file_name}</span>
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
      {exporting && data && (
        <NewExportDialog
          resources={data.resources}
          onClose={() => setExporting(false)}
          onQueued={(file) => {
            toast(`Making ${file.file_name}…`, 'info');
            void reload();
          }}
        />
      )}
      {scheduling && data && (
        <ScheduleDialog
          schedule={scheduling.schedule}
          resources={data.resources}
          timeZone={timeZone}
          onClose={() => setScheduling(null)}
          onSaved={() => void reload()}
        />
      )}
    </div>
  );
}
