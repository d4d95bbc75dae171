import { Field } from '../../components/ui';
import { resourceLabel } from './report-text';

export type ExportFormat = 'csv' | 'jsonl';

/** "What to export", as the new export and the new schedule ask it. */
export function ResourceField({
  resources,
  value,
  onChange,
  error,
  hint,
}: {
  resources: { id: string }[];
  value: string;
  onChange: (resource: string) => void;
  error?: string | undefined;
  hint?: string;
}) {
  return (
    <Field label="What to export" error={error} hint={hint}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.target.value)}>
          {resources.map((r) => (
            <option key={r.id} value={r.id}>
              {resourceLabel(r.id)}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}

/** The file format, said by what opens it. */
export function FormatField({
  value,
  onChange,
  error,
}: {
  value: ExportFormat;
  onChange: (format: ExportFormat) => void;
  error?: string | undefined;
}) {
  return (
    <Field label="Format" error={error}>
      {(p) => (
        <select {...p} value={value} onChange={(e) => onChange(e.target.value as ExportFormat)}>
          <option value="csv">CSV (spreadsheets)</option>
          <option value="jsonl">JSON Lines (other software)</option>
        </select>
      )}
    </Field>
  );
}
