import { useState } from 'react';
import { call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { useLoad } from '../../components/useLoad';
import {
  Badge,
  Card,
  ConfirmDialog,
  CopyButton,
  ErrorBanner,
  Field,
  Spinner,
  Toggle,
} from '../../components/ui';
import { formatDate } from '../../format';
import { saveText } from '../../save-text';
import { DevelopersCard } from './DevelopersCard';
import { ThisComputerCard } from './ThisComputerCard';
import './general.css';

export function GeneralTab() {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const { data, error, loading, reload, setData } = useLoad(
    () => call('general.get', tenant),
    [tenant.companyId, tenant.branchId],
  );
  const [pem, setPem] = useState('');
  const [pemError, setPemError] = useState<string | undefined>();
  const [removing, setRemoving] = useState<string | null>(null);
  const [exportedFingerprint, setExportedFingerprint] = useState<string | null>(null);

  if (loading && !data) return <Spinner />;
  if (error && !data) return <ErrorBanner message={error} onRetry={() => void reload()} />;
  if (!data) return null;

  async function update(change: { allow_http_local?: boolean; lan_access?: boolean }) {
    try {
      setData(await call('general.update', { ...tenant, ...change }));
      toast('Setting saved.');
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  async function exportCa() {
    try {
      const ca = await call('general.exportCa', tenant);
      setExportedFingerprint(ca.fingerprint);
      if (ca.saved_to === undefined) saveText(ca.file_name, ca.pem, 'application/x-pem-file');
      else if (ca.saved_to) toast(`CA certificate saved to ${ca.saved_to}.`);
    } catch (e) {
      toast(messageOf(e), 'error');
    }
  }

  const api = data.api;
  const lanTls = data.lanTls;
  const caFingerprint = lanTls.ca_fingerprint ?? exportedFingerprint;
  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>General</h1>
          <p className="muted">
            The identifiers integrations need, and how the open API is reached.
          </p>
        </div>
      </div>

      <div className="grid-2">
        <Card title="Company">
          <dl className="details">
            <dt>Name</dt>
            <dd>{data.company.name}</dd>
            <dt>Industry</dt>
            <dd className="capitalize">
              {data.company.industry === 'default' ? 'Other' : data.company.industry}
            </dd>
            <dt>Created</dt>
            <dd>{formatDate(data.company.created_at)}</dd>
          </dl>
        </Card>
        <Card title="Branch">
          <dl className="details">
            <dt>Name</dt>
            <dd>{data.branch.name}</dd>
            <dt>Currency</dt>
            <dd>{data.branch.currency}</dd>
            <dt>Time zone</dt>
            <dd>{data.branch.time_zone}</dd>
          </dl>
        </Card>
      </div>

      <Card
        title="API server"
        actions={
          api.state === 'listening' ? (
            <Badge tone="green">● Listening</Badge>
          ) : api.state === 'error' ? (
            <Badge tone="red">● Not running</Badge>
          ) : (
            <Badge tone="gray">● Stopped</Badge>
          )
        }
      >
        {api.error && <ErrorBanner message={`The API could not start: ${api.error}`} />}
        <dl className="details">
          <dt>Address</dt>
          <dd>{api.host}</dd>
          <dt>Port</dt>
          <dd>{api.port}</dd>
          <dt>LAN (HTTPS)</dt>
          <dd className="with-copy">
            <code className="mono">
              {lanTls.address
                ? `${lanTls.address}/api/v1`
                : data.settings.lan_access
                  ? `Not running (port ${data.settings.lan_port})`
                  : 'Off'}
            </code>
          </dd>
        </dl>
      </Card>

      <Card
        title="HTTPS for other PCs"
        description="With LAN access on, other machines call the API over HTTPS with a certificate from this installation's own certificate authority. Give their tools the CA certificate, and check its fingerprint there."
        actions={
          <button type="button" className="btn btn-small" onClick={() => void exportCa()}>
            Export CA certificate…
          </button>
        }
      >
        <dl className="details">
          <dt>CA SHA-256 fingerprint</dt>
          <dd className="with-copy">
            <code className="mono small">
              {caFingerprint ?? 'Made when LAN access first starts.'}
            </code>
            {caFingerprint && <CopyButton value={caFingerprint} label="Copy fingerprint" />}
          </dd>
          <dt>HTTPS port</dt>
          <dd>{data.settings.lan_port}</dd>
          <dt>Certificate names</dt>
          <dd className="small">{lanTls.leaf_names.length ? lanTls.leaf_names.join(', ') : '—'}</dd>
          <dt>Certificate expires</dt>
          <dd>
            {lanTls.leaf_not_after
              ? `${formatDate(lanTls.leaf_not_after)} (renewed automatically 30 days before)`
              : '—'}
          </dd>
        </dl>
      </Card>

      <Card title="Network">
        <Toggle
          label="LAN access"
          checked={data.settings.lan_access}
          disabled={!data.canEditInstallation}
          onChange={(v) => void update({ lan_access: v })}
          description={
            data.canEditInstallation
              ? 'Serve the API over HTTPS on every network interface so other machines on the network can call it; this machine keeps plain HTTP on 127.0.0.1. Applies after a restart.'
              : 'Serve the API over HTTPS on every network interface. Only a Super Admin can change this.'
          }
        />
        <Toggle
          label="Allow plain HTTP on the local network"
          checked={data.settings.allow_http_local}
          onChange={(v) => void update({ allow_http_local: v })}
          description="Lets webhooks of this branch use http:// for loopback and private-network receivers. Public receivers always need HTTPS."
        />
      </Card>

      {data.desktop && (
        <ThisComputerCard
          desktop={data.desktop}
          onChange={(desktop) => setData({ ...data, desktop })}
        />
      )}

      <DevelopersCard
        companyId={data.company.id}
        branchId={data.branch.id}
        baseUrl={api.address ? `${api.address}/api/v1` : null}
      />

      <Card
        title="Trusted CA certificates"
        description={`For ${data.company.name}'s webhook receivers on the local network that use certificates from your own certificate authority. They apply to this company only, and never to receivers on public addresses.`}
      >
        {data.trustedCas.length === 0 ? (
          <p className="muted">This company trusts no extra certificate authorities.</p>
        ) : (
          <ul className="ca-list">
            {data.trustedCas.map((ca) => (
              <li key={ca.fingerprint}>
                <div>
                  <strong>{ca.subject}</strong>
                  <p className="muted small mono">SHA-256 {ca.fingerprint.slice(0, 32)}…</p>
                  <p className="muted small">
                    Added {formatDate(ca.added_at)}
                    {ca.not_after ? ` · expires ${formatDate(ca.not_after)}` : ''}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn btn-small"
                  onClick={() => setRemoving(ca.fingerprint)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
        <form
          className="stack-sm"
          onSubmit={async (e) => {
            e.preventDefault();
            setPemError(undefined);
            try {
              setData(await call('general.addTrustedCa', { ...tenant, pem }));
              setPem('');
              toast('Certificate added.');
            } catch (err) {
              setPemError(messageOf(err));
            }
          }}
        >
          <Field label="Add a CA certificate (PEM)" error={pemError}>
            {(p) => (
              <textarea
                {...p}
                rows={4}
                className="mono"
                placeholder="-----BEGIN CERTIFICATE-----"
                value={pem}
                onChange={(e) => setPem(e.target.value)}
              />
            )}
          </Field>
          <div>
            <button type="submit" className="btn" disabled={pem.trim() === ''}>
              Add certificate
            </button>
          </div>
        </form>
      </Card>
      {removing && (
        <ConfirmDialog
          title="Remove this certificate?"
          confirmLabel="Remove"
          danger
          onClose={() => setRemoving(null)}
          onConfirm={async () => {
            setData(await call('general.removeTrustedCa', { ...tenant, fingerprint: removing }));
            toast('Certificate removed.');
          }}
        >
          This company&apos;s webhook receivers whose certificates were issued by this authority
          will fail TLS verification. Other companies&apos; certificates are not affected.
        </ConfirmDialog>
      )}
    </div>
  );
}
