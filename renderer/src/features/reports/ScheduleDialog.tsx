import { useState, type FormEvent } from 'react';
import type { ScheduledReportInfo } from '../../../../shared/ipc';
import { ApiError, call, messageOf } from '../../api';
import { ErrorBanner, Field, FormFooter, Modal, Toggle } from '../../components/ui';
import { useFocusFirstError } from '../../components/useFocusFirstError';
import { useApp } from '../../store/app';
import { FormatField, ResourceField, type ExportFormat } from './ExportFields';
import { FREQUENCY, WEEKDAYS } from './report-text';

type Frequency = ScheduledReportInfo['frequency'];

/**
 * "New schedule" (an export made at a local time of the branch) or "Edit schedule" (its name,
 * timing, format, files kept and whether it runs; what it makes stays as it was created).
 */
export function ScheduleDialog({
  schedule,
  resources,
  timeZone,
  onClose,
  onSaved,
}: {
  schedule: ScheduledReportInfo | null;
  resources: { id: string; dated: boolean }[];
  timeZone: string;
  onClose: () => void;
  onSaved: () => void;
}) {
  const tenant = useApp((s) => s.tenant)!;
  const toast = useApp((s) => s.toast);
  const [resource, setResource] = useState(resources[0]?.id ?? 'orders');
  const [name, setName] = useState(schedule?.name ?? '');
  const [frequency, setFrequency] = useState<Frequency>(schedule?.frequency ?? 'daily');
  const [time, setTime] = useState(schedule?.time_of_day ?? '06:00');
  const [dayOfWeek, setDayOfWeek] = useState(schedule?.day_of_week ?? 1);
  const [dayOfMonth, setDayOfMonth] = useState(schedule?.day_of_month ?? 1);
  const [format, setFormat] = useState<ExportFormat>(schedule?.format ?? 'csv');
  const [keep, setKeep] = useState(String(schedule?.keep_last ?? 7));
  const [active, setActive] = useState(schedule?.active ?? true);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { form, failed } = useFocusFirstError();

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(null);
    try {
      await call('reports.saveSchedule', {
        ...tenant,
        ...(schedule ? { id: schedule.id } : { resource }),
        name,
        format,
        frequency,
        time_of_day: time,
        day_of_week: frequency === 'weekly' ? dayOfWeek : null,
        day_of_month: frequency === 'monthly' ? dayOfMonth : null,
        keep_last: Number(keep),
        active,
      });
      toast(schedule ? 'Schedule saved.' : 'Schedule created.');
      onSaved();
      onClose();
    } catch (err) {
      failed();
      if (err instanceof ApiError && err.fields.length) {
        const map = err.fieldMap();
        setErrors({ ...map, resource: map['report.resource'] ?? map.report ?? '' });
      } else setFailure(messageOf(err));
      setBusy(false);
    }
  }

  return (
    <Modal
      title={schedule ? `Edit “${schedule.name}”` : 'New schedule'}
      onClose={onClose}
      footer={
        <FormFooter form="schedule-form" busy={busy} onCancel={onClose}>
          {busy ? 'Saving…' : schedule ? 'Save' : 'Create schedule'}
        </FormFooter>
      }
    >
      <form ref={form} id="schedule-form" className="stack" onSubmit={submit} noValidate>
        {failure && <ErrorBanner message={failure} />}
        <Field label="Name" error={errors.name} hint="For example: Nightly orders for accounting">
          {(p) => <input {...p} value={name} onChange={(e) => setName(e.target.value)} />}
        </Field>
        {schedule ? (
          <p className="muted small">Makes: {schedule.what}.</p>
        ) : (
          <ResourceField
            resources={resources}
            value={resource}
            onChange={setResource}
            error={errors.resource || undefined}
            hint="Sales rows cover the period just ended: the previous day, week or month."
          />
        )}
        <div className="grid-2">
          <Field label="How often" error={errors.frequency}>
            {(p) => (
              <select
                {...p}
                value={frequency}
                onChange={(e) => setFrequency(e.target.value as Frequency)}
              >
                {(Object.keys(FREQUENCY) as Frequency[]).map((f) => (
                  <option key={f} value={f}>
                    {FREQUENCY[f]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={`At (${timeZone})`} error={errors.time_of_day}>
            {(p) => (
              <input {...p} type="time" value={time} onChange={(e) => setTime(e.target.value)} />
            )}
          </Field>
          {frequency === 'weekly' && (
            <Field label="On" error={errors.day_of_week}>
              {(p) => (
                <select
                  {...p}
                  value={dayOfWeek}
                  onChange={(e) => setDayOfWeek(Number(e.target.value))}
                >
                  {WEEKDAYS.map((d, i) => (
                    <option key={d} value={i + 1}>
                      {d}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          )}
          {frequency === 'monthly' && (
            <Field label="On day of the month" error={errors.day_of_month} hint="1 to 28">
              {(p) => (
                <input
                  {...p}
                  inputMode="numeric"
                  value={dayOfMonth}
                  onChange={(e) => setDayOfMonth(Number(e.target.value))}
                />
              )}
            </Field>
          )}
          <FormatField value={format} onChange={setFormat} error={errors.format} />
          <Field label="Files kept" error={errors.keep_last} hint="Older files are removed.">
            {(p) => (
              <input
                {...p}
                inputMode="numeric"
                value={keep}
                onChange={(e) => setKeep(e.target.value)}
              />
            )}
          </Field>
        </div>
        <Toggle label="Active" checked={active} onChange={setActive} />
      </form>
    </Modal>
  );
}
