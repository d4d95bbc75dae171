import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { ProductService } from '../catalog/products';
import type { BranchContext } from '../resources/context';
import { idSchema, type JsonSchema } from '../resources/fields';
import { Records } from '../resources/records';
import { nullableTimestamp, timestamp, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { Validator } from '../util/validate';
import { ChangeCounter } from '../resources/change-counter';
import { AppError, validationError } from '../../shared/errors';
import { MONEY_LIMITS, quantityToThousandths, readMoney, type Money } from './money';
import type { OrderForRefund, OrderPort } from './order-port';
import type { PaymentService } from './payments';
import { moneyOutput, taxFigure } from './order-schema';
import type { TaxFigure } from './totals';
import { defineComputedResource } from './sale-resource';
import {
  computeRefund,
  refundConflict,
  type RefundLine,
  type RefundRequest,
  type RefundableOrder,
} from './refund-figures';

/**
 * Refunds (`ref_`): what went back to the customer of an order, by lines of a completed order
 * (each line's exact share of its discounts and taxes) or by amount. This module is the one owner of the
 * `refunds` table. A refund changes its order (refunded_total, payment_status, the lines'
 * refunded quantity, version) only through the order owner's `applyRefund`, and a payment's
 * `refunded_amount` only through the payment owner's, all in the refund's transaction, with
 * the stock it puts back and the `refundCreated` listeners: any failure rolls all of it back.
 * Refunds are not webhook events (the catalog is the spec's seven); clients follow them with
 * sync tokens on `GET /refunds`.
 */

export const REFUND_LIMITS = { lines: 500, reason: 500 } as const;

export interface RefundRow extends StoredRow {
  order_id: string;
  payment_id: string | null;
  currency: string;
  amount: number;
  tax_total: number;
  reason: string | null;
  restock: number;
  business_date: string;
}

export interface Refund {
  id: string;
  order_id: string;
  payment_id: string | null;
  amount: Money;
  tax_total: Money;
  taxes: TaxFigure[];
  reason: string | null;
  restock: boolean;
  lines: RefundLine[];
  business_date: string;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

const refundLine: JsonSchema = {
  type: 'object',
  description: "The line's share of the refund (its discounts and taxes taken cumulatively)",
  properties: {
    line_id: idSchema('oli'),
    product_id: { type: ['string', 'null'] },
    name: { type: 'string' },
    quantity: { type: 'number' },
    subtotal: moneyOutput,
    discount_total: moneyOutput,
    taxes: { type: 'array', items: taxFigure },
    tax_total: moneyOutput,
    total: moneyOutput,
  },
};
refundLine.required = Object.keys(refundLine.properties as object);

const representation: JsonSchema = {
  type: 'object',
  properties: {
    id: idSchema('ref'),
    order_id: idSchema('ord'),
    payment_id: {
      anyOf: [idSchema('pay'), { type: 'null' }],
      description:
        'The payment the money went back to (null only for refunds made before it was required)',
    },
    amount: { ...moneyOutput, description: 'What went back to the customer' },
    tax_total: { ...moneyOutput, description: 'The tax share of the amount' },
    taxes: {
      type: 'array',
      items: taxFigure,
      description:
        "tax_total per tax rate: a line refund's lines' taxes; an amount refund's tax spread over the order's rates in proportion to the tax each has left (largest remainder)",
    },
    reason: { type: ['string', 'null'] },
    restock: { type: 'boolean', description: 'The refunded lines went back into stock' },
    lines: {
      type: 'array',
      items: refundLine,
      description: 'The lines refunded; [] for a refund by amount',
    },
    business_date: {
      type: 'string',
      format: 'date',
      description: "The branch-local day the refund belongs to (after the branch's closeout hour)",
      examples: ['2026-11-21'],
    },
    version: { type: 'integer', minimum: 1, description: 'Always 1: a refund never changes' },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullableTimestamp,
  },
};
/**
 * The example of the Refund component: one espresso of that sale brought back, refunded from
 * the cash payment (docs/api.md "Worked example: a partial refund").
 */
export const REFUND_EXAMPLE: Refund = {
  id: 'ref_01M84XP2J8Q7T4V6W9XKD3B5RA',
  order_id: 'ord_01M84XMJ0QYXWFG6EPAS9STSG1',
  payment_id: 'pay_01M84XMJ4DN87JSPMWHEEA25DW',
  amount: { amount: 224, currency: 'EUR' },
  tax_total: { amount: 20, currency: 'EUR' },
  taxes: [
    {
      tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
      name: 'VAT 10%',
      rate_bps: 1000,
      mode: 'inclusive',
      amount: { amount: 20, currency: 'EUR' },
    },
  ],
  reason: 'Spilled',
  restock: true,
  lines: [
    {
      line_id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ6',
      product_id: 'prd_01M84XMHYMKGCBJRZN342W54BX',
      name: 'Espresso',
      quantity: 1,
      subtotal: { amount: 249, currency: 'EUR' },
      discount_total: { amount: 25, currency: 'EUR' },
      taxes: [
        {
          tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
          name: 'VAT 10%',
          rate_bps: 1000,
          mode: 'inclusive',
          amount: { amount: 20, currency: 'EUR' },
        },
      ],
      tax_total: { amount: 20, currency: 'EUR' },
      total: { amount: 224, currency: 'EUR' },
    },
  ],
  business_date: '2026-11-21',
  version: 1,
  created_at: '2026-11-21T10:15:04.210Z',
  updated_at: '2026-11-21T10:15:04.210Z',
  deleted_at: null,
};

representation.required = Object.keys(representation.properties as object);
representation.examples = [REFUND_EXAMPLE];

/** The refund as the API shows it; `lines` is kept in the `json` column only. */
function representRefund(row: object): Refund {
  const r = row as RefundRow & { lines?: RefundLine[]; taxes?: TaxFigure[] };
  const money = (amount: number): Money => ({ amount, currency: r.currency });
  const stored = r.lines && r.taxes ? undefined : (JSON.parse(r.json) as Refund);
  return {
    id: r.id,
    order_id: r.order_id,
    payment_id: r.payment_id,
    amount: money(r.amount),
    tax_total: money(r.tax_total),
    taxes: r.taxes ?? stored!.taxes,
    reason: r.reason,
    restock: r.restock === 1,
    lines: r.lines ?? stored!.lines,
    business_date: r.business_date,
    version: r.version,
    created_at: r.created_at,
    updated_at: r.updated_at,
    deleted_at: r.deleted_at,
  };
}

/** The refund resource: its table, representation and listing (sync tokens). */
export const REFUNDS = defineComputedResource<Refund>({
  name: 'refunds',
  singular: 'refund',
  idPrefix: 'ref',
  table: 'refunds',
  component: 'Refund',
  columns: [
    'id',
    'company_id',
    'branch_id',
    'order_id',
    'payment_id',
    'currency',
    'amount',
    'tax_total',
    'reason',
    'restock',
    'business_date',
    'version',
    'created_at',
    'updated_at',
    'deleted_at',
    'change_seq',
    'json',
  ],
  representation,
  // Refunds are made by POST /orders/{id}/refunds (RefundCreate) and never updated.
  create: { type: 'object' },
  update: { type: 'object', properties: {} },
  represent: representRefund,
});

const quantitySchema = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: MONEY_LIMITS.maxQuantity,
  description: 'Up to 3 decimals; at most sold minus already refunded',
  examples: [1],
};

/** The body of `POST /orders/{id}/refunds` (OpenAPI component `RefundCreate`). */
export const refundCreateSchema = {
  $id: 'RefundCreate',
  type: 'object',
  additionalProperties: false,
  description:
    'Exactly one of `lines` (each line refunded with its share of discounts and taxes) or `amount`.',
  properties: {
    lines: {
      type: 'array',
      minItems: 1,
      maxItems: REFUND_LIMITS.lines,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: { line_id: idSchema('oli'), quantity: quantitySchema },
        required: ['line_id', 'quantity'],
      },
    },
    amount: {
      type: 'object',
      additionalProperties: false,
      description: 'A refund of an amount, not of lines; it never restocks',
      properties: {
        amount: {
          type: 'integer',
          minimum: 1,
          maximum: MONEY_LIMITS.maxAmount,
          description: 'Minor units (cents)',
          examples: [500],
        },
        currency: {
          type: 'string',
          pattern: '^[A-Z]{3}$',
          description: "ISO 4217; default and only accepted value: the order's currency",
        },
      },
      required: ['amount'],
    },
    reason: {
      type: ['string', 'null'],
      maxLength: REFUND_LIMITS.reason,
      format: 'single-line',
      examples: ['Damaged on delivery'],
    },
    restock: {
      type: 'boolean',
      description:
        'Line refunds: put the refunded quantities back into stock (default true). Amount refunds never restock.',
    },
    payment_id: {
      ...idSchema('pay'),
      description:
        "The payment the money goes back to: the refund is at most that payment's amount minus what was refunded of it. Default: the order's one payment; an order with several needs it (422 payment_required, listing them)",
    },
  },
  examples: [
    {
      lines: [{ line_id: 'oli_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', quantity: 1 }],
      reason: 'Damaged on delivery',
    },
    { amount: { amount: 500 }, reason: 'Goodwill' },
  ],
};

