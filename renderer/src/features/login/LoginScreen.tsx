import { useState, type FormEvent } from 'react';
import { ApiError, call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { Brand } from '../../components/Brand';
import { ErrorBanner, Field } from '../../components/ui';
import { useFocusFirstError } from '../../components/useFocusFirstError';

export function LoginScreen() {
  const signedIn = useApp((s) => s.signedIn);
  const notice = useApp((s) => s.notice);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [needsCode, setNeedsCode] = useState(false);
  // A user created through the open API chooses a password with a one-time setup code.
  const [setup, setSetup] = useState(false);
  const [setupCode, setSetupCode] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form, failed } = useFocusFirstError();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const result = setup
        ? await call('auth.redeemSetupCode', { username, code: setupCode, password })
        : await call('auth.login', {
            username,
            password,
            ...(needsCode ? { code } : {}),
          });
      if (result.status === 'totp_required') {
        setNeedsCode(true);
        setBusy(false);
        return;
      }
      signedIn(result.session);
    } catch (error) {
      failed();
      if (error instanceof ApiError && error.fields.length && error.code === 'validation_failed')
        setErrors(error.fieldMap());
      else if (error instanceof ApiError && error.fields.some((f) => f.path === 'code'))
        setErrors(error.fieldMap());
      else setFailure(messageOf(error));
      setBusy(false);
    }
  }

  return (
    <main className="auth-screen">
      <form
        ref={form}
        className="auth-card"
        onSubmit={submit}
        noValidate
        aria-labelledby="login-title"
      >
        <Brand large />
        <h1 id="login-title">
          {needsCode ? 'Two-factor authentication' : setup ? 'Choose your password' : 'Sign in'}
        </h1>
        {notice && <div className="banner banner-info">{notice}</div>}
        {failure && <ErrorBanner message={failure} />}
        {!needsCode ? (
          <>
            <Field label="Username" error={errors.username}>
              {(p) => (
                <input
                  {...p}
                  autoComplete="username"
                  value={username}
                  onChange={(e) => setUsername(e.target.value)}
                  autoFocus
                />
              )}
            </Field>
            {setup && (
              <Field
                label="Setup code"
                error={errors.code}
                hint="The one-time code your administrator gave you, such as 7K2M-Q9XB-4TNR-A1CD-8HJW."
              >
                {(p) => (
                  <input
                    {...p}
                    autoComplete="one-time-code"
                    value={setupCode}
                    onChange={(e) => setSetupCode(e.target.value)}
                  />
                )}
              </Field>
            )}
            <Field
              label={setup ? 'New password' : 'Password'}
              error={errors.password}
              {...(setup ? { hint: 'At least 8 characters.' } : {})}
            >
              {(p) => (
                <input
                  {...p}
                  type="password"
                  autoComplete={setup ? 'new-password' : 'current-password'}
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                />
              )}
            </Field>
          </>
        ) : (
          <Field
            label="Authentication code"
            error={errors.code}
            hint="Enter the 6-digit code from your authenticator app, or one of your recovery codes."
          >
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(e) => setCode(e.target.value)}
                autoFocus
              />
            )}
          </Field>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy
            ? 'Signing in…'
            : needsCode
              ? 'Verify'
              : setup
                ? 'Set password and sign in'
                : 'Sign in'}
        </button>
        {!needsCode && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setSetup(!setup);
              setErrors({});
              setFailure(null);
            }}
          >
            {setup ? 'Back to sign in' : 'I have a setup code'}
          </button>
        )}
        {needsCode && (
          <button
            type="button"
            className="btn btn-link"
            onClick={() => {
              setNeedsCode(false);
              setCode('');
              setErrors({});
            }}
          >
            Use another account
          </button>
        )}
      </form>
    </main>
  );
}
