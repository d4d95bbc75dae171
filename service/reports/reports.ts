import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { BranchContext } from '../resources/context';
import type { Clock } from '../util/clock';
import { CustomReportService, definitionOf, type CustomReport } from './custom-reports';
import { DayClose } from './day-close';
import { parseGroupBy, parseRange, type ReportDefinition } from './definition';
import { recordCompletedOrder } from './summaries';
import { SalesReportEngine, type BranchFacts, type ReportResult } from './sales-summary';

/**
 * Sales reports: the sales summary, saved custom reports and running them, over one engine
 * (sales-summary.ts). The exports task runs a report's result through `runReport`.
 */
export class Reports {
  readonly custom: CustomReportService;
  /** The day close: the day's figures and its Z-report. */
  readonly days: DayClose;
  private readonly engine: SalesReportEngine;

  constructor(
    private readonly db: Database,
    events: EventLog,
    clock: Clock,
    branch: (branchId: string) => BranchFacts,
  ) {
    this.custom = new CustomReportService(db, events, clock);
    this.engine = new SalesReportEngine(db, branch);
    this.days = new DayClose(db, clock, (branchId) => branch(branchId).currency);
  }

  /** GET /reports/sales: `group_by` one or two dimensions (business_date when left out), every metric. */
  salesSummary(
    ctx: BranchContext,
    query: { from?: unknown; to?: unknown; group_by?: unknown },
  ): ReportResult {
    const dimensions = parseGroupBy(query.group_by);
    const range = parseRange(query.from, query.to);
    return this.engine.run(ctx, { dimensions }, range);
  }

  /**
   * A definition (or a saved report) over the business dates `from`..`to` (inclusive,
   * YYYY-MM-DD; 422 for a date that is not one, 400 range_too_large past 366 days): the rows
   * and the totals. The figures are those of GET /reports/custom/{id}/run.
   */
  runReport(
    ctx: BranchContext,
    definition: ReportDefinition | CustomReport,
    from: unknown,
    to: unknown,
  ): ReportResult {
    const range = parseRange(from, to);
    const plain = 'id' in definition ? definitionOf(definition) : definition;
    return this.engine.run(ctx, plain, range);
  }

  /** GET /reports/custom/{id}/run (404 for another branch's or a deleted report). */
  runCustom(ctx: BranchContext, id: string, from: unknown, to: unknown): ReportResult {
    return this.runReport(ctx, this.custom.get(ctx, id), from, to);
  }

  /**
   * A SaleListeners `orderCompleted` hook (service/app.ts): the order's taxes per line and rate,
   * and its figures added to its business date's sums (summaries.ts), inside the completing
   * transaction.
   */
  readonly orderCompleted = (_ctx: BranchContext, order: { id: string }): void =>
    recordCompletedOrder(this.db, order.id);
}
