import { AppError, validationError, type FieldError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { BranchContext } from '../resources/context';
import type { IdPage } from '../resources/keyed-page';
import type { RetentionRule } from '../maintenance/maintenance';
import type { Tenancy } from '../tenancy/tenancy';
import { isoNow, type Clock } from '../util/clock';
import { isId, newId } from '../util/ids';
import { textProblem } from '../util/text';
import type { Exports } from './exports';
import { exportView, readExportRequest, type ExportView } from './exports';
import type { ExportFormat } from './file-writer';
import { checkDimensions, splitGroupBy } from '../reports/definition';
import type { ReportDefinition } from './report-source';
import { nextOccurrence, type Frequency, type Timing } from './schedule-times';

/** What a schedule makes: an export of a resource, the sales summary, or a custom report. */
export type ScheduledWork =
  { type: 'export'; resource: string; filters: Record<string, unknown> } | ReportDefinition;

export interface ScheduleRow {
  id: string;
  company_id: string;
  branch_id: string;
  name: string;
  kind: ScheduledWork['type'];
  definition: string;
  format: ExportFormat;
  frequency: Frequency;
  time_of_day: string;
  day_of_week: number | null;
  day_of_month: number | null;
  keep_last: number;
  active: number;
  version: number;
  created_by: string;
  created_at: string;
  updated_at: string;
}

export interface RunRow {
  id: string;
  schedule_id: string;
  company_id: string;
  branch_id: string;
  period_key: string;
  scheduled_for: string;
  period_from: string;
  period_to: string;
  export_id: string;
  created_at: string;
}

export interface ScheduleView {
  id: string;
  name: string;
  report: ScheduledWork;
  format: ExportFormat;
  frequency: Frequency;
  time_of_day: string;
  day_of_week: number | null;
  day_of_month: number | null;
  time_zone: string;
  keep_last: number;
  active: boolean;
  next_run_at: string | null;
  version: number;
  created_at: string;
  updated_at: string;
}

export interface RunView {
  id: string;
  schedule_id: string;
  period_key: string;
  scheduled_for: string;
  from: string;
  to: string;
  status: ExportView['status'];
  export: ExportView;
  created_at: string;
}

export const SCHEDULE_LIMITS = { perBranch: 50, keepLast: 365, name: 100 } as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const FREQUENCIES: Frequency[] = ['daily', 'weekly', 'monthly'];

/** The scope each kind of work needs besides reports:manage_scheduled_reports. */
export const scopeOfWork = (work: ScheduledWork): string =>
  work.type === 'export' ? 'reports:export' : 'reports:view';

const FIELDS = [
  'name',
  'report',
  'format',
  'frequency',
  'time_of_day',
  'day_of_week',
  'day_of_month',
  'keep_last',
  'active',
];

/** The fields of each report type (`type` among them); any other is refused. */
const REPORT_FIELDS: Record<string, string[]> = {
  export: ['type', 'resource', 'filters'],
  sales_summary: ['type', 'group_by'],
  custom_report: ['type', 'report_id'],
};
const unknownField = (raw: Record<string, unknown>): string | undefined =>
  Object.keys(raw).find((k) => !REPORT_FIELDS[String(raw.type)]!.includes(k));

/** Checks a schedule body; `current` is the stored schedule for a change (fields left out keep theirs). */
function readSchedule(
  body: Record<string, unknown>,
  current: ScheduleView | null,
): Omit<
  ScheduleView,
  'id' | 'time_zone' | 'next_run_at' | 'version' | 'created_at' | 'updated_at'
> {
  const problems: FieldError[] = [];
  for (const key of Object.keys(body))
    if (!FIELDS.includes(key)) problems.push({ path: key, message: `Unknown field "${key}".` });
  const pick = <K extends keyof ScheduleView>(key: K): unknown =>
    body[key] !== undefined ? body[key] : current ? current[key] : undefined;

  const name = pick('name');
  const trimmed = typeof name === 'string' ? name.trim() : '';
  const nameProblem =
    trimmed.length < 1 || trimmed.length > SCHEDULE_LIMITS.name
      ? `must be 1 to ${SCHEDULE_LIMITS.name} characters`
      : textProblem(trimmed, 'single-line');
  if (nameProblem) problems.push({ path: 'name', message: `name ${nameProblem}.` });

  let report: ScheduledWork | null = null;
  const raw = pick('report') as Record<string, unknown> | undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push({
      path: 'report',
      message:
        'report must be {type: export, resource, filters}, {type: sales_summary, group_by} or {type: custom_report, report_id}.',
    });
  } else if (!Object.hasOwn(REPORT_FIELDS, String(raw.type))) {
    problems.push({
      path: 'report.type',
      message: 'report.type must be export, sales_summary or custom_report.',
    });
  } else if (unknownField(raw)) {
    const field = unknownField(raw)!;
    problems.push({
      path: `report.${field}`,
      message: `A ${String(raw.type)} report takes ${REPORT_FIELDS[String(raw.type)]!.join(', ')}: "${field}" is not one of them.`,
    });
  } else if (raw.type === 'export') {
    try {
      // The export's own rules; the period gives from and to.
      const probe = readExportRequest({
        resource: raw.resource,
        filters: raw.filters ?? {},
        format: 'csv',
        ...(raw.resource === 'products' || raw.resource === 'customers'
          ? {}
          : { from: '2000-01-01', to: '2000-01-01' }),
      });
      report = { type: 'export', resource: probe.resource, filters: probe.filters };
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      for (const f of error.fields) problems.push({ path: `report.${f.path}`, message: f.message });
    }
  } else if (raw.type === 'sales_summary') {
    // The rule of GET /reports/sales itself, so a schedule never accepts what fails each night.
    const groupBy = splitGroupBy(raw.group_by);
    const problem = checkDimensions(groupBy, 'report.group_by');
    if (problem) problems.push(problem);
    else report = { type: 'sales_summary', group_by: groupBy.join(',') };
  } else if (raw.type === 'custom_report') {
    if (!isId(raw.report_id, 'rpt'))
      problems.push({
        path: 'report.report_id',
        message: 'report.report_id must be a custom report id (rpt_…).',
      });
    else report = { type: 'custom_report', report_id: raw.report_id };
  }

  const format = pick('format') ?? 'csv';
  if (format !== 'csv' && format !== 'jsonl')
    problems.push({ path: 'format', message: 'format must be csv or jsonl.' });
  const frequency = pick('frequency');
  if (!FREQUENCIES.includes(frequency as Frequency))
    problems.push({ path: 'frequency', message: 'frequency must be daily, weekly or monthly.' });
  const time = pick('time_of_day') ?? '06:00';
  if (typeof time !== 'string' || !TIME.test(time))
    problems.push({
      path: 'time_of_day',
      message: 'time_of_day must be a 24-hour time such as 06:00.',
    });
  let dayOfWeek = (pick('day_of_week') ?? null) as number | null;
  let dayOfMonth = (pick('day_of_month') ?? null) as number | null;
  if (frequency === 'weekly') {
    if (!Number.isInteger(dayOfWeek) || dayOfWeek! < 1 || dayOfWeek! > 7)
      problems.push({
        path: 'day_of_week',
        message: 'A weekly report needs day_of_week from 1 (Monday) to 7 (Sunday).',
      });
  } else dayOfWeek = null;
  if (frequency === 'monthly') {
    if (!Number.isInteger(dayOfMonth) || dayOfMonth! < 1 || dayOfMonth! > 28)
      problems.push({
        path: 'day_of_month',
        message: 'A monthly report needs day_of_month from 1 to 28 (days every month has).',
      });
  } else dayOfMonth = null;
  const keep = pick('keep_last') ?? 7;
  if (
    !Number.isInteger(keep) ||
    (keep as number) < 1 ||
    (keep as number) > SCHEDULE_LIMITS.keepLast
  )
    problems.push({
      path: 'keep_last',
      message: `keep_last must be a whole number of files from 1 to ${SCHEDULE_LIMITS.keepLast}.`,
    });
  const active = pick('active') ?? true;
  if (typeof active !== 'boolean')
    problems.push({ path: 'active', message: 'active must be true or false.' });
  if (problems.length) throw validationError(problems);
  return {
    name: (name as string).trim(),
    report: report!,
    format: format as ExportFormat,
    frequency: frequency as Frequency,
    time_of_day: time as string,
    day_of_week: dayOfWeek,
    day_of_month: dayOfMonth,
    keep_last: keep as number,
    active: active as boolean,
  };
}

