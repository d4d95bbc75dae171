import { useEffect, useState } from 'react';
import type { ApiKeyInfo } from '../../../../shared/ipc';
import { call, onPush } from '../../api';
import { useApp } from '../../store/app';
import { clearSecret } from '../../components/clipboard';
import { useLoad } from '../../components/useLoad';
import {
  Badge,
  ConfirmDialog,
  CopyButton,
  EmptyState,
  ErrorBanner,
  KeyText,
  Modal,
  RowActions,
  RowButton,
  Spinner,
  TableWrap,
  Toggle,
} from '../../components/ui';
import { formatNumber, timeAgo } from '../../format';
import { Counters } from './Counters';
import { CreateKeyDialog } from './CreateKeyDialog';
import { EditKeyDialog } from './EditKeyDialog';
import { expiryText } from './KeyAccessFields';
import type { KeysData } from './keys-data';
import { summarizeScopes } from './PermissionPicker';
import { SecretCell } from './SecretCell';
import { SecretOnce } from './SecretReveal';
import './api-keys.css';

/** "Any IP address", or the first entries of the allow-list. */
function allowListText(key: ApiKeyInfo): string {
  const ips = key.allowed_ips;
  if (ips.length === 0) return 'Any IP address';
  return ips.length <= 2 ? ips.join(', ') : `${ips.slice(0, 2).join(', ')} +${ips.length - 2} more`;
}

