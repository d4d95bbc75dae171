import type { ApiKeyInfo } from '../../../../shared/ipc';
import { Field } from '../../components/ui';
import { formatDate } from '../../format';

/** The expiry choices of the key dialog; `keep` only when editing. */
export type ExpiryChoice = 'keep' | 'never' | '30' | '90' | '365' | 'custom';

export interface AccessValues {
  /** What the admin typed: addresses and ranges separated by commas, spaces or lines. */
  allowedIps: string;
  expiry: ExpiryChoice;
  /** YYYY-MM-DD from the date input, for `custom`. */
  customDate: string;
}

export const accessValuesOf = (key?: ApiKeyInfo): AccessValues => ({
  allowedIps: key ? key.allowed_ips.join('\n') : '',
  expiry: key ? 'keep' : 'never',
  customDate: '',
});

/** The typed allow-list as the list the service checks (and normalises). */
export const allowedIpsOf = (text: string): string[] => text.split(/[\s,]+/).filter(Boolean);

/**
 * The `expires_at` to send: undefined keeps the current one, null means never. A custom date
 * lasts until the end of that day, local time; a date that is not a date is sent as typed, so
 * the service's sentence explains it.
 */
export function expiresAtOf(values: AccessValues, now = Date.now()): string | null | undefined {
  switch (values.expiry) {
    case 'keep':
      return undefined;
    case 'never':
      return null;
    case 'custom': {
      const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(values.customDate);
      if (!m) return values.customDate;
      return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), 23, 59, 59).toISOString();
    }
    default:
      return new Date(now + Number(values.expiry) * 86_400_000).toISOString();
  }
}

/** "Never expires", "Expires 3 Jan 2027" or "Expired 3 Jan 2027". */
export const expiryText = (key: ApiKeyInfo): string =>
  key.expires_at === null
    ? 'Never expires'
    : `${key.expired ? 'Expired' : 'Expires'} ${formatDate(key.expires_at)}`;

/** The allow-list and expiry fields of the create and edit dialogs. */
export function KeyAccessFields({
  values,
  onChange,
  errors,
  current,
}: {
  values: AccessValues;
  onChange: (next: AccessValues) => void;
  errors: Record<string, string>;
  /** The key being edited: offers "Keep" for its expiry. */
  current?: ApiKeyInfo;
}) {
  const set = (patch: Partial<AccessValues>) => onChange({ ...values, ...patch });
  return (
    <div className="grid-2">
      <Field
        label="Allowed IP addresses (optional)"
        error={errors.allowed_ips}
        hint="Addresses or CIDR ranges, one per line, e.g. 203.0.113.7 or 10.0.0.0/24 (at most 50). Empty: any address."
      >
        {(p) => (
          <textarea
            {...p}
            rows={3}
            value={values.allowedIps}
            spellCheck={false}
            placeholder="Any address"
            onChange={(e) => set({ allowedIps: e.target.value })}
          />
        )}
      </Field>
      <div className="stack-sm">
        <Field label="Expires" error={values.expiry === 'custom' ? undefined : errors.expires_at}>
          {(p) => (
            <select
              {...p}
              value={values.expiry}
              onChange={(e) => set({ expiry: e.target.value as ExpiryChoice })}
            >
              {current && <option value="keep">Keep: {expiryText(current).toLowerCase()}</option>}
              <option value="never">Never</option>
              <option value="30">In 30 days</option>
              <option value="90">In 90 days</option>
              <option value="365">In 365 days</option>
              <option value="custom">On a date…</option>
            </select>
          )}
        </Field>
        {values.expiry === 'custom' && (
          <Field
            label="Expiry date"
            error={errors.expires_at}
            hint="The key works until the end of that day."
          >
            {(p) => (
              <input
                {...p}
                type="date"
                value={values.customDate}
                onChange={(e) => set({ customDate: e.target.value })}
              />
            )}
          </Field>
        )}
      </div>
    </div>
  );
}
