import { useState, type FormEvent } from 'react';
import type { Res } from '../../../../shared/ipc';
import type { Industry } from '../../../../shared/scopes';
import { ApiError, call, messageOf, onPush } from '../../api';
import { useApp } from '../../store/app';
import { Brand } from '../../components/Brand';
import { ErrorBanner, Field } from '../../components/ui';
import { BranchFields, CompanyFields, guessedTimeZone } from '../tenancy/TenantFields';
import { useFocusFirstError } from '../../components/useFocusFirstError';

export function SetupScreen() {
  const signedIn = useApp((s) => s.signedIn);
  const toast = useApp((s) => s.toast);
  const selectTenant = useApp((s) => s.selectTenant);
  const [demo, setDemo] = useState(false);
  const [progress, setProgress] = useState<string | null>(null);
  const [form, setForm] = useState({
    companyName: '',
    industry: 'retail' as Industry,
    branchName: '',
    currency: 'EUR',
    timeZone: guessedTimeZone(),
    username: '',
    displayName: '',
    password: '',
    confirm: '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form: formRef, failed } = useFocusFirstError();
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    if (form.password !== form.confirm) {
      setErrors({ confirm: 'The passwords do not match.' });
      failed();
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
      const loaded = demo ? await loadDemo() : null;
      signedIn(loaded?.session ?? session);
      if (loaded) selectTenant(loaded.tenant);
    } catch (error) {
      failed();
      if (error instanceof ApiError && error.fields.length) setErrors(error.fieldMap());
      else setFailure(messageOf(error));
      setBusy(false);
    }
  }

  /** The demo company, made after the first one; a failure leaves the console set up anyway. */
  async function loadDemo(): Promise<Res<'demo.load'> | null> {
    setProgress('Loading demo data…');
    const off = onPush('demo.progress', (p) =>
      setProgress(`Loading demo data: day ${p.done} of ${p.total}, ${p.orders} orders…`),
    );
    try {
      const industry = form.industry === 'restaurant' ? 'restaurant' : 'retail';
      const loaded = await call('demo.load', { industry });
      toast(`Demo data loaded: ${loaded.demo.orders} orders.`, 'success');
      return loaded;
    } catch (error) {
      toast(`The demo data could not be loaded: ${messageOf(error)}`, 'error');
      return null;
    } finally {
      off();
    }
  }

  return (
    <main className="auth-screen">
      <form
        ref={formRef}
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
          <CompanyFields form={form} errors={errors} set={set} />
        </fieldset>
        <fieldset>
          <legend>First branch</legend>
          <BranchFields form={form} errors={errors} set={set} />
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
        <label className="check-row">
          <input
            type="checkbox"
            checked={demo}
            aria-describedby="setup-demo-hint"
            onChange={(e) => setDemo(e.target.checked)}
          />
          <span>Load demo data</span>
        </label>
        <p id="setup-demo-hint" className="muted">
          A second company, “Demo Retail” or “Demo Restaurant” after the industry above, with
          products, customers and 30 days of sales to try the console and the API on.
        </p>
        {progress && (
          <p className="muted" role="status" aria-live="polite">
            {progress}
          </p>
        )}
        <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
          {busy ? 'Creating…' : 'Create and sign in'}
        </button>
      </form>
    </main>
  );
}
