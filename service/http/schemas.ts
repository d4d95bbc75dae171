/** JSON schemas shared by routes: validation, serialization and the OpenAPI document. */
import { CATEGORIES } from '../catalog/categories';
import { stockLevelSchema } from '../catalog/inventory';
import { PRODUCTS, stockChangeSchema } from '../catalog/products';
import { TAX_RATES } from '../sales/tax-rates';
import { CUSTOMERS } from '../customers/customers';
import { orderCalculateSchema, orderFiguresSchema } from '../sales/order-schema';
import { REWARDS } from '../rewards/rewards';
import { LOYALTY_ENTRIES } from '../rewards/ledger';
import { REDEMPTIONS, redemptionCreate } from '../rewards/redemptions';
import { adjustmentCreate } from '../rewards/loyalty';
import { BOOKINGS, BookingSeat } from '../floor/booking-representation';
import {
  TABLES,
  TABLE_MOVE_SCHEMA,
  TableMerge,
  TableStatusChange,
  TableTransfer,
} from '../floor/tables';
import { CUSTOM_REPORTS } from '../reports/custom-reports';
import { REPORT_SCHEMAS } from '../reports/report-schema';
import { ORDERS } from '../sales/order-representation';
import { PAYMENTS } from '../sales/payments';
import { REFUNDS, refundCreateSchema } from '../sales/refunds';

import { idSchema } from '../resources/fields';
import { exportCreateSchema, exportSchema } from '../exports/export-schemas';
import { scheduleCreateSchema, scheduleUpdateSchema } from '../exports/schedule-schemas';
import { timestamp } from '../resources/resource';

export { idSchema, timestamp };

