import type { ReadDb } from '../db/read-connection';
import type { BranchContext } from '../resources/context';
import { divRoundHalfEven, type Money } from '../sales/money';
import {
  GROUP_KEY,
  hasLineFilter,
  isLineLevel,
  LINE_DIMENSIONS,
  METRICS,
  type DateRange,
  type Dimension,
  type FilterName,
  type Metric,
  type ReportDefinition,
} from './definition';
import { LOCAL_HOUR_FUNCTION, registerLocalHour } from './local-hour';

/**
 * The sales report engine: a definition (dimensions, metrics, filters) over a range of business
 * dates, read with SQL from migration 0015's tables (orders, order_lines, payments, refunds) and
 * 0019's `sales_line_taxes`, on one snapshot. It never writes. Every metric's definition is in
 * docs/api.md, "Reports"; in short, per group:
 * - sales figures come from completed orders whose business_date is in the range (their lines
 *   for `product` and `category`);
 * - `payments` are those orders' payments, per method;
 * - `refunds` are refunds whose own business_date is in the range (the day the money went back),
 *   with `refunds_by_order_date` naming the original orders' dates beside them.
 * Payments and refunds belong to whole orders: in rows grouped or filtered by product or
 * category they are null (the totals have them unless a line filter is set).
 */

export type GroupValue = string | number | null;

export interface ReportRow {
  group: Record<string, GroupValue>;
  orders?: number;
  items_sold?: number;
  gross?: Money;
  discounts?: Money;
  tax?: Money;
  taxes?: { tax_rate_id: string; amount: Money }[];
  net?: Money;
  refunds?: Money | null;
  refunds_by_order_date?: { business_date: string; amount: Money }[] | null;
  payments?: Record<string, Money> | null;
  tips?: Record<string, Money> | null;
  average_order_value?: Money | null;
}

/**
 * What the sales report counts (docs/api.md "Reports"): completed orders by their business
 * date with their payments and tips, and refunds of completed orders by the day they were made.
 * A canceled order counts nowhere: neither its payment nor the refund that gave it back.
 */
export const SALES_BASIS = 'sales';

export interface ReportResult {
  basis: typeof SALES_BASIS;
  data: ReportRow[];
  totals: ReportRow;
}

/** What the engine needs to know of a branch. */
export interface BranchFacts {
  currency: string;
  timeZone: string;
}

/** One group's sums, in minor units and thousandths. */
interface Sums {
  values: GroupValue[];
  orders: number;
  itemsMilli: number;
  gross: number;
  discounts: number;
  tax: number;
  total: number;
  taxes: Map<string, number>;
  payments: Map<string, number>;
  tips: Map<string, number>;
  refunds: number;
  refundsByDate: Map<string, number>;
}

const emptySums = (values: GroupValue[]): Sums => ({
  values,
  orders: 0,
  itemsMilli: 0,
  gross: 0,
  discounts: 0,
  tax: 0,
  total: 0,
  taxes: new Map(),
  payments: new Map(),
  tips: new Map(),
  refunds: 0,
  refundsByDate: new Map(),
});

const add = (map: Map<string, number>, key: string, amount: number) =>
  map.set(key, (map.get(key) ?? 0) + amount);

const LOCAL_HOUR = (column: string) => `${LOCAL_HOUR_FUNCTION}(${column}, @tz)`;

/** An order's payment method: its payments' one method, `mixed` for several, null for none. */
const ORDER_PAYMENT_METHOD = `(SELECT CASE WHEN count(*) = 0 THEN NULL
    WHEN min(pm.method) = max(pm.method) THEN min(pm.method) ELSE 'mixed' END
  FROM payments pm WHERE pm.order_id = o.id)`;

/** Each dimension's value for sales (alias o: the order, l: the line). */
const SALE_DIMENSION: Record<Dimension, string> = {
  business_date: 'o.business_date',
  hour: LOCAL_HOUR('o.ordered_at'),
  product: 'l.product_id',
  category: 'l.category_id',
  payment_method: ORDER_PAYMENT_METHOD,
  source: 'o.source',
  customer: 'o.customer_id',
};

