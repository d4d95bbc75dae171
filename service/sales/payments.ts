import { AppError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import {
  isPlainObject,
  isPresent,
  type BranchContext,
  type WriteOptions,
} from '../resources/context';
import { idSchema, type JsonSchema } from '../resources/fields';
import { Records } from '../resources/records';
import { nullableTimestamp, timestamp, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import { isoNow, type Clock } from '../util/clock';
import { Validator } from '../util/validate';
import { readMoney, type Money } from './money';
import { moneyInput, moneyOutput } from './order-schema';
import type { OrderPort } from './order-port';
import { defineComputedResource } from './sale-resource';

export type PaymentMethod = 'cash' | 'card' | 'voucher' | 'other';
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['cash', 'card', 'voucher', 'other'];
export const PAYMENT_LIMITS = { reference: 100 } as const;

export interface PaymentRow extends StoredRow {
  order_id: string;
  method: PaymentMethod;
  currency: string;
  amount: number;
  tip: number;
  tendered: number | null;
  change_given: number | null;
  refunded_amount: number;
  reference: string | null;
  business_date: string;
}

export interface Payment {
  id: string;
  order_id: string;
  method: PaymentMethod;
  amount: Money;
  tip: Money;
  tendered: Money | null;
  change: Money | null;
  refunded_amount: Money;
  reference: string | null;
  business_date: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

function representPayment(row: PaymentRow): Payment {
  const money = (amount: number): Money => ({ amount, currency: row.currency });
  return {
    id: row.id,
    order_id: row.order_id,
    method: row.method,
    amount: money(row.amount),
    tip: money(row.tip),
    tendered: row.tendered === null ? null : money(row.tendered),
    change: row.change_given === null ? null : money(row.change_given),
    refunded_amount: money(row.refunded_amount),
    reference: row.reference,
    business_date: row.business_date,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

const nullableMoney: JsonSchema = { anyOf: [moneyOutput, { type: 'null' }] };
const representation: JsonSchema = {
  type: 'object',
  properties: {
    id: idSchema('pay'),
    order_id: idSchema('ord'),
    method: { type: 'string', enum: [...PAYMENT_METHODS] },
    amount: { ...moneyOutput, description: 'What goes to the order’s total' },
    tip: { ...moneyOutput, description: 'On top of amount; not part of the order’s total' },
    tendered: { ...nullableMoney, description: 'Cash handed over (cash only)' },
    change: { ...nullableMoney, description: 'tendered − amount − tip (cash with tendered only)' },
    refunded_amount: { ...moneyOutput, description: 'What refunds naming this payment gave back' },
    reference: { type: ['string', 'null'] },
    business_date: {
      type: 'string',
      format: 'date',
      description: "The branch's business day when the payment was taken",
      examples: ['2026-11-21'],
    },
    version: { type: 'integer', minimum: 1, description: 'Increments on every change' },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullableTimestamp,
  },
};
/** The example of the Payment component: the cash payment of that sale. */
const PAYMENT_EXAMPLE: Payment = {
  id: 'pay_01M84XMJ4DN87JSPMWHEEA25DW',
  order_id: 'ord_01M84XMJ0QYXWFG6EPAS9STSG1',
  method: 'cash',
  amount: {
    amount: 612,
    currency: 'EUR',
  },
  tip: {
    amount: 0,
    currency: 'EUR',
  },
  tendered: {
    amount: 1000,
    currency: 'EUR',
  },
  change: {
    amount: 388,
    currency: 'EUR',
  },
  refunded_amount: {
    amount: 0,
    currency: 'EUR',
  },
  reference: null,
  business_date: '2026-11-21',
  version: 1,
  created_at: '2026-11-21T09:42:10.093Z',
  updated_at: '2026-11-21T09:42:10.093Z',
  deleted_at: null,
};

representation.required = Object.keys(representation.properties as object);
representation.examples = [PAYMENT_EXAMPLE];

export const PAYMENTS = defineComputedResource<Payment>({
  name: 'payments',
  singular: 'payment',
  idPrefix: 'pay',
  table: 'payments',
  component: 'Payment',
  columns: [
    'id',
    'company_id',
    'branch_id',
    'order_id',
    'method',
    'currency',
    'amount',
    'tip',
    'tendered',
    'change_given',
    'refunded_amount',
    'reference',
    'business_date',
    'version',
    'created_at',
    'updated_at',
    'deleted_at',
    'change_seq',
    'json',
  ],
  representation,
  create: {
    type: 'object',
    additionalProperties: false,
    description:
      'A payment on an open order. amount is at most the balance due (409 payment_exceeds_balance); for cash, tendered (at least amount + tip) gives the change.',
    properties: {
      method: { type: 'string', enum: [...PAYMENT_METHODS] },
      amount: { ...moneyInput, description: 'Above 0 and at most the order’s balance_due' },
      tip: { ...moneyInput, description: 'Default 0; recorded in the order’s tip_total' },
      tendered: { ...moneyInput, description: 'Cash only: what the customer handed over' },
      reference: {
        type: ['string', 'null'],
        maxLength: PAYMENT_LIMITS.reference,
        format: 'single-line',
        description: 'Your reference (card terminal receipt, voucher code)',
      },
    },
    required: ['method', 'amount'],
    examples: [
      { method: 'cash', amount: { amount: 1250 }, tendered: { amount: 2000 } },
      { method: 'card', amount: { amount: 1250 }, tip: { amount: 100 }, reference: 'TRM-4471' },
    ],
  },
  update: { type: 'object', additionalProperties: false, properties: {} },
  represent: (row) => representPayment(row as PaymentRow),
});

/** The body of `POST /payments/{id}/tip` (OpenAPI component `PaymentTip`). */
export const paymentTipSchema = {
  $id: 'PaymentTip',
  type: 'object',
  additionalProperties: false,
  properties: { tip: { ...moneyInput, description: 'The tip as it is now (0 takes it off)' } },
  required: ['tip'],
  examples: [{ tip: { amount: 200 } }],
};

/**
 * Payments of a branch's orders (table `payments`). A payment is taken in one transaction with
 * the order's new paid_total (the orders' applyPayment, which refuses an overpayment) and
 * never changes after, except for what refunds give back (`recordRefund`). Not webhook events:
 * clients follow payments with sync tokens.
 */
export class PaymentService extends Records<PaymentRow, Payment> {
  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    private readonly orders: Pick<
      OrderPort,
      'get' | 'applyPayment' | 'openBusinessDate' | 'assertDayOpen' | 'applyTip'
    >,
    /** The branch setting max_tip_percent. */
    private readonly maxTipPercent: (branchId: string) => number,
  ) {
    super(db, PAYMENTS, rowTable<PaymentRow>(db, 'payments', PAYMENTS.columns), events, clock, {
      events: false,
    });
  }

  /** Takes a payment on an open order; the order's version moves with it. */
  pay(ctx: BranchContext, orderId: string, input: unknown): Payment {
    return this.events.transaction(() => {
      const order = this.orders.get(ctx, orderId);
      const body = this.validatePayment(input, order.currency);
      this.assertTipWithinLimit(ctx, body.amount, body.tip, order.currency);
      this.orders.applyPayment(ctx, orderId, { amount: body.amount, tip: body.tip });
      const now = isoNow(this.clock);
      const row = this.insertValid(
        ctx,
        {
          order_id: order.id,
          method: body.method,
          currency: order.currency,
          amount: body.amount,
          tip: body.tip,
          tendered: body.tendered,
          change_given: body.tendered === null ? null : body.tendered - body.amount - body.tip,
          refunded_amount: 0,
          reference: body.reference,
          business_date: this.orders.openBusinessDate(ctx.branchId, new Date(now)),
          json: '',
        },
        now,
      );
      return this.resource.represent(row);
    });
  }

  /**
   * Sets a payment's tip (a card tip added after the sale, or corrected), while the payment's
   * own business day is open (409 day_closed after its close). The order's tip_total moves with
   * it; cash handed over must still cover amount and tip, and the change follows.
   */
  adjustTip(ctx: BranchContext, paymentId: string, input: unknown, options: WriteOptions): Payment {
    return this.events.transaction(() => {
      const current = this.get(ctx, paymentId);
      const v = new Validator();
      const body = isPlainObject(input) ? input : {};
      for (const key of Object.keys(body)) if (key !== 'tip') v.add(key, `Unknown field "${key}".`);
      let tip = 0;
      try {
        tip = Number(readMoney(body.tip, current.amount.currency, 'tip'));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        for (const f of error.fields) v.add(f.path, f.message);
      }
      const tendered = current.tendered?.amount ?? null;
      if (tendered !== null && tendered < current.amount.amount + tip)
        v.add('tip.amount', `The cash handed over (${tendered}) does not cover amount and tip.`);
      v.done();
      if (current.refunded_amount.amount > current.amount.amount + tip)
        throw new AppError(
          'conflict',
          `Payment ${paymentId} already gave back ${current.refunded_amount.amount}: its tip cannot go below what that leaves.`,
          [{ path: 'tip.amount', message: 'Too low for what was refunded.' }],
          { rule: 'refund_exceeds_payment' },
        );
      this.assertTipWithinLimit(ctx, current.amount.amount, tip, current.amount.currency);
      this.orders.assertDayOpen(ctx.branchId, current.business_date);
      const result = this.change(ctx, paymentId, options, (row) => {
        if (row.tip === tip) return undefined;
        this.orders.applyTip(ctx, row.order_id, tip - row.tip);
        const change = tendered === null ? {} : { change_given: tendered - row.amount - tip };
        return { set: { tip, ...change }, event: 'updated' };
      });
      return result.object;
    });
  }

  /**
   * 422 tip_too_large past the branch's max_tip_percent of the payment's amount: a mistyped or
   * forged tip would otherwise go into the day's figures unbounded.
   */
  private assertTipWithinLimit(
    ctx: BranchContext,
    amount: number,
    tip: number,
    currency: string,
  ): void {
    const percent = this.maxTipPercent(ctx.branchId);
    // In BigInt: amount × percent can pass 2^53 for the largest amounts.
    const max = (BigInt(amount) * BigInt(percent)) / 100n;
    if (BigInt(tip) <= max) return;
    const message =
      percent === 0
        ? 'This branch takes no tips (max_tip_percent is 0).'
        : `The tip (${tip}) is more than ${percent}% of the payment's amount (${amount}): at most ${max}.`;
    throw new AppError('tip_too_large', message, [{ path: 'tip.amount', message }], {
      max_tip_percent: percent,
      max_tip: { amount: Number(max), currency },
    });
  }

  /** The payments of one order, oldest first. */
  ofOrder(ctx: BranchContext, orderId: string): Payment[] {
    return this.db
      .prepare<[string, string], PaymentRow>(
        'SELECT * FROM payments WHERE order_id = ? AND branch_id = ? AND deleted_at IS NULL ORDER BY id',
      )
      .all(orderId, ctx.branchId)
      .map((row) => this.resource.represent(row));
  }

  /**
   * For the refunds module, inside the transaction that inserts a refund naming this payment:
   * adds `amount` to its refunded_amount and bumps its version. 409 conflict (rule
   * `refund_exceeds_payment`) when more would go back than the payment's amount and tip.
   */
  recordRefund(ctx: BranchContext, paymentId: string, amount: number): Payment {
    return this.change(ctx, paymentId, {}, (current) => {
      const refunded = current.refunded_amount + amount;
      if (!Number.isSafeInteger(amount) || amount <= 0 || refunded > current.amount + current.tip)
        throw new AppError(
          'conflict',
          `Payment ${paymentId} took ${current.amount + current.tip} and gave back ${current.refunded_amount} (minor units): ${amount} more cannot go back through it.`,
          [],
          { rule: 'refund_exceeds_payment' },
        );
      return { set: { refunded_amount: refunded }, event: 'updated' };
    }).object;
  }

  private validatePayment(input: unknown, currency: string) {
    const v = new Validator();
    if (!isPlainObject(input)) {
      v.add('body', 'The body must be a JSON object.');
      v.done();
    }
    const body = input as Record<string, unknown>;
    const allowed = ['method', 'amount', 'tip', 'tendered', 'reference'];
    for (const key of Object.keys(body))
      if (!allowed.includes(key)) v.add(key, `Unknown field "${key}".`);
    const method = v.oneOf('method', body.method, PAYMENT_METHODS, 'method');
    const money = (name: string): number | undefined => {
      if (!isPresent(body, name)) return undefined;
      try {
        return Number(readMoney(body[name], currency, name));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        for (const f of error.fields) v.add(f.path, f.message);
        return undefined;
      }
    };
    const amount = money('amount');
    if (!isPresent(body, 'amount')) v.add('amount', 'amount is required.');
    else if (amount === 0) v.add('amount.amount', 'amount must be above 0.');
    const tip = money('tip') ?? 0;
    const tendered = money('tendered');
    if (tendered !== undefined && method !== undefined && method !== 'cash')
      v.add('tendered', 'tendered is for cash payments only.');
    if (tendered !== undefined && amount !== undefined && tendered < amount + tip)
      v.add(
        'tendered.amount',
        `tendered (${tendered}) must be at least amount + tip (${amount + tip}).`,
      );
    const reference =
      body.reference === null || body.reference === undefined || body.reference === ''
        ? null
        : (v.text('reference', body.reference, {
            label: 'reference',
            max: PAYMENT_LIMITS.reference,
          }) ?? null);
    v.done();
    return {
      method: method!,
      amount: amount!,
      tip,
      tendered: tendered ?? null,
      reference,
    };
  }
}
