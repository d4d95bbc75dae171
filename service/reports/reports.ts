import type { AuditLog } from '../audit/audit-log';
import type { Database } from '../db/database';
import type { EventLog } from '../events/event-log';
import type { BranchContext } from '../resources/context';
import type { Clock } from '../util/clock';
import { CustomReportService, definitionOf, type CustomReport } from './custom-reports';
import { DayClose } from './day-close';
import { parseGroupBy, parseRange, type ReportDefinition } from './definition';
import { recordCompletedOrder } from './summaries';
import type { ReportJob } from './report-job';
import type { BranchFacts, ReportResult } from './sales-summary';

/** Who asks for a run: an API key id, or a background task (which waits rather than get 429). */
export interface RunCaller {
  caller: string;
  background?: boolean;
}

/** Runs a report job off the event loop (a ReadPool's `report` job): the result as JSON text. */
export type RunReportJob = (job: ReportJob, caller: RunCaller) => Promise<string>;

/**
 * Sales reports: the sales summary, saved custom reports and running them, over one engine
 * (sales-summary.ts). Runs are checked here and computed off the event loop (report-job.ts,
 * through `runJob`), as JSON text the routes send as is. The exports task runs a report's result
 * through `runReport`.
 */
export class Reports {
  readonly custom: CustomReportService;
  /** The day close: the day's figures and its Z-report. */
  readonly days: DayClose;

  constructor(
    private readonly db: Database,
    events: EventLog,
    clock: Clock,
    private readonly branch: (branchId: string) => BranchFacts,
    private readonly runJob: RunReportJob,
    audit: AuditLog,
  ) {
    this.custom = new CustomReportService(db, events, clock);
    this.days = new DayClose(db, clock, (branchId) => branch(branchId).currency, audit);
  }

  private run(
    ctx: BranchContext,
    definition: ReportDefinition,
    range: ReturnType<typeof parseRange>,
    caller: RunCaller,
  ): Promise<string> {
    return this.runJob({ ctx, definition, range, facts: this.branch(ctx.branchId) }, caller);
  }

  /** GET /reports/sales: `group_by` one or two dimensions (business_date when left out), every metric. */
  salesSummary(
    ctx: BranchContext,
    query: { from?: unknown; to?: unknown; group_by?: unknown },
    caller: RunCaller,
  ): Promise<string> {
    const dimensions = parseGroupBy(query.group_by);
    const range = parseRange(query.from, query.to);
    return this.run(ctx, { dimensions }, range, caller);
  }

  /**
   * A definition (or a saved report) over the business dates `from`..`to` (inclusive,
   * YYYY-MM-DD; 422 for a date that is not one, 400 range_too_large past 366 days): the rows
   * and the totals. The figures are those of GET /reports/custom/{id}/run.
   */
  async runReport(
    ctx: BranchContext,
    definition: ReportDefinition | CustomReport,
    from: unknown,
    to: unknown,
    caller: RunCaller = { caller: 'reports', background: true },
  ): Promise<ReportResult> {
    return JSON.parse(await this.runJson(ctx, definition, from, to, caller)) as ReportResult;
  }

  private runJson(
    ctx: BranchContext,
    definition: ReportDefinition | CustomReport,
    from: unknown,
    to: unknown,
    caller: RunCaller,
  ): Promise<string> {
    const range = parseRange(from, to);
    const plain = 'id' in definition ? definitionOf(definition) : definition;
    return this.run(ctx, plain, range, caller);
  }

  /** GET /reports/custom/{id}/run (404 for another branch's or a deleted report), as JSON text. */
  runCustom(
    ctx: BranchContext,
    id: string,
    from: unknown,
    to: unknown,
    caller: RunCaller,
  ): Promise<string> {
    return this.runJson(ctx, this.custom.get(ctx, id), from, to, caller);
  }

  /**
   * A SaleListeners `orderCompleted` hook (service/app.ts): the order's taxes per line and rate,
   * and its figures added to its business date's sums (summaries.ts), inside the completing
   * transaction.
   */
  readonly orderCompleted = (_ctx: BranchContext, order: { id: string }): void =>
    recordCompletedOrder(this.db, order.id);
}
