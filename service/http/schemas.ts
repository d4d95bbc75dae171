/** JSON schemas shared by routes: validation, serialization and the OpenAPI document. */
import { CATEGORIES } from '../catalog/categories';
import { stockLevelSchema } from '../catalog/inventory';
import { PRODUCTS, stockChangeSchema } from '../catalog/products';
import { TAX_RATES } from '../sales/tax-rates';
import { CUSTOMERS } from '../customers/customers';
import { orderCalculateSchema, orderFiguresSchema } from '../sales/order-schema';

export { idSchema } from '../resources/fields';
export { timestamp } from '../resources/resource';

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
  cursor: { type: 'string', maxLength: 200, description: 'Opaque; from `next_cursor`' },
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
  // A request line and headers over 16 KiB (a long query string): see server.ts clientErrorHandler.
  413: { $ref: 'Problem#' },
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
  stockChangeSchema,
  stockLevelSchema,
];
