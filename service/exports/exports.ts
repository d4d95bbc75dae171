import { join } from 'node:path';
import { rm } from 'node:fs/promises';
import { AppError, validationError, type FieldError } from '../../shared/errors';
import type { Database } from '../db/database';
import type { BranchContext } from '../resources/context';
import type { SettingsStore } from '../settings/settings';
import { isoNow, type Clock } from '../util/clock';
import { newId } from '../util/ids';
import { ensurePrivateDir } from '../util/private-files';
import type { Logger } from '../util/logger';
import { ExportStore, type ExportRow } from './export-store';
import { EXPORT_FORMATS, ExportStopped, writeExportFile, type ExportFormat } from './file-writer';
import { reportRows, type ReportDefinition, type RunReport } from './report-source';
import { EXPORT_RESOURCES, RESOURCES, type ExportResource } from './resources';
import { ObjectRowSource, SqlRowSource, type RowSource } from './row-sources';

/** An export as the API shows it. */
export interface ExportView {
  id: string;
  resource: string;
  format: string;
  from: string | null;
  to: string | null;
  filters: Record<string, unknown>;
  status: ExportRow['status'];
  progress: number;
  row_count: number | null;
  bytes: number | null;
  sha256: string | null;
  error: { code: string; message: string } | null;
  schedule_id: string | null;
  file_name: string;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  expires_at: string | null;
}

export interface ExportRequest {
  resource: ExportResource;
  format: ExportFormat;
  from: string | null;
  to: string | null;
  filters: Record<string, unknown>;
}

export const EXPORT_LIMITS = {
  /** Longest date range of one export, in days. */
  maxDays: 3660,
  /** Exports of one branch queued or running at once. */
  maxPending: 10,
  /** An interrupted export (crash, shutdown) is started again at most this often. */
  maxAttempts: 3,
} as const;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** A calendar date YYYY-MM-DD that exists (no 2026-02-30). */
export function isDate(value: unknown): value is string {
  if (typeof value !== 'string' || !DATE.test(value)) return false;
  const at = Date.parse(`${value}T00:00:00Z`);
  return Number.isFinite(at) && new Date(at).toISOString().slice(0, 10) === value;
}

/**
 * Checks an export request: the resource and format, from/to as business days (required for
 * sales, refused for the catalog, which is exported as it is now), and the resource's filters.
 */
export function readExportRequest(body: Record<string, unknown>): ExportRequest {
  const problems: FieldError[] = [];
  const resource = body.resource as ExportResource;
  if (!(EXPORT_RESOURCES as readonly unknown[]).includes(resource)) {
    throw validationError([
      { path: 'resource', message: `resource must be one of ${EXPORT_RESOURCES.join(', ')}.` },
    ]);
  }
  const format = (body.format ?? 'csv') as ExportFormat;
  if (!EXPORT_FORMATS.includes(format))
    problems.push({ path: 'format', message: 'format must be csv or jsonl.' });
  const def = RESOURCES[resource];
  let from: string | null = null;
  let to: string | null = null;
  if (def.dated) {
    for (const field of ['from', 'to'] as const) {
      if (!isDate(body[field]))
        problems.push({
          path: field,
          message: `${field} must be a business day such as 2026-11-20 (YYYY-MM-DD, inclusive).`,
        });
    }
    if (problems.length === 0) {
      from = body.from as string;
      to = body.to as string;
      const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
      if (days < 1) problems.push({ path: 'to', message: 'to must be on or after from.' });
      else if (days > EXPORT_LIMITS.maxDays)
        problems.push({
          path: 'to',
          message: `An export covers at most ${EXPORT_LIMITS.maxDays} days; split it.`,
        });
    }
  } else {
    for (const field of ['from', 'to'] as const) {
      if (body[field] !== undefined && body[field] !== null)
        problems.push({
          path: field,
          message: `${resource} are exported as they are now: ${field} does not apply.`,
        });
    }
  }
  const filters = (body.filters ?? {}) as Record<string, unknown>;
  if (typeof filters !== 'object' || filters === null || Array.isArray(filters)) {
    problems.push({ path: 'filters', message: 'filters must be an object.' });
  } else {
    const known = Object.keys(def.filters);
    for (const [name, value] of Object.entries(filters)) {
      const filter = def.filters[name];
      if (!filter) {
        problems.push({
          path: `filters.${name}`,
          message: known.length
            ? `${resource} exports take the filters ${known.join(', ')}.`
            : `${resource} exports take no filters.`,
        });
        continue;
      }
      const problem = filterProblem(filter.schema, value);
      if (problem)
        problems.push({ path: `filters.${name}`, message: `filters.${name} ${problem}` });
    }
  }
  if (problems.length) throw validationError(problems);
  return { resource, format, from, to, filters };
}

