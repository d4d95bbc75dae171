import { useState, type FormEvent } from 'react';
import { ApiError, call, messageOf } from '../../api';
import { useApp } from '../../store/app';
import { ErrorBanner, FormFooter, Modal } from '../../components/ui';
import { BranchFields, CompanyFields, guessedTimeZone, type TenantForm } from './TenantFields';
import { useFocusFirstError } from '../../components/useFocusFirstError';

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
  const [form, setForm] = useState<TenantForm>({
    companyName: '',
    industry: 'retail',
    branchName: '',
    currency: company?.branches[0]?.currency ?? 'EUR',
    timeZone: company?.branches[0]?.time_zone ?? guessedTimeZone(),
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const { form: formRef, failed } = useFocusFirstError();
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
      failed();
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
        <FormFooter form="tenant-form" busy={busy} onCancel={onClose}>
          {mode === 'company' ? 'Add company' : 'Add branch'}
        </FormFooter>
      }
    >
      <form ref={formRef} id="tenant-form" className="stack" onSubmit={submit} noValidate>
        {failure && <ErrorBanner message={failure} />}
        {mode === 'company' && <CompanyFields form={form} errors={errors} set={set} />}
        <BranchFields
          form={form}
          errors={errors}
          set={set}
          nameLabel={mode === 'company' ? 'First branch name' : 'Branch name'}
          autoFocus={mode === 'branch'}
        />
      </form>
    </Modal>
  );
}
