import type { JsonSchema } from '../resources/fields';
import { dayReportSchema } from './day-schema';
import { GROUP_KEY, METRICS, REPORT_LIMITS } from './definition';
import { SALES_BASIS } from './sales-summary';

/**
 * The report responses' schemas (OpenAPI components `ReportRow`, `SalesReport`, `CustomReportRun`):
 * a row has its `group` and the metrics of the report (every metric in the sales summary, the
 * chosen ones in a custom report). docs/api.md, "Reports", defines each metric.
 */

const money: JsonSchema = {
  type: 'object',
  properties: { amount: { type: 'integer' }, currency: { type: 'string' } },
  required: ['amount', 'currency'],
};
const nullable = (schema: JsonSchema, description: string): JsonSchema => ({
  oneOf: [schema, { type: 'null' }],
  description,
});

const groupProperties: Record<string, JsonSchema> = {
  business_date: { type: ['string', 'null'], examples: ['2026-11-21'] },
  hour: { type: ['integer', 'null'], minimum: 0, maximum: 23 },
  product_id: { type: ['string', 'null'] },
  category_id: { type: ['string', 'null'] },
  payment_method: {
    type: ['string', 'null'],
    description: 'The order’s payment method; `mixed` for several, null for none',
  },
  source: { type: ['string', 'null'] },
  customer_id: { type: ['string', 'null'] },
};

const metricProperties: Record<(typeof METRICS)[number] | 'refunds_by_order_date', JsonSchema> = {
  orders: { type: 'integer', minimum: 0, description: 'Completed orders' },
  items_sold: { type: 'number', description: 'Σ line quantities (up to 3 decimals)' },
  gross: { ...money, description: 'Σ line subtotals: price × quantity, before discounts' },
  discounts: { ...money, description: 'Σ line and order discounts' },
  tax: { ...money, description: 'Σ taxes, inclusive and exclusive' },
  taxes: {
    type: 'array',
    description: 'Tax per rate',
    items: {
      type: 'object',
      properties: { tax_rate_id: { type: 'string' }, amount: money },
      required: ['tax_rate_id', 'amount'],
    },
  },
  net: { ...money, description: 'gross − discounts − inclusive taxes (total − tax)' },
  refunds: nullable(
    money,
    'Refunds of completed orders whose own business date is in the range; null in rows of lines (product, category)',
  ),
  refunds_by_order_date: nullable(
    {
      type: 'array',
      items: {
        type: 'object',
        properties: { business_date: { type: 'string' }, amount: money },
        required: ['business_date', 'amount'],
      },
    },
    'The refunds by their original order’s business date',
  ),
  payments: nullable(
    { type: 'object', additionalProperties: money },
    'The orders’ payments per method; null in rows of lines',
  ),
  tips: nullable(
    { type: 'object', additionalProperties: money },
    'The orders’ payments’ tips per method (not part of payments); null in rows of lines',
  ),
  average_order_value: nullable(money, 'Σ order totals ÷ orders, rounded half to even'),
};

const group: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description: `The group's values, one key per dimension: ${Object.values(GROUP_KEY).join(', ')}`,
  properties: groupProperties,
  maxProperties: REPORT_LIMITS.maxDimensions,
};

/** A row of a custom report: its group and the report's metrics. */
export const reportRowSchema = {
  $id: 'ReportRow',
  type: 'object',
  additionalProperties: false,
  properties: { group, ...metricProperties },
  required: ['group'],
};

/** A row of the sales summary: every metric. */
export const salesReportRowSchema = {
  ...reportRowSchema,
  $id: 'SalesReportRow',
  required: ['group', ...Object.keys(metricProperties)],
};

const basis: JsonSchema = {
  type: 'string',
  enum: [SALES_BASIS],
  description:
    'sales: completed orders by business date with their payments and tips; refunds of completed orders by the day they were made. A canceled order counts nowhere',
};

export const salesReportSchema = {
  $id: 'SalesReport',
  type: 'object',
  properties: {
    basis,
    data: { type: 'array', items: { $ref: 'SalesReportRow#' } },
    totals: { $ref: 'SalesReportRow#' },
  },
  required: ['basis', 'data', 'totals'],
};

export const customReportRunSchema = {
  $id: 'CustomReportRun',
  type: 'object',
  properties: {
    basis,
    data: { type: 'array', items: { $ref: 'ReportRow#' } },
    totals: { $ref: 'ReportRow#' },
  },
  required: ['basis', 'data', 'totals'],
};

export const REPORT_SCHEMAS = [
  dayReportSchema,
  reportRowSchema,
  salesReportRowSchema,
  salesReportSchema,
  customReportRunSchema,
];