/** A refund body read into its parts (the HTTP schema checked the shape; this checks again). */
export interface RefundBody {
  request: RefundRequest;
  reason: string | null;
  restock: boolean;
  paymentId: string | null;
}

/** Checks a refund body (422 naming each field); money in another currency is refused. */
export function readRefundBody(input: unknown, currency: string): RefundBody {
  const v = new Validator();
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw validationError([{ path: 'body', message: 'The body must be a JSON object.' }]);
  }
  const body = input as Record<string, unknown>;
  const known = ['lines', 'amount', 'reason', 'restock', 'payment_id'];
  for (const key of Object.keys(body))
    if (!known.includes(key)) v.add(key, `Unknown field "${key}".`);
  const hasLines = body.lines !== undefined;
  const hasAmount = body.amount !== undefined;
  if (hasLines === hasAmount) {
    v.add(
      hasLines ? 'amount' : 'lines',
      'Send exactly one of lines (a refund of order lines) or amount (a refund of an amount).',
    );
  }
  let request: RefundRequest | undefined;
  if (hasLines && !hasAmount) {
    const lines = body.lines;
    if (!Array.isArray(lines) || lines.length === 0 || lines.length > REFUND_LIMITS.lines) {
      v.add('lines', `lines must be a list of 1 to ${REFUND_LIMITS.lines} {line_id, quantity}.`);
    } else {
      const read: { line_id: string; quantity: number }[] = [];
      lines.forEach((line: unknown, i) => {
        const l = (typeof line === 'object' && line !== null ? line : {}) as Record<
          string,
          unknown
        >;
        if (typeof l.line_id !== 'string' || !/^oli_[0-9A-HJKMNP-TV-Z]{26}$/.test(l.line_id))
          v.add(`lines.${i}.line_id`, `lines.${i}.line_id must be an order line id (oli_…).`);
        else if (typeof l.quantity !== 'number')
          v.add(`lines.${i}.quantity`, `lines.${i}.quantity must be a number.`);
        else read.push({ line_id: l.line_id, quantity: l.quantity });
      });
      request = { lines: read };
    }
  } else if (hasAmount && !hasLines) {
    try {
      request = { amount: Number(readMoney(body.amount, currency, 'amount')) };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const f of error.fields) v.add(f.path, f.message);
    }
  }
  const reason =
    body.reason === undefined || body.reason === null
      ? null
      : (v.text('reason', body.reason, { label: 'reason', max: REFUND_LIMITS.reason }) ?? null);
  if (body.restock !== undefined && typeof body.restock !== 'boolean')
    v.add('restock', 'restock must be true or false.');
  if (hasAmount && body.restock === true) {
    v.add(
      'restock',
      'An amount refund puts nothing back into stock: refund lines to restock them.',
    );
  }
  const paymentId = body.payment_id;
  if (
    paymentId !== undefined &&
    (typeof paymentId !== 'string' || !/^pay_[0-9A-HJKMNP-TV-Z]{26}$/.test(paymentId))
  )
    v.add('payment_id', 'payment_id must be a payment id (pay_…).');
  v.done();
  return {
    request: request!,
    reason,
    restock: hasLines ? body.restock !== false : false,
    paymentId: typeof paymentId === 'string' ? paymentId : null,
  };
}