/** Each dimension's value for a refund (alias r, o its order): its own day and hour, its payment's method. */
const REFUND_DIMENSION: Record<Dimension, string | null> = {
  business_date: 'r.business_date',
  hour: LOCAL_HOUR('r.created_at'),
  product: null,
  category: null,
  payment_method: '(SELECT pr.method FROM payments pr WHERE pr.id = r.payment_id)',
  source: 'o.source',
  customer: 'o.customer_id',
};

const inList = (param: string) => `IN (SELECT value FROM json_each(@${param}))`;

/** Filters on sales rows. */
const SALE_FILTER: Record<FilterName, string> = {
  source: `o.source ${inList('f_source')}`,
  customer_id: `o.customer_id ${inList('f_customer_id')}`,
  payment_method: `${ORDER_PAYMENT_METHOD} ${inList('f_payment_method')}`,
  product_id: `l.product_id ${inList('f_product_id')}`,
  category_id: `l.category_id ${inList('f_category_id')}`,
};

/** Filters on refunds (line filters never reach them: those reports have no refunds). */
const REFUND_FILTER: Partial<Record<FilterName, string>> = {
  source: SALE_FILTER.source,
  customer_id: SALE_FILTER.customer_id,
  payment_method: `${REFUND_DIMENSION.payment_method} ${inList('f_payment_method')}`,
};

const COMPLETED_IN_RANGE = `o.branch_id = @branch AND o.status = 'completed'
  AND o.business_date BETWEEN @from AND @to`;

interface Query {
  sql: string;
  params: Record<string, unknown>;
}

type Row = Record<string, GroupValue>;

export class SalesReportEngine {
  constructor(
    private readonly db: ReadDb,
    private readonly branch: (branchId: string) => BranchFacts,
  ) {
    registerLocalHour(db.sql);
  }

  /** Runs a definition over the range (already checked: parseRange, the definition's rules). */
  run(ctx: BranchContext, definition: ReportDefinition, range: DateRange): ReportResult {
    const facts = this.branch(ctx.branchId);
    const metrics = new Set<Metric>(definition.metrics ?? METRICS);
    const params = this.params(ctx, definition, range, facts);
    return this.db.read(() => {
      const groups = this.collect(definition, definition.dimensions, metrics, params);
      const rows = [...groups.values()].sort(byGroup);
      // Without line dimensions each order (and refund) is in exactly one row: the totals are
      // the rows' sums. With them an order spans rows, so the totals are read once more.
      const partitioned = !definition.dimensions.some((d) => LINE_DIMENSIONS.includes(d));
      const totals = partitioned
        ? sumAll(rows)
        : ([...this.collect(definition, [], metrics, params).values()][0] ?? emptySums([]));
      const present = (sums: Sums, dimensions: readonly Dimension[], ordersOnly: boolean) =>
        this.present(sums, dimensions, metrics, facts.currency, ordersOnly);
      return {
        basis: SALES_BASIS,
        data: rows.map((s) => present(s, definition.dimensions, isLineLevel(definition))),
        totals: present(totals, [], hasLineFilter(definition)),
      };
    });
  }

  private params(
    ctx: BranchContext,
    definition: ReportDefinition,
    range: DateRange,
    facts: BranchFacts,
  ): Record<string, unknown> {
    const params: Record<string, unknown> = {
      branch: ctx.branchId,
      from: range.from,
      to: range.to,
      tz: facts.timeZone,
    };
    for (const [name, values] of Object.entries(definition.filters ?? {}))
      if (values) params[`f_${name}`] = JSON.stringify(values);
    return params;
  }

