import { useEffect, useState } from 'react';
import type { WebhookInfo } from '../../../../shared/ipc';
import { call, onPush } from '../../api';
import { useApp } from '../../store/app';
import { ActionMenu } from '../../components/ActionMenu';
import { clearSecret } from '../../components/clipboard';
import { useLoad } from '../../components/useLoad';
import {
  Badge,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  ErrorBanner,
  RowButton,
  Spinner,
  TableWrap,
} from '../../components/ui';
import { formatDate, formatDateTime, timeAgo } from '../../format';
import { WebhookForm } from './WebhookForm';
import { DeliveryHistory } from './DeliveryHistory';
import { RotateSecretDialog } from './RotateSecretDialog';
import './webhooks.css';

/** Whose secret a copied signing secret is, for the clipboard clearing (see CopyButton). */
const secretOwner = (webhookId: string) => `webhook:${webhookId}`;

function LastDelivery({ w }: { w: WebhookInfo }) {
  const d = w.last_delivery;
  if (!d) return <span className="muted">No deliveries yet</span>;
  return (
    <span className="last-delivery">
      {d.succeeded ? (
        <Badge tone="green">{d.http_status ?? 'OK'}</Badge>
      ) : (
        <Badge tone="red">{d.http_status ?? d.error_kind ?? 'failed'}</Badge>
      )}
      <span className="small muted">{timeAgo(d.at)}</span>
    </span>
  );
}

