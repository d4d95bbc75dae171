/**
 * What each export resource reads: its columns (in file order), the SQL that reads one chunk of
 * rows after a key, and its filters. Rows are read in key order in chunks (sales: day by day,
 * by id within a day; the catalog by id), so an export never holds more than one chunk in memory and
 * never keeps the database busy for long; a row changed while an export runs appears as it was
 * when its chunk was read.
 */

export const EXPORT_RESOURCES = [
  'orders',
  'order_lines',
  'payments',
  'refunds',
  'products',
  'customers',
] as const;
export type ExportResource = (typeof EXPORT_RESOURCES)[number];

/**
 * `money`: integer minor units, written as two columns, `<name>` (decimal string in the row's
 * currency) and `<name>_minor` (the integer). `quantity`: thousandths, as `<name>` (decimal) and
 * `<name>_milli`.
 */
export type ColumnKind = 'text' | 'integer' | 'boolean' | 'money' | 'quantity';

export interface Column {
  name: string;
  kind: ColumnKind;
  sql: string;
}

interface FilterDef {
  schema: Record<string, unknown>;
  /** The SQL condition and its one parameter. */
  where: (value: unknown) => Condition;
}

export interface ResourceDef {
  /** Sales rows belong to a business day: `from` and `to` (inclusive) are required. */
  dated: boolean;
  columns: Column[];
  /** The SQL of the row's currency (for money columns), or null. */
  currency: string | null;
  filters: Record<string, FilterDef>;
  /**
   * A column that is null only in a row read for its key and not written (order_lines: an order
   * without matching lines still moves the chunk on).
   */
  keyOnlyWhenNull?: string;
  /** The chunk statement for these filter conditions. */
  chunk(conditions: Condition[]): ChunkQuery;
}

const c = (name: string, kind: ColumnKind, sql = `t.${name}`): Column => ({ name, kind, sql });

const anyOf = (column: string, values: readonly string[], what: string): FilterDef => ({
  schema: {
    type: 'array',
    minItems: 1,
    maxItems: values.length,
    uniqueItems: true,
    items: { type: 'string', enum: [...values] },
    description: `Only ${what} in this list`,
  },
  where: (value) => ({
    sql: `${column} IN (SELECT value FROM json_each(?))`,
    param: JSON.stringify(value),
  }),
});

const equals = (column: string, description: string, maxLength = 64): FilterDef => ({
  schema: { type: 'string', minLength: 1, maxLength, description },
  where: (value) => ({ sql: `${column} = ?`, param: value }),
});

const includeDeleted: FilterDef = {
  schema: { type: 'boolean', description: 'Include deleted rows (with deleted_at); default false' },
  // An empty condition: idChunk drops its live-rows condition instead.
  where: () => ({ sql: '' }),
};

const ORDER_STATUSES = ['open', 'completed', 'canceled'] as const;
const PAYMENT_STATUSES = [
  'unpaid',
  'partially_paid',
  'paid',
  'partially_refunded',
  'refunded',
] as const;

/** A filter's SQL condition with its one parameter (none for include_deleted). */
export interface Condition {
  sql: string;
  param?: unknown;
}

/** Where a chunk starts: after this key ([business_date, id] or [id]). */
export type ChunkKey = string[];

/** One chunk statement for a set of filter conditions, and its arguments in order. */
export interface ChunkQuery {
  sql: string;
  args(branchId: string, after: ChunkKey, limit: number): unknown[];
}

const and = (conditions: Condition[]) => conditions.map((w) => `AND ${w.sql}`).join(' ');
const paramsOf = (conditions: Condition[]) =>
  conditions.filter((w) => 'param' in w).map((w) => w.param);

/**
 * A sales table read one business day at a time, by id within the day: an index seek on
 * (branch_id, business_date, id) per chunk. (A row-value `(business_date, id) > (?, ?)` made
 * SQLite scan the day from its start at every chunk.)
 */
function datedChunk(table: string, select: string) {
  return (conditions: Condition[]): ChunkQuery => ({
    sql: `SELECT ${select}, t.business_date, t.id FROM ${table} t
    WHERE t.branch_id = ? AND t.business_date = ? AND t.id > ?
      AND t.deleted_at IS NULL ${and(conditions)}
    ORDER BY t.id LIMIT ?`,
    args: (branchId, after, limit) => [
      branchId,
      after[0],
      after[1],
      ...paramsOf(conditions),
      limit,
    ],
  });
}

