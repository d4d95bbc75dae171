import { idSchema, type JsonSchema } from '../resources/fields';
import { nullableTimestamp, timestamp, type StoredRow } from '../resources/resource';
import type { Money } from './money';
import { TRIMMED } from '../util/text';
import {
  discountInput,
  discountOutput,
  lineFigures,
  lineInput,
  moneyOutput,
  orderFiguresSchema,
  taxFigure,
} from './order-schema';
import { defineComputedResource } from './sale-resource';
import { ORDER_LIMITS, type Discount, type LineFigures, type TaxFigure } from './totals';

/** The order resource: its row, its representation and its schemas (docs/api.md "Orders"). */

export type OrderStatus = 'open' | 'completed' | 'canceled';
export type PaymentStatus =
  'unpaid' | 'partially_paid' | 'paid' | 'partially_refunded' | 'refunded';
/** What can be done to an order now; a refused move is a 409 that lists them. */
export type OrderAction = 'update' | 'complete' | 'cancel' | 'delete' | 'pay' | 'refund';

export const ORDER_STATUSES: readonly OrderStatus[] = ['open', 'completed', 'canceled'];
export const PAYMENT_STATUSES: readonly PaymentStatus[] = [
  'unpaid',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
];
export const ORDER_TEXT_LIMITS = { source: 32, note: 1000 } as const;

export interface OrderRow extends StoredRow {
  number: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  source: string;
  customer_id: string | null;
  table_id: string | null;
  note: string | null;
  currency: string;
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
  paid_total: number;
  tip_total: number;
  refunded_total: number;
  ordered_at: string;
  business_date: string;
  completed_at: string | null;
  canceled_at: string | null;
}

/** A line as the order shows it: its figures, its id, and how much of it was refunded. */
export interface OrderLine extends LineFigures {
  id: string;
  refunded_quantity: number;
}

/** The parts of the representation kept only in the `json` column (the rest are columns). */
export interface StoredFigures {
  discount: Discount | null;
  lines: OrderLine[];
  taxes: TaxFigure[];
}

