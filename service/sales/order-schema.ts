import { idSchema, type JsonSchema } from '../resources/fields';
import { TRIMMED } from '../util/text';
import { MONEY_LIMITS } from './money';
import { ORDER_LIMITS } from './totals';

/**
 * The JSON schemas of an order body and of its figures (OpenAPI components `OrderCalculate` and
 * `OrderFigures`). They check the shape at the HTTP edge; the money rules (currency, 3-decimal
 * quantities, discounts within what they discount) are the totals module's, with field paths.
 */

export const moneyInput: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount: {
      type: 'integer',
      minimum: 0,
      maximum: MONEY_LIMITS.maxAmount,
      description: 'Minor units (cents)',
      examples: [250],
    },
    currency: {
      type: 'string',
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217; default and only accepted value: the branch currency',
    },
  },
  required: ['amount'],
};

export const moneyOutput: JsonSchema = {
  type: 'object',
  properties: { amount: { type: 'integer' }, currency: { type: 'string' } },
  required: ['amount', 'currency'],
};

export const discountInput: JsonSchema = {
  description: 'An amount, or a percent (0–100, at most 2 decimals) of what it applies to',
  oneOf: [
    {
      type: 'object',
      additionalProperties: false,
      properties: { amount: moneyInput },
      required: ['amount'],
    },
    {
      type: 'object',
      additionalProperties: false,
      properties: { percent: { type: 'number', minimum: 0, maximum: 100, examples: [10] } },
      required: ['percent'],
    },
  ],
};

export const discountOutput: JsonSchema = {
  anyOf: [
    { type: 'object', properties: { amount: moneyOutput }, required: ['amount'] },
    { type: 'object', properties: { percent: { type: 'number' } }, required: ['percent'] },
    { type: 'null' },
  ],
};

const lineName = {
  type: 'string',
  minLength: 1,
  [TRIMMED]: true,
  maxLength: ORDER_LIMITS.lineName,
  format: 'single-line',
};

export const lineInput: JsonSchema = {
  type: 'object',
  additionalProperties: false,
  description:
    'Either product_id (name, SKU and price come from the product) or name and unit_price',
  properties: {
    product_id: idSchema('prd'),
    name: lineName,
    unit_price: moneyInput,
    quantity: {
      type: 'number',
      exclusiveMinimum: 0,
      maximum: MONEY_LIMITS.maxQuantity,
      description: 'Up to 3 decimals (weighed goods)',
      examples: [2],
    },
    modifiers: {
      type: 'array',
      maxItems: ORDER_LIMITS.modifiersPerLine,
      items: {
        type: 'object',
        additionalProperties: false,
        properties: {
          name: { ...lineName, maxLength: ORDER_LIMITS.modifierName },
          unit_price: moneyInput,
        },
        required: ['name', 'unit_price'],
      },
    },
    discount: discountInput,
    tax_rate_ids: {
      type: 'array',
      maxItems: ORDER_LIMITS.taxRatesPerLine,
      items: idSchema('tax'),
      description: "Replaces the product's default rates; [] means untaxed",
    },
  },
  required: ['quantity'],
};

export const orderCalculateSchema = {
  $id: 'OrderCalculate',
  type: 'object',
  additionalProperties: false,
  properties: {
    lines: { type: 'array', maxItems: ORDER_LIMITS.lines, items: lineInput },
    discount: discountInput,
  },
  required: ['lines'],
  examples: [
    {
      lines: [
        { product_id: 'prd_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC', quantity: 2 },
        {
          name: 'Cheese (kg)',
          unit_price: { amount: 1299 },
          quantity: 1.235,
          tax_rate_ids: ['tax_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
        },
      ],
      discount: { percent: 5 },
    },
  ],
};

export const taxFigure: JsonSchema = {
  type: 'object',
  properties: {
    tax_rate_id: { type: 'string' },
    name: { type: 'string' },
    rate_bps: { type: 'integer' },
    mode: { type: 'string', enum: ['inclusive', 'exclusive'] },
    amount: moneyOutput,
  },
  required: ['tax_rate_id', 'name', 'rate_bps', 'mode', 'amount'],
};

export const lineFigures: JsonSchema = {
  type: 'object',
  properties: {
    product_id: { type: ['string', 'null'] },
    sku: { type: ['string', 'null'] },
    name: { type: 'string' },
    quantity: { type: 'number' },
    unit_price: moneyOutput,
    modifiers: {
      type: 'array',
      items: {
        type: 'object',
        properties: { name: { type: 'string' }, unit_price: moneyOutput },
        required: ['name', 'unit_price'],
      },
    },
    discount: discountOutput,
    tax_rate_ids: { type: 'array', items: { type: 'string' } },
    subtotal: moneyOutput,
    order_discount_share: moneyOutput,
    discount_total: moneyOutput,
    taxes: { type: 'array', items: taxFigure },
    tax_total: moneyOutput,
    total: moneyOutput,
  },
};
lineFigures.required = Object.keys(lineFigures.properties as object);

const orderFigures: JsonSchema = {
  $id: 'OrderFigures',
  type: 'object',
  description: 'Every figure of an order; docs/api.md "Money and taxes" has the rules',
  properties: {
    currency: { type: 'string' },
    discount: discountOutput,
    lines: { type: 'array', items: lineFigures },
    subtotal: moneyOutput,
    discount_total: moneyOutput,
    tax_total: moneyOutput,
    taxes: { type: 'array', items: taxFigure },
    total: moneyOutput,
    paid_total: moneyOutput,
    refunded_total: moneyOutput,
    balance_due: moneyOutput,
  },
};
orderFigures.required = Object.keys(orderFigures.properties as object);

export const orderFiguresSchema = orderFigures;