/**
 * Scheduled reports and their runs: every statement on `scheduled_reports` and
 * `scheduled_report_runs`, and the rules of a schedule. The Scheduler decides when they run.
 */
export class ScheduledReports {
  constructor(
    private readonly db: Database,
    private readonly tenancy: Tenancy,
    private readonly exports: Exports,
    private readonly clock: Clock,
    /** Whether the branch of `ctx` has this custom report (not deleted). */
    private readonly hasCustomReport: (ctx: BranchContext, reportId: string) => boolean,
  ) {}

  /**
   * A schedule's body as saved: a custom report it names must be one of the branch's own, so a
   * schedule never names another branch's or company's report (it would only fail at run time).
   */
  private read(
    ctx: BranchContext,
    body: Record<string, unknown>,
    current: ScheduleView | null,
  ): ReturnType<typeof readSchedule> {
    const s = readSchedule(body, current);
    if (s.report.type === 'custom_report' && !this.hasCustomReport(ctx, s.report.report_id))
      throw validationError([
        {
          path: 'report.report_id',
          message: `No custom report with id ${s.report.report_id.slice(0, 64)} in this branch.`,
        },
      ]);
    return s;
  }

  view(row: ScheduleRow): ScheduleView {
    const timeZone = this.tenancy.requireBranch(row.branch_id).time_zone;
    const next = row.active ? nextOccurrence(row, timeZone, this.clock.now()) : null;
    return {
      id: row.id,
      name: row.name,
      report: JSON.parse(row.definition) as ScheduledWork,
      format: row.format,
      frequency: row.frequency,
      time_of_day: row.time_of_day,
      day_of_week: row.day_of_week,
      day_of_month: row.day_of_month,
      time_zone: timeZone,
      keep_last: row.keep_last,
      active: row.active === 1,
      next_run_at: next ? new Date(next.at).toISOString() : null,
      version: row.version,
      created_at: row.created_at,
      updated_at: row.updated_at,
    };
  }