/** The order as a refund sees it, from the orders' forRefund. */
export function refundableOrder(found: OrderForRefund): RefundableOrder {
  const { order, row } = found;
  return {
    id: order.id,
    status: order.status,
    currency: order.currency,
    total: row.total,
    tax_total: row.tax_total,
    paid_total: row.paid_total,
    refunded_total: row.refunded_total,
    allowed_actions: order.allowed_actions,
    lines: order.lines.map((line) => ({
      id: line.id,
      product_id: line.product_id,
      figures: line,
      refunded_quantity: line.refunded_quantity,
    })),
  };
}

export interface RefundDependencies {
  /** The owner of orders: reads the order, adds the refund to it and calls `refundCreated`. */
  orders: Pick<OrderPort, 'forRefund' | 'applyRefund' | 'openBusinessDate'>;
  /** The owner of payments: reads the payment named, adds to its refunded_amount. */
  payments: Pick<PaymentService, 'get' | 'ofOrder' | 'recordRefund'>;
  products: Pick<ProductService, 'moveStockForSale'>;
}

/** The refunds of a branch: get, list (filters, sync tokens) and the refund operation. */
export class RefundService extends Records<RefundRow, Refund> {
  private readonly counter: ChangeCounter;

  constructor(
    db: Database,
    events: EventLog,
    clock: Clock,
    private readonly deps: RefundDependencies,
  ) {
    super(db, REFUNDS, rowTable<RefundRow>(db, 'refunds', REFUNDS.columns), events, clock, {
      events: false,
    });
    this.counter = new ChangeCounter(db);
  }