/** A catalog table read by id (live rows unless include_deleted). */
function idChunk(table: string, select: string) {
  return (conditions: Condition[]): ChunkQuery => {
    const live = conditions.some((w) => w.sql === '') ? '' : 'AND t.deleted_at IS NULL';
    const rest = conditions.filter((w) => w.sql !== '');
    return {
      sql: `SELECT ${select}, t.id FROM ${table} t
    WHERE t.branch_id = ? AND t.id > ? ${live} ${and(rest)}
    ORDER BY t.id LIMIT ?`,
      args: (branchId, after, limit) => [branchId, after[0], ...paramsOf(rest), limit],
    };
  };
}

const selectOf = (columns: Column[], currency: string | null) =>
  [...columns.map((col) => col.sql), currency ?? 'NULL'].join(', ');

function define(
  def: Omit<ResourceDef, 'chunk'> & {
    reader: (select: string) => (conditions: Condition[]) => ChunkQuery;
  },
): ResourceDef {
  const { reader, ...rest } = def;
  return { ...rest, chunk: reader(selectOf(def.columns, def.currency)) };
}

/**
 * The per-rate taxes of a stored representation (`json`, at `path`) as compact JSON text:
 * `[{tax_rate_id, name, rate_bps, mode, amount}]`, amount in minor units, as the API's `taxes`.
 */
const taxes = (json: string, path = `'$.taxes'`): Column =>
  c(
    'taxes',
    'text',
    `(SELECT json_group_array(json_object('tax_rate_id', json_extract(x.value, '$.tax_rate_id'),
       'name', json_extract(x.value, '$.name'), 'rate_bps', json_extract(x.value, '$.rate_bps'),
       'mode', json_extract(x.value, '$.mode'), 'amount', json_extract(x.value, '$.amount.amount')))
       FROM json_each(${json}, ${path}) x)`,
  );

const ORDER_COLUMNS = [
  c('id', 'text'),
  c('number', 'integer'),
  c('business_date', 'text'),
  c('ordered_at', 'text'),
  c('completed_at', 'text'),
  c('canceled_at', 'text'),
  c('status', 'text'),
  c('payment_status', 'text'),
  c('source', 'text'),
  c('customer_id', 'text'),
  c('table_id', 'text'),
  c('currency', 'text'),
  c('subtotal', 'money'),
  c('discount_total', 'money'),
  c('tax_total', 'money'),
  taxes('t.json'),
  c('total', 'money'),
  c('paid_total', 'money'),
  c('tip_total', 'money'),
  c('refunded_total', 'money'),
  c('note', 'text'),
];

const LINE_COLUMNS = [
  c('order_id', 'text', 'o.id'),
  c('order_number', 'integer', 'o.number'),
  c('business_date', 'text', 'o.business_date'),
  c('order_status', 'text', 'o.status'),
  c('line_id', 'text', 'l.id'),
  c('position', 'integer', 'l.position'),
  c('product_id', 'text', 'l.product_id'),
  c('category_id', 'text', 'l.category_id'),
  c('sku', 'text', 'l.sku'),
  c('name', 'text', 'l.name'),
  c('quantity', 'quantity', 'l.quantity_milli'),
  c('refunded_quantity', 'quantity', 'l.refunded_quantity_milli'),
  c('currency', 'text', 'o.currency'),
  c('unit_price', 'money', 'l.unit_price'),
  c('subtotal', 'money', 'l.subtotal'),
  c('discount_total', 'money', 'l.discount_total'),
  c('tax_total', 'money', 'l.tax_total'),
  // A line as the API shows it is in its order's `json` only, at its position (taken out as
  // JSONB: parsed once for the line rather than once per value read from it).
  taxes(`jsonb_extract(o.json, '$.lines[' || l.position || '].taxes')`, `'$'`),
  c('total', 'money', 'l.total'),
];

