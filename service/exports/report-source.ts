import type { BranchContext } from '../resources/context';

/**
 * What a scheduled report runs: the sales summary grouped one way, or a saved custom report.
 * The reports module computes them (`runReport`); a scheduled run writes its rows to a file.
 */
export type ReportDefinition =
  { type: 'sales_summary'; group_by: string } | { type: 'custom_report'; report_id: string };

/** The reports module's `runReport(ctx, definition, from, to)` (dates inclusive, YYYY-MM-DD). */
export type RunReport = (
  ctx: BranchContext,
  definition: ReportDefinition,
  from: string,
  to: string,
) => unknown;

const isMoney = (v: unknown): boolean =>
  v !== null && typeof v === 'object' && typeof (v as { amount?: unknown }).amount === 'number';

/**
 * One report row as flat columns: its `group` values first, then the figures; an object of
 * money values (payments per method) becomes one column per key (`payments_card`).
 */
function flatten(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (key === 'group' && value && typeof value === 'object') Object.assign(out, value);
    else if (
      value &&
      typeof value === 'object' &&
      !Array.isArray(value) &&
      !isMoney(value) &&
      Object.values(value).every(isMoney)
    )
      for (const [inner, money] of Object.entries(value)) out[`${key}_${inner}`] = money;
    else out[key] = value;
  }
  return out;
}

/**
 * The rows of a report result, flat: an array of rows, or an object carrying them as `data`
 * (the reports module's ReportResult), `rows` or `groups`, else the result itself as one row.
 */
export function reportRows(result: unknown): Record<string, unknown>[] {
  let rows: Record<string, unknown>[] = [];
  if (Array.isArray(result)) rows = result as Record<string, unknown>[];
  else if (result && typeof result === 'object') {
    const found = ['data', 'rows', 'groups']
      .map((key) => (result as Record<string, unknown>)[key])
      .find(Array.isArray);
    rows = (found as Record<string, unknown>[] | undefined) ?? [result as Record<string, unknown>];
  }
  return rows.map(flatten);
}
