import { useState, type FormEvent } from 'react';
import type { TotpEnrolment } from '../../../../shared/ipc';
import { ROLE_LABELS } from '../../../../shared/roles';
import { ApiError, call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { Badge, Card, ErrorBanner, Field } from '../../components/ui';
import './profile.css';

function TwoFactor() {
  const session = useApp((s) => s.session)!;
  const updateSession = useApp((s) => s.updateSession);
  const toast = useApp((s) => s.toast);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [codes, setCodes] = useState<string[] | null>(null);
  const [disabling, setDisabling] = useState(false);
  const on = session.user.totp_enabled;

  return (
    <Card
      title="Two-factor authentication"
      description="A code from an authenticator app at every sign-in. Strongly advised for accounts that manage API keys."
      actions={on ? <Badge tone="green">On</Badge> : <Badge tone="amber">Off</Badge>}
    >
      {codes && (
        <div className="secret-once">
          <p className="secret-title">Recovery codes — save them now</p>
          <p className="small">
            Each code signs you in once if you lose your phone. They are not shown again.
          </p>
          <ul className="recovery-codes" aria-label="Recovery codes">
            {codes.map((c) => (
              <li key={c} className="mono">
                {c}
              </li>
            ))}
          </ul>
          <button type="button" className="btn btn-small" onClick={() => setCodes(null)}>
            I saved them
          </button>
        </div>
      )}
      {!on && !enrolment && (
        <button
          type="button"
          className="btn btn-primary"
          onClick={async () => {
            try {
              setEnrolment(await call('totp.begin', undefined));
            } catch (e) {
              toast(messageOf(e), 'error');
            }
          }}
        >
          Set up two-factor authentication
        </button>
      )}
      {!on && enrolment && (
        <form
          className="totp-setup"
          onSubmit={async (e: FormEvent) => {
            e.preventDefault();
            setError(undefined);
            try {
              const result = await call('totp.confirm', { code });
              setCodes(result.recoveryCodes);
              updateSession(result.session);
              setEnrolment(null);
              setCode('');
              toast('Two-factor authentication is on.');
            } catch (err) {
              setError(
                err instanceof ApiError ? (err.fieldMap().code ?? err.message) : messageOf(err),
              );
            }
          }}
        >
          <img
            src={enrolment.qrDataUrl}
            alt="QR code to scan with your authenticator app"
            width={180}
            height={180}
          />
          <div className="stack-sm">
            <p>1. Scan the QR code with an authenticator app (or enter the key by hand).</p>
            <p className="small muted">
              Key:{' '}
              <code className="mono" data-testid="totp-secret">
                {enrolment.secret}
              </code>
            </p>
            <p>2. Enter the 6-digit code it shows.</p>
            <Field label="Code" error={error}>
              {(p) => (
                <input
                  {...p}
                  inputMode="numeric"
                  autoComplete="one-time-code"
                  value={code}
                  onChange={(e) => setCode(e.target.value)}
                />
              )}
            </Field>
            <div className="row">
              <button type="submit" className="btn btn-primary">
                Turn on
              </button>
              <button type="button" className="btn" onClick={() => setEnrolment(null)}>
                Cancel
              </button>
            </div>
          </div>
        </form>
      )}
      {on && !disabling && (
        <button type="button" className="btn" onClick={() => setDisabling(true)}>
          Turn off two-factor authentication
        </button>
      )}
      {on && disabling && (
        <form
          className="stack-sm narrow"
          onSubmit={async (e) => {
            e.preventDefault();
            setError(undefined);
            try {
              updateSession(await call('totp.disable', { password }));
              setDisabling(false);
              setPassword('');
              toast('Two-factor authentication is off.');
            } catch (err) {
              setError(
                err instanceof ApiError ? (err.fieldMap().password ?? err.message) : messageOf(err),
              );
            }
          }}
        >
          <Field label="Confirm with your password" error={error}>
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
              />
            )}
          </Field>
          <div className="row">
            <button type="submit" className="btn btn-danger">
              Turn off
            </button>
            <button type="button" className="btn" onClick={() => setDisabling(false)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </Card>
  );
}

export function ProfileTab() {
  const session = useApp((s) => s.session)!;
  const updateSession = useApp((s) => s.updateSession);
  const toast = useApp((s) => s.toast);
  const [displayName, setDisplayName] = useState(session.user.display_name);
  const [nameError, setNameError] = useState<string | undefined>();
  const [pw, setPw] = useState({ current: '', next: '', confirm: '' });
  const [pwErrors, setPwErrors] = useState<Record<string, string>>({});
  const [pwFailure, setPwFailure] = useState<string | null>(null);

  return (
    <div className="stack">
      <div className="page-header">
        <div>
          <h1>Profile</h1>
          <p className="muted">
            Signed in as <strong>{session.user.username}</strong> · {ROLE_LABELS[session.user.role]}
          </p>
        </div>
      </div>
      <Card title="Name">
        <form
          className="row-form"
          onSubmit={async (e) => {
            e.preventDefault();
            setNameError(undefined);
            try {
              updateSession(await call('profile.update', { displayName }));
              toast('Name saved.');
            } catch (err) {
              setNameError(messageOf(err));
            }
          }}
        >
          <Field label="Display name" error={nameError}>
            {(p) => (
              <input {...p} value={displayName} onChange={(e) => setDisplayName(e.target.value)} />
            )}
          </Field>
          <button type="submit" className="btn btn-primary">
            Save
          </button>
        </form>
      </Card>
      <Card title="Password">
        <form
          className="stack-sm narrow"
          noValidate
          onSubmit={async (e) => {
            e.preventDefault();
            setPwErrors({});
            setPwFailure(null);
            if (pw.next !== pw.confirm)
              return setPwErrors({ confirm: 'The new passwords do not match.' });
            try {
              await call('profile.changePassword', {
                currentPassword: pw.current,
                newPassword: pw.next,
              });
              setPw({ current: '', next: '', confirm: '' });
              toast('Password changed.');
            } catch (err) {
              if (err instanceof ApiError && err.fields.length) setPwErrors(err.fieldMap());
              else setPwFailure(messageOf(err));
            }
          }}
        >
          {pwFailure && <ErrorBanner message={pwFailure} />}
          <Field label="Current password" error={pwErrors.currentPassword}>
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="current-password"
                value={pw.current}
                onChange={(e) => setPw({ ...pw, current: e.target.value })}
              />
            )}
          </Field>
          <Field label="New password" error={pwErrors.newPassword} hint="At least 8 characters.">
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="new-password"
                value={pw.next}
                onChange={(e) => setPw({ ...pw, next: e.target.value })}
              />
            )}
          </Field>
          <Field label="Confirm new password" error={pwErrors.confirm}>
            {(p) => (
              <input
                {...p}
                type="password"
                autoComplete="new-password"
                value={pw.confirm}
                onChange={(e) => setPw({ ...pw, confirm: e.target.value })}
              />
            )}
          </Field>
          <div>
            <button type="submit" className="btn btn-primary">
              Change password
            </button>
          </div>
        </form>
      </Card>
      <TwoFactor />
    </div>
  );
}
