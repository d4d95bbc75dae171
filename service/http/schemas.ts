/** JSON schemas shared by routes: validation, serialization and the OpenAPI document. */

export const idSchema = (prefix: string) => ({
  type: 'string',
  pattern: `^${prefix}_[0-9A-HJKMNP-TV-Z]{26}$`,
  examples: [`${prefix}_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC`],
});

export const timestamp = {
  type: 'string',
  format: 'date-time',
  examples: ['2026-11-21T10:00:00.000Z'],
};
const nullableTimestamp = { type: ['string', 'null'], format: 'date-time' };

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
    errors: {
      type: 'array',
      items: {
        type: 'object',
        properties: { path: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
  required: ['type', 'title', 'status', 'detail', 'code', 'request_id'],
};

export const productSchema = {
  $id: 'Product',
  type: 'object',
  properties: {
    id: idSchema('prd'),
    sku: { type: 'string', examples: ['ESP-001'] },
    name: { type: 'string', examples: ['Espresso'] },
    description: { type: ['string', 'null'] },
    category_id: { anyOf: [idSchema('cat'), { type: 'null' }] },
    price: {
      type: 'object',
      properties: {
        amount: {
          type: 'integer',
          minimum: 0,
          description: 'Minor units (cents)',
          examples: [250],
        },
        currency: { type: 'string', pattern: '^[A-Z]{3}$', examples: ['EUR'] },
      },
      required: ['amount', 'currency'],
    },
    barcode: { type: ['string', 'null'] },
    track_stock: { type: 'boolean' },
    stock_quantity: { type: 'integer' },
    active: { type: 'boolean' },
    version: { type: 'integer', minimum: 1, description: 'Increments on every change' },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullableTimestamp,
  },
  required: [
    'id',
    'sku',
    'name',
    'description',
    'category_id',
    'price',
    'barcode',
    'track_stock',
    'stock_quantity',
    'active',
    'version',
    'created_at',
    'updated_at',
    'deleted_at',
  ],
};

export const categorySchema = {
  $id: 'Category',
  type: 'object',
  properties: {
    id: idSchema('cat'),
    name: { type: 'string', examples: ['Hot drinks'] },
    parent_id: { anyOf: [idSchema('cat'), { type: 'null' }] },
    sort_order: { type: 'integer' },
    version: { type: 'integer', minimum: 1 },
    created_at: timestamp,
    updated_at: timestamp,
    deleted_at: nullableTimestamp,
  },
  required: [
    'id',
    'name',
    'parent_id',
    'sort_order',
    'version',
    'created_at',
    'updated_at',
    'deleted_at',
  ],
};

export const pageOf = (ref: string) => ({
  type: 'object',
  properties: {
    data: { type: 'array', items: { $ref: `${ref}#` } },
    has_more: { type: 'boolean' },
    next_cursor: { type: ['string', 'null'], description: 'Pass as `cursor` to get the next page' },
  },
  required: ['data', 'has_more', 'next_cursor'],
});

/** Query parameters shared by every cursor listing. */
export const listQuery = {
  limit: { type: 'integer', minimum: 1, maximum: 200, default: 50 },
  cursor: { type: 'string', maxLength: 200, description: 'Opaque; from `next_cursor`' },
  updated_since: {
    type: 'string',
    format: 'date-time',
    description: 'Only rows changed at or after this instant (ISO 8601), for incremental sync',
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

export const SHARED_SCHEMAS = [problemSchema, productSchema, categorySchema];
