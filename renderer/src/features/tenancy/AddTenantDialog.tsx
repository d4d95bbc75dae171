import { useMemo, useState, type FormEvent } from 'react';
import type { Industry } from '../../../../shared/scopes';
import { ApiError, call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { ErrorBanner, Field, Modal } from '../../components/ui';

export const COMMON_CURRENCIES = [
  'EUR',
  'USD',
  'GBP',
  'CHF',
  'CAD',
  'AUD',
  'JPY',
  'SEK',
  'NOK',
  'DKK',
  'PLN',
  'CZK',
  'INR',
  'BRL',
  'MXN',
  'ZAR',
];

/**
 * Super Admin: add a company (with its first branch) or a branch of the selected company.
 * The service checks every field with the setup screen's rules (service/tenancy/tenancy.ts);
 * the new company or branch becomes the selected one.
 */
export function AddTenantDialog({
  mode,
  companyId,
  onClose,
}: {
  mode: 'company' | 'branch';
  companyId: string | null;
  onClose: () => void;
}) {
  const updateSession = useApp((s) => s.updateSession);
  const selectTenant = useApp((s) => s.selectTenant);
  const toast = useApp((s) => s.toast);
  const company = useApp((s) => s.session?.companies.find((c) => c.id === companyId));
  const timeZones = useMemo(() => ['UTC', ...Intl.supportedValuesOf('timeZone')], []);
  const [form, setForm] = useState({
    companyName: '',
    industry: 'retail' as Industry,
    branchName: '',
    currency: company?.branches[0]?.currency ?? 'EUR',
    timeZone:
      company?.branches[0]?.time_zone ??
      (Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof typeof form) => (value: string) => setForm({ ...form, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    setBusy(true);
    const branch = { name: form.branchName, currency: form.currency, timeZone: form.timeZone };
    try {
      const { session, tenant } =
        mode === 'company'
          ? await call('companies.create', {
              company: { name: form.companyName, industry: form.industry },
              branch,
            })
          : await call('branches.create', { companyId: companyId ?? '', branch });
      updateSession(session);
      selectTenant(tenant);
      toast(mode === 'company' ? 'Company added.' : 'Branch added.', 'success');
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields.length) setErrors(error.fieldMap());
      else setFailure(messageOf(error));
      setBusy(false);
    }
  }

  const title = mode === 'company' ? 'Add company' : `Add branch to ${company?.name ?? ''}`;
  return (
    <Modal
      title={title}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="btn" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" form="tenant-form" className="btn btn-primary" disabled={busy}>
            {mode === 'company' ? 'Add company' : 'Add branch'}
          </button>
        </>
      }
    >
      <form id="tenant-form" className="stack" onSubmit={submit} noValidate>
        {failure && <ErrorBanner message={failure} />}
        {mode === 'company' && (
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
        )}
        <div className="grid-3">
          <Field
            label={mode === 'company' ? 'First branch name' : 'Branch name'}
            error={errors['branch.name']}
          >
            {(p) => (
              <input
                {...p}
                value={form.branchName}
                onChange={(e) => set('branchName')(e.target.value)}
                autoFocus={mode === 'branch'}
              />
            )}
          </Field>
          <Field label="Currency" error={errors['branch.currency']}>
            {(p) => (
              <>
                <input
                  {...p}
                  list="tenant-currencies"
                  value={form.currency}
                  onChange={(e) => set('currency')(e.target.value.toUpperCase())}
                />
                <datalist id="tenant-currencies">
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
      </form>
    </Modal>
  );
}