export function ApiKeysTab() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const [showInactive, setShowInactive] = useState(false);
  const [creating, setCreating] = useState(false);
  const [regenerating, setRegenerating] = useState<ApiKeyInfo | null>(null);
  const [regenerated, setRegenerated] = useState<{ key: ApiKeyInfo; secret_key: string } | null>(
    null,
  );
  const [statusChange, setStatusChange] = useState<ApiKeyInfo | null>(null);
  const [editing, setEditing] = useState<ApiKeyInfo | null>(null);
  // Bumped when a key's secret is replaced or the key deactivated, before the list reloads:
  // its SecretCell is mounted anew, forgetting a revealed secret at once.
  const [forgotten, setForgotten] = useState<Record<string, number>>({});
  const forget = (publicKey: string) => {
    setForgotten((f) => ({ ...f, [publicKey]: (f[publicKey] ?? 0) + 1 }));
    void clearSecret(publicKey);
  };
  /** Changes whenever what the row's secret cell may show has changed. */
  const secretCellKey = (k: ApiKeyInfo) =>
    `${k.public_key}:${k.secret_rotated_at}:${k.status}:${k.updated_at}:${forgotten[k.public_key] ?? 0}`;

  const { data, error, loading, reload } = useLoad<KeysData>(async () => {
    const [stats, keys, catalog] = await Promise.all([
      call('keys.stats', tenant),
      call('keys.list', { ...tenant, includeInactive: showInactive }),
      call('scopes.catalog', tenant),
    ]);
    return { stats, keys, groups: catalog.groups, restaurant: catalog.industry === 'restaurant' };
  }, [tenant.companyId, tenant.branchId, showInactive]);

  const expiringSoon = data?.keys.filter((k) => k.status === 'active' && k.expires_soon) ?? [];

  // Live counters: main pushes when keys of this branch are used.
  useEffect(
    () =>
      onPush('keys.usage', (p) => {
        if (p.branchId === tenant.branchId) void reload();
      }),
    [tenant.branchId, reload],
  );

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>API Keys</h1>
          <p className="muted">
            Credentials for server-to-server calls to the open API of this branch. A key's public
            key (pk_…) names it in logs and may be shared; its secret key (sk_…) is the password the
            integration sends.
          </p>
        </div>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => setCreating(true)}
          disabled={!data}
        >
          + Create API key
        </button>
      </div>
      {data && <Counters stats={data.stats} />}
      {expiringSoon.length > 0 && (
        <div className="banner banner-warning" role="status" data-testid="expiring-soon">
          {expiringSoon.length === 1
            ? `“${expiringSoon[0]!.name}” expires within 7 days.`
            : `${expiringSoon.length} keys expire within 7 days: ${expiringSoon.map((k) => `“${k.name}”`).join(', ')}.`}{' '}
          Edit a key to extend its expiry, or give the integration a new key.
        </div>
      )}
      <section className="card card-flush" aria-label="API keys">
        <div className="table-toolbar">
          <h2>Keys</h2>
          <Toggle label="Show deactivated" checked={showInactive} onChange={setShowInactive} />
        </div>
        {loading && !data && <Spinner />}
        {error && <ErrorBanner message={error} onRetry={() => void reload()} />}
        {data && data.keys.length === 0 && (
          <EmptyState
            title={showInactive ? 'No API keys yet' : 'No active API keys'}
            action={
              <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
                Create your first key
              </button>
            }
          >
            Create a key for each integration, with only the permissions it needs.
          </EmptyState>
        )}
        {data && data.keys.length > 0 && (
          <TableWrap>
            <table className="table">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Public key</th>
                  <th scope="col">Secret key</th>
                  <th scope="col">Permissions</th>
                  <th scope="col">Usage</th>
                  <th scope="col">Status</th>
                  <th scope="col">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.keys.map((k) => (
                  <tr
                    key={k.public_key}
                    data-testid={`key-row-${k.name}`}
                    className={k.status === 'inactive' ? 'row-muted' : ''}
                  >
                    <td>
                      <div className="cell-title">{k.name}</div>
                      {k.description && <div className="cell-sub">{k.description}</div>}
                      <div
                        className="cell-sub"
                        data-testid="key-allowed-ips"
                        title={k.allowed_ips.join('\n') || undefined}
                      >
                        From: {allowListText(k)}
                      </div>
                    </td>
                    <td>
                      <div className="with-copy">
                        <KeyText value={k.public_key} />
                        <CopyButton value={k.public_key} label={`Copy public key of ${k.name}`} />
                      </div>
                    </td>
                    <td>
                      <SecretCell key={secretCellKey(k)} publicKey={k.public_key} name={k.name} />
                    </td>
                    <td className="perm-summary" title={k.scopes.join('\n')}>
                      {summarizeScopes(k.scopes, data.groups)}
                    </td>

                    <td className="nowrap">
                      <div className="cell-title" data-testid="key-requests">
                        {formatNumber(k.total_requests)}
                      </div>
                      <div className="cell-sub">
                        {k.last_used_at
                          ? `Last used ${timeAgo(k.last_used_at).toLowerCase()}`
                          : 'Never used'}
                      </div>
                    </td>
                    <td>
                      {k.status === 'inactive' ? (
                        <Badge tone="gray">Inactive</Badge>
                      ) : k.expired ? (
                        <Badge tone="red">Expired</Badge>
                      ) : (
                        <Badge tone="green">Active</Badge>
                      )}
                      {k.status === 'active' && k.expires_soon && (
                        <>
                          {' '}
                          <Badge tone="amber">Expires soon</Badge>
                        </>
                      )}
                      <div className="cell-sub nowrap" data-testid="key-expiry">
                        {expiryText(k)}
                      </div>
                    </td>
                    <td className="actions">
                      <RowActions label={k.name}>
                        <RowButton onClick={() => setEditing(k)}>
                          Edit<span className="sr-only"> {k.name}</span>
                        </RowButton>
                        <RowButton
                          onClick={() => setRegenerating(k)}
                          disabled={k.status !== 'active'}
                        >
                          Regenerate<span className="sr-only"> the secret of {k.name}</span>
                        </RowButton>
                        <RowButton onClick={() => setStatusChange(k)}>
                          {k.status === 'active' ? 'Deactivate' : 'Activate'}
                          <span className="sr-only"> {k.name}</span>
                        </RowButton>
                      </RowActions>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableWrap>
        )}
      </section>

      {creating && data && (
        <CreateKeyDialog
          data={data}
          onClose={() => setCreating(false)}
          onCreated={() => void reload()}
        />
      )}
      {editing && data && (
        <EditKeyDialog
          keyInfo={editing}
          data={data}
          onClose={() => setEditing(null)}
          onSaved={() => void reload()}
        />
      )}
      {regenerating && (
        <ConfirmDialog
          title={`Regenerate the secret of “${regenerating.name}”?`}
          confirmLabel="Regenerate secret"
          danger
          onClose={() => setRegenerating(null)}
          onConfirm={async () => {
            forget(regenerating.public_key);
            const result = await call('keys.regenerate', {
              ...tenant,
              publicKey: regenerating.public_key,
            });
            forget(regenerating.public_key);
            setRegenerated(result);
            void reload();
          }}
        >
          <p>
            A new secret is created and <strong>the old secret stops working immediately</strong>.
            There is no grace period: integrations using it fail until you give them the new secret.
          </p>
        </ConfirmDialog>
      )}
      {regenerated && (
        <Modal
          title="New secret"
          onClose={() => setRegenerated(null)}
          footer={
            <button type="button" className="btn btn-primary" onClick={() => setRegenerated(null)}>
              Done
            </button>
          }
        >
          <SecretOnce
            secret={regenerated.secret_key}
            owner={regenerated.key.public_key}
            title={`Secret key of ${regenerated.key.name}`}
          >
            Update the integration now: the previous secret no longer authenticates.
          </SecretOnce>
        </Modal>
      )}
      {statusChange && (
        <ConfirmDialog
          title={
            statusChange.status === 'active'
              ? `Deactivate “${statusChange.name}”?`
              : `Activate “${statusChange.name}”?`
          }
          confirmLabel={statusChange.status === 'active' ? 'Deactivate' : 'Activate'}
          danger={statusChange.status === 'active'}
          onClose={() => setStatusChange(null)}
          onConfirm={async () => {
            const next = statusChange.status === 'active' ? 'inactive' : 'active';
            forget(statusChange.public_key);
            await call('keys.setStatus', {
              ...tenant,
              publicKey: statusChange.public_key,
              status: next,
            });
            toast(next === 'inactive' ? 'Key deactivated.' : 'Key activated.');
            void reload();
          }}
        >
          {statusChange.status === 'active'
            ? 'Calls with this key fail from now on. You can activate it again later; it is listed under “Show deactivated”.'
            : 'Calls with this key’s current secret work again.'}
        </ConfirmDialog>
      )}
    </div>
  );
}
