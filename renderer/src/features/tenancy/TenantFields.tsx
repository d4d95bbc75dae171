import { useId, useMemo } from 'react';
import type { Industry } from '../../../../shared/scopes';
import { Field } from '../../components/ui';

const COMMON_CURRENCIES = [
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

/** What the setup screen and the Add company / Add branch dialog ask about a company and a branch. */
export interface TenantForm {
  companyName: string;
  industry: Industry;
  branchName: string;
  currency: string;
  timeZone: string;
}

interface FieldsProps {
  form: TenantForm;
  /** Field errors keyed as the service reports them (`company.name`, `branch.currency`). */
  errors: Record<string, string>;
  set: (key: keyof TenantForm) => (value: string) => void;
}

/** The time zone this computer is in: the first guess for a new branch. */
export const guessedTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** The company's name and industry. */
export function CompanyFields({ form, errors, set }: FieldsProps) {
  return (
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
          <select {...p} value={form.industry} onChange={(e) => set('industry')(e.target.value)}>
            <option value="retail">Retail</option>
            <option value="restaurant">Restaurant</option>
            <option value="default">Other</option>
          </select>
        )}
      </Field>
    </div>
  );
}

/** The branch's name, currency and time zone. */
export function BranchFields({
  form,
  errors,
  set,
  nameLabel = 'Branch name',
  autoFocus,
}: FieldsProps & { nameLabel?: string; autoFocus?: boolean }) {
  const timeZones = useMemo(() => ['UTC', ...Intl.supportedValuesOf('timeZone')], []);
  const currencies = useId();
  const zones = useId();
  // A zone typed in another case is the zone: "europe/paris" is saved as Europe/Paris.
  const canonicalZone = (typed: string) =>
    timeZones.find((z) => z.toLowerCase() === typed.trim().toLowerCase()) ?? typed;
  return (
    <div className="grid-3">
      <Field label={nameLabel} error={errors['branch.name']}>
        {(p) => (
          <input
            {...p}
            value={form.branchName}
            onChange={(e) => set('branchName')(e.target.value)}
            autoFocus={autoFocus}
          />
        )}
      </Field>
      <Field label="Currency" error={errors['branch.currency']}>
        {(p) => (
          <>
            <input
              {...p}
              list={currencies}
              value={form.currency}
              onChange={(e) => set('currency')(e.target.value.toUpperCase())}
            />
            <datalist id={currencies}>
              {COMMON_CURRENCIES.map((c) => (
                <option key={c} value={c} />
              ))}
            </datalist>
          </>
        )}
      </Field>
      <Field
        label="Time zone"
        error={errors['branch.timeZone']}
        hint="Type a city to search. The branch's clock: business days, day closing, sales reports and scheduled exports follow it."
      >
        {(p) => (
          <>
            <input
              {...p}
              list={zones}
              value={form.timeZone}
              autoComplete="off"
              spellCheck={false}
              placeholder="Europe/Paris"
              onChange={(e) => set('timeZone')(e.target.value)}
              onBlur={(e) => set('timeZone')(canonicalZone(e.target.value))}
            />
            <datalist id={zones}>
              {timeZones.map((z) => (
                <option key={z} value={z} />
              ))}
            </datalist>
          </>
        )}
      </Field>
    </div>
  );
}