/** Why a filter value does not fit its schema (the few shapes filters have), or undefined. */
function filterProblem(schema: Record<string, unknown>, value: unknown): string | undefined {
  if (schema.type === 'boolean')
    return typeof value === 'boolean' ? undefined : 'must be true or false.';
  if (schema.type === 'string') {
    const max = schema.maxLength as number;
    return typeof value === 'string' && value.length >= 1 && value.length <= max
      ? undefined
      : `must be text of 1 to ${max} characters.`;
  }
  const allowed = (schema.items as { enum: string[] }).enum;
  const ok =
    Array.isArray(value) &&
    value.length >= 1 &&
    new Set(value).size === value.length &&
    value.every((v) => allowed.includes(v as string));
  return ok ? undefined : `must be a list of distinct values of ${allowed.join(', ')}.`;
}

const EXTENSIONS: Record<string, string> = { csv: 'csv', jsonl: 'jsonl' };
export const CONTENT_TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8; header=present',
  jsonl: 'application/x-ndjson; charset=utf-8',
};

/**
 * The file name a download suggests (Content-Disposition, the console's Save as): what it holds
 * and its days, orders-2026-11-01_2026-11-27.csv, orders-2026-11-20.csv for one day, and the
 * day it was made for an undated resource, products-2026-11-28.csv.
 */
export function fileNameOf(
  row: Pick<ExportRow, 'resource' | 'format' | 'from_date' | 'to_date' | 'created_at'>,
): string {
  const span =
    row.from_date === null
      ? row.created_at.slice(0, 10)
      : row.from_date === row.to_date || row.to_date === null
        ? row.from_date
        : `${row.from_date}_${row.to_date}`;
  return `${row.resource.replace(/_/g, '-')}-${span}.${EXTENSIONS[row.format] ?? 'txt'}`;
}

export function exportView(row: ExportRow): ExportView {
  return {
    id: row.id,
    resource: row.resource,
    format: row.format,
    from: row.from_date,
    to: row.to_date,
    filters: JSON.parse(row.filters) as Record<string, unknown>,
    status: row.status,
    progress: Math.round(row.progress * 1000) / 1000,
    row_count: row.row_count,
    bytes: row.bytes,
    sha256: row.sha256,
    error: row.error_code ? { code: row.error_code, message: row.error_message ?? '' } : null,
    schedule_id: row.schedule_id,
    file_name: fileNameOf(row),
    created_at: row.created_at,
    started_at: row.started_at,
    finished_at: row.finished_at,
    expires_at: row.expires_at,
  };
}

export interface ExportFile {
  path: string;
  size: number;
  name: string;
  contentType: string;
  sha256: string;
}

/**
 * Export files: requests, their background run (ExportRunner calls `run`), the files in
 * `<data dir>/exports/<branch id>/` (0700 directories, 0600 files) and their removal after the
 * branch's `export_retention_days`.
 */
export class Exports {
  readonly store: ExportStore;
  /** Called when an export is queued (the runner starts it without waiting for its poll). */
  onQueued: () => void = () => undefined;

