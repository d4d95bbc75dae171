import type { Dispatch, SetStateAction } from 'react';
import type { ApiKeyInfo } from '../../../../shared/ipc';
import { Field } from '../../components/ui';
import { accessValuesOf, KeyAccessFields } from './KeyAccessFields';

/** What both key dialogs ask: name, description, allowed IP addresses and expiry. */
export const keyFieldsOf = (key?: ApiKeyInfo) => ({
  name: key?.name ?? '',
  description: key?.description ?? '',
  access: accessValuesOf(key),
});
export type KeyFieldValues = ReturnType<typeof keyFieldsOf>;

/** The shared fields of the key dialogs; `current` is the key being edited (none: a new key). */
export function KeyFields({
  values,
  onChange,
  errors,
  setErrors,
  current,
}: {
  values: KeyFieldValues;
  onChange: (next: KeyFieldValues) => void;
  errors: Record<string, string>;
  setErrors: Dispatch<SetStateAction<Record<string, string>>>;
  current?: ApiKeyInfo;
}) {
  const change = (next: Partial<KeyFieldValues>, ...fields: string[]) => {
    onChange({ ...values, ...next });
    setErrors((all) =>
      Object.fromEntries(Object.entries(all).filter(([f]) => !fields.includes(f))),
    );
  };
  return (
    <>
      <div className="grid-2">
        <Field
          label="Name"
          error={errors.name}
          hint={current ? undefined : 'For example: ERP sync'}
        >
          {(p) => (
            <input
              {...p}
              value={values.name}
              onChange={(e) => change({ name: e.target.value }, 'name')}
              autoFocus={!current}
              maxLength={100}
            />
          )}
        </Field>
        <Field label="Description (optional)" error={errors.description}>
          {(p) => (
            <input
              {...p}
              value={values.description}
              onChange={(e) => change({ description: e.target.value }, 'description')}
              maxLength={500}
            />
          )}
        </Field>
      </div>
      <KeyAccessFields
        values={values.access}
        onChange={(access) => change({ access }, 'allowed_ips', 'expires_at')}
        errors={errors}
        current={current}
      />
    </>
  );
}