  /** Checks a body without saving it: the work it names (for the caller's scope check). */
  workOf(body: Record<string, unknown>, current: ScheduleView | null): ScheduledWork {
    return readSchedule(body, current).report;
  }

  private rowOf(ctx: BranchContext, id: string): ScheduleRow {
    const row = this.db
      .prepare<[string], ScheduleRow>('SELECT * FROM scheduled_reports WHERE id = ?')
      .get(id);
    if (!row || row.branch_id !== ctx.branchId)
      throw new AppError(
        'not_found',
        `No scheduled report with id ${id.slice(0, 64)} in this branch.`,
      );
    return row;
  }

  get(ctx: BranchContext, id: string): ScheduleView {
    return this.view(this.rowOf(ctx, id));
  }

  list(ctx: BranchContext): ScheduleView[] {
    return this.db
      .prepare<[string], ScheduleRow>(
        `SELECT * FROM scheduled_reports WHERE branch_id = ? ORDER BY id`,
      )
      .all(ctx.branchId)
      .map((row) => this.view(row));
  }

  create(ctx: BranchContext, body: Record<string, unknown>, actor: string): ScheduleView {
    const s = this.read(ctx, body, null);
    const id = newId('srp');
    const now = isoNow(this.clock);
    this.db.tx(() => {
      const count = this.db
        .prepare<[string], number>('SELECT count(*) FROM scheduled_reports WHERE branch_id = ?')
        .pluck()
        .get(ctx.branchId)!;
      if (count >= SCHEDULE_LIMITS.perBranch)
        throw new AppError(
          'conflict',
          `A branch has at most ${SCHEDULE_LIMITS.perBranch} scheduled reports; delete one first.`,
        );
      this.db
        .prepare(
          `INSERT INTO scheduled_reports (id, company_id, branch_id, name, kind, definition, format, frequency,
             time_of_day, day_of_week, day_of_month, keep_last, active, version, created_by, created_at, updated_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, ?, ?, ?)`,
        )
        .run(
          id,
          ctx.companyId,
          ctx.branchId,
          s.name,
          s.report.type,
          JSON.stringify(s.report),
          s.format,
          s.frequency,
          s.time_of_day,
          s.day_of_week,
          s.day_of_month,
          s.keep_last,
          s.active ? 1 : 0,
          actor,
          now,
          now,
        );
    });
    return this.get(ctx, id);
  }

  update(ctx: BranchContext, id: string, body: Record<string, unknown>): ScheduleView {
    const current = this.get(ctx, id);
    const s = this.read(ctx, body, current);
    this.db
      .prepare(
        `UPDATE scheduled_reports SET name = ?, kind = ?, definition = ?, format = ?, frequency = ?,
           time_of_day = ?, day_of_week = ?, day_of_month = ?, keep_last = ?, active = ?,
           version = version + 1, updated_at = ? WHERE id = ?`,
      )
      .run(
        s.name,
        s.report.type,
        JSON.stringify(s.report),
        s.format,
        s.frequency,
        s.time_of_day,
        s.day_of_week,
        s.day_of_month,
        s.keep_last,
        s.active ? 1 : 0,
        isoNow(this.clock),
        id,
      );
    return this.get(ctx, id);
  }

