import { useState } from 'react';
import { call, messageOf } from '../../api';
import { CopyButton, IconEye } from '../../components/ui';
import { useApp } from '../../store/app';

/**
 * The eye and copy icons of a row. What it reveals lives in this component only: the list
 * mounts a new one (see `secretCellKey`) whenever the key's secret or status may have changed,
 * so a secret revealed before a regenerate or a deactivate is never shown or copied after it.
 */
export function SecretCell({ publicKey, name }: { publicKey: string; name: string }) {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const [secret, setSecret] = useState<string | null>(null);
  const reveal = async () => (await call('keys.reveal', { ...tenant, publicKey })).secret_key;
  return (
    <div className="secret-cell">
      <code className="mono secret-text" data-testid="secret-text">
        {secret ?? (
          <>
            <span aria-hidden="true">{'sk_' + '•'.repeat(10)}</span>
            <span className="sr-only">Hidden</span>
          </>
        )}
      </code>
      <button
        type="button"
        className="icon-btn"
        aria-label={`Show secret of ${name}`}
        aria-pressed={secret !== null}
        title={secret ? 'Hide secret' : 'Show secret'}
        onClick={async () => {
          if (secret) return setSecret(null);
          try {
            setSecret(await reveal());
          } catch (e) {
            toast(messageOf(e), 'error');
          }
        }}
      >
        <IconEye off={secret !== null} />
      </button>
      <CopyButton value={secret ?? reveal} label={`Copy secret of ${name}`} secretOf={publicKey} />
    </div>
  );
}