  constructor(
    private readonly db: Database,
    private readonly settings: SettingsStore,
    private readonly clock: Clock,
    private readonly dataDir: string,
    private readonly log: Logger,
    /** The reports module's run of a report, for scheduled reports. */
    private readonly runReport: RunReport,
  ) {
    this.store = new ExportStore(db);
  }

  create(ctx: BranchContext, body: Record<string, unknown>, actor: string): ExportView {
    const request = readExportRequest(body);
    const id = newId('exp');
    this.db.tx(() => {
      const pending = this.db
        .prepare<[string], number>(
          "SELECT count(*) FROM exports WHERE branch_id = ? AND status IN ('queued', 'running')",
        )
        .pluck()
        .get(ctx.branchId)!;
      if (pending >= EXPORT_LIMITS.maxPending)
        throw new AppError(
          'conflict',
          `This branch already has ${pending} exports waiting or running; try again when one is done.`,
        );
      this.store.insert({
        id,
        company_id: ctx.companyId,
        branch_id: ctx.branchId,
        resource: request.resource,
        format: request.format,
        from_date: request.from,
        to_date: request.to,
        filters: JSON.stringify(request.filters),
        report: null,
        schedule_id: null,
        created_by: actor,
        created_at: isoNow(this.clock),
      });
    });
    // After the caller's transaction too (an idempotent request runs this inside its own).
    queueMicrotask(() => this.onQueued());
    return exportView(this.store.get(id)!);
  }

  /** A file made by a scheduled report run (inside the caller's transaction). */
  queueScheduled(
    ctx: BranchContext,
    scheduleId: string,
    spec: {
      resource: string;
      format: ExportFormat;
      from: string;
      to: string;
      filters: Record<string, unknown>;
      report: ReportDefinition | null;
    },
  ): string {
    const id = newId('exp');
    const dated = spec.report !== null || RESOURCES[spec.resource as ExportResource].dated;
    this.store.insert({
      id,
      company_id: ctx.companyId,
      branch_id: ctx.branchId,
      resource: spec.resource,
      format: spec.format,
      from_date: dated ? spec.from : null,
      to_date: dated ? spec.to : null,
      filters: JSON.stringify(spec.filters),
      report: spec.report ? JSON.stringify(spec.report) : null,
      schedule_id: scheduleId,
      created_by: `schedule:${scheduleId}`,
      created_at: isoNow(this.clock),
    });
    return id;
  }

  /** The oldest queued export, now running (the runner writes it). */
  claim(): ExportRow | undefined {
    return this.store.claimNext(isoNow(this.clock));
  }

  /** The branch's export, else 404 (another branch's too). */
  row(ctx: BranchContext, id: string): ExportRow {
    const row = this.store.get(id);
    if (!row || row.branch_id !== ctx.branchId)
      throw new AppError('not_found', `No export with id ${id.slice(0, 64)} in this branch.`);
    return row;
  }

  get(ctx: BranchContext, id: string): ExportView {
    return exportView(this.row(ctx, id));
  }

  list(
    ctx: BranchContext,
    limit: number,
    cursor?: string,
  ): { data: ExportView[]; has_more: boolean; next_cursor: string | null } {
    const rows = this.store.page(ctx.branchId, cursor ?? null, limit + 1);
    const more = rows.length > limit;
    const data = rows.slice(0, limit).map(exportView);
    return { data, has_more: more, next_cursor: more ? data[data.length - 1]!.id : null };
  }

  private directoryOf(branchId: string): string {
    return join(this.dataDir, 'exports', branchId);
  }

  pathOf(row: ExportRow): string {
    return join(this.directoryOf(row.branch_id), `${row.id}.${EXTENSIONS[row.format] ?? 'txt'}`);
  }