  /** Removes the schedule and its run list; files already made stay until their retention ends. */
  delete(ctx: BranchContext, id: string): void {
    this.rowOf(ctx, id);
    this.db.tx(() => {
      this.db.prepare('DELETE FROM scheduled_report_runs WHERE schedule_id = ?').run(id);
      this.db.prepare('DELETE FROM scheduled_reports WHERE id = ?').run(id);
    });
  }

  /** Each schedule keeps the runs of its newest `keep_last` files. */
  retention(): RetentionRule {
    return {
      name: 'scheduled_report_runs',
      tables: ['scheduled_report_runs'],
      keeps: "each schedule's newest keep_last runs",
      prune: () =>
        this.db
          .prepare(
            `DELETE FROM scheduled_report_runs WHERE id IN (
               SELECT r.id FROM scheduled_report_runs r JOIN scheduled_reports s ON s.id = r.schedule_id
                WHERE (SELECT count(*) FROM scheduled_report_runs n
                        WHERE n.schedule_id = r.schedule_id AND n.id > r.id) >= s.keep_last)`,
          )
          .run().changes,
    };
  }

  /** A schedule's runs, newest first, from the one before run id `before`. */
  runs(ctx: BranchContext, id: string, limit: number, before?: string): IdPage<RunView> {
    this.rowOf(ctx, id);
    const rows = this.db
      .prepare<[string, string, number], RunRow>(
        `SELECT * FROM scheduled_report_runs WHERE schedule_id = ? AND id < ?
         ORDER BY id DESC LIMIT ?`,
      )
      .all(id, before ?? '~', limit + 1);
    const more = rows.length > limit;
    const data = rows.slice(0, limit).map((run) => {
      const file = exportView(this.exports.store.get(run.export_id)!);
      return {
        id: run.id,
        schedule_id: run.schedule_id,
        period_key: run.period_key,
        scheduled_for: run.scheduled_for,
        from: run.period_from,
        to: run.period_to,
        status: file.status,
        export: file,
        created_at: run.created_at,
      };
    });
    return { data, has_more: more, next_cursor: more ? data[data.length - 1]!.id : null };
  }

  /** Every active schedule of every branch (the scheduler's poll). */
  active(): ScheduleRow[] {
    return this.db
      .prepare<[], ScheduleRow>('SELECT * FROM scheduled_reports WHERE active = 1 ORDER BY id')
      .all();
  }

  keepLastOf(id: string): number | null {
    return (
      this.db
        .prepare<[string], number>('SELECT keep_last FROM scheduled_reports WHERE id = ?')
        .pluck()
        .get(id) ?? null
    );
  }

  /**
   * Records the run of `schedule` for the period of local `date` and queues its file, unless
   * that period already has a run: one transaction, and the unique (schedule, period) index
   * behind it, so no restart or second process makes a period twice. True when queued.
   */
  queueRun(
    schedule: ScheduleRow,
    occurrence: { date: string; at: number },
    period: { from: string; to: string },
  ): boolean {
    return this.db.tx(() => {
      const exists = this.db
        .prepare('SELECT 1 FROM scheduled_report_runs WHERE schedule_id = ? AND period_key = ?')
        .get(schedule.id, occurrence.date);
      if (exists) return false;
      const work = JSON.parse(schedule.definition) as ScheduledWork;
      const ctx = { companyId: schedule.company_id, branchId: schedule.branch_id };
      const exportId = this.exports.queueScheduled(ctx, schedule.id, {
        resource: work.type === 'export' ? work.resource : work.type,
        format: schedule.format,
        from: period.from,
        to: period.to,
        filters: work.type === 'export' ? work.filters : {},
        report: work.type === 'export' ? null : work,
      });
      this.db
        .prepare(
          `INSERT INTO scheduled_report_runs (id, schedule_id, company_id, branch_id, period_key, scheduled_for,
             period_from, period_to, export_id, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        )
        .run(
          newId('srr'),
          schedule.id,
          schedule.company_id,
          schedule.branch_id,
          occurrence.date,
          new Date(occurrence.at).toISOString(),
          period.from,
          period.to,
          exportId,
          isoNow(this.clock),
        );
      return true;
    });
  }
}

export type { Timing };