  /** The sums of each group, keyed by the group's values. */
  private collect(
    definition: ReportDefinition,
    dimensions: readonly Dimension[],
    metrics: Set<Metric>,
    params: Record<string, unknown>,
  ): Map<string, Sums> {
    const groups = new Map<string, Sums>();
    const sumsOf = (row: Row) => {
      const values = dimensions.map((_, i) => row[`g${i}`] ?? null);
      const key = JSON.stringify(values);
      let sums = groups.get(key);
      if (!sums) groups.set(key, (sums = emptySums(values)));
      return sums;
    };
    const lineLevel =
      dimensions.some((d) => LINE_DIMENSIONS.includes(d)) || hasLineFilter(definition);
    const all = (q: Query) => this.db.prepare<Record<string, unknown>, Row>(q.sql).all(q.params);

    // By business date alone, unfiltered: the daily sums (migration 0019) instead of the orders.
    const daily =
      dimensions.every((d) => d === 'business_date') &&
      Object.keys(definition.filters ?? {}).length === 0;
    const range = pick(params, ['branch', 'from', 'to']);
    const sales: Metric[] = ['orders', 'items_sold', 'gross', 'discounts', 'tax', 'net'];
    if (sales.some((m) => metrics.has(m)) || metrics.has('average_order_value')) {
      const figures = daily
        ? this.dailyQuery(dimensions, range, 'sales_daily', [
            'sum(orders) AS orders',
            'sum(items_milli) AS items',
            'sum(gross) AS gross',
            'sum(discounts) AS discounts',
            'sum(tax) AS tax',
            'sum(total) AS total',
          ])
        : this.salesQuery(definition, dimensions, lineLevel, metrics, params);
      for (const row of all(figures)) {
        const s = sumsOf(row);
        s.orders += Number(row.orders ?? 0);
        s.itemsMilli += Number(row.items ?? 0);
        s.gross += Number(row.gross ?? 0);
        s.discounts += Number(row.discounts ?? 0);
        s.tax += Number(row.tax ?? 0);
        s.total += Number(row.total ?? 0);
      }
    }
    if (metrics.has('taxes')) {
      const taxes = daily
        ? this.dailyQuery(
            dimensions,
            range,
            'sales_daily_taxes',
            ['tax_rate_id AS rate', 'sum(amount) AS amount'],
            'tax_rate_id',
          )
        : this.taxesQuery(definition, dimensions, lineLevel, params);
      for (const row of all(taxes)) add(sumsOf(row).taxes, String(row.rate), Number(row.amount));
    }
    if (!lineLevel && metrics.has('payments')) {
      const payments = daily
        ? this.dailyQuery(
            dimensions,
            range,
            'sales_daily_payments',
            ['method', 'sum(amount) AS amount'],
            'method',
          )
        : this.paymentsQuery(definition, dimensions, params);
      for (const row of all(payments))
        add(sumsOf(row).payments, String(row.method), Number(row.amount));
    }
    // Tips are read from the payments themselves: the daily sums do not keep them.
    if (!lineLevel && metrics.has('tips'))
      for (const row of all(this.paymentsQuery(definition, dimensions, params)))
        add(sumsOf(row).tips, String(row.method), Number(row.tip));
    if (!lineLevel && metrics.has('refunds'))
      for (const row of all(this.refundsQuery(definition, dimensions, params))) {
        const s = sumsOf(row);
        s.refunds += Number(row.amount);
        add(s.refundsByDate, String(row.order_date), Number(row.amount));
      }
    return groups;
  }

  private where(definition: ReportDefinition, lineLevel: boolean, params: Record<string, unknown>) {
    const names = Object.keys(definition.filters ?? {}) as FilterName[];
    const used = names.filter((f) => lineLevel || !['product_id', 'category_id'].includes(f));
    const clause = [COMPLETED_IN_RANGE, ...used.map((f) => SALE_FILTER[f])].join('\n  AND ');
    return { clause, params: pick(params, ['branch', 'from', 'to', ...used.map((f) => `f_${f}`)]) };
  }

  private select(dimensions: readonly Dimension[], table: Record<Dimension, string | null>) {
    const columns = dimensions.map((d, i) => `${table[d]} AS g${i}`);
    const groupBy = dimensions.map((_, i) => `g${i}`);
    return { columns, groupBy };
  }

  private withHour(dimensions: readonly Dimension[], params: Record<string, unknown>) {
    return dimensions.includes('hour') ? { tz: params.tz } : {};
  }

