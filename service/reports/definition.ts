import { AppError, validationError, type FieldError } from '../../shared/errors';

/**
 * What a sales report is made of: the dimensions it groups by, the metrics it shows, the filters
 * it applies, and the range of business dates it covers. The sales summary and saved custom
 * reports are both a definition run by one engine (sales-summary.ts); the rules of a definition
 * live here once.
 */

export const DIMENSIONS = [
  'business_date',
  'hour',
  'product',
  'category',
  'payment_method',
  'source',
  'customer',
] as const;
export type Dimension = (typeof DIMENSIONS)[number];

/** The key a dimension has in a row's `group`. */
export const GROUP_KEY: Record<Dimension, string> = {
  business_date: 'business_date',
  hour: 'hour',
  product: 'product_id',
  category: 'category_id',
  payment_method: 'payment_method',
  source: 'source',
  customer: 'customer_id',
};

export const METRICS = [
  'orders',
  'items_sold',
  'gross',
  'discounts',
  'tax',
  'taxes',
  'net',
  'refunds',
  'payments',
  'tips',
  'average_order_value',
] as const;
export type Metric = (typeof METRICS)[number];

/** Filters: each an allow-list of values; an order (or line) must match every filter given. */
export const FILTERS = [
  'source',
  'payment_method',
  'customer_id',
  'product_id',
  'category_id',
] as const;
export type FilterName = (typeof FILTERS)[number];
export type ReportFilters = Partial<Record<FilterName, string[]>>;

export const REPORT_LIMITS = {
  /** The widest range of business dates one report covers (a leap year). */
  maxDays: 366,
  maxDimensions: 2,
  filterValues: 50,
  filterValueLength: 64,
} as const;

export interface ReportDefinition {
  dimensions: readonly Dimension[];
  /** Every metric when left out (the sales summary). */
  metrics?: readonly Metric[];
  filters?: ReportFilters;
}

/** Dimensions and filters that look at order lines: payments and refunds are per order. */
export const LINE_DIMENSIONS: readonly Dimension[] = ['product', 'category'];
export const LINE_FILTERS: readonly FilterName[] = ['product_id', 'category_id'];

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of a real calendar date 'YYYY-MM-DD', or undefined. */
function dayNumber(text: string): number | undefined {
  const m = DATE.exec(text);
  if (!m) return undefined;
  const ms = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const date = new Date(ms);
  // Date.UTC rolls 2026-02-30 over to March: a real date reads back the same.
  if (date.toISOString().slice(0, 10) !== text || Number(m[1]) < 1) return undefined;
  return ms / 86_400_000;
}

export interface DateRange {
  from: string;
  to: string;
}

/**
 * `from` and `to` (inclusive business dates). 422 for a date that is not one or a reversed
 * range; 400 `range_too_large` naming the maximum for a range wider than it, never shortened.
 */
export function parseRange(from: unknown, to: unknown): DateRange {
  const problems: FieldError[] = [];
  const days: Record<string, number | undefined> = {};
  for (const [name, value] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (value === undefined || value === '') {
      problems.push({ path: name, message: `${name} is required: a business date YYYY-MM-DD.` });
      continue;
    }
    days[name] = typeof value === 'string' ? dayNumber(value) : undefined;
    if (days[name] === undefined)
      problems.push({
        path: name,
        message: `${name} must be a calendar date written YYYY-MM-DD, such as 2026-11-01.`,
      });
  }
  if (problems.length) throw validationError(problems);
  const span = days.to! - days.from! + 1;
  if (span < 1)
    throw validationError([{ path: 'to', message: 'to must be the same date as from or later.' }]);
  if (span > REPORT_LIMITS.maxDays)
    throw new AppError(
      'range_too_large',
      `The range covers ${span} days; a report covers at most ${REPORT_LIMITS.maxDays} days. Ask for several ranges.`,
      [{ path: 'to', message: `At most ${REPORT_LIMITS.maxDays} days from from.` }],
      { max_days: REPORT_LIMITS.maxDays },
    );
  return { from: from as string, to: to as string };
}

/** `group_by` as sent: one or two dimensions separated by commas. */
export function parseGroupBy(text: unknown): Dimension[] {
  if (text === undefined) return ['business_date'];
  const parts = splitGroupBy(text);
  const problem = checkDimensions(parts, 'group_by');
  if (problem) throw validationError([problem]);
  return parts as Dimension[];
}

/** Every `group_by` checkDimensions takes: one dimension, or two different ones in either order. */
export const GROUP_BY_VALUES: readonly string[] = DIMENSIONS.flatMap((a) => [
  a,
  ...DIMENSIONS.filter((b) => b !== a).map((b) => `${a},${b}`),
]);

/** `group_by` text as its parts (a scheduled sales summary keeps the text and checks the parts). */
export const splitGroupBy = (text: unknown): string[] =>
  typeof text === 'string' ? text.split(',') : [];

/** The problem with a list of dimensions, if any (group_by and a custom report's `dimensions`). */
export function checkDimensions(values: readonly unknown[], path: string): FieldError | undefined {
  const list = `one or two of ${DIMENSIONS.join(', ')}`;
  if (values.length < 1 || values.length > REPORT_LIMITS.maxDimensions)
    return { path, message: `${path} must name ${list}.` };
  for (const value of values)
    if (!DIMENSIONS.includes(value as Dimension))
      return {
        path,
        message: `${path}: "${String(value).slice(0, 40)}" is not a dimension; use ${list}.`,
      };
  if (new Set(values).size !== values.length)
    return { path, message: `${path} names a dimension twice.` };
  return undefined;
}

/** True when the report looks at lines (product or category), not whole orders. */
export const isLineLevel = (d: ReportDefinition): boolean =>
  d.dimensions.some((x) => LINE_DIMENSIONS.includes(x)) || hasLineFilter(d);

/** True when a filter looks at lines (product_id, category_id). */
export const hasLineFilter = (d: ReportDefinition): boolean =>
  LINE_FILTERS.some((f) => d.filters?.[f] !== undefined);
