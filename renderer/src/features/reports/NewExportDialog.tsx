import { useState, type FormEvent } from 'react';
import type { ExportFileInfo } from '../../../../shared/ipc';
import { ApiError, call, messageOf } from '../../api';
import { ErrorBanner, Field, FormFooter, Modal } from '../../components/ui';
import { useFocusFirstError } from '../../components/useFocusFirstError';
import { useApp } from '../../store/app';
import { FormatField, ResourceField, type ExportFormat } from './ExportFields';
import { resourceLabel } from './report-text';

/** Yesterday as a business day (YYYY-MM-DD) of the PC's calendar: a sensible first range. */
const yesterday = () => new Date(Date.now() - 86_400_000).toLocaleDateString('sv-SE');

/** "New export": what, which business days (sales only) and the file format. */
export function NewExportDialog({
  resources,
  onClose,
  onQueued,
}: {
  resources: { id: string; dated: boolean }[];
  onClose: () => void;
  onQueued: (file: ExportFileInfo) => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const [resource, setResource] = useState(resources[0]?.id ?? 'orders');
  const [from, setFrom] = useState(yesterday());
  const [to, setTo] = useState(yesterday());
  const [format, setFormat] = useState<ExportFormat>('csv');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, failed } = useFocusFirstError();
  const dated = resources.find((r) => r.id === resource)?.dated ?? true;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      const file = await call('reports.createExport', {
        ...tenant,
        resource,
        format,
        ...(dated ? { from, to } : {}),
      });
      onQueued(file);
      onClose();
    } catch (err) {
      failed();
      if (err instanceof ApiError && err.fields.length) setErrors(err.fieldMap());
      else setFailure(messageOf(err));
      setBusy(false);
    }
  }

  return (
    <Modal
      title="New export"
      onClose={onClose}
      footer={
        <FormFooter form="export-form" busy={busy} onCancel={onClose}>
          {busy ? 'Starting…' : 'Start export'}
        </FormFooter>
      }
    >
      <form ref={form} id="export-form" className="stack" onSubmit={submit} noValidate>
        {failure && <ErrorBanner message={failure} />}
        <ResourceField
          resources={resources}
          value={resource}
          onChange={setResource}
          error={errors.resource}
        />
        {dated ? (
          <div className="grid-2">
            <Field label="From (business day)" error={errors.from}>
              {(p) => (
                <input {...p} type="date" value={from} onChange={(e) => setFrom(e.target.value)} />
              )}
            </Field>
            <Field label="To (business day, included)" error={errors.to}>
              {(p) => (
                <input {...p} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
              )}
            </Field>
          </div>
        ) : (
          <p className="muted small">
            {resourceLabel(resource)} are exported as they are now; no dates apply.
          </p>
        )}
        <FormatField value={format} onChange={setFormat} error={errors.format} />
      </form>
    </Modal>
  );
}
