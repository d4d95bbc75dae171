import { useState, type FormEvent } from 'react';
import type { ApiKeyInfo } from '../../../../shared/ipc';
import { ApiError, call, messageOf } from '../../api';
import { CopyButton, ErrorBanner, FormFooter, Modal } from '../../components/ui';
import { useApp } from '../../store/app';
import { allowedIpsOf, expiresAtOf } from './KeyAccessFields';
import { KeyFields, keyFieldsOf } from './KeyFields';
import type { KeysData } from './keys-data';
import { PermissionPicker } from './PermissionPicker';
import { SecretOnce } from './SecretReveal';
import { useFocusFirstError } from '../../components/useFocusFirstError';

export function CreateKeyDialog({
  data,
  onClose,
  onCreated,
}: {
  data: KeysData;
  onClose: () => void;
  onCreated: () => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const [fields, setFields] = useState(keyFieldsOf());
  const [scopes, setScopes] = useState<Set<string>>(new Set());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form, failed } = useFocusFirstError();
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<{ key: ApiKeyInfo; secret_key: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      const result = await call('keys.create', {
        ...tenant,
        name: fields.name,
        description: fields.description,
        scopes: [...scopes],
        allowed_ips: allowedIpsOf(fields.access.allowedIps),
        expires_at: expiresAtOf(fields.access) ?? null,
      });
      setCreated(result);
      onCreated();
    } catch (err) {
      failed();
      if (err instanceof ApiError && err.fields.length) setErrors(err.fieldMap());
      else setFailure(messageOf(err));
    } finally {
      setBusy(false);
    }
  }

  if (created) {
    return (
      <Modal
        title="API key created"
        onClose={onClose}
        footer={
          <button type="button" className="btn btn-primary" onClick={onClose}>
            Done
          </button>
        }
      >
        <p>
          <strong>{created.key.name}</strong> is active. Copy the secret now and store it in a
          password manager or an environment variable of the integration's server.
        </p>
        <div className="key-pair">
          <span className="id-label">Public key</span>
          <code className="mono">{created.key.public_key}</code>
          <CopyButton value={created.key.public_key} label="Copy public key" />
        </div>
        <p className="small muted">
          The public key names this key in logs and the audit log; it is not a secret.
        </p>
        <SecretOnce secret={created.secret_key} owner={created.key.public_key} title="Secret key">
          Never put the secret in browser JavaScript, a mobile app or version control. Admins can
          reveal it later from the list.
        </SecretOnce>
      </Modal>
    );
  }

  return (
    <Modal
      title="Create API key"
      onClose={onClose}
      wide
      footer={
        <FormFooter form="create-key-form" busy={busy} onCancel={onClose}>
          {busy ? 'Creating…' : 'Create key'}
        </FormFooter>
      }
    >
      <form ref={form} id="create-key-form" onSubmit={submit} noValidate className="stack">
        {failure && <ErrorBanner message={failure} />}
        <KeyFields values={fields} onChange={setFields} errors={errors} setErrors={setErrors} />
        <PermissionPicker
          groups={data.groups}
          selected={scopes}
          onChange={setScopes}
          error={errors.scopes}
          restaurant={data.restaurant}
        />
      </form>
    </Modal>
  );
}