export interface Order {
  id: string;
  number: number;
  status: OrderStatus;
  payment_status: PaymentStatus;
  source: string;
  customer_id: string | null;
  table_id: string | null;
  note: string | null;
  // The OrderFigures of totals.ts, in their order.
  currency: string;
  discount: Discount | null;
  lines: OrderLine[];
  subtotal: Money;
  discount_total: Money;
  tax_total: Money;
  taxes: TaxFigure[];
  total: Money;
  paid_total: Money;
  refunded_total: Money;
  balance_due: Money;
  tip_total: Money;
  allowed_actions: OrderAction[];
  ordered_at: string;
  business_date: string;
  completed_at: string | null;
  canceled_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** Money paid and not refunded: what a cancel must first give back. */
export const netPaid = (row: Pick<OrderRow, 'paid_total' | 'refunded_total'>): number =>
  row.paid_total - row.refunded_total;

/** unpaid → partially_paid → paid; any refund makes it partially_refunded, all of it refunded. */
export function paymentStatusOf(
  row: Pick<OrderRow, 'total' | 'paid_total' | 'refunded_total'>,
): PaymentStatus {
  if (row.refunded_total > 0)
    return row.refunded_total >= row.paid_total ? 'refunded' : 'partially_refunded';
  if (row.paid_total === 0 && row.total > 0) return 'unpaid';
  return row.paid_total < row.total ? 'partially_paid' : 'paid';
}

/**
 * The actions an order allows now, each rule of docs/api.md "Orders" once: an open order can
 * be changed; paid while a balance is due; completed once nothing is due; canceled once no
 * payment is left unrefunded; deleted while it has never been paid. Money paid and not
 * refunded can be refunded unless the order was canceled. (`note` can always change.)
 */
export function allowedActions(
  row: Pick<OrderRow, 'status' | 'total' | 'paid_total' | 'refunded_total' | 'deleted_at'>,
): OrderAction[] {
  if (row.deleted_at !== null) return [];
  const actions: OrderAction[] = [];
  const open = row.status === 'open';
  if (open) actions.push('update');
  if (open && row.total === row.paid_total) actions.push('complete');
  if (open && netPaid(row) === 0) actions.push('cancel');
  if (open && row.paid_total === 0) actions.push('delete');
  if (open && row.paid_total < row.total) actions.push('pay');
  if (row.status !== 'canceled' && netPaid(row) > 0) actions.push('refund');
  return actions;
}

export function representOrder(row: OrderRow): Order {
  const stored = JSON.parse(row.json) as StoredFigures;
  const money = (amount: number): Money => ({ amount, currency: row.currency });
  return {
    id: row.id,
    number: row.number,
    status: row.status,
    payment_status: row.payment_status,
    source: row.source,
    customer_id: row.customer_id,
    table_id: row.table_id,
    note: row.note,
    currency: row.currency,
    discount: stored.discount,
    lines: stored.lines,
    subtotal: money(row.subtotal),
    discount_total: money(row.discount_total),
    tax_total: money(row.tax_total),
    taxes: stored.taxes,
    total: money(row.total),
    paid_total: money(row.paid_total),
    refunded_total: money(row.refunded_total),
    // totals.ts: total − paid_total; a refund does not reopen a balance.
    balance_due: money(row.total - row.paid_total),
    tip_total: money(row.tip_total),
    allowed_actions: allowedActions(row),
    ordered_at: row.ordered_at,
    business_date: row.business_date,
    completed_at: row.completed_at,
    canceled_at: row.canceled_at,
    version: row.version,
    created_at: row.created_at,
    updated_at: row.updated_at,
    deleted_at: row.deleted_at,
  };
}

const figureProperties = orderFiguresSchema.properties as Record<string, JsonSchema>;
const lineProperties = lineFigures.properties as Record<string, JsonSchema>;

const orderLineSchema: JsonSchema = {
  type: 'object',
  properties: {
    id: idSchema('oli'),
    ...lineProperties,
    refunded_quantity: { type: 'number', description: 'How much of the quantity was refunded' },
  },
};
orderLineSchema.required = Object.keys(orderLineSchema.properties as object);

const sourceInput: JsonSchema = {
  type: 'string',
  minLength: 1,
  [TRIMMED]: true,
  maxLength: ORDER_TEXT_LIMITS.source,
  format: 'single-line',
  description: 'Where the order came from: api, pos, online, kiosk or your own word (default api)',
  examples: ['pos'],
};
const noteInput: JsonSchema = {
  type: ['string', 'null'],
  maxLength: ORDER_TEXT_LIMITS.note,
  format: 'multi-line',
  description: 'Free text; null or "" clears it. The only field a closed order still takes',
  examples: ['No sugar'],
};
const customerInput: JsonSchema = {
  anyOf: [idSchema('cus'), { type: 'null' }],
  description: 'A live customer of the branch, or null',
};
const tableInput: JsonSchema = {
  anyOf: [idSchema('tbl'), { type: 'null' }],
  description:
    'Restaurant companies only: a live table of the branch (the order occupies it while open), or null',
};
const linesInput: JsonSchema = {
  type: 'array',
  minItems: 1,
  maxItems: ORDER_LIMITS.lines,
  items: lineInput,
  description:
    'Priced as POST /orders/calculate prices them. A product that tracks stock is sold in whole units',
};

const representation: JsonSchema = {
  type: 'object',
  properties: {
    id: idSchema('ord'),
    number: {
      type: 'integer',
      minimum: 1,
      description: 'Per branch, 1, 2, 3… in creation order: for people (receipts, screens)',
    },
    status: { type: 'string', enum: [...ORDER_STATUSES] },
    payment_status: { type: 'string', enum: [...PAYMENT_STATUSES] },
    source: { type: 'string' },
    customer_id: { anyOf: [idSchema('cus'), { type: 'null' }] },
    table_id: { anyOf: [idSchema('tbl'), { type: 'null' }] },
    note: { type: ['string', 'null'] },
    currency: figureProperties.currency!,
    discount: discountOutput,
    lines: { type: 'array', items: orderLineSchema },
    subtotal: moneyOutput,
    discount_total: moneyOutput,
    tax_total: moneyOutput,
    taxes: { type: 'array', items: taxFigure },
    total: moneyOutput,
    paid_total: moneyOutput,
    refunded_total: moneyOutput,
    balance_due: { ...moneyOutput, description: 'total − paid_total' },
    tip_total: { ...moneyOutput, description: 'The payments’ tips (not part of total)' },
    allowed_actions: {
      type: 'array',
      items: { type: 'string', enum: ['update', 'complete', 'cancel', 'delete', 'pay', 'refund'] },
      description: 'What the order allows now; any other move is a 409 naming its rule',
    },
    ordered_at: { ...timestamp, description: 'When the device took the order' },
    business_date: {
      type: 'string',
      format: 'date',
      description:
        "The branch-local day of ordered_at, the day before when before the branch's closeout_hour",
      examples: ['2026-11-21'],
    },
    completed_at: nullableTimestamp,
    canceled_at: nullableTimestamp,
    version: { type: 'integer', minimum: 1, description: 'Increments on every change' },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullableTimestamp,
  },
};

/**
 * The example of the Order component in the OpenAPI document: the sale of
 * docs/api.md "A sale, step by step" (two espressos and a croissant, 10 percent off), as the API
 * returned it.
 */
const ORDER_EXAMPLE: Order = {
  id: 'ord_01M84XMJ0QYXWFG6EPAS9STSG1',
  number: 1,
  status: 'open',
  payment_status: 'unpaid',
  source: 'pos',
  customer_id: null,
  table_id: null,
  note: null,
  currency: 'EUR',
  discount: {
    percent: 10,
  },
  lines: [
    {
      id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ6',
      product_id: 'prd_01M84XMHYMKGCBJRZN342W54BX',
      sku: 'ESP-001',
      name: 'Espresso',
      quantity: 2,
      unit_price: {
        amount: 250,
        currency: 'EUR',
      },
      modifiers: [],
      discount: null,
      tax_rate_ids: ['tax_01M84XMHSJFKM9YZHT7RBTDSHP'],
      subtotal: {
        amount: 500,
        currency: 'EUR',
      },
      order_discount_share: {
        amount: 50,
        currency: 'EUR',
      },
      discount_total: {
        amount: 50,
        currency: 'EUR',
      },
      taxes: [
        {
          tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
          name: 'VAT 10%',
          rate_bps: 1000,
          mode: 'inclusive',
          amount: {
            amount: 41,
            currency: 'EUR',
          },
        },
      ],
      tax_total: {
        amount: 41,
        currency: 'EUR',
      },
      total: {
        amount: 450,
        currency: 'EUR',
      },
      refunded_quantity: 0,
    },
    {
      id: 'oli_01M84XMJ0KFYVR3D4R5E02BBJ7',
      product_id: null,
      sku: null,
      name: 'Croissant',
      quantity: 1,
      unit_price: {
        amount: 180,
        currency: 'EUR',
      },
      modifiers: [],
      discount: null,
      tax_rate_ids: ['tax_01M84XMHSJFKM9YZHT7RBTDSHP'],
      subtotal: {
        amount: 180,
        currency: 'EUR',
      },
      order_discount_share: {
        amount: 18,
        currency: 'EUR',
      },
      discount_total: {
        amount: 18,
        currency: 'EUR',
      },
      taxes: [
        {
          tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
          name: 'VAT 10%',
          rate_bps: 1000,
          mode: 'inclusive',
          amount: {
            amount: 15,
            currency: 'EUR',
          },
        },
      ],
      tax_total: {
        amount: 15,
        currency: 'EUR',
      },
      total: {
        amount: 162,
        currency: 'EUR',
      },
      refunded_quantity: 0,
    },
  ],
  subtotal: {
    amount: 680,
    currency: 'EUR',
  },
  discount_total: {
    amount: 68,
    currency: 'EUR',
  },
  tax_total: {
    amount: 56,
    currency: 'EUR',
  },
  taxes: [
    {
      tax_rate_id: 'tax_01M84XMHSJFKM9YZHT7RBTDSHP',
      name: 'VAT 10%',
      rate_bps: 1000,
      mode: 'inclusive',
      amount: {
        amount: 56,
        currency: 'EUR',
      },
    },
  ],
  total: {
    amount: 612,
    currency: 'EUR',
  },
  paid_total: {
    amount: 0,
    currency: 'EUR',
  },
  refunded_total: {
    amount: 0,
    currency: 'EUR',
  },
  balance_due: {
    amount: 612,
    currency: 'EUR',
  },
  tip_total: {
    amount: 0,
    currency: 'EUR',
  },
  allowed_actions: ['update', 'cancel', 'delete', 'pay'],
  ordered_at: '2026-11-21T09:41:00.000Z',
  business_date: '2026-11-21',
  completed_at: null,
  canceled_at: null,
  version: 1,
  created_at: '2026-11-21T09:41:02.971Z',
  updated_at: '2026-11-21T09:41:02.971Z',
  deleted_at: null,
};

representation.required = Object.keys(representation.properties as object);
representation.examples = [ORDER_EXAMPLE];

export const ORDERS = defineComputedResource<Order>({
  name: 'orders',
  singular: 'order',
  idPrefix: 'ord',
  table: 'orders',
  component: 'Order',
  columns: [
    'id',
    'company_id',
    'branch_id',
    'number',
    'status',
    'payment_status',
    'source',
    'customer_id',
    'table_id',
    'note',
    'currency',
    'subtotal',
    'discount_total',
    'tax_total',
    'total',
    'paid_total',
    'tip_total',
    'refunded_total',
    'ordered_at',
    'business_date',
    'completed_at',
    'canceled_at',
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
    properties: {
      lines: linesInput,
      discount: discountInput,
      source: sourceInput,
      customer_id: customerInput,
      table_id: tableInput,
      note: noteInput,
      ordered_at: {
        ...timestamp,
        description:
          "When the device took the order (default: when it is received); its branch-local day is the order's business_date",
      },
    },
    required: ['lines'],
    examples: [
      {
        lines: [
          { product_id: 'prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', quantity: 2 },
          { name: 'Cake', unit_price: { amount: 450 }, quantity: 1 },
        ],
        discount: { percent: 10 },
        source: 'pos',
        note: 'Table by the window',
      },
    ],
  },
  update: {
    type: 'object',
    additionalProperties: false,
    minProperties: 1,
    description:
      'Any subset, while the order is open (409 order_not_open after; `note` always). `lines` replaces every line (new line ids), priced with the products and rates as they are now; `discount` alone re-prices the lines as they were priced. Neither once the order has a payment (409 order_has_payments).',
    properties: {
      lines: linesInput,
      discount: { anyOf: [discountInput, { type: 'null' }] },
      source: sourceInput,
      customer_id: customerInput,
      table_id: tableInput,
      note: noteInput,
    },
    examples: [{ note: 'Extra napkins' }, { discount: { amount: { amount: 100 } } }],
  },
  represent: (row) => representOrder(row as OrderRow),
});

/** The row of `order_lines` for a line (reports aggregate these without parsing JSON). */
export interface OrderLineRow {
  id: string;
  order_id: string;
  company_id: string;
  branch_id: string;
  position: number;
  product_id: string | null;
  category_id: string | null;
  sku: string | null;
  name: string;
  quantity_milli: number;
  refunded_quantity_milli: number;
  unit_price: number;
  subtotal: number;
  discount_total: number;
  tax_total: number;
  total: number;
}
