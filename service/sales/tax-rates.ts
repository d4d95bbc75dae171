import type { ChangeCounter } from '../resources/change-counter';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { BranchContext } from '../resources/context';
import { choice, integer, text } from '../resources/fields';
import { Records } from '../resources/records';
import { defineResource, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import type { Clock } from '../util/clock';
import type { TaxMode, TaxRate as TaxRateFigure } from './totals';

export const TAX_RATE_LIMITS = { name: 100, maxRateBps: 10_000 } as const;
export const TAX_MODES: readonly TaxMode[] = ['inclusive', 'exclusive'];

export interface TaxRateRow extends StoredRow {
  name: string;
  rate_bps: number;
  mode: TaxMode;
}

export interface TaxRate {
  id: string;
  name: string;
  rate_bps: number;
  mode: TaxMode;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A branch tax rate: `rate_bps` in basis points (2000 = 20%), inclusive or exclusive. */
export const TAX_RATES = defineResource<TaxRate>({
  name: 'tax-rates',
  singular: 'tax rate',
  idPrefix: 'tax',
  table: 'tax_rates',
  component: 'TaxRate',
  fields: {
    name: text({
      label: 'Name',
      min: 1,
      max: TAX_RATE_LIMITS.name,
      required: true,
      examples: ['VAT 20%'],
    }),
    rate_bps: {
      ...integer({
        label: 'rate_bps',
        min: 0,
        max: TAX_RATE_LIMITS.maxRateBps,
        message: `rate_bps must be a whole number of basis points from 0 to ${TAX_RATE_LIMITS.maxRateBps} (2000 is 20%).`,
        description: 'Basis points: 2000 is 20%',
        examples: [2000],
      }),
      required: true,
    },
    mode: choice({
      values: TAX_MODES,
      label: 'mode',
      required: true,
      about:
        'inclusive: prices already contain the tax (it is extracted); exclusive: the tax is added',
    }),
  },
  create: { examples: [{ name: 'VAT 20%', rate_bps: 2000, mode: 'inclusive' }] },
  update: {
    description:
      'Any subset. Orders keep the rate they were priced with: a change applies to later orders.',
    examples: [{ rate_bps: 2100 }],
  },
});

/**
 * The branch's tax rates: the shared reads and writes. Their changes are not webhook events
 * (the catalog is the seven product and category events); clients follow them with sync tokens.
 */
export class TaxRateService extends Records<TaxRateRow, TaxRate> {
  constructor(db: Database, events: EventLog, clock: Clock) {
    super(db, TAX_RATES, rowTable<TaxRateRow>(db, 'tax_rates', TAX_RATES.columns), events, clock, {
      events: false,
    });
  }

  readonly tombstoneTables = ['tax_rates'] as const;

  /** Deleted rates past the cutoff: orders copy the rates they use, so nothing keeps one. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return changes.pruneTombstones('tax_rates', cutoff);
  }

  /** The branch's live tax rates by id, as the totals module takes them. */
  liveRates(ctx: BranchContext): Map<string, TaxRateFigure> {
    return liveTaxRates(this.db, ctx);
  }
}

/** The branch's live tax rates by id (products check their default rates against these). */
export function liveTaxRates(db: Database, ctx: BranchContext): Map<string, TaxRateFigure> {
  const rows = db
    .prepare<[string, string], TaxRateRow>(
      'SELECT * FROM tax_rates WHERE branch_id = ? AND company_id = ? AND deleted_at IS NULL',
    )
    .all(ctx.branchId, ctx.companyId);
  return new Map(
    rows.map((r) => [r.id, { id: r.id, name: r.name, rate_bps: r.rate_bps, mode: r.mode }]),
  );
}