  /** The finished file of the branch's export: 409 export_not_ready before, 410 export_expired after. */
  file(ctx: BranchContext, id: string): ExportFile {
    const row = this.row(ctx, id);
    if (row.status === 'expired')
      throw new AppError(
        'export_expired',
        `The file of export ${row.id} was removed on ${row.removed_at ?? ''} (files are kept ${this.settings.branch(row.branch_id).export_retention_days} days); create a new export.`,
      );
    if (row.status !== 'done')
      throw new AppError(
        'export_not_ready',
        row.status === 'failed'
          ? `Export ${row.id} failed (${row.error_message ?? row.error_code}); it has no file.`
          : `Export ${row.id} is ${row.status}; poll GET /exports/${row.id} until its status is done.`,
      );
    return {
      path: this.pathOf(row),
      size: row.bytes ?? 0,
      name: fileNameOf(row),
      contentType: CONTENT_TYPES[row.format] ?? 'application/octet-stream',
      sha256: row.sha256 ?? '',
    };
  }

  /** The rows of an export: from the tables, or from the report it names. */
  private async sourceOf(row: ExportRow): Promise<RowSource> {
    const filters = JSON.parse(row.filters) as Record<string, unknown>;
    if (row.report === null)
      return new SqlRowSource(
        this.db,
        row.resource as ExportResource,
        row.branch_id,
        row.from_date,
        row.to_date,
        filters,
      );
    const definition = JSON.parse(row.report) as ReportDefinition;
    const ctx = { companyId: row.company_id, branchId: row.branch_id };
    const result = await this.runReport(ctx, definition, row.from_date!, row.to_date!);
    return new ObjectRowSource(reportRows(result));
  }

  /**
   * Writes a claimed export's file and records the outcome. `stopped` ends it between chunks
   * (shutdown): the row stays running and the next start queues it again.
   */
  async run(row: ExportRow, stopped: () => boolean): Promise<void> {
    const now = () => isoNow(this.clock);
    if (row.attempts > EXPORT_LIMITS.maxAttempts) {
      this.store.failed(
        row.id,
        'export_interrupted',
        `The export was interrupted ${row.attempts - 1} times (the service stopped while it ran).`,
        now(),
      );
      return;
    }
    let lastProgress = 0;
    try {
      await ensurePrivateDir(join(this.dataDir, 'exports'));
      await ensurePrivateDir(this.directoryOf(row.branch_id));
      const file = await writeExportFile({
        source: await this.sourceOf(row),
        format: row.format as ExportFormat,
        path: this.pathOf(row),
        stopped,
        onChunk: (_rows, progress) => {
          const at = this.clock.now();
          if (at - lastProgress < 500) return;
          lastProgress = at;
          this.store.progress(row.id, progress);
        },
      });
      const days = this.settings.branch(row.branch_id).export_retention_days;
      const finished = this.clock.now();
      this.store.done(
        row.id,
        file,
        new Date(finished).toISOString(),
        new Date(finished + days * DAY_MS).toISOString(),
      );
    } catch (error) {
      if (error instanceof ExportStopped) return;
      const message =
        error instanceof AppError
          ? error.message
          : `The file could not be written: ${(error as Error).message}`;
      this.log.warn({ err: error, export: row.id }, 'export failed');
      this.store.failed(
        row.id,
        error instanceof AppError ? 'report_unavailable' : 'export_failed',
        message,
        now(),
      );
    }
  }

  /** Removes the file of an export and marks it expired. */
  async remove(row: ExportRow): Promise<void> {
    await rm(this.pathOf(row), { force: true });
    this.store.expired(row.id, isoNow(this.clock));
  }

  /** Files past their branch's retention: removed. */
  async removeExpired(): Promise<number> {
    const due = this.store.dueForRemoval(isoNow(this.clock));
    for (const row of due) await this.remove(row);
    return due.length;
  }

  /** A schedule's files beyond its newest `keep`: removed. */
  async keepNewest(scheduleId: string, keep: number): Promise<void> {
    for (const row of this.store.beyondNewest(scheduleId, keep)) await this.remove(row);
  }

  /** Partial files of exports that were running when the process stopped: removed, queued again. */
  async requeueInterrupted(): Promise<void> {
    for (const row of this.store.requeueRunning())
      await rm(`${this.pathOf(row)}.part`, { force: true });
  }
}
