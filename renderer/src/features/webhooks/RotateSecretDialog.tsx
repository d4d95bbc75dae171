import { useState } from 'react';
import type { WebhookInfo } from '../../../../shared/ipc';
import {
  DEFAULT_SECRET_OVERLAP,
  SECRET_OVERLAP_LABELS,
  SECRET_OVERLAPS,
  type SecretOverlap,
} from '../../../../shared/signing-overlap';
import { call } from '../../api';
import { useApp } from '../../store/app';
import { ConfirmDialog } from '../../components/ui';
import { formatDateTime } from '../../format';

/**
 * "Rotate signing secret": the admin picks how long the current secret keeps signing next to
 * the new one, reads what will happen, and confirms; the new secret goes to the banner.
 */
export function RotateSecretDialog({
  webhook,
  onClose,
  onRotated,
}: {
  webhook: WebhookInfo;
  onClose: () => void;
  onRotated: (result: { webhook: WebhookInfo; secret: string }) => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const [overlap, setOverlap] = useState<SecretOverlap>(DEFAULT_SECRET_OVERLAP);
  const running = webhook.previous_secret_expires_at;
  return (
    <ConfirmDialog
      title="Rotate signing secret?"
      confirmLabel="Rotate secret"
      danger={overlap === 'none'}
      onClose={onClose}
      onConfirm={async () => {
        onRotated(await call('webhooks.rotateSecret', { ...tenant, id: webhook.id, overlap }));
      }}
    >
      <p>
        A new signing secret is made for <code className="mono">{webhook.url}</code> and shown once.
      </p>
      <fieldset>
        <legend>The current secret keeps signing for</legend>
        {SECRET_OVERLAPS.map((o) => (
          <label key={o} className="check-row">
            <input
              type="radio"
              name="overlap"
              value={o}
              checked={overlap === o}
              onChange={() => setOverlap(o)}
            />
            {SECRET_OVERLAP_LABELS[o]}
            {o === DEFAULT_SECRET_OVERLAP ? ' (recommended)' : ''}
          </label>
        ))}
      </fieldset>
      {overlap === 'none' ? (
        <p data-testid="rotate-outcome">
          Deliveries are signed with the new secret only, from the next one on. A receiver that
          still uses the current secret rejects them until it is updated.
        </p>
      ) : (
        <p data-testid="rotate-outcome">
          For {SECRET_OVERLAP_LABELS[overlap]} every delivery is signed with both secrets, so your
          receiver keeps working while you update it. After that only the new secret signs.
        </p>
      )}
      {running && (
        <p className="warn">
          The secret replaced by the last rotation, still signing until {formatDateTime(running)},
          stops at once.
        </p>
      )}
    </ConfirmDialog>
  );
}