  /** The sum of the tax shares of the order's refunds so far. */
  private refundedTax(ctx: BranchContext, orderId: string): number {
    return this.db
      .prepare<[string, string], { tax: number }>(
        'SELECT coalesce(sum(tax_total), 0) AS tax FROM refunds WHERE order_id = ? AND branch_id = ? AND deleted_at IS NULL',
      )
      .get(orderId, ctx.branchId)!.tax;
  }

  /** The same per tax rate. */
  private refundedByRate(ctx: BranchContext, orderId: string): Map<string, number> {
    const rows = this.db
      .prepare<[string, string], { rate: string; amount: number }>(
        `SELECT json_extract(t.value, '$.tax_rate_id') AS rate, sum(json_extract(t.value, '$.amount.amount')) AS amount
           FROM refunds r, json_each(r.json, '$.taxes') t
          WHERE r.order_id = ? AND r.branch_id = ? AND r.deleted_at IS NULL GROUP BY rate`,
      )
      .all(orderId, ctx.branchId);
    return new Map(rows.map((r) => [r.rate, r.amount]));
  }

  /**
   * The payment a refund goes back to: the one named, else the order's only payment. An order
   * with several needs one named (422 payment_required listing them), so every refund books
   * against a payment method.
   */
  private paymentFor(ctx: BranchContext, orderId: string, named: string | null): string | null {
    if (named !== null) return named;
    const payments = this.deps.payments.ofOrder(ctx, orderId);
    if (payments.length <= 1) return payments[0]?.id ?? null;
    const list = payments.map((p) => `${p.id} (${p.method}, ${p.amount.amount})`).join(', ');
    throw new AppError(
      'payment_required',
      `Order ${orderId} has ${payments.length} payments: name the one the refund goes back to with payment_id: ${list}.`,
      [{ path: 'payment_id', message: `One of ${payments.map((p) => p.id).join(', ')}.` }],
      { payment_ids: payments.map((p) => p.id) },
    );
  }

