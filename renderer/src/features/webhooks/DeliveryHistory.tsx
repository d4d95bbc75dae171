import { useEffect, useState } from 'react';
import type {
  DeliveryAttemptDetail,
  DeliveryAttemptInfo,
  WebhookInfo,
} from '../../../../shared/ipc';
import { call, messageOf, onPush } from '../../api';
import { useApp } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import { Badge, EmptyState, ErrorBanner, Modal, Spinner, TableWrap } from '../../components/ui';
import { formatDateTime } from '../../format';
import { mergePushed } from './live-history';

function Outcome({ a }: { a: DeliveryAttemptInfo }) {
  if (a.succeeded) return <Badge tone="green">{a.http_status ?? 'OK'}</Badge>;
  if (a.http_status) return <Badge tone="red">{a.http_status}</Badge>;
  return <Badge tone="red">{a.error_kind ?? 'failed'}</Badge>;
}

interface HistoryFilter {
  event: string;
  status: string;
  outcome: string;
}

/** A failed attempt whose delivery is still pending: its next attempt is still ahead. */
const retryPending = (a: DeliveryAttemptInfo): boolean =>
  !a.succeeded && a.next_attempt_at !== null && Date.parse(a.next_attempt_at) > Date.now();

function HistoryFilters({
  webhook,
  value,
  onChange,
}: {
  webhook: WebhookInfo;
  value: HistoryFilter;
  onChange: (next: HistoryFilter) => void;
}) {
  const select = (
    key: keyof HistoryFilter,
    label: string,
    options: [value: string, text: string][],
  ) => (
    <label className="select-label">
      <span>{label}</span>
      <select
        aria-label={label}
        value={value[key]}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      >
        <option value="">All</option>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <div className="history-filters" role="group" aria-label="Filter the history">
      {select(
        'event',
        'Event',
        [...webhook.events, 'ping'].map((e) => [e, e === 'ping' ? 'ping (test)' : e]),
      )}
      {select('status', 'Status', [
        ['2xx', '2xx'],
        ['3xx', '3xx'],
        ['4xx', '4xx'],
        ['5xx', '5xx'],
        ['none', 'No answer'],
      ])}
      {select('outcome', 'Outcome', [
        ['succeeded', 'Succeeded'],
        ['failed', 'Failed'],
        ['retrying', 'Retry pending'],
      ])}
    </div>
  );
}