export const problemSchema = {
  $id: 'Problem',
  type: 'object',
  description: 'RFC 9457 problem details',
  properties: {
    type: { type: 'string' },
    title: { type: 'string' },
    status: { type: 'integer' },
    detail: { type: 'string' },
    code: { type: 'string', examples: ['invalid_api_key'] },
    request_id: { type: 'string' },
    required_scope: { type: 'string' },
    retry_after: {
      type: 'integer',
      description: 'With some 429 answers: the seconds to wait, as the Retry-After header gives',
    },
    errors: {
      type: 'array',
      maxItems: 50,
      description: 'The first 50 field errors of validation_failed',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
    errors_omitted: {
      type: 'integer',
      description: 'How many more field errors there were than `errors` lists',
    },
  },
  required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
};

export const pageOf = (ref: string) => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: { $ref: `${ref}#` } },
    has_more: { type: 'boolean' },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` to get the next page' },
    next_sync_token: {
      type: ['string', 'null'],
      description:
        'On the last page (null before it, and for walks with q, category_id, parent_id or updated_since): pass as `sync_token` to get what changed since the walk started',
    },
  },
  required: ['data', 'has_more', 'next_cursor', 'next_sync_token'],
});

/** A list's sync: only the rows changed after a `next_sync_token`, tombstones included. */
export const syncTokenQuery = {
  type: 'string',
  minLength: 1,
  maxLength: 500,
  description:
    'Opaque; from `next_sync_token`. Returns exactly the rows changed since, tombstones included, in change order (page with `cursor`); cannot be combined with q, category_id, parent_id or updated_since. 410 sync_token_expired: walk the list again',
};

/** What a list answers besides the authentication errors: an expired sync token. */
export const listErrors = { 410: { $ref: 'Problem#' } };

/** Query parameters shared by every cursor listing. */
export const listQuery = {
  limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  cursor: {
    type: 'string',
    maxLength: 500,
    description:
      'Opaque; from `next_cursor` of the same list with the same filters (422 invalid_cursor otherwise)',
  },
  updated_since: {
    type: 'string',
    format: 'date-time',
    description:
      'Only rows changed at or after this instant (ISO 8601), for filtering by time; sync with sync_token',
  },
  include_deleted: { type: 'boolean', default: false, description: 'Include tombstones (sync)' },
};

/** Error responses every authenticated route may give. */
export const authErrors = {
  400: { $ref: 'Problem#' },
  401: { $ref: 'Problem#' },
  403: { $ref: 'Problem#' },
  422: { $ref: 'Problem#' },
  429: { $ref: 'Problem#' },
};

/** The components: the problem, and each resource's representation and bodies. */
export const SHARED_SCHEMAS = [
  problemSchema,
  ...Object.values(PRODUCTS.schemas),
  ...Object.values(CATEGORIES.schemas),
  ...Object.values(TAX_RATES.schemas),
  ...Object.values(CUSTOMERS.schemas),
  orderCalculateSchema,
  orderFiguresSchema,
  ...Object.values(ORDERS.schemas),
  PAYMENTS.schemas.representation,
  PAYMENTS.schemas.create,
  stockChangeSchema,
  stockLevelSchema,
  exportSchema,
  exportCreateSchema,
  scheduleCreateSchema,
  scheduleUpdateSchema,
  REFUNDS.schemas.representation,
  refundCreateSchema,
  // The loyalty program: entries and redemptions are made by operations of their own.
  ...Object.values(REWARDS.schemas),
  LOYALTY_ENTRIES.schemas.representation,
  REDEMPTIONS.schemas.representation,
  adjustmentCreate.schema,
  redemptionCreate.schema,
  ...Object.values(TABLES.schemas),
  TableStatusChange.schema,
  TableTransfer.schema,
  TableMerge.schema,
  TABLE_MOVE_SCHEMA,
  ...Object.values(BOOKINGS.schemas),
  BookingSeat.schema,
  ...Object.values(CUSTOM_REPORTS.schemas),
  ...REPORT_SCHEMAS,
];

/* ---- Webhook payloads: the seven catalog events (docs/webhooks.md), for the document. ---- */

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

const exampleProduct = {
  id: 'prd_01JD8X3Y4Z5A6B7C8D9E0F1G2M',
  sku: 'CAF-001',
  name: 'Espresso',
  description: 'Single shot',
  category_id: 'cat_01JD8X1111111111111111111C',
  price: { amount: 250, currency: 'EUR' },
  barcode: '4006381333931',
  track_stock: true,
  stock_quantity: 0,
  active: true,
  tax_rate_ids: [],
  version: 1,
  created_at: '2026-01-01T10:00:00.000Z',
  updated_at: '2026-01-01T10:00:00.000Z',
  deleted_at: null,
};
const exampleCategory = {
  id: 'cat_01JD8X1111111111111111111C',
  name: 'Coffee',
  parent_id: 'cat_01JD8X0000000000000000000D',
  sort_order: 10,
  version: 1,
  created_at: '2026-01-01T09:00:00.000Z',
  updated_at: '2026-01-01T09:00:00.000Z',
  deleted_at: null,
};

interface EventShape {
  type: string;
  resource: 'Product' | 'Category';
  summary: string;
  /** What `data` holds besides `object`. */
  extra?: 'previous' | 'stock';
  example: Record<string, unknown>;
}

const envelopeExample = (type: string, sequence: number, at: string, data: object) => ({
  id: `evt_01JD8X4${sequence}AAAAAAAAAAAAAAAAA`.slice(0, 30),
  type,
  created_at: at,
  company_id: 'cmp_01JD8W0000000000000000000C',
  branch_id: 'brn_01JD8W0000000000000000000B',
  sequence,
  data,
});

const EVENT_SHAPES: EventShape[] = [
  {
    type: 'product.created',
    resource: 'Product',
    summary: 'A product is added',
    example: envelopeExample('product.created', 41, '2026-01-01T10:00:00.000Z', {
      object: exampleProduct,
    }),
  },
  {
    type: 'product.updated',
    resource: 'Product',
    summary: 'Product details change',
    extra: 'previous',
    example: envelopeExample('product.updated', 42, '2026-01-02T09:30:00.000Z', {
      object: {
        ...exampleProduct,
        name: 'Espresso doppio',
        price: { amount: 320, currency: 'EUR' },
        version: 2,
        updated_at: '2026-01-02T09:30:00.000Z',
      },
      previous: { name: 'Espresso', price: { amount: 250, currency: 'EUR' } },
    }),
  },
  {
    type: 'product.deleted',
    resource: 'Product',
    summary: 'A product is removed (its last state, deleted_at set)',
    example: envelopeExample('product.deleted', 44, '2026-01-03T08:00:00.000Z', {
      object: {
        ...exampleProduct,
        version: 4,
        updated_at: '2026-01-03T08:00:00.000Z',
        deleted_at: '2026-01-03T08:00:00.000Z',
      },
    }),
  },
  {
    type: 'product.stock_updated',
    resource: 'Product',
    summary: 'Stock levels change',
    extra: 'stock',
    example: envelopeExample('product.stock_updated', 43, '2026-01-02T11:00:00.000Z', {
      object: {
        ...exampleProduct,
        stock_quantity: 24,
        version: 3,
        updated_at: '2026-01-02T11:00:00.000Z',
      },
      stock: { previous: 0, current: 24, delta: 24, reason: 'Delivery from supplier' },
    }),
  },
  {
    type: 'category.created',
    resource: 'Category',
    summary: 'A category is added',
    example: envelopeExample('category.created', 40, '2026-01-01T09:00:00.000Z', {
      object: exampleCategory,
    }),
  },
  {
    type: 'category.updated',
    resource: 'Category',
    summary: 'Category details change',
    extra: 'previous',
    example: envelopeExample('category.updated', 45, '2026-01-04T14:00:00.000Z', {
      object: {
        ...exampleCategory,
        name: 'Coffee & Tea',
        parent_id: null,
        version: 2,
        updated_at: '2026-01-04T14:00:00.000Z',
      },
      previous: { name: 'Coffee', parent_id: 'cat_01JD8X0000000000000000000D' },
    }),
  },
  {
    type: 'category.deleted',
    resource: 'Category',
    summary: 'A category is removed (its last state, deleted_at set)',
    example: envelopeExample('category.deleted', 46, '2026-01-05T16:00:00.000Z', {
      object: {
        ...exampleCategory,
        version: 3,
        updated_at: '2026-01-05T16:00:00.000Z',
        deleted_at: '2026-01-05T16:00:00.000Z',
      },
    }),
  },
];

/** `product.stock_updated` → `ProductStockUpdatedEvent`: the component name of a payload. */
export const eventSchemaName = (type: string) =>
  `${type
    .split(/[._]/)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('')}Event`;

/** The body a webhook POSTs for `shape.type`: the envelope, with `data` as that event has it. */
function eventPayloadSchema(shape: EventShape) {
  const data: Record<string, unknown> = { object: ref(shape.resource) };
  if (shape.extra === 'previous') {
    data.previous = {
      type: 'object',
      description: `The old values of the ${shape.resource.toLowerCase()} fields that changed`,
      additionalProperties: true,
    };
  }
  if (shape.extra === 'stock') {
    data.stock = {
      type: 'object',
      properties: {
        previous: { type: 'integer' },
        current: { type: 'integer' },
        delta: { type: 'integer', description: 'current - previous' },
        reason: {
          type: ['string', 'null'],
          description:
            'The text given with a manual change, or `order` (an order was completed) or `refund` (a refund put goods back)',
        },
        order_id: {
          ...idSchema('ord'),
          description:
            'The order whose sale or refund moved the stock (reasons order and refund only)',
        },
      },
      required: ['previous', 'current', 'delta', 'reason'],
    };
  }
  return {
    type: 'object',
    description: `${shape.summary}. The body of a webhook delivery and of an event in GET /events.`,
    properties: {
      id: { ...idSchema('evt'), description: 'The same on every retry: drop duplicates by it' },
      type: { type: 'string', const: shape.type },
      created_at: timestamp,
      company_id: idSchema('cmp'),
      branch_id: idSchema('brn'),
      sequence: { type: 'integer', minimum: 1, description: '+1 per event in the branch' },
      data: { type: 'object', properties: data, required: Object.keys(data) },
    },
    required: ['id', 'type', 'created_at', 'company_id', 'branch_id', 'sequence', 'data'],
  };
}

/** Every catalog event: its name, summary, payload schema and an example payload. */
export const WEBHOOK_EVENTS = EVENT_SHAPES.map((shape) => ({
  type: shape.type,
  summary: shape.summary,
  schemaName: eventSchemaName(shape.type),
  schema: eventPayloadSchema(shape),
  example: shape.example,
}));