  /**
   * Refunds part of an order, in one transaction: the figures (refund-figures.ts), the
   * payment's limit when one is named, the refund row, the payment's refunded_amount, the stock
   * put back, then the order's refunded figures and the `refundCreated` listeners (applyRefund). Concurrent refunds are
   * serialised by the transaction (BEGIN IMMEDIATE), so each sees the ones before it and
   * the limits hold however many clients refund at once.
   */
  refund(ctx: BranchContext, orderId: string, input: unknown): Refund {
    return this.events.transaction(() => {
      const order = refundableOrder(this.deps.orders.forRefund(ctx, orderId));
      const body = readRefundBody(input, order.currency);
      const figures = computeRefund(
        order,
        body.request,
        this.refundedTax(ctx, order.id),
        { restock: body.restock },
        this.refundedByRate(ctx, order.id),
      );
      const paymentId = this.paymentFor(ctx, order.id, body.paymentId);
      if (paymentId !== null) {
        const payment = this.deps.payments.get(ctx, paymentId);
        if (payment.order_id !== order.id) {
          throw validationError([
            {
              path: 'payment_id',
              message: `Payment ${payment.id} is not a payment of order ${order.id}.`,
            },
          ]);
        }
        const left = payment.amount.amount - payment.refunded_amount.amount;
        if (figures.amount > left) {
          throw refundConflict(
            'refund_exceeds_payment',
            `The refund (${figures.amount}) is more than what is left of payment ${payment.id} to refund (${left} ${order.currency} minor units).`,
            order,
            'payment_id',
          );
        }
      }
      const now = new Date(this.clock.now());
      const at = isoNow(this.clock);
      const row = {
        id: newId('ref'),
        company_id: ctx.companyId,
        branch_id: ctx.branchId,
        order_id: order.id,
        payment_id: paymentId,
        currency: order.currency,
        amount: figures.amount,
        tax_total: figures.tax_total,
        reason: body.reason,
        restock: body.restock ? 1 : 0,
        business_date: this.deps.orders.openBusinessDate(ctx.branchId, now),
        version: 1,
        created_at: at,
        updated_at: at,
        deleted_at: null,
        change_seq: this.counter.next(ctx.branchId),
        json: '',
      } satisfies RefundRow;
      row.json = REFUNDS.json({ ...row, lines: figures.lines, taxes: figures.taxes });
      this.table.insert(row);
      const refund = JSON.parse(row.json) as Refund;
      if (paymentId !== null) this.deps.payments.recordRefund(ctx, paymentId, figures.amount);
      if (figures.stock.length > 0) {
        this.deps.products.moveStockForSale(ctx, {
          orderId: order.id,
          reason: 'refund',
          moves: figures.stock,
        });
      }
      // Last: the order's refunded figures, then the refundCreated listeners, which see the
      // refund, the payment and the stock already done.
      this.deps.orders.applyRefund(
        ctx,
        order.id,
        {
          amount: figures.amount,
          lines: figures.lines.map((l) => ({
            lineId: l.line_id,
            quantityMilli: Number(quantityToThousandths(l.quantity)),
          })),
        },
        refund,
      );
      return refund;
    });
  }
}

export type { RefundLine };
