import type { JsonSchema } from '../resources/fields';
import { DAY_BASIS } from './day-close';

/** The answer of GET /reports/days/{business_date} and of its close (OpenAPI `DayReport`). */

const money: JsonSchema = {
  type: 'object',
  properties: { amount: { type: 'integer' }, currency: { type: 'string' } },
  required: ['amount', 'currency'],
};
const taxablePair: JsonSchema = {
  type: 'object',
  properties: { taxable: money, tax: money },
  required: ['taxable', 'tax'],
};
const object = (properties: Record<string, JsonSchema>, description?: string): JsonSchema => ({
  type: 'object',
  ...(description ? { description } : {}),
  properties,
  required: Object.keys(properties),
});
const count = { type: 'integer', minimum: 0 };

export const dayReportSchema = {
  $id: 'DayReport',
  ...object({
    business_date: { type: 'string', format: 'date', examples: ['2026-11-21'] },
    status: {
      type: 'string',
      enum: ['open', 'closed'],
      description: 'closed: a numbered Z-report whose figures never change',
    },
    basis: {
      type: 'string',
      enum: [DAY_BASIS],
      description:
        'Money by the business date it moved (payments, tips, refunds of any order); sales by the orders’ business date',
    },
    currency: { type: 'string', examples: ['EUR'] },
    number: {
      type: ['integer', 'null'],
      minimum: 1,
      description: 'The Z-report number, consecutive per branch; null while open',
    },
    closed_at: { type: ['string', 'null'], format: 'date-time' },
    closed_by: {
      type: ['string', 'null'],
      description: 'Who closed it: key:<public key> or user:<id>',
    },
    hash: {
      type: ['string', 'null'],
      pattern: '^[0-9a-f]{64}$',
      description: 'SHA-256 of previous_hash and the frozen figures; null while open',
    },
    previous_hash: {
      type: ['string', 'null'],
      pattern: '^[0-9a-f]{64}$',
      description: 'The previous Z-report’s hash (64 zeros for the first)',
    },
    open_order_ids: {
      type: 'array',
      items: { type: 'string' },
      description: 'Orders of the day still open: the day closes once there are none',
    },
    sales: object(
      {
        orders: count,
        gross: money,
        discounts: money,
        tax: money,
        net: money,
        total: money,
      },
      'Completed orders whose business_date is the day (as GET /reports/sales)',
    ),
    taxes: {
      type: 'array',
      description:
        'Per tax rate: the day’s sales and the refunds made on the day (but those of canceled orders, which were never a sale), taxable base and tax; taxable and tax are sales minus refunds',
      items: object({
        tax_rate_id: { type: 'string' },
        name: { type: 'string' },
        rate_bps: { type: 'integer' },
        mode: { type: 'string', enum: ['inclusive', 'exclusive'] },
        sales: taxablePair,
        refunds: taxablePair,
        taxable: money,
        tax: money,
      }),
    },
    payment_methods: {
      type: 'array',
      description:
        'Per method: payments taken on the day, their tips, refunds given back on the day',
      items: object({
        method: { type: 'string', examples: ['card'] },
        payments: count,
        amount: money,
        tips: money,
        refunds: money,
        net: { ...money, description: 'amount + tips − refunds' },
      }),
    },
    totals: object({ payments: money, tips: money, refunds: money, net: money }),
    cash_expected: {
      ...money,
      description: 'Cash taken plus cash tips minus cash refunds: what the drawer gained',
    },
    counts: object({
      orders_completed: count,
      orders_canceled: count,
      orders_open: count,
      payments: count,
      refunds: count,
    }),
  }),
};