function pretty(body: string | null): string {
  if (!body) return '(empty)';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

function AttemptDetail({ detail }: { detail: DeliveryAttemptDetail }) {
  const headers = (h: Record<string, string> | null) =>
    h
      ? Object.entries(h)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n')
      : '(none)';
  // Each block scrolls on its own, so it takes keyboard focus (arrow keys scroll it).
  const block = (title: string, text: string) => (
    <>
      <h3 className="detail-title">{title}</h3>
      <pre className="code" tabIndex={0} aria-label={title}>
        {text}
      </pre>
    </>
  );
  return (
    <div className="attempt-detail">
      {detail.error_message && <ErrorBanner message={detail.error_message} />}
      <div className="grid-2">
        <div>
          {block('Request headers', headers(detail.request_headers))}
          {block('Request body', pretty(detail.request_body))}
        </div>
        <div>
          {block('Response headers', headers(detail.response_headers))}
          {block('Response body (first 4 KiB)', pretty(detail.response_body))}
        </div>
      </div>
    </div>
  );
}

/** The last 100 attempts, live: main pushes each new attempt as it is recorded. */
export function DeliveryHistory({
  webhook,
  onClose,
}: {
  webhook: WebhookInfo;
  onClose: () => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  // The registry filters (history-filter.ts): the renderer only says what to keep.
  const [filter, setFilter] = useState<HistoryFilter>({ event: '', status: '', outcome: '' });
  const filtered = Boolean(filter.event || filter.status || filter.outcome);
  const { data, error, loading, reload, setData } = useLoad(
    () =>
      call('webhooks.deliveries', {
        ...tenant,
        id: webhook.id,
        ...(filter.event ? { event: filter.event } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.outcome ? { outcome: filter.outcome } : {}),
      }),
    [webhook.id, filter.event, filter.status, filter.outcome],
  );
  const [open, setOpen] = useState<number | null>(null);
  const [detail, setDetail] = useState<DeliveryAttemptDetail | null>(null);

  useEffect(
    () =>
      onPush('webhooks.attempts', (p) => {
        if (!p.attempts.some((a) => a.webhookId === webhook.id)) return;
        // A filtered list asks the registry again: only it knows whether the attempts match.
        if (filtered) {
          void reload();
          return;
        }
        setData((rows) => rows && mergePushed(rows, p.attempts, webhook.id));
      }),
    [webhook.id, setData, filtered, reload],
  );

  async function toggle(a: DeliveryAttemptInfo) {
    if (open === a.id) {
      setOpen(null);
      return;
    }
    setOpen(a.id);
    setDetail(null);
    try {
      setDetail(await call('webhooks.attempt', { ...tenant, id: webhook.id, attemptId: a.id }));
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  return (
    <Modal title="Delivery history" onClose={onClose} wide>
      <div className="history-head">
        <div>
          <code className="mono">{webhook.url}</code>
          <p className="small muted">
            Last 100 attempts, newest first. New attempts appear as they happen.
          </p>
        </div>
        <button
          type="button"
          className="btn"
          onClick={async () => {
            try {
              await call('webhooks.sendTest', { ...tenant, id: webhook.id });
              toast('Test event queued.', 'info');
            } catch (e) {
              toast(messageOf(e), 'error');
            }
          }}
        >
          Send test event
        </button>
      </div>
      <HistoryFilters webhook={webhook} value={filter} onChange={setFilter} />
      {loading && !data && <Spinner />}
      {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
      {data && data.length === 0 && !filtered && (
        <EmptyState title="No deliveries yet">Send a test event to check the receiver.</EmptyState>
      )}
      {data && data.length === 0 && filtered && (
        <EmptyState title="No attempts match">Change or clear the filters.</EmptyState>
      )}
      {data && data.length > 0 && (
        <TableWrap className="history">
          <table className="table table-compact">
            <thead>
              <tr>
                <th scope="col">Event</th>
                <th scope="col">HTTP status</th>
                <th scope="col" className="num">
                  Attempt
                </th>
                <th scope="col">Time</th>
                <th scope="col" className="num">
                  Duration
                </th>
                <th scope="col">Next retry</th>
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.map((a) => (
                <FragmentRow
                  key={a.id}
                  a={a}
                  open={open === a.id}
                  detail={open === a.id ? detail : null}
                  onToggle={() => void toggle(a)}
                >
                  <button
                    type="button"
                    className="btn btn-small"
                    onClick={async (e) => {
                      e.stopPropagation();
                      try {
                        await call('webhooks.redeliver', {
                          ...tenant,
                          id: webhook.id,
                          eventId: a.event_id,
                        });
                        toast('Redelivery queued.', 'info');
                      } catch (err) {
                        toast(messageOf(err), 'error');
                      }
                    }}
                  >
                    Redeliver
                  </button>
                </FragmentRow>
              ))}
            </tbody>
          </table>
        </TableWrap>
      )}
    </Modal>
  );
}

function FragmentRow({
  a,
  open,
  detail,
  onToggle,
  children,
}: {
  a: DeliveryAttemptInfo;
  open: boolean;
  detail: DeliveryAttemptDetail | null;
  onToggle: () => void;
  children: React.ReactNode;
}) {
  return (
    <>
      {/* The row is clickable for the mouse; the keyboard and screen readers use the
          disclosure button in its first cell (a row cannot carry aria-expanded). */}
      <tr
        className={`clickable${open ? ' row-open' : ''}`}
        data-testid="attempt-row"
        onClick={onToggle}
      >
        <td>
          <button
            type="button"
            className="disclosure"
            aria-expanded={open}
            aria-controls={open ? `attempt-${a.id}` : undefined}
            onClick={(e) => {
              e.stopPropagation();
              onToggle();
            }}
          >
            <span className="disclosure-arrow" aria-hidden="true">
              {open ? '▾' : '▸'}
            </span>
            <code className="tag">{a.event_type}</code>
          </button>
        </td>
        <td>
          <Outcome a={a} />
        </td>
        <td className="num">{a.attempt}</td>
        <td className="nowrap">{formatDateTime(a.at)}</td>
        <td className="num">{a.duration_ms} ms</td>
        <td className="nowrap" data-testid="next-retry">
          {retryPending(a) ? formatDateTime(a.next_attempt_at) : <span className="muted">–</span>}
        </td>
        <td className="actions">{children}</td>
      </tr>
      {open && (
        <tr className="detail-row" id={`attempt-${a.id}`}>
          <td colSpan={7}>{detail ? <AttemptDetail detail={detail} /> : <Spinner />}</td>
        </tr>
      )}
    </>
  );
}