  /** A statement over one of the daily sums tables: by business date, or the whole range. */
  private dailyQuery(
    dimensions: readonly Dimension[],
    params: Record<string, unknown>,
    table: string,
    figures: string[],
    key?: string,
  ): Query {
    const byDate = dimensions.length > 0;
    const groupBy = [...(byDate ? ['business_date'] : []), ...(key ? [key] : [])];
    return {
      sql: `SELECT ${[...(byDate ? ['business_date AS g0'] : []), ...figures].join(', ')} FROM ${table}
WHERE branch_id = @branch AND business_date BETWEEN @from AND @to${groupBy.length ? `\nGROUP BY ${groupBy.join(', ')}` : ''}`,
      params,
    };
  }

  private salesQuery(
    definition: ReportDefinition,
    dimensions: readonly Dimension[],
    lineLevel: boolean,
    metrics: Set<Metric>,
    params: Record<string, unknown>,
  ): Query {
    const where = this.where(definition, lineLevel, params);
    const { columns, groupBy } = this.select(dimensions, SALE_DIMENSION);
    const figures = lineLevel
      ? [
          'count(DISTINCT o.id) AS orders',
          'sum(l.quantity_milli) AS items',
          'sum(l.subtotal) AS gross',
          'sum(l.discount_total) AS discounts',
          'sum(l.tax_total) AS tax',
          'sum(l.total) AS total',
        ]
      : [
          'count(*) AS orders',
          'sum(o.subtotal) AS gross',
          'sum(o.discount_total) AS discounts',
          'sum(o.tax_total) AS tax',
          'sum(o.total) AS total',
          ...(metrics.has('items_sold')
            ? [
                'sum((SELECT sum(li.quantity_milli) FROM order_lines li WHERE li.order_id = o.id)) AS items',
              ]
            : []),
        ];
    return {
      sql: `SELECT ${[...columns, ...figures].join(', ')}
FROM orders o${lineLevel ? ' JOIN order_lines l ON l.order_id = o.id' : ''}
WHERE ${where.clause}${groupBy.length ? `\nGROUP BY ${groupBy.join(', ')}` : ''}`,
      params: { ...where.params, ...this.withHour(dimensions, params) },
    };
  }

  private taxesQuery(
    definition: ReportDefinition,
    dimensions: readonly Dimension[],
    lineLevel: boolean,
    params: Record<string, unknown>,
  ): Query {
    const where = this.where(definition, lineLevel, params);
    const { columns, groupBy } = this.select(dimensions, SALE_DIMENSION);
    return {
      sql: `SELECT ${[...columns, 't.tax_rate_id AS rate', 'sum(t.amount) AS amount'].join(', ')}
FROM orders o JOIN sales_line_taxes t ON t.order_id = o.id${lineLevel ? ' JOIN order_lines l ON l.id = t.line_id' : ''}
WHERE ${where.clause}
GROUP BY ${[...groupBy, 't.tax_rate_id'].join(', ')}`,
      params: { ...where.params, ...this.withHour(dimensions, params) },
    };
  }

  private paymentsQuery(
    definition: ReportDefinition,
    dimensions: readonly Dimension[],
    params: Record<string, unknown>,
  ): Query {
    const where = this.where(definition, false, params);
    const { columns, groupBy } = this.select(dimensions, SALE_DIMENSION);
    return {
      sql: `SELECT ${[...columns, 'p.method AS method', 'sum(p.amount) AS amount', 'sum(p.tip) AS tip'].join(', ')}
FROM orders o JOIN payments p ON p.order_id = o.id
WHERE ${where.clause}
GROUP BY ${[...groupBy, 'p.method'].join(', ')}`,
      params: { ...where.params, ...this.withHour(dimensions, params) },
    };
  }

  private refundsQuery(
    definition: ReportDefinition,
    dimensions: readonly Dimension[],
    params: Record<string, unknown>,
  ): Query {
    const names = Object.keys(definition.filters ?? {}) as FilterName[];
    const filters = names.map((f) => REFUND_FILTER[f]).filter((c): c is string => !!c);
    const { columns, groupBy } = this.select(dimensions, REFUND_DIMENSION);
    return {
      sql: `SELECT ${[...columns, 'o.business_date AS order_date', 'sum(r.amount) AS amount'].join(', ')}
FROM refunds r JOIN orders o ON o.id = r.order_id
WHERE ${[
        `r.branch_id = @branch`,
        `o.status = 'completed'`,
        `r.business_date BETWEEN @from AND @to`,
        ...filters,
      ].join('\n  AND ')}
GROUP BY ${[...groupBy, 'o.business_date'].join(', ')}`,
      params: {
        ...pick(params, ['branch', 'from', 'to', ...names.map((f) => `f_${f}`)]),
        ...this.withHour(dimensions, params),
      },
    };
  }