export function WebhooksTab() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const { data, error, loading, reload } = useLoad(
    () => call('webhooks.list', tenant),
    [tenant.companyId, tenant.branchId],
  );
  const [form, setForm] = useState<{ webhook: WebhookInfo | null } | null>(null);
  const [rotating, setRotating] = useState<WebhookInfo | null>(null);
  // The secret lives in the store: switching tabs must not lose what is shown only once.
  const notice = useApp((s) => s.webhookSecret);
  const showSecret = useApp((s) => s.showWebhookSecret);
  const dismissSecret = useApp((s) => s.dismissWebhookSecret);
  const banner = notice?.branchId === tenant.branchId ? notice : null;
  const [deleting, setDeleting] = useState<WebhookInfo | null>(null);
  const [statusChange, setStatusChange] = useState<WebhookInfo | null>(null);
  const [replay, setReplay] = useState(true);
  const [history, setHistory] = useState<WebhookInfo | null>(null);

  // Last-delivery column stays current as attempts happen.
  useEffect(
    () =>
      onPush('webhooks.attempts', (p) => {
        if (p.attempts.some((a) => a.branchId === tenant.branchId)) void reload();
      }),
    [tenant.branchId, reload],
  );

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Webhooks</h1>
          <p className="muted">
            Signed HTTP POST notifications to your servers when the catalog changes.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setForm({ webhook: null })}
        >
          + Register webhook
        </button>
      </div>

      {banner && (
        <div
          className="banner banner-warning secret-banner"
          role="alert"
          aria-label="API Key - Save this now!"
        >
          <div className="secret-banner-body">
            <strong>API Key - Save this now!</strong>
            <p className="small">
              Deliveries to <code className="mono">{banner.url}</code> are signed with this API key
              (signing secret). It is shown only once: store it on the receiving server.
              {banner.rotated &&
                (banner.rotated.previousUntil
                  ? ` The old key keeps signing too until ${formatDateTime(banner.rotated.previousUntil)}: update your receiver before then.`
                  : ' The old key no longer signs.')}
            </p>
            <span className="secret-label">API key (signing secret)</span>
            <div className="secret-value">
              <code className="mono" data-testid="webhook-secret">
                {banner.secret}
              </code>
              <CopyButton
                value={banner.secret}
                label="Copy API key (signing secret)"
                secretOf={secretOwner(banner.webhookId)}
              />
            </div>
          </div>
          <button type="button" className="btn btn-small" onClick={dismissSecret}>
            I saved it
          </button>
        </div>
      )}

      <section className="card card-flush" aria-label="Webhooks">
        {loading && !data && <Spinner />}
        {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
        {data && data.length === 0 && (
          <EmptyState
            title="No webhooks yet"
            action={
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => setForm({ webhook: null })}
              >
                Register a webhook
              </button>
            }
          >
            Register an HTTPS endpoint to be told when products, stock or categories change.
          </EmptyState>
        )}
        {data && data.length > 0 && (
          <TableWrap>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Endpoint</th>
                  <th scope="col">Events</th>
                  <th scope="col">Status</th>
                  <th scope="col">Created</th>
                  <th scope="col">Last delivery</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.map((w) => (
                  <tr
                    key={w.id}
                    data-testid="webhook-row"
                    className={w.status === 'inactive' ? 'row-muted' : ''}
                  >
                    <td>
                      <div className="cell-title mono url-cell">{w.url}</div>
                      {w.description && <div className="cell-sub">{w.description}</div>}
                      {w.previous_secret_expires_at && (
                        <div className="cell-sub" data-testid="previous-secret">
                          Old secret signs until {formatDateTime(w.previous_secret_expires_at)}
                        </div>
                      )}
                    </td>
                    <td>
                      <div className="chips" title={w.events.join('\n')}>
                        {w.events.length === 7 ? (
                          <span className="chip">All events</span>
                        ) : (
                          w.events.map((e) => (
                            <span key={e} className="chip">
                              {e}
                            </span>
                          ))
                        )}
                      </div>
                    </td>
                    <td>
                      {w.status === 'inactive' ? (
                        <Badge tone="gray">Inactive</Badge>
                      ) : w.health === 'failing' ? (
                        <div data-testid="webhook-failing">
                          <Badge tone="red">Failing</Badge>
                          {w.failing_since && (
                            <div className="cell-sub warn">
                              Since {formatDateTime(w.failing_since)}
                            </div>
                          )}
                          {w.last_error && <div className="cell-sub">{w.last_error}</div>}
                        </div>
                      ) : (
                        <Badge tone="green">Active</Badge>
                      )}
                      {w.disabled_reason && (
                        <div className="cell-sub warn">{w.disabled_reason}</div>
                      )}
                    </td>
                    <td className="nowrap">{formatDate(w.created_at)}</td>
                    <td>
                      <LastDelivery w={w} />
                    </td>
                    <td className="actions">
                      <div className="row-actions-inline">
                        <RowButton onClick={() => setHistory(w)}>
                          History<span className="sr-only"> of {w.url}</span>
                        </RowButton>
                        <ActionMenu label={w.url} text="Actions">
                          <RowButton onClick={() => setForm({ webhook: w })}>Edit</RowButton>
                          <RowButton onClick={() => setRotating(w)}>Rotate secret</RowButton>
                          <RowButton
                            onClick={() => {
                              setReplay(true);
                              setStatusChange(w);
                            }}
                          >
                            {w.status === 'active' ? 'Deactivate' : 'Activate'}
                          </RowButton>
                          <hr />
                          <RowButton onClick={() => setDeleting(w)} danger>
                            Delete
                          </RowButton>
                        </ActionMenu>
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>

      {form && (
        <WebhookForm
          webhook={form.webhook}
          onClose={() => setForm(null)}
          onSaved={(result) => {
            if (result.secret)
              showSecret({
                secret: result.secret,
                webhookId: result.webhook.id,
                url: result.webhook.url,
                branchId: tenant.branchId,
              });
            else toast('Webhook saved.');
            void reload();
          }}
        />
      )}
      {rotating && (
        <RotateSecretDialog
          webhook={rotating}
          onClose={() => setRotating(null)}
          onRotated={(result) => {
            void clearSecret(secretOwner(result.webhook.id));
            showSecret({
              secret: result.secret,
              webhookId: result.webhook.id,
              url: result.webhook.url,
              branchId: tenant.branchId,
              rotated: { previousUntil: result.webhook.previous_secret_expires_at },
            });
            void reload();
          }}
        />
      )}
      {history && <DeliveryHistory webhook={history} onClose={() => setHistory(null)} />}
      {deleting && (
        <ConfirmDialog
          title="Delete this webhook?"
          confirmLabel="Delete webhook"
          danger
          onClose={() => setDeleting(null)}
          onConfirm={async () => {
            void clearSecret(secretOwner(deleting.id));
            await call('webhooks.delete', { ...tenant, id: deleting.id });
            toast('Webhook deleted.');
            void reload();
          }}
        >
          <p>
            <code className="mono">{deleting.url}</code> stops receiving events. Its pending
            deliveries and its delivery history are deleted too. This cannot be undone.
          </p>
        </ConfirmDialog>
      )}
      {statusChange && (
        <ConfirmDialog
          title={
            statusChange.status === 'active' ? 'Deactivate this webhook?' : 'Activate this webhook?'
          }
          confirmLabel={statusChange.status === 'active' ? 'Deactivate' : 'Activate'}
          onClose={() => setStatusChange(null)}
          onConfirm={async () => {
            const next = statusChange.status === 'active' ? 'inactive' : 'active';
            if (next === 'inactive') void clearSecret(secretOwner(statusChange.id));
            const result = await call('webhooks.setStatus', {
              ...tenant,
              id: statusChange.id,
              status: next,
              ...(next === 'active' && statusChange.missed ? { replayMissed: replay } : {}),
            });
            toast(
              next === 'inactive'
                ? 'Webhook deactivated.'
                : result.replayed
                  ? `Webhook activated; ${result.replayed} missed events queued.`
                  : 'Webhook activated.',
            );
            void reload();
          }}
        >
          {statusChange.status === 'active' ? (
            <p>
              Events that happen while it is inactive are not queued for it. You can replay them
              when you activate it again.
            </p>
          ) : (
            <>
              <p>Deliveries resume with the next event.</p>
              {statusChange.missed && (
                <label className="check-row">
                  <input
                    type="checkbox"
                    checked={replay}
                    onChange={(e) => setReplay(e.target.checked)}
                  />
                  Also send the{' '}
                  {statusChange.missed.to_sequence - statusChange.missed.from_sequence + 1} events
                  missed while it was inactive
                </label>
              )}
            </>
          )}
        </ConfirmDialog>
      )}
    </div>
  );
}
