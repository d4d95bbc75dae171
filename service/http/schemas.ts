/** JSON schemas shared by routes: validation, serialization and the OpenAPI document. */

/**
 * Text formats of request bodies, checked by the rule in service/util/text.ts: names, SKUs and
 * barcodes are one line without control or bidi characters; descriptions may add \n and tab.
 */
const singleLine = {
  format: 'single-line',
  description: 'One line: no control characters (tab and newline included) and no bidi overrides',
} as const;
const multiLine = {
  format: 'multi-line',
  description: 'Line breaks (\\n) and tabs allowed; no other control character or bidi override',
} as const;

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

const productProperties = {
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
};

export const productSchema = {
  $id: 'Product',
  type: 'object',
  properties: productProperties,
  // Every field is always present (null when empty).
  required: Object.keys(productProperties),
};

const categoryProperties = {
  id: idSchema('cat'),
  name: { type: 'string', examples: ['Hot drinks'] },
  parent_id: { anyOf: [idSchema('cat'), { type: 'null' }] },
  sort_order: { type: 'integer' },
  version: { type: 'integer', minimum: 1 },
  created_at: timestamp,
  updated_at: timestamp,
  deleted_at: nullableTimestamp,
};

export const categorySchema = {
  $id: 'Category',
  type: 'object',
  properties: categoryProperties,
  // Every field is always present (null when empty).
  required: Object.keys(categoryProperties),
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
  422: { $ref: 'Problem#' },
  429: { $ref: 'Problem#' },
};

/* ---- Catalog writes (issue 3): bodies, inventory; every body rejects unknown fields. ---- */

const priceInput = {
  type: 'object',
  additionalProperties: false,
  properties: {
    amount: {
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000_000_000,
      description: 'Minor units (cents)',
      examples: [250],
    },
    currency: {
      type: 'string',
      pattern: '^[A-Z]{3}$',
      description: 'ISO 4217; default: the branch currency',
      examples: ['EUR'],
    },
  },
  required: ['amount'],
};

const productWritable = {
  sku: {
    type: 'string',
    minLength: 1,
    maxLength: 64,
    ...singleLine,
    description: `Unique among the live products of the branch. ${singleLine.description}`,
    examples: ['ESP-001'],
  },
  name: { type: 'string', minLength: 1, maxLength: 200, ...singleLine, examples: ['Espresso'] },
  description: { type: ['string', 'null'], maxLength: 2000, ...multiLine },
  category_id: {
    type: ['string', 'null'],
    description: 'A live category of the branch, or null',
    examples: ['cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC'],
  },
  price: priceInput,
  barcode: { type: ['string', 'null'], maxLength: 64, ...singleLine, examples: ['4006381333931'] },
  track_stock: { type: 'boolean' },
  active: { type: 'boolean' },
};

export const productCreateSchema = {
  $id: 'ProductCreate',
  type: 'object',
  additionalProperties: false,
  properties: {
    ...productWritable,
    stock_quantity: {
      type: 'integer',
      minimum: 0,
      maximum: 1_000_000_000,
      description: 'Initial stock (default 0)',
    },
  },
  required: ['sku', 'name', 'price'],
  examples: [
    {
      sku: 'ESP-001',
      name: 'Espresso',
      price: { amount: 250, currency: 'EUR' },
      track_stock: true,
      stock_quantity: 40,
    },
  ],
};

export const productUpdateSchema = {
  $id: 'ProductUpdate',
  type: 'object',
  additionalProperties: false,
  description:
    'Any subset of the fields. Sending `price` also needs products:manage_pricing. Stock changes go through POST /products/{id}/stock. A PATCH that changes nothing returns the product unchanged (no new version, no event).',
  properties: productWritable,
  examples: [{ name: 'Double espresso', price: { amount: 320 } }],
};

export const stockChangeSchema = {
  $id: 'StockChange',
  type: 'object',
  additionalProperties: false,
  description:
    'Exactly one of `set` (the new level) and `adjust` (a signed change). Stock never goes below 0.',
  properties: {
    set: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
    adjust: {
      type: 'integer',
      minimum: -1_000_000_000,
      maximum: 1_000_000_000,
      description: 'Not 0',
    },
    reason: {
      type: ['string', 'null'],
      maxLength: 200,
      ...singleLine,
      examples: ['Delivery from supplier'],
    },
  },
  examples: [
    { adjust: -2, reason: 'Breakage' },
    { set: 40, reason: 'Stock count' },
  ],
};

export const categoryCreateSchema = {
  $id: 'CategoryCreate',
  type: 'object',
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 200, ...singleLine, examples: ['Hot drinks'] },
    parent_id: {
      type: ['string', 'null'],
      description: 'Needs categories:manage_hierarchy when not null',
    },
    sort_order: { type: 'integer', minimum: -1_000_000, maximum: 1_000_000 },
  },
  required: ['name'],
  examples: [{ name: 'Hot drinks', sort_order: 10 }],
};

export const categoryUpdateSchema = {
  $id: 'CategoryUpdate',
  type: 'object',
  additionalProperties: false,
  description:
    'Any subset. Sending `parent_id` needs categories:manage_hierarchy; a move that would make a cycle is rejected.',
  properties: categoryCreateSchema.properties,
  examples: [{ name: 'Coffee', parent_id: 'cat_01JD2ZJ8Q6V3N4W5X6Y7Z8A9BC' }],
};

export const stockLevelSchema = {
  $id: 'StockLevel',
  type: 'object',
  properties: {
    product_id: idSchema('prd'),
    sku: { type: 'string', examples: ['ESP-001'] },
    quantity: { type: 'integer', examples: [38] },
    version: { type: 'integer', description: 'The product version' },
    updated_at: timestamp,
    deleted_at: {
      ...nullableTimestamp,
      description:
        'Syncs only: the product left the list (deleted, or no longer tracking stock); remove it from your copy',
    },
  },
  required: ['product_id', 'sku', 'quantity', 'version', 'updated_at', 'deleted_at'],
};

export const SHARED_SCHEMAS = [
  problemSchema,
  productSchema,
  categorySchema,
  productCreateSchema,
  productUpdateSchema,
  stockChangeSchema,
  categoryCreateSchema,
  categoryUpdateSchema,
  stockLevelSchema,
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
        reason: { type: ['string', 'null'] },
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
