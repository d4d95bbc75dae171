import { useMemo, useState, type FormEvent } from 'react';
import type { Industry } from '../../../../shared/scopes';
import { ApiError, call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { Brand } from '../../components/Brand';
import { ErrorBanner, Field } from '../../components/ui';
import { COMMON_CURRENCIES } from '../tenancy/AddTenantDialog';

export function SetupScreen() {
  const signedIn = useApp((s) => s.signedIn);
  const timeZones = useMemo(() => ['UTC', ...Intl.supportedValuesOf('timeZone')], []);
  const guessedZone = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  const [form, setForm] = useState({
    companyName: '',
    industry: 'retail' as Industry,
    branchName: '',
    currency: 'EUR',
    timeZone: guessedZone,
    username: '',
    displayName: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (form.password !== form.confirm) {
      setErrors({ confirm: 'The passwords do not match.' });
      return;
    }
    setBusy(true);
    try {
      const session = await call('auth.setup', {
        company: { name: form.companyName, industry: form.industry },
        branch: { name: form.branchName, currency: form.currency, timeZone: form.timeZone },
        admin: {
          username: form.username,
          password: form.password,
          ...(form.displayName ? { displayName: form.displayName } : {}),
        },
      });
      signedIn(session);
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) setErrors(error.fieldMap());
      else setFailure(messageOf(error));
      setBusy(false);
    }
  }

  return (
    <main className="auth-screen">
      <form
        className="auth-card auth-card-wide"
        onSubmit={submit}
        noValidate
        aria-labelledby="setup-title"
      >
        <Brand large />
        <h1 id="setup-title">Set up the console</h1>
        <p className="muted">
          Create the first company, its first branch and the Super Admin account. You can add more
          companies, branches and users later.
        </p>
        {failure && <ErrorBanner message={failure} />}
        <fieldset>
          <legend>Company</legend>
          <div className="grid-2">
            <Field label="Company name" error={errors['company.name']}>
              {(p) => (
                <input
                  {...p}
                  value={form.companyName}
                  onChange={(e) => set('companyName')(e.target.value)}
                  autoFocus
                />
              )}
            </Field>
            <Field
              label="Industry"
              error={errors['company.industry']}
              hint="Restaurants also get Tables and Bookings permissions."
            >
              {(p) => (
                <select
                  {...p}
                  value={form.industry}
                  onChange={(e) => set('industry')(e.target.value)}
                >
                  <option value="retail">Retail</option>
                  <option value="restaurant">Restaurant</option>
                  <option value="default">Other</option>
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>First branch</legend>
          <div className="grid-3">
            <Field label="Branch name" error={errors['branch.name']}>
              {(p) => (
                <input
                  {...p}
                  value={form.branchName}
                  onChange={(e) => set('branchName')(e.target.value)}
                />
              )}
            </Field>
            <Field label="Currency" error={errors['branch.currency']}>
              {(p) => (
                <>
                  <input
                    {...p}
                    list="currencies"
                    value={form.currency}
                    onChange={(e) => set('currency')(e.target.value.toUpperCase())}
                  />
                  <datalist id="currencies">
                    {COMMON_CURRENCIES.map((c) => (
                      <option key={c} value={c} />
                    ))}
                  </datalist>
                </>
              )}
            </Field>
            <Field label="Time zone" error={errors['branch.timeZone']}>
              {(p) => (
                <select
                  {...p}
                  value={form.timeZone}
                  onChange={(e) => set('timeZone')(e.target.value)}
                >
                  {timeZones.map((z) => (
                    <option key={z} value={z}>
                      {z}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </div>
        </fieldset>
        <fieldset>
          <legend>Super Admin account</legend>
          <div className="grid-2">
            <Field label="Username" error={errors['admin.username']}>
              {(p) => (
                <input
                  {...p}
                  autoComplete="username"
                  value={form.username}
                  onChange={(e) => set('username')(e.target.value)}
                />
              )}
            </Field>
            <Field label="Display name (optional)" error={errors['admin.displayName']}>
              {(p) => (
                <input
                  {...p}
                  value={form.displayName}
                  onChange={(e) => set('displayName')(e.target.value)}
                />
              )}
            </Field>
            <Field label="Password" error={errors['admin.password']} hint="At least 8 characters.">
              {(p) => (
                <input
                  {...p}
                  type="password"
                  autoComplete="new-password"
                  value={form.password}
                  onChange={(e) => set('password')(e.target.value)}
                />
              )}
            </Field>
            <Field label="Confirm password" error={errors.confirm}>
              {(p) => (
                <input
                  {...p}
                  type="password"
                  autoComplete="new-password"
                  value={form.confirm}
                  onChange={(e) => set('confirm')(e.target.value)}
                />
              )}
            </Field>
          </div>
        </fieldset>
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Creating…' : 'Create and sign in'}
        </button>
      </form>
    </main>
  );
}
