import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import { isPlainObject, type BranchContext } from '../resources/context';
import { text, type Field } from '../resources/fields';
import { Records } from '../resources/records';
import { defineResource, type StoredRow } from '../resources/resource';
import { rowTable } from '../resources/table';
import type { Clock } from '../util/clock';
import { textProblem } from '../util/text';
import {
  checkDimensions,
  DIMENSIONS,
  FILTERS,
  METRICS,
  REPORT_LIMITS,
  type Dimension,
  type Metric,
  type ReportDefinition,
  type ReportFilters,
} from './definition';

export interface CustomReportRow extends StoredRow {
  name: string;
  /** JSON text of the lists and the filters object. */
  dimensions: string;
  metrics: string;
  filters: string;
}

export interface CustomReport {
  id: string;
  name: string;
  dimensions: Dimension[];
  metrics: Metric[];
  filters: ReportFilters;
  version: number;
  created_at: string;
  updated_at: string;
  deleted_at: string | null;
}

/** A field held as JSON text in its column (lists and objects). */
function jsonField(rule: {
  input: Record<string, unknown>;
  output: Record<string, unknown>;
  required: boolean;
  fallback?: unknown;
  /** The value to store, or undefined after adding the problems to `v`. */
  check(v: Parameters<Field['parse']>[0], path: string, value: unknown): unknown;
}): Field {
  return {
    input: rule.input,
    output: rule.output,
    required: rule.required,
    columns: (name) => [name],
    defaults: (name) =>
      rule.fallback === undefined ? {} : { [name]: JSON.stringify(rule.fallback) },
    parse(v, name, value, present, into) {
      if (!present) {
        v.add(name, `${name} is required.`);
        return;
      }
      const checked = rule.check(v, name, value);
      if (checked !== undefined) into[name] = JSON.stringify(checked);
    },
    read: (row, name) => JSON.parse(String(row[name])),
  };
}

const DIMENSION_LIST = {
  type: 'array',
  items: { type: 'string', enum: [...DIMENSIONS] },
  minItems: 1,
  maxItems: REPORT_LIMITS.maxDimensions,
  uniqueItems: true,
};

const METRIC_LIST = {
  type: 'array',
  items: { type: 'string', enum: [...METRICS] },
  minItems: 1,
  maxItems: METRICS.length,
  uniqueItems: true,
};

const FILTER_VALUES = {
  type: 'array',
  items: { type: 'string', minLength: 1, maxLength: REPORT_LIMITS.filterValueLength },
  minItems: 1,
  maxItems: REPORT_LIMITS.filterValues,
};

const FILTERS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: Object.fromEntries(FILTERS.map((f) => [f, FILTER_VALUES])),
};

/** A saved sales report: dimensions, metrics and filters, run over any range of business dates. */
export const CUSTOM_REPORTS = defineResource<CustomReport>({
  name: 'reports/custom',
  singular: 'custom report',
  idPrefix: 'rpt',
  table: 'custom_reports',
  component: 'CustomReport',
  fields: {
    name: text({
      label: 'Name',
      min: 1,
      max: 100,
      required: true,
      examples: ['Card sales by hour'],
    }),
    dimensions: jsonField({
      input: { ...DIMENSION_LIST, description: 'One or two dimensions to group by' },
      output: DIMENSION_LIST,
      required: true,
      check(v, path, value) {
        const problem = Array.isArray(value)
          ? checkDimensions(value, path)
          : { path, message: `${path} must be a list of one or two dimensions.` };
        if (problem) v.add(problem.path, problem.message);
        return problem ? undefined : value;
      },
    }),
    metrics: jsonField({
      input: { ...METRIC_LIST, description: 'The metrics each row shows (docs/api.md, "Reports")' },
      output: METRIC_LIST,
      required: true,
      check(v, path, value) {
        const ok =
          Array.isArray(value) &&
          value.length >= 1 &&
          new Set(value).size === value.length &&
          value.every((m) => METRICS.includes(m as Metric));
        if (!ok)
          v.add(path, `${path} must list metrics without repeats, from: ${METRICS.join(', ')}.`);
        return ok ? value : undefined;
      },
    }),
    filters: jsonField({
      input: {
        ...FILTERS_SCHEMA,
        description:
          'Each an allow-list of values; an order must match every filter given (product_id and category_id: its lines)',
      },
      output: FILTERS_SCHEMA,
      required: false,
      fallback: {},
      check(v, path, value) {
        if (!isPlainObject(value)) {
          v.add(path, `${path} must be an object such as {"source": ["pos"]}.`);
          return undefined;
        }
        const before = v.errors.length;
        for (const [key, values] of Object.entries(value)) {
          if (!FILTERS.includes(key as (typeof FILTERS)[number])) {
            v.add(`${path}.${key}`, `Unknown filter "${key}"; use ${FILTERS.join(', ')}.`);
            continue;
          }
          if (
            !Array.isArray(values) ||
            values.length < 1 ||
            values.length > REPORT_LIMITS.filterValues
          ) {
            v.add(`${path}.${key}`, `${key} must list 1 to ${REPORT_LIMITS.filterValues} values.`);
            continue;
          }
          values.forEach((item, i) => {
            if (
              typeof item !== 'string' ||
              item.length < 1 ||
              item.length > REPORT_LIMITS.filterValueLength ||
              textProblem(item, 'single-line')
            )
              v.add(
                `${path}.${key}[${i}]`,
                `Each ${key} value must be one line of 1 to ${REPORT_LIMITS.filterValueLength} characters.`,
              );
          });
        }
        return v.errors.length === before ? value : undefined;
      },
    }),
  },
  create: {
    examples: [
      {
        name: 'Card sales by hour',
        dimensions: ['hour'],
        metrics: ['orders', 'gross', 'net', 'payments'],
        filters: { payment_method: ['card'] },
      },
    ],
  },
});

/** The branch's saved reports; not webhook events (followed with sync tokens). */
export class CustomReportService extends Records<CustomReportRow, CustomReport> {
  constructor(db: Database, events: EventLog, clock: Clock) {
    super(
      db,
      CUSTOM_REPORTS,
      rowTable<CustomReportRow>(db, 'custom_reports', CUSTOM_REPORTS.columns),
      events,
      clock,
      { events: false },
    );
  }

  /** Whether the branch has this report, not deleted (what `get` would find). */
  exists(ctx: BranchContext, id: string): boolean {
    try {
      this.row(ctx, id, false);
      return true;
    } catch {
      return false;
    }
  }
}

/** A saved report as the engine runs it. */
export const definitionOf = (report: CustomReport): ReportDefinition => ({
  dimensions: report.dimensions,
  metrics: report.metrics,
  filters: report.filters,
});
