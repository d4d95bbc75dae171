import { AppError, validationError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { ProductService } from '../catalog/products';
import type { ChangeCounter } from '../resources/change-counter';
import {
  isPlainObject,
  isPresent,
  type BranchContext,
  type WriteOptions,
} from '../resources/context';
import { boolean, choice, integer, reference, text, type Field } from '../resources/fields';
import { Records, type ChangeResult } from '../resources/records';
import { defineResource, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import { MONEY_LIMITS, percentToBps, type Money } from '../sales/money';
import type { Clock } from '../util/clock';

export type RewardKind = 'amount_off' | 'percent_off' | 'free_product';
export const REWARD_KINDS: readonly RewardKind[] = ['amount_off', 'percent_off', 'free_product'];
export const REWARD_LIMITS = { name: 100, maxPointsCost: 10_000_000 } as const;

/** The field each kind needs; the others stay null. */
const KIND_FIELD: Record<RewardKind, 'amount' | 'percent' | 'product_id'> = {
  amount_off: 'amount',
  percent_off: 'percent',
  free_product: 'product_id',
};
/** The column that holds each kind's field. */
const FIELD_COLUMN = {
  amount: 'amount',
  percent: 'percent_bps',
  product_id: 'product_id',
} as const;

export interface RewardRow extends StoredRow {
  name: string;
  points_cost: number;
  kind: RewardKind;
  amount: number | null;
  currency: string | null;
  percent_bps: number | null;
  product_id: string | null;
  active: number;
}

export interface Reward {
  id: string;
  name: string;
  points_cost: number;
  kind: RewardKind;
  amount: Money | null;
  percent: number | null;
  product_id: string | null;
  active: boolean;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** An amount off, in the branch currency, or null (stored as `amount` and `currency`). */
const amountField: Field = {
  input: {
    type: ['object', 'null'],
    additionalProperties: false,
    description: 'amount_off only: the discount, in the branch currency',
    properties: {
      amount: { type: 'integer', minimum: 1, maximum: MONEY_LIMITS.maxAmount, examples: [500] },
      currency: { type: 'string', pattern: '^[A-Z]{3}$', description: 'The branch currency' },
    },
    required: ['amount'],
  },
  output: {
    anyOf: [
      {
        type: 'object',
        properties: { amount: { type: 'integer' }, currency: { type: 'string' } },
        required: ['amount', 'currency'],
      },
      { type: 'null' },
    ],
  },
  required: false,
  columns: () => ['amount', 'currency'],
  defaults: () => ({ amount: null }),
  parse(v, name, value, _present, into) {
    if (value === null) {
      into.amount = null;
      return;
    }
    const shape = `${name} must be an object such as {"amount": 500} or null.`;
    if (!isPlainObject(value)) return v.add(name, shape);
    for (const key of Object.keys(value))
      if (key !== 'amount' && key !== 'currency')
        v.add(`${name}.${key}`, `Unknown field "${key}".`);
    const n = value.amount;
    if (typeof n !== 'number' || !Number.isSafeInteger(n) || n < 1 || n > MONEY_LIMITS.maxAmount)
      v.add(
        `${name}.amount`,
        `${name}.amount must be a whole number of minor units (cents) from 1 to ${MONEY_LIMITS.maxAmount}.`,
      );
    else into.amount = n;
    // The branch currency is the rule's (it needs the branch): see RewardService.
    if (isPresent(value, 'currency')) into.currency = value.currency;
  },
  read: (row) =>
    row.amount === null || row.amount === undefined
      ? null
      : { amount: row.amount, currency: row.currency },
};

/** A percent off (above 0, at most 100, 2 decimals), or null (stored in basis points). */
const percentField: Field = {
  input: {
    type: ['number', 'null'],
    exclusiveMinimum: 0,
    maximum: 100,
    description: 'percent_off only: percent off the order (at most 2 decimals)',
    examples: [10],
  },
  output: { type: ['number', 'null'], examples: [10] },
  required: false,
  columns: () => ['percent_bps'],
  defaults: () => ({ percent_bps: null }),
  parse(v, name, value, _present, into) {
    if (value === null) {
      into.percent_bps = null;
      return;
    }
    const bps = percentToBps(value);
    if (bps === undefined || bps === 0n)
      v.add(name, `${name} must be a number above 0 and at most 100, with at most 2 decimals.`);
    else into.percent_bps = Number(bps);
  },
  read: (row) =>
    row.percent_bps === null || row.percent_bps === undefined
      ? null
      : Number(row.percent_bps) / 100,
};

/** A reward of the branch's loyalty program: what it costs in points and what it gives. */
export const REWARDS = defineResource<Reward>({
  name: 'rewards',
  singular: 'reward',
  idPrefix: 'rwd',
  table: 'rewards',
  component: 'Reward',
  fields: {
    name: text({
      label: 'Name',
      min: 1,
      max: REWARD_LIMITS.name,
      required: true,
      examples: ['5 € off'],
    }),
    points_cost: {
      ...integer({
        label: 'points_cost',
        min: 1,
        max: REWARD_LIMITS.maxPointsCost,
        description: 'Points a redemption takes from the balance',
        examples: [100],
      }),
      required: true,
    },
    kind: choice({
      values: REWARD_KINDS,
      label: 'kind',
      required: true,
      about:
        'amount_off (needs amount), percent_off (needs percent) or free_product (needs product_id: one unit of it free)',
    }),
    amount: amountField,
    percent: percentField,
    product_id: reference({
      prefix: 'prd',
      label: 'product',
      description: 'free_product only: a live product of the branch',
    }),
    active: boolean({ default: true }),
  },
  create: {
    examples: [
      { name: '5 € off', points_cost: 100, kind: 'amount_off', amount: { amount: 500 } },
      {
        name: 'Free espresso',
        points_cost: 60,
        kind: 'free_product',
        product_id: 'prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      },
    ],
  },
  update: {
    description:
      'Any subset. Changing kind clears the other kinds\u2019 fields; send the new kind\u2019s field with it. Redemptions keep the terms they were made with.',
    examples: [{ points_cost: 120 }, { kind: 'percent_off', percent: 10 }],
  },
});

Object.assign(REWARDS.schemas.representation, {
  examples: [
    {
      id: 'rwd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC',
      name: '5 € off',
      points_cost: 100,
      kind: 'amount_off',
      amount: { amount: 500, currency: 'EUR' },
      percent: null,
      product_id: null,
      active: true,
      version: 1,
      created_at: '2026-11-21T10:00:00.000Z',
      updated_at: '2026-11-21T10:00:00.000Z',
      deleted_at: null,
    },
  ],
});

/**
 * The reward catalog: the shared reads and writes, plus the kind rule (each kind has its own
 * field and only it) and the references (a live product, the branch currency). Not webhook
 * events; followed with sync tokens.
 */
export class RewardService extends Records<RewardRow, Reward> {
  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    products: ProductService,
    branchCurrency: (branchId: string) => string,
  ) {
    super(db, REWARDS, rowTable<RewardRow>(db, 'rewards', REWARDS.columns), events, clock, {
      events: false,
      defaults: (ctx) => ({ currency: branchCurrency(ctx.branchId) }),
      check: (ctx, changes, current) => {
        const merged = { ...current, ...changes } as RewardRow;
        const currency = branchCurrency(ctx.branchId);
        if (changes.currency !== undefined && changes.currency !== currency)
          throw validationError([
            {
              path: 'amount.currency',
              message: `amount.currency must be ${currency}, the branch currency; amounts are not converted.`,
            },
          ]);
        assertKindFields(merged);
        if (changes.product_id) {
          try {
            products.get(ctx, changes.product_id);
          } catch (error) {
            if (!(error instanceof AppError && error.code === 'not_found')) throw error;
            throw validationError([
              { path: 'product_id', message: `No product ${changes.product_id} in this branch.` },
            ]);
          }
        }
      },
    });
  }

  readonly tombstoneTables = ['rewards'] as const;

  /** Deletes tombstones older than `cutoff`: redemptions copy their reward's terms. */
  pruneTombstones(changes: ChangeCounter, cutoff: string): number {
    return changes.pruneTombstones('rewards', cutoff);
  }

  /** A PATCH that changes `kind` clears the fields of the other kinds it does not send. */
  override update(
    ctx: BranchContext,
    id: string,
    input: unknown,
    options: WriteOptions = {},
  ): ChangeResult<Reward> {
    if (isPlainObject(input) && typeof input.kind === 'string') {
      const filled: Record<string, unknown> = { ...input };
      for (const [kind, field] of Object.entries(KIND_FIELD))
        if (kind !== input.kind && !isPresent(input, field)) filled[field] = null;
      return super.update(ctx, id, filled, options);
    }
    return super.update(ctx, id, input, options);
  }
}

/** Each kind has its own field set, and no other kind's. */
function assertKindFields(row: RewardRow): void {
  const own = KIND_FIELD[row.kind];
  const problems: { path: string; message: string }[] = [];
  for (const [field, column] of Object.entries(FIELD_COLUMN)) {
    const value = (row as unknown as Record<string, unknown>)[column];
    const set = value !== null && value !== undefined;
    if (field === own && !set)
      problems.push({ path: field, message: `A ${row.kind} reward needs ${field}.` });
    if (field !== own && set)
      problems.push({
        path: field,
        message: `${field} is for ${Object.entries(KIND_FIELD).find(([, f]) => f === field)![0]} rewards; this one is ${row.kind} (leave ${field} out or null).`,
      });
  }
  if (problems.length) throw validationError(problems);
}