export const RESOURCES: Record<ExportResource, ResourceDef> = {
  orders: define({
    dated: true,
    columns: ORDER_COLUMNS,
    currency: 't.currency',
    filters: {
      status: anyOf('t.status', ORDER_STATUSES, 'orders whose status is'),
      payment_status: anyOf('t.payment_status', PAYMENT_STATUSES, 'orders whose payment_status is'),
      source: equals('t.source', 'Only orders from this source (api, pos, online, kiosk…)', 32),
      customer_id: equals('t.customer_id', "Only this customer's orders"),
    },
    reader: (select) => datedChunk('orders', select),
  }),
  order_lines: define({
    dated: true,
    columns: LINE_COLUMNS,
    currency: 'o.currency',
    keyOnlyWhenNull: 'line_id',
    filters: {
      order_status: anyOf('o.status', ORDER_STATUSES, 'lines of orders whose status is'),
      product_id: equals('l.product_id', 'Only lines of this product'),
      category_id: equals('l.category_id', 'Only lines of products of this category'),
    },
    // The orders of a chunk (one business day, by id), then all their lines, in order.
    reader: (select) => (conditions) => {
      const orderConditions = conditions
        .filter((w) => w.sql.startsWith('o.'))
        .map((w) => ({ ...w, sql: w.sql.replace(/^o\./, 't.') }));
      const lineConditions = conditions.filter((w) => w.sql.startsWith('l.'));
      return {
        sql: `SELECT ${select}, o.business_date, o.id FROM (
        SELECT t.* FROM orders t
        WHERE t.branch_id = ? AND t.business_date = ? AND t.id > ?
          AND t.deleted_at IS NULL ${and(orderConditions)}
        ORDER BY t.id LIMIT ?
      ) o LEFT JOIN order_lines l ON l.order_id = o.id ${and(lineConditions)}
      ORDER BY o.id, l.position`,
        args: (branchId, after, limit) => [
          branchId,
          after[0],
          after[1],
          ...paramsOf(orderConditions),
          limit,
          ...paramsOf(lineConditions),
        ],
      };
    },
  }),
  payments: define({
    dated: true,
    columns: [
      c('id', 'text'),
      c('order_id', 'text'),
      c('business_date', 'text'),
      c('created_at', 'text'),
      c('method', 'text'),
      c('currency', 'text'),
      c('amount', 'money'),
      c('tip', 'money'),
      c('tendered', 'money'),
      c('change_given', 'money'),
      c('refunded_amount', 'money'),
      c('reference', 'text'),
    ],
    currency: 't.currency',
    filters: {
      method: anyOf('t.method', ['cash', 'card', 'voucher', 'other'], 'payments whose method is'),
    },
    reader: (select) => datedChunk('payments', select),
  }),
  refunds: define({
    dated: true,
    columns: [
      c('id', 'text'),
      c('order_id', 'text'),
      // A canceled order's refund gave back a payment that was never a sale: it books no tax.
      c('order_status', 'text', '(SELECT o.status FROM orders o WHERE o.id = t.order_id)'),
      c('payment_id', 'text'),
      c('business_date', 'text'),
      c('created_at', 'text'),
      c('currency', 'text'),
      c('amount', 'money'),
      c('tax_total', 'money'),
      taxes('t.json'),
      c('reason', 'text'),
      c('restock', 'boolean'),
    ],
    currency: 't.currency',
    filters: {},
    reader: (select) => datedChunk('refunds', select),
  }),
  products: define({
    dated: false,
    columns: [
      c('id', 'text'),
      c('sku', 'text'),
      c('name', 'text'),
      c('description', 'text'),
      c('category_id', 'text'),
      c('currency', 'text', 't.price_currency'),
      c('price', 'money', 't.price_amount'),
      c('barcode', 'text'),
      c('track_stock', 'boolean'),
      c('stock_quantity', 'integer'),
      c('active', 'boolean'),
      c('created_at', 'text'),
      c('updated_at', 'text'),
      c('deleted_at', 'text'),
    ],
    currency: 't.price_currency',
    filters: {
      category_id: equals('t.category_id', 'Only products of this category'),
      active: {
        schema: { type: 'boolean', description: 'Only active (true) or inactive (false) products' },
        where: (value) => ({ sql: 't.active = ?', param: value ? 1 : 0 }),
      },
      include_deleted: includeDeleted,
    },
    reader: (select) => idChunk('products', select),
  }),
  customers: define({
    dated: false,
    columns: [
      c('id', 'text'),
      c('name', 'text'),
      c('email', 'text'),
      c('phone', 'text'),
      c('code', 'text'),
      c('note', 'text'),
      c('created_at', 'text'),
      c('updated_at', 'text'),
      c('deleted_at', 'text'),
    ],
    currency: null,
    filters: { include_deleted: includeDeleted },
    reader: (select) => idChunk('customers', select),
  }),
};

/** The header row: money and quantity columns give two names each. */
export function headerOf(columns: readonly Column[]): string[] {
  return columns.flatMap((col) =>
    col.kind === 'money'
      ? [col.name, `${col.name}_minor`]
      : col.kind === 'quantity'
        ? [col.name, `${col.name}_milli`]
        : [col.name],
  );
}

/** The conditions of validated filters, in the resource's order. */
export function filterConditions(def: ResourceDef, filters: Record<string, unknown>): Condition[] {
  const conditions: Condition[] = [];
  for (const [name, filter] of Object.entries(def.filters)) {
    const value = filters[name];
    if (value === undefined || (value === false && filter === includeDeleted)) continue;
    conditions.push(filter.where(value));
  }
  return conditions;
}
