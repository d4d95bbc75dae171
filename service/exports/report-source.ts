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

/**
 * The rows of a report result: an array of row objects, or an object carrying them as `rows`
 * or `data` (the first array found), else the result itself as one row.
 */
export function reportRows(result: unknown): Record<string, unknown>[] {
  if (Array.isArray(result)) return result as Record<string, unknown>[];
  if (result && typeof result === 'object') {
    for (const key of ['rows', 'data', 'groups']) {
      const value = (result as Record<string, unknown>)[key];
      if (Array.isArray(value)) return value as Record<string, unknown>[];
    }
    return [result as Record<string, unknown>];
  }
  return [];
}