  /** A group's sums as the API shows them: the chosen metrics, money as money objects. */
  private present(
    s: Sums,
    dimensions: readonly Dimension[],
    metrics: Set<Metric>,
    currency: string,
    /** Payments and refunds are per order: null where rows are lines. */
    ordersOnly: boolean,
  ): ReportRow {
    const money = (amount: number): Money => ({ amount, currency });
    const group: Record<string, GroupValue> = {};
    dimensions.forEach((d, i) => (group[GROUP_KEY[d]] = s.values[i] ?? null));
    const row: ReportRow = { group };
    for (const metric of METRICS) {
      if (!metrics.has(metric)) continue;
      switch (metric) {
        case 'orders':
          row.orders = s.orders;
          break;
        case 'items_sold':
          row.items_sold = s.itemsMilli / 1000;
          break;
        case 'gross':
          row.gross = money(s.gross);
          break;
        case 'discounts':
          row.discounts = money(s.discounts);
          break;
        case 'tax':
          row.tax = money(s.tax);
          break;
        case 'taxes':
          row.taxes = [...s.taxes]
            .sort((a, b) => (a[0] < b[0] ? -1 : 1))
            .map(([tax_rate_id, amount]) => ({ tax_rate_id, amount: money(amount) }));
          break;
        case 'net':
          row.net = money(s.total - s.tax);
          break;
        case 'refunds':
          row.refunds = ordersOnly ? null : money(s.refunds);
          row.refunds_by_order_date = ordersOnly
            ? null
            : [...s.refundsByDate]
                .sort((a, b) => (a[0] < b[0] ? -1 : 1))
                .map(([business_date, amount]) => ({ business_date, amount: money(amount) }));
          break;
        case 'payments':
          row.payments = ordersOnly ? null : byMethod(s.payments, money);
          break;
        case 'tips':
          row.tips = ordersOnly ? null : byMethod(s.tips, money);
          break;
        case 'average_order_value':
          row.average_order_value =
            s.orders === 0
              ? null
              : money(Number(divRoundHalfEven(BigInt(s.total), BigInt(s.orders))));
          break;
      }
    }
    return row;
  }
}

function byMethod(sums: Map<string, number>, money: (amount: number) => Money) {
  return Object.fromEntries(
    [...sums].sort((a, b) => (a[0] < b[0] ? -1 : 1)).map(([m, a]) => [m, money(a)]),
  );
}

function pick(params: Record<string, unknown>, names: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const name of names) if (params[name] !== undefined) out[name] = params[name];
  return out;
}

/** Rows in the order of their groups' values, nulls first. */
function byGroup(a: Sums, b: Sums): number {
  for (let i = 0; i < a.values.length; i++) {
    const x = a.values[i] ?? null;
    const y = b.values[i] ?? null;
    if (x === y) continue;
    if (x === null) return -1;
    if (y === null) return 1;
    return x < y ? -1 : 1;
  }
  return 0;
}

function sumAll(rows: readonly Sums[]): Sums {
  const total = emptySums([]);
  for (const s of rows) {
    total.orders += s.orders;
    total.itemsMilli += s.itemsMilli;
    total.gross += s.gross;
    total.discounts += s.discounts;
    total.tax += s.tax;
    total.total += s.total;
    total.refunds += s.refunds;
    for (const [k, v] of s.taxes) add(total.taxes, k, v);
    for (const [k, v] of s.payments) add(total.payments, k, v);
    for (const [k, v] of s.tips) add(total.tips, k, v);
    for (const [k, v] of s.refundsByDate) add(total.refundsByDate, k, v);
  }
  return total;
}
